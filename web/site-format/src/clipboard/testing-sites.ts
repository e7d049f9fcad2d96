// Test support only: a source and a target site for clipboard tests.
import type { Site } from '../types/site.js'
import { DEFAULT_BREAKPOINTS, makeComponent, makeSite } from '../serialization/testing-site.js'

/** Namespace `src`: a card (src-c-1) with two children, and an unrelated sibling. */
export function sourceSite(): Site {
  const card = makeComponent('src-c-1', {
    name: 'Card',
    style: {
      custom: { 'breakpoint-1': { default: { 'font-family': '${font-title}' } } },
      mixins: ['src-s-10'],
      overrides: { 'src-c-2': { 'breakpoint-3': { default: { margin: '0' } } } },
    },
    events: {
      click: {
        name: 'click',
        behaviors: [
          { behaviorId: 'src-b-12', args: { target: 'src-c-2' } },
          { behaviorId: 'global-b-toggleHidden', args: { id: 'src-c-3' } },
        ],
      },
    },
    children: [
      makeComponent('src-c-2', {
        tag: 'p',
        content: '${src-c-2}',
        style: {
          custom: { 'src-bp-21': { default: { display: 'none' } } },
          mixins: ['global-s-8'],
        },
      }),
      makeComponent('src-c-3', {
        tag: 'a',
        inputs: { href: { name: 'href', type: 'string', attr: true, is: '#src-c-2' } },
      }),
    ],
  })
  const root = makeComponent('src-c-0', {
    children: [card, makeComponent('src-c-4', { style: { custom: {}, mixins: ['src-s-11'] } })],
  })
  return makeSite({
    namespace: 'src',
    pages: { '/home': root },
    nextId: 30,
    breakpoints: {
      ...structuredClone(DEFAULT_BREAKPOINTS),
      'src-bp-20': { id: 'src-bp-20', name: 'Wide', minWidth: 1400 },
      'src-bp-21': { id: 'src-bp-21', name: 'Phablet', maxWidth: 629 },
    },
    styles: [
      {
        id: 'src-s-10',
        name: 'Card',
        breakpoints: { 'src-bp-20': { default: { color: '${color-brand}' } } },
      },
      { id: 'src-s-11', name: 'Unused', breakpoints: {} },
      {
        id: 'global-s-8',
        name: 'TextStyle',
        breakpoints: { 'breakpoint-1': { default: { color: '${color-text}' } } },
      },
    ],
    behaviors: [
      { id: 'src-b-12', name: 'Track', code: "getComponent('src-c-2')" },
      { id: 'src-b-13', name: 'Unused' },
      {
        id: 'global-b-toggleHidden',
        name: 'Toggle Hidden',
        code: 'toggle()',
        args: { id: { name: 'id', type: 'string', help: 'Component id' } },
      },
    ],
    variables: {
      'color-brand': '${color-base}',
      'color-base': '#f00',
      'color-text': '#111',
      'font-title': '"Roboto", serif',
      unused: 'x',
    },
    i18n: { en: { 'src-c-2': 'Hello', other: 'Unused' }, fr: { 'src-c-2': 'Bonjour' } },
  })
}

/** Namespace `dst`: default breakpoints, a mixin named Card, a root with no children. */
export function targetSite(): Site {
  const site = makeSite({
    namespace: 'dst',
    pages: { '/home': makeComponent('dst-c-0') },
    nextId: 7,
    styles: [{ id: 'dst-s-5', name: 'Card', breakpoints: {} }],
    variables: { 'color-text': '#222' },
    i18n: { en: {} },
  })
  site.context.theme.fonts = {}
  return site
}
