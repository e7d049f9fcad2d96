import { describe, expect, it } from 'vitest'
import { renderPage } from '@tessera/renderer'
import { generateSite } from '@tessera/site-format/testing'
import { printDocument } from './print-document'

describe('the print view', () => {
  it('renders every page one after another, each from a new sheet', () => {
    const site = generateSite({ components: 40, pages: 3, namespace: 'print' })
    const html = printDocument(site, (route) => `/preview${route}?siteId=s1`)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const sections = [...doc.querySelectorAll('section.tessera-print-page')]
    expect(sections.map((section) => section.getAttribute('data-route'))).toEqual(site.pageOrder)
    sections.forEach((section, index) => {
      const root = site.pages[site.pageOrder[index]!]!.root
      expect(section.querySelector(`[id="${root.id}"]`)).not.toBeNull()
    })
    const css = doc.querySelector('style')?.textContent ?? ''
    expect(css).toContain('.tessera-print-page + .tessera-print-page { break-before: page; }')
    for (const route of site.pageOrder) {
      const pageCss = renderPage(site, route, { mode: 'preview' }).css.replace(/</g, '\\3c ')
      expect(css).toContain(pageCss)
    }
    expect(doc.querySelector('script')?.textContent).toContain('print()')
    expect(doc.querySelector('script[src]')).toBeNull()
    expect(doc.title).toBe(site.name)
  })

  it('keeps the site name out of the markup', () => {
    const site = generateSite({ components: 5, pages: 1, namespace: 'print' })
    site.name = '</title><script>alert(1)</script>'
    const doc = new DOMParser().parseFromString(
      printDocument(site, (r) => r),
      'text/html',
    )
    expect(doc.title).toBe(site.name)
    expect(doc.querySelectorAll('script')).toHaveLength(1)
  })
})
