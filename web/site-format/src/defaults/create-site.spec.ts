import { describe, expect, it } from 'vitest'
import { parseId } from '../ids/ids.js'
import type { Component } from '../types/component.js'
import { SITE_FORMAT_VERSION } from '../types/site.js'
import { exportSiteFile, parseSiteFile } from '../serialization/site-file.js'
import { createSite, isEmptyPage, pageContentOf } from './create-site.js'

function ids(root: Component): string[] {
  return [root.id, ...(root.children ?? []).flatMap(ids)]
}

describe('createSite', () => {
  const site = createSite('My Site')

  it('starts at format version 2 with the namespace from the name', () => {
    expect(site.version).toBe('2')
    expect(site.version).toBe(SITE_FORMAT_VERSION)
    expect(site.name).toBe('My Site')
    expect(site.context.namespace).toBe('my-site')
    expect(createSite('My Site', { namespace: 'custom' }).context.namespace).toBe('custom')
  })

  it('has one public page Home at /home, which is the home page', () => {
    expect(Object.keys(site.pages)).toEqual(['/home'])
    const page = site.pages['/home']
    expect(page).toMatchObject({ name: 'Home', route: '/home', public: true, head: {} })
    expect(site.pageOrder).toEqual(['/home'])
    expect(site.defaults).toEqual({ head: {}, homePage: '/home' })
  })

  it('has a root styled by its own RootStyle mixin', () => {
    const root = site.pages['/home']!.root
    expect(root).toEqual({
      id: 'my-site-c-0',
      name: 'Root',
      tag: 'div',
      style: { custom: {}, mixins: ['my-site-s-1'] },
    })
    expect(root.parentId).toBeUndefined()
    expect(site.context.styles).toEqual({
      'my-site-s-1': {
        id: 'my-site-s-1',
        name: 'RootStyle',
        breakpoints: {
          'breakpoint-1': {
            default: {
              width: '100%',
              display: 'flex',
              'flex-direction': 'column',
              'min-height': '100%',
            },
          },
        },
      },
    })
    expect(site.context.styleOrder).toEqual(Object.keys(site.context.styles))
  })

  it('keeps nextId above every id in use', () => {
    const used = [
      ...Object.values(site.pages).flatMap((p) => ids(p.root)),
      ...Object.keys(site.context.styles),
      ...Object.keys(site.context.behaviors),
    ].map((id) => Number(parseId(id)?.suffix))
    expect(used.every((n) => Number.isInteger(n) && n < site.context.nextId)).toBe(true)
    expect(site.context.nextId).toBe(2)
  })

  it('has the default breakpoints', () => {
    expect(site.context.breakpoints).toEqual({
      'breakpoint-1': { id: 'breakpoint-1', name: 'Desktop' },
      'breakpoint-2': { id: 'breakpoint-2', name: 'Tablet (large)', maxWidth: 980 },
      'breakpoint-3': { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
      'breakpoint-4': { id: 'breakpoint-4', name: 'Mobile', maxWidth: 480 },
    })
  })

  it('has the default theme colours, sizes and fonts', () => {
    expect(site.context.theme.variables).toMatchObject({
      'color-title': '#000000',
      'color-text': '#1b2125',
      'color-link': '#0765d3',
      'color-link-visited': '#6E00FF',
      'color-primary': '#95b1d1',
      'color-active': '#2343B4',
      'color-secondary': '#1b3858',
      'color-disabled': '#868692',
      'color-border': '#8b8b8b',
      'color-button-hover': '#b7c8dc',
      'color-error': '#ef4444',
      'color-success': '#009879',
      'size-title': '40px',
      'size-h1': '32px',
      'size-h2': '28px',
      'size-h3': '24px',
      'size-h4': '20px',
      'size-h5': '18px',
      'size-h6': '16px',
      'size-text': '16px',
      'size-list': '1.3rem',
    })
    expect(site.context.theme.variables['font-title']).toMatch(/^Helvetica\b/)
    expect(site.context.theme.variables['font-text']).toMatch(/^Georgia\b/)
    expect(site.context.theme.fonts).toEqual({
      Helvetica: { source: 'native', name: 'Helvetica' },
      Georgia: { source: 'native', name: 'Georgia' },
    })
  })

  it('starts with empty collections and no behaviours', () => {
    expect(site.context).toMatchObject({
      behaviors: {},
      i18n: {},
      globalStyles: {},
      customComponentIds: [],
      customChildIds: [],
    })
    expect(site.context.activeI18n).toBeUndefined()
    expect(site.history).toEqual({ back: [], forward: [] })
  })

  it('has the default editor state on /home', () => {
    expect(site.editor).toMatchObject({ active: '/home', builderWidth: 1080, builderScale: 1 })
    expect(site.editor?.prefs).toEqual({
      debugBounding: false,
      overrideOpacity: false,
      overrideTransform: false,
    })
  })

  it('is deterministic and shares no objects between sites', () => {
    const a = createSite('Same Name')
    const b = createSite('Same Name')
    expect(a).toEqual(b)
    expect(JSON.parse(JSON.stringify(a))).toEqual(a)
    a.context.theme.variables['color-text'] = '#fff'
    a.context.breakpoints['breakpoint-2']!.maxWidth = 1
    expect(createSite('Same Name')).toEqual(b)
  })
})

describe('createSite with page content', () => {
  const site = createSite('My Site', { pageContent: true })
  const root = site.pages['/home']!.root

  it('starts the home page with a centred, padded content container', () => {
    const content = pageContentOf(root)!
    expect(root.children).toEqual([content])
    expect(content).toMatchObject({ id: 'my-site-c-2', parentId: root.id, tag: 'main' })
    expect(content.style.custom['breakpoint-1']?.default).toMatchObject({
      'max-width': '1120px',
      margin: '0 auto',
      padding: '48px 24px',
      'box-sizing': 'border-box',
    })
    // Less padding on phones, more room for the content.
    expect(content.style.custom['breakpoint-4']?.default).toEqual({ padding: '32px 16px' })
    expect(site.context.nextId).toBe(3)
  })

  it('puts published pages at the window edge', () => {
    expect(site.context.globalStyles).toEqual({ PageBase: { style: 'body { margin: 0; }' } })
  })

  it('is a valid site whose page counts as empty until a block is added', () => {
    expect(parseSiteFile(exportSiteFile(site)).site.pages).toEqual(site.pages)
    expect(isEmptyPage(root)).toBe(true)
    expect(isEmptyPage(createSite('Bare').pages['/home']!.root)).toBe(true)
    const filled = structuredClone(root)
    pageContentOf(filled)!.children = [
      { id: 'x', parentId: 'my-site-c-2', name: 'Text', tag: 'div', style: { custom: {} } },
    ]
    expect(isEmptyPage(filled)).toBe(false)
    const beside = structuredClone(root)
    beside.children!.push({ id: 'y', name: 'Text', tag: 'div', style: { custom: {} } })
    expect(isEmptyPage(beside)).toBe(false)
  })
})
