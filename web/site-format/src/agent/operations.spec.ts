import { describe, expect, it } from 'vitest'
import { commandHandlers, undoCommand, applyCommand } from '../commands/apply.js'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import type { Component } from '../types/component.js'
import {
  applyOperations,
  COMMAND_OPERATIONS,
  describeOperations,
  OPERATIONS,
  OperationsError,
  type OperationName,
  type OperationRequest,
} from './operations.js'

const COLLECTION = '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00'

/** A bakery site with what the operations below name: blocks, styles, a behaviour, pages. */
function bakery() {
  const doc = new SiteDocument(createSite('Bakery', { pageContent: true }))
  const main = doc.site.pages['/home']!.root.children![0]!.id
  applyOperations(doc, [
    { op: 'add_component', parentId: main, component: { tag: 'h2', name: 'Title', content: 'Hi' } },
    { op: 'add_builtin', parentId: main, builtin: 'button' },
    { op: 'add_builtin', parentId: main, builtin: 'image' },
    { op: 'create_style', name: 'Card' },
    { op: 'create_style', name: 'Card2' },
    { op: 'save_behavior', behavior: { name: 'Greet', code: 'console.log(1)' } },
    { op: 'add_theme_variable', key: 'color-brand', value: '#7a3e10' },
    { op: 'add_font', font: { source: 'google', name: 'Lora', fallback: 'serif' } },
    // Each record gets a key after the ones the samples remove, so an undo must put them back
    // in their place rather than last.
    { op: 'save_behavior', behavior: { name: 'Farewell', code: 'console.log(2)' } },
    { op: 'add_theme_variable', key: 'space-brand', value: '8px' },
    { op: 'add_font', font: { source: 'google', name: 'Merriweather', fallback: 'serif' } },
    { op: 'set_translation', lang: 'en', key: 'hello', text: 'Hello' },
    { op: 'add_page', name: 'About', route: '/about' },
    { op: 'add_page', name: 'Post', route: '/blog/:slug' },
  ])
  const children = doc.component(main).children!
  const [title, button, image] = children.slice(-3) as [Component, Component, Component]
  applyOperations(doc, [
    { op: 'use_style', id: button.id, style: 'Card' },
    { op: 'set_child_style', id: button.id, selector: 'img', property: 'width', value: '10px' },
  ])
  return { doc, main, title: title.id, button: button.id, image: image.id }
}

type Site = ReturnType<typeof bakery>

