import { describe, expect, it } from 'vitest'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { content } from '../testing/generate-site.js'
import type { Component } from '../types/component.js'
import { addBuiltinComponent } from './add-builtin.js'
import { addPageSynced, editPageSynced, removePageSynced } from './page-sync-edits.js'

function newPage(site: ReturnType<typeof createSite>, name: string, route: string) {
  const before = site.context.nextId
  const root: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: 'Root',
    tag: 'div',
    style: { custom: {} },
  }
  return { page: { name, route, public: true, head: {}, root }, before }
}

const items = (menu: Component) => (menu.children ?? []).map((c) => [c.content, c.inputs?.href?.is])

describe('nav menus follow the pages', () => {
  it('a new nav menu lists every page; page add, rename and remove keep it in sync, each undoable', () => {
    const site = createSite('Nav Test')
    const { doc, history } = openSite(site)
    const about = newPage(site, 'About', '/about')
    history.push(addPageSynced(doc, about.page, about.before))
    const rootId = site.pages['/home']!.root.id
    const start = content(site)

    history.push(addBuiltinComponent(doc, 'global-c-navmenu', rootId))
    const menu = site.pages['/home']!.root.children!.at(-1)!
    expect(items(menu)).toEqual([
      ['Home', '/home'],
      ['About', '/about'],
    ])
    expect(site.context.styles['global-s-4']).toBeDefined()

    const contact = newPage(site, 'Contact', '/contact')
    history.push(addPageSynced(doc, contact.page, contact.before))
    expect(items(menu).at(-1)).toEqual(['Contact', '/contact'])

    history.push(
      editPageSynced(doc, '/about', { name: 'About us', route: '/about-us', public: true }),
    )
    expect(items(menu)[1]).toEqual(['About us', '/about-us'])

    history.push(removePageSynced(doc, '/contact'))
    expect(items(menu)).toEqual([
      ['Home', '/home'],
      ['About us', '/about-us'],
    ])

    // Four steps back is where the menu did not exist yet.
    for (let i = 0; i < 4; i++) history.undo()
    expect(content(site)).toEqual(start)
  })

  it('leaves template pages out: /blog/:slug has no address of its own to link to', () => {
    const site = createSite('Nav Test')
    const { doc, history } = openSite(site)
    const rootId = site.pages['/home']!.root.id
    const post = newPage(site, 'Post', '/blog/:slug')
    history.push(addPageSynced(doc, post.page, post.before))
    history.push(addBuiltinComponent(doc, 'global-c-navmenu', rootId))
    const menu = site.pages['/home']!.root.children!.at(-1)!
    expect(items(menu)).toEqual([['Home', '/home']])
    const other = newPage(site, 'Recipe', '/recipes/:slug')
    history.push(addPageSynced(doc, other.page, other.before))
    expect(items(menu)).toEqual([['Home', '/home']])
  })

  it("a Header's built-in nav menu lists every page too, in one undoable step", () => {
    const site = createSite('Nav Test')
    const { doc, history } = openSite(site)
    const about = newPage(site, 'About', '/about')
    history.push(addPageSynced(doc, about.page, about.before))
    const rootId = site.pages['/home']!.root.id
    const start = content(site)

    history.push(addBuiltinComponent(doc, 'global-c-header', rootId))
    const header = site.pages['/home']!.root.children!.at(-1)!
    const menu = header.children!.find((c) => c.name === 'HeaderNavMenu')!
    expect(items(menu)).toEqual([
      ['Home', '/home'],
      ['About', '/about'],
    ])
    const ids = [header, ...header.children!, ...menu.children!].map((c) => c.id)
    expect(new Set(ids).size).toBe(ids.length)

    const contact = newPage(site, 'Contact', '/contact')
    history.push(addPageSynced(doc, contact.page, contact.before))
    expect(items(menu).at(-1)).toEqual(['Contact', '/contact'])

    history.undo()
    history.undo()
    expect(content(site)).toEqual(start)
  })

  it('removing the page being edited moves the editor to the home page', () => {
    const site = createSite('Nav Test')
    const { doc, history } = openSite(site)
    const about = newPage(site, 'About', '/about')
    history.push(addPageSynced(doc, about.page, about.before))
    site.editor!.active = '/about'
    history.push(removePageSynced(doc, '/about'))
    expect(site.editor!.active).toBe('/home')
    history.undo()
    expect(site.editor!.active).toBe('/about')
  })
})

describe('opening a site', () => {
  it('migrates version 1 as an undoable history entry that refills built-in behaviours', () => {
    const site = createSite('Old')
    site.version = '1'
    const root = site.pages['/home']!.root
    root.events = {
      click: {
        name: 'click',
        behaviors: [{ behaviorId: 'global-b-toggleHidden', args: { id: root.id } }],
      },
    }
    const { history, migrated } = openSite(site)
    expect(migrated).toBe(true)
    expect(site.version).toBe('2')
    expect(site.context.behaviors['global-b-toggleHidden']?.code).toBeTruthy()
    history.undo()
    expect(site.version).toBe('1')
    expect(site.context.behaviors).toEqual({})
  })

  it('refuses a format it does not know', () => {
    const site = createSite('Future')
    site.version = '3'
    expect(() => openSite(site)).toThrow('Failed to complete migration, site may be broken')
  })

  it('records nothing while editing is disabled', () => {
    const site = createSite('Locked')
    const { doc, history } = openSite(site, { editingEnabled: false })
    const about = newPage(site, 'About', '/about')
    expect(history.push(addPageSynced(doc, about.page, about.before))).toBe(false)
    expect(site.pages['/about']).toBeUndefined()
    expect(site.history.back).toEqual([])
  })
})
