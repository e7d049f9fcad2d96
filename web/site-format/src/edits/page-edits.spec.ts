import { describe, expect, it } from 'vitest'
import { expectRoundTrip, setup } from '../testing/command-harness.js'
import {
  addPage,
  changeActivePage,
  editPage,
  LAST_PAGE,
  movePage,
  removePage,
  setDefaultHead,
  setHomePage,
  setPageHead,
  setSiteSeo,
} from './page-edits.js'

describe('page edits', () => {
  it('adds a page with its components indexed, and undo removes it', () => {
    const { doc, history, site } = setup()
    const before = site.context.nextId
    const rootId = `test-c-${before}`
    expectRoundTrip(
      doc,
      history,
      () => {
        site.context.nextId += 1
        return addPage(
          doc,
          {
            name: 'About',
            route: '/about',
            public: true,
            head: {},
            root: { id: rootId, name: 'Root', tag: 'div', style: { custom: {} } },
          },
          before,
        )
      },
      () => {
        expect(site.pageOrder.at(-1)).toBe('/about')
        expect(doc.routeOf(rootId)).toBe('/about')
      },
    )
    expect(() => addPage(doc, { ...site.pages['/home']! }, 0)).toThrow(
      'A page with route /home exists',
    )
  })

  it('renaming a route moves the home page, page order and edited page along', () => {
    const { doc, history, site } = setup()
    const rootId = site.pages['/home']!.root.id
    expectRoundTrip(
      doc,
      history,
      editPage(doc, '/home', { name: 'Start', route: '/start', public: false }),
      () => {
        expect(site.pages['/home']).toBeUndefined()
        expect(site.pages['/start']).toMatchObject({
          name: 'Start',
          route: '/start',
          public: false,
        })
        expect(site.defaults.homePage).toBe('/start')
        expect(site.pageOrder[0]).toBe('/start')
        expect(site.editor!.active).toBe('/start')
        expect(doc.routeOf(rootId)).toBe('/start')
      },
    )
  })

  it('removes a page; removing the home page makes the next page home; the last page stays', () => {
    const { doc, history, site } = setup({ pages: 2 })
    expectRoundTrip(doc, history, removePage(doc, '/home'), () => {
      expect(site.pageOrder).toEqual(['/page-1'])
      expect(site.defaults.homePage).toBe('/page-1')
    })
    expect(() => removePage(doc, '/page-1')).toThrow(LAST_PAGE)
  })

  it('sets the home page, which moves to the front of the page order', () => {
    const { doc, history, site } = setup({ pages: 3 })
    expectRoundTrip(doc, history, setHomePage(doc, '/page-2'), () => {
      expect(site.defaults.homePage).toBe('/page-2')
      expect(site.pageOrder).toEqual(['/page-2', '/home', '/page-1'])
    })
    expect(() => setHomePage(doc, '/nope')).toThrow('Cannot find page with route /nope')
  })

  it('reorders pages, changes the active page and sets heads', () => {
    const { doc, history, site } = setup({ pages: 3 })
    expectRoundTrip(doc, history, movePage(doc, 0, 2), () =>
      expect(site.pageOrder).toEqual(['/page-1', '/page-2', '/home']),
    )
    expect(() => movePage(doc, 0, 3)).toThrow('No page at that position')
    expectRoundTrip(doc, history, changeActivePage(doc, '/page-1'), () =>
      expect(site.editor!.active).toBe('/page-1'),
    )
    const head = { title: 'About us', meta: [{ name: 'description', content: 'Who we are' }] }
    expectRoundTrip(doc, history, setPageHead(doc, '/page-1', head), () =>
      expect(site.pages['/page-1']!.head).toEqual(head),
    )
    expectRoundTrip(doc, history, setDefaultHead(doc, { title: 'Site' }), () =>
      expect(site.defaults.head).toEqual({ title: 'Site' }),
    )
  })

  it("sets the site's crawler settings; blank ones are none, and undo restores them", () => {
    const { doc, history, site } = setup()
    const robots = 'User-agent: *\nDisallow: /drafts'
    expectRoundTrip(doc, history, setSiteSeo(doc, { robots }), () =>
      expect(site.defaults.seo).toEqual({ robots }),
    )
    const redirects = [{ from: '/old/*', to: '/new/*', status: 301 as const }]
    expectRoundTrip(doc, history, setSiteSeo(doc, { robots, redirects }), () =>
      expect(site.defaults.seo).toEqual({ robots, redirects }),
    )
    expectRoundTrip(doc, history, setSiteSeo(doc, { robots: '  ', redirects: [] }), () =>
      expect(site.defaults.seo).toBeUndefined(),
    )
  })
})