/** One request of every operation, on the bakery site; each changes something. */
const SAMPLES: Record<OperationName, (s: Site) => Omit<OperationRequest, 'op'>> = {
  add_component: (s) => ({
    parentId: s.main,
    index: 0,
    component: { tag: 'section', name: 'Hero', children: [{ tag: 'h1', content: 'Fresh bread' }] },
  }),
  add_builtin: (s) => ({ parentId: s.main, builtin: 'contactForm' }),
  edit_component: (s) => ({ id: s.title, name: 'Heading', content: 'Welcome' }),
  remove_component: (s) => ({ id: s.button }),
  move_component: (s) => ({ id: s.image, parentId: s.main, index: 0 }),
  replace_page_root: () => ({
    route: '/about',
    root: { tag: 'div', name: 'Root', children: [{ tag: 'main', name: 'Content' }] },
  }),
  set_style: (s) => ({ id: s.button, property: 'padding-top', value: '12px', state: ':hover' }),
  set_child_style: (s) => ({ id: s.button, selector: 'span', property: 'color', value: 'red' }),
  remove_child_styles: (s) => ({ id: s.button, selector: 'img' }),
  replace_component_styles: (s) => ({
    id: s.title,
    custom: { 'breakpoint-1': { default: { color: 'blue' } } },
  }),
  use_style: (s) => ({ id: s.title, style: 'Card' }),
  stop_using_style: (s) => ({ id: s.button, style: 'Card' }),
  swap_style: (s) => ({ id: s.button, style: 'Card', with: 'Card2' }),
  create_style: () => ({ name: 'Panel', styles: { 'breakpoint-1': { default: { margin: '0' } } } }),
  set_reusable_style: () => ({
    style: 'Card',
    property: 'margin',
    value: '4px',
    breakpoint: 'Mobile',
  }),
  rename_style: () => ({ style: 'Card2', name: 'Tile' }),
  remove_style: () => ({ style: 'Card' }),
  move_style: () => ({ from: 0, to: 1 }),
  set_input: (s) => ({
    id: s.image,
    name: 'alt',
    input: { name: 'alt', type: 'string', is: 'Bread' },
  }),
  set_event: (s) => ({
    id: s.button,
    event: { name: 'click', behaviors: [{ behaviorId: behaviorId(s) }] },
  }),
  set_editor_event: (s) => ({
    id: s.button,
    name: 'OnSelfAdded',
    event: { name: 'OnSelfAdded', behaviors: [{ behaviorId: behaviorId(s) }] },
  }),
  set_state: (s) => ({ id: s.title, key: 'hide', value: true }),
  bind_field: (s) => ({ id: s.title, target: 'content', binding: { field: 1 } }),
  set_collection_list: (s) => ({ id: s.main, list: { collection: COLLECTION, limit: 6 } }),
  make_reusable_component: (s) => ({ id: s.title }),
  save_behavior: () => ({ behavior: { name: 'Wave', code: 'return 1' } }),
  remove_behavior: () => ({ behavior: 'Greet' }),
  set_behavior_arg: () => ({
    behavior: 'Greet',
    arg: { name: 'times', type: 'number', help: 'How many' },
  }),
  add_theme_variable: () => ({ key: 'space-xl', value: '64px' }),
  edit_theme_variable: () => ({ key: 'color-brand', value: '#123456' }),
  remove_theme_variable: () => ({ key: 'color-brand' }),
  add_font: () => ({ font: { source: 'google', name: 'Inter', fallback: 'sans-serif' } }),
  edit_font: () => ({
    name: 'Lora',
    font: { source: 'google', name: 'Lora', fallback: 'Georgia' },
  }),
  remove_font: () => ({ name: 'Lora' }),
  set_breakpoints: (s) => ({
    breakpoints: {
      ...s.doc.site.context.breakpoints,
      'breakpoint-9': { id: 'breakpoint-9', name: 'Wide', minWidth: 1600 },
    },
  }),
  set_global_style: () => ({ style: { name: 'print', style: { style: 'p { orphans: 3; }' } } }),
  add_page: () => ({ name: 'Menu', route: 'menu' }),
  edit_page: () => ({ route: '/about', name: 'About us', newRoute: '/about-us' }),
  remove_page: () => ({ route: '/about' }),
  move_page: () => ({ from: 0, to: 1 }),
  set_home_page: () => ({ route: '/about' }),
  set_page_head: () => ({ route: '/about', head: { title: 'About the bakery' } }),
  set_default_head: () => ({ head: { title: 'Sunrise Bakery' } }),
  set_seo: () => ({ seo: { robots: 'User-agent: *\nDisallow: /drafts/' } }),
  set_page_collection: () => ({
    route: '/blog/:slug',
    collection: { collection: COLLECTION, slugField: 2 },
  }),
  set_translation: () => ({ lang: 'zh-tw', key: 'hello', text: '你好' }),
  replace_translations: () => ({ i18n: { en: { hello: 'Hi there' } } }),
}

function behaviorId(s: Site): string {
  return Object.values(s.doc.site.context.behaviors).find((b) => b.name === 'Greet')!.id
}

/** The site (its history aside) as it is stored: JSON text, keys in the site's own order. */
const stored = (doc: SiteDocument) => JSON.stringify({ ...doc.site, history: undefined })

