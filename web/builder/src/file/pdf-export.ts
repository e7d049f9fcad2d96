/**
 * The print view of a site (editor.md section 2, Routes): the Preview route with the active page
 * (without its leading slash), the site id, and `action=print`.
 */
export function printViewUrl(previewPath: string, route: string, siteId: string): string {
  const page = route.replace(/^\/+/, '')
  const base = previewPath.replace(/\/+$/, '')
  return `${base}/${page.split('/').map(encodeURIComponent).join('/')}?siteId=${encodeURIComponent(siteId)}&action=print`
}

export interface PdfExportSteps {
  /** Opens an empty window; must run within the click, or the browser blocks it. */
  open(): Window | null
  /** Saves pending edits, so the print view shows what the editor shows. */
  save(): Promise<boolean>
  url: string
}

/**
 * Export as PDF (editor.md section 4): the print view in a new window, which prints itself once
 * loaded. False when the window was blocked.
 */
export async function exportPdf(steps: PdfExportSteps): Promise<boolean> {
  const win = steps.open()
  if (!win) return false
  // The print view needs nothing from the editor's window.
  win.opener = null
  await steps.save()
  win.location.href = steps.url
  return true
}
