import { createSite, serializeSite } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import type { SiteContentView } from '../api/sites-api'
import { PageNotFoundError, previewDocument } from './preview-document'

/** A site as GET sites/{id}/preview answers visitors: no history, no editor state. */
function publicContent(): SiteContentView {
  const site = createSite('Shown to visitors')
  site.pages[site.defaults.homePage]!.root.content = 'Hello, visitor'
  const { editor: _editor, ...parts } = serializeSite(site)
  return {
    ...parts,
    history: '',
    id: 'site-1',
    site_server: { address: '', ip_address: '' },
  } as unknown as SiteContentView
}

const options = { route: '/', pageHref: (route: string) => `/preview${route}`, print: false }

describe('previewDocument', () => {
  it('renders what a visitor may see: a site without history', () => {
    const html = previewDocument(publicContent(), options)
    expect(html).toContain('Hello, visitor')
    expect(html).toContain('<base target="_top">')
  })

  it('says Not Found for a page the site does not have', () => {
    expect(() => previewDocument(publicContent(), { ...options, route: '/nope' })).toThrow(
      PageNotFoundError,
    )
  })
})