describe('agent operations', () => {
  it('reach every command kind but those excluded with a reason, at least 90% of them', () => {
    const kinds = Object.keys(commandHandlers)
    expect(Object.keys(COMMAND_OPERATIONS).sort()).toEqual([...kinds].sort())
    const reached = Object.values(COMMAND_OPERATIONS).filter((reach) => 'operation' in reach)
    for (const reach of reached) expect(OPERATIONS).toHaveProperty(reach.operation)
    expect(reached.length / kinds.length).toBeGreaterThanOrEqual(0.9)
    // Each operation makes the kind it is listed for.
    const made = new Set<string>()
    for (const name of Object.keys(SAMPLES) as OperationName[]) {
      const s = bakery()
      const group = applyOperations(s.doc, [{ op: name, ...SAMPLES[name](s) }])
      for (const command of group.data.commands) {
        made.add(command.type)
        if (command.type === 'g') for (const inner of command.data.commands) made.add(inner.type)
      }
    }
    for (const [kind, reach] of Object.entries(COMMAND_OPERATIONS))
      if ('operation' in reach) expect(made, kind).toContain(kind)
  })

  it('each change the site, and undo gives it back byte for byte; redo gives the change again', () => {
    for (const name of Object.keys(SAMPLES) as OperationName[]) {
      const s = bakery()
      const before = stored(s.doc)
      const group = applyOperations(s.doc, [{ op: name, ...SAMPLES[name](s) }])
      const after = stored(s.doc)
      expect(after, name).not.toBe(before)
      undoCommand(s.doc, group)
      expect(stored(s.doc), name).toBe(before)
      applyCommand(s.doc, group)
      expect(stored(s.doc), name).toBe(after)
    }
  })

  it('fill in the old values from the stored site: an agent sends only the new ones', () => {
    const s = bakery()
    applyOperations(s.doc, [{ op: 'set_style', id: s.title, property: 'color', value: 'red' }])
    const group = applyOperations(s.doc, [
      { op: 'set_style', id: s.title, property: 'color', value: 'green' },
      { op: 'edit_theme_variable', key: 'color-brand', value: '#000000' },
    ])
    const [style, variable] = group.data.commands
    expect(style).toMatchObject({ type: 'setCCS', data: { old: { value: 'red' } } })
    expect(variable).toMatchObject({
      type: 'editTV',
      data: { old: { key: 'color-brand', value: '#7a3e10' } },
    })
  })

  it('apply all of a call or none: a refused third operation leaves the site as it was', () => {
    const s = bakery()
    const before = stored(s.doc)
    const nextId = s.doc.site.context.nextId
    const call = () =>
      applyOperations(s.doc, [
        { op: 'add_builtin', parentId: s.main, builtin: 'gallery' },
        { op: 'set_style', id: s.title, property: 'color', value: 'red' },
        { op: 'set_style', id: `${s.title}x`, property: 'color', value: 'red' },
      ])
    expect(call).toThrow(OperationsError)
    expect(call).toThrow(/^Operation 2 \(set_style\): Unknown component/)
    expect(stored(s.doc)).toBe(before)
    expect(s.doc.site.context.nextId).toBe(nextId)
  })

  it('refuse unknown operations, ids, names and keys with near misses', () => {
    const s = bakery()
    const refusal = (request: OperationRequest) => {
      try {
        applyOperations(s.doc, [request])
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('not refused')
    }
    expect(refusal({ op: 'set_styles', id: s.title, property: 'color', value: 'red' })).toMatch(
      /Unknown operation set_styles; did you mean set_style/,
    )
    expect(refusal({ op: 'use_style', id: s.title, style: 'Crad' })).toMatch(
      /Unknown reusable style Crad; did you mean Card/,
    )
    // A record's inherited keys are no style's, behaviour's or page's.
    expect(refusal({ op: 'use_style', id: s.title, style: 'constructor' })).toMatch(
      /Unknown reusable style constructor/,
    )
    expect(refusal({ op: 'remove_behavior', behavior: 'toString' })).toMatch(/Unknown behaviour/)
    expect(refusal({ op: 'remove_page', route: '/constructor' })).toMatch(/Unknown page/)
    expect(refusal({ op: 'add_builtin', parentId: s.main, builtin: 'buton' })).toMatch(
      /did you mean button/,
    )
    expect(refusal({ op: 'remove_page', route: '/abuot' })).toMatch(/did you mean \/about/)
    expect(
      refusal({ op: 'set_style', id: s.title, property: 'color', value: 'red', colour: 'x' }),
    ).toMatch(/Unrecognized key.*colour/)
    expect(refusal({ op: 'remove_component', id: s.doc.site.pages['/home']!.root.id })).toMatch(
      /page's root: remove the page instead/,
    )
  })

  it('describe themselves as JSON Schema, all of them in a few kilobytes, or those named', () => {
    const all = describeOperations()
    expect(all.map((d) => d.op)).toEqual(Object.keys(OPERATIONS))
    const setStyle = describeOperations(['set_style'])[0]!
    expect(setStyle.input).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'property', 'value']),
      additionalProperties: false,
    })
    expect(Buffer.byteLength(JSON.stringify(all))).toBeLessThan(64 * 1024)
    expect(() => describeOperations(['set_styel'])).toThrow(/did you mean set_style/)
  })
})
