import { exportFileName, exportSiteFile, type Site } from '@tessera/site-format'

/** Downloads the site as a file (the export of the save-failure and site error modals). */
export function downloadSite(site: Site): void {
  const blob = new Blob([exportSiteFile(site)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(site.name, new Date())
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
