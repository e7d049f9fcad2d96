// Test fixtures: a small site and one request of every agent operation on it.
import { applyOperations, type OperationName, type OperationRequest } from '../agent/operations.js'
import { createSite } from '../defaults/create-site.js'
import { SiteDocument } from '../document/site-document.js'
import type { Component } from '../types/component.js'

const COLLECTION = '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00'

/** A bakery site with what the operations below name: blocks, styles, a behaviour, pages. */
export function bakery() {
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

export type BakerySite = ReturnType<typeof bakery>

/** One request of every operation, on the bakery site; each changes something. */
export const OPERATION_SAMPLES: Record<
  OperationName,
  (s: BakerySite) => Omit<OperationRequest, 'op'>
> = {
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

function behaviorId(s: BakerySite): string {
  return Object.values(s.doc.site.context.behaviors).find((b) => b.name === 'Greet')!.id
}
