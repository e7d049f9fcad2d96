import { renderPage, serializeTree } from '@tessera/renderer'
import type { Site } from '@tessera/site-format'

/** One section per page; every page after the first starts on a new sheet. */
const PRINT_CSS = `.tessera-print-page + .tessera-print-page { break-before: page; }
@media print { html, body { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }`

const PRINT_SCRIPT = '<script>addEventListener("load",()=>setTimeout(()=>print(),100))</script>'

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/**
 * The print view (editor.md section 2, Routes): every page of the site one after another, in
 * page order, each starting a new sheet; it prints itself once loaded. Static: the runtime is
 * not loaded, since printing needs no behaviours.
 */
export function printDocument(site: Site, pageHref: (route: string) => string): string {
  const styles = new Set<string>()
  const fonts = new Set<string>()
  const sections: string[] = []
  let lang = 'en'
  site.pageOrder.forEach((route, index) => {
    const page = site.pages[route]
    if (!page) return
    const render = renderPage(site, route, { mode: 'preview', pageHref })
    if (index === 0) lang = render.lang
    // Component rules are per id and ids are unique in a site, so the pages' sheets can stand
    // side by side; the shared parts (global styles, mixins) are the same text on every page.
    styles.add(render.css)
    for (const href of render.head.fontStylesheets) fonts.add(href)
    sections.push(
      `<section class="tessera-print-page" data-route="${escapeHtml(route)}" aria-label="${escapeHtml(page.name)}">${serializeTree(render.tree)}</section>`,
    )
  })
  // As in the renderer's documents: no `<` can end the style element early.
  const css = [...styles, PRINT_CSS].join('\n').replace(/</g, '\\3c ')
  return [
    `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>\n<meta charset="utf-8">\n`,
    '<base target="_top">\n',
    `<title>${escapeHtml(site.name)}</title>\n`,
    '<meta name="robots" content="noindex">\n',
    ...[...fonts].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`),
    `<style>${css}</style>\n`,
    PRINT_SCRIPT,
    '\n</head>\n<body>\n',
    sections.join('\n'),
    '\n</body>\n</html>\n',
  ].join('')
}
