import { describe, expect, it } from 'vitest'
import { exportPdf, printViewUrl } from './pdf-export'

describe('PDF export', () => {
  it('opens the print view of the active page', () => {
    expect(printViewUrl('/preview', '/home', 'a1')).toBe('/preview/home?siteId=a1&action=print')
    expect(printViewUrl('/preview/', '/blog/first post', 'x y')).toBe(
      '/preview/blog/first%20post?siteId=x%20y&action=print',
    )
  })

  it('saves before the window goes to the print view, and reports a blocked window', async () => {
    const order: string[] = []
    const win = { opener: {}, location: { href: 'about:blank' } } as unknown as Window
    const done = await exportPdf({
      open: () => (order.push('open'), win),
      save: async () => (order.push(`save at ${win.location.href}`), true),
      url: '/preview/home?siteId=a1&action=print',
    })
    expect(done).toBe(true)
    expect(order).toEqual(['open', 'save at about:blank'])
    expect(win.location.href).toBe('/preview/home?siteId=a1&action=print')
    expect(win.opener).toBeNull()
    expect(await exportPdf({ open: () => null, save: async () => true, url: '/x' })).toBe(false)
  })
})
