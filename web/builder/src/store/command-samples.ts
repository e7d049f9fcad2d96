import type { Command, CommandType, Component } from '@tessera/site-format'
import type { BuilderStore } from './builder-store'
import { testStore } from './test-store'

/* Test fixtures: one command of every kind, and a store holding what they name. */

const entry = (property: string, pseudoClass: ':hover' | 'default' = 'default') => ({
  breakpointId: 'breakpoint-1',
  pseudoClass,
  property,
  value: '1px',
})
export const SAMPLE_BUTTON: Component = {
  id: 'x-c-90',
  name: 'Buy now',
  tag: 'button',
  style: { custom: {} },
} as unknown as Component
const page = { name: 'Contact', route: 'contact', public: true }
const mixin = { id: 'x-s-1', name: 'Card', breakpoints: {} }

/**
 * One command of every kind, on a component named Buy now, a page named Contact, a reusable style
 * named Card, …; `expected` is a word each history label has to name.
 */
export const COMMAND_SAMPLES: Record<CommandType, { command: Command; expected: string }> = {
  g: { command: { type: 'g', data: { commands: [] } }, expected: '' },
  addC: {
    command: {
      type: 'addC',
      data: { position: { parentId: 'p', index: 0 }, component: SAMPLE_BUTTON, nextId: [0, 1] },
    },
    expected: 'Buy now',
  },
  editC: {
    command: {
      type: 'editC',
      data: { id: SAMPLE_BUTTON.id, old: { content: 'a' }, new: { content: 'b' } },
    },
    expected: 'Buy now',
  },
  rmC: {
    command: {
      type: 'rmC',
      data: { position: { parentId: 'p', index: 0 }, component: SAMPLE_BUTTON },
    },
    expected: 'Buy now',
  },
  mvC: {
    command: {
      type: 'mvC',
      data: {
        id: SAMPLE_BUTTON.id,
        from: { parentId: 'p', index: 0 },
        to: { parentId: 'p', index: 1 },
      },
    },
    expected: 'Buy now',
  },
  rpPR: {
    command: {
      type: 'rpPR',
      data: { route: 'home', old: SAMPLE_BUTTON, new: SAMPLE_BUTTON, nextId: [0, 0] },
    },
    expected: 'Buy now',
  },
  setCCS: {
    command: { type: 'setCCS', data: { id: SAMPLE_BUTTON.id, new: entry('padding') } },
    expected: 'Buy now',
  },
  setCOS: {
    command: {
      type: 'setCOS',
      data: { id: SAMPLE_BUTTON.id, selector: 'img', new: entry('width') },
    },
    expected: 'Buy now',
  },
  rmCOS: {
    command: { type: 'rmCOS', data: { id: SAMPLE_BUTTON.id, selector: 'img', styles: {} } },
    expected: 'Buy now',
  },
  mergeCS: {
    command: {
      type: 'mergeCS',
      data: { id: SAMPLE_BUTTON.id, old: { custom: {} }, new: { custom: {} } },
    },
    expected: 'Buy now',
  },
  addCM: {
    command: { type: 'addCM', data: { id: SAMPLE_BUTTON.id, mixinId: mixin.id, index: 0 } },
    expected: 'Card',
  },
  rmCM: {
    command: { type: 'rmCM', data: { id: SAMPLE_BUTTON.id, mixinId: mixin.id, index: 0 } },
    expected: 'Card',
  },
  repCm: {
    command: { type: 'repCm', data: { id: SAMPLE_BUTTON.id, index: 0, old: 'x', new: mixin.id } },
    expected: 'Card',
  },
  setCI: {
    command: { type: 'setCI', data: { id: SAMPLE_BUTTON.id, name: 'href' } },
    expected: 'href',
  },
  setCE: {
    command: {
      type: 'setCE',
      data: { id: SAMPLE_BUTTON.id, new: { name: 'click', behaviors: [] } },
    },
    expected: 'click',
  },
  setCEE: {
    command: { type: 'setCEE', data: { id: SAMPLE_BUTTON.id, name: 'OnPageAdd' } },
    expected: 'Buy now',
  },
  setCB: {
    command: {
      type: 'setCB',
      data: { id: SAMPLE_BUTTON.id, target: 'content', new: { field: 1 } },
    },
    expected: 'Buy now',
  },
  setCL: {
    command: { type: 'setCL', data: { id: SAMPLE_BUTTON.id, old: { limit: 5 } } },
    expected: 'Buy now',
  },
  setPC: {
    command: {
      type: 'setPC',
      data: {
        route: 'contact',
        new: { collection: '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f', slugField: 2 },
      },
    },
    expected: 'Contact',
  },
  sCS: {
    command: { type: 'sCS', data: { id: SAMPLE_BUTTON.id, key: 'hide', new: true } },
    expected: 'Buy now',
  },
  setB: {
    command: { type: 'setB', data: { new: { id: 'x-b-1', name: 'Open menu' } } },
    expected: 'Open menu',
  },
  rmB: {
    command: { type: 'rmB', data: { behavior: { id: 'x-b-1', name: 'Open menu' }, uses: [] } },
    expected: 'Open menu',
  },
  setBA: { command: { type: 'setBA', data: { behaviorId: 'x-b-1' } }, expected: 'Open menu' },
  addS: { command: { type: 'addS', data: { mixin, index: 0, nextId: [0, 1] } }, expected: 'Card' },
  editS: {
    command: { type: 'editS', data: { old: mixin, new: { ...mixin, name: 'Panel' } } },
    expected: 'Panel',
  },
  setME: {
    command: { type: 'setME', data: { id: mixin.id, new: entry('color') } },
    expected: 'Card',
  },
  uSO: { command: { type: 'uSO', data: { from: 1, to: 0 } }, expected: 'Card' },
  rmS: { command: { type: 'rmS', data: { mixin, index: 0, uses: [] } }, expected: 'Card' },
  addTV: {
    command: { type: 'addTV', data: { key: 'color-brand', value: '#000' } },
    expected: 'color-brand',
  },
  editTV: {
    command: {
      type: 'editTV',
      data: {
        old: { key: 'color-brand', value: '#000' },
        new: { key: 'color-brand', value: '#111' },
      },
    },
    expected: 'color-brand',
  },
  rmTV: {
    command: { type: 'rmTV', data: { key: 'color-brand', value: '#000' } },
    expected: 'color-brand',
  },
  addTF: {
    command: { type: 'addTF', data: { font: { source: 'google', name: 'Lora' } } },
    expected: 'Lora',
  },
  editTF: {
    command: {
      type: 'editTF',
      data: { old: { source: 'google', name: 'Lora' }, new: { source: 'google', name: 'Lora' } },
    },
    expected: 'Lora',
  },
  rmTF: {
    command: { type: 'rmTF', data: { font: { source: 'google', name: 'Lora' } } },
    expected: 'Lora',
  },
  addP: {
    command: {
      type: 'addP',
      data: { page: { ...page, head: {}, root: SAMPLE_BUTTON }, index: 1, nextId: [0, 1] },
    },
    expected: 'Contact',
  },
  editP: {
    command: { type: 'editP', data: { old: page, new: page, oldHome: 'home', newHome: 'home' } },
    expected: 'Contact',
  },
  rmP: {
    command: {
      type: 'rmP',
      data: {
        page: { ...page, head: {}, root: SAMPLE_BUTTON },
        index: 1,
        oldHome: 'home',
        newHome: 'home',
      },
    },
    expected: 'Contact',
  },
  mvP: { command: { type: 'mvP', data: { from: 0, to: 1 } }, expected: 'Contact' },
  changeP: { command: { type: 'changeP', data: { to: 'contact' } }, expected: 'Contact' },
  shP: {
    command: { type: 'shP', data: { old: 'home', new: 'contact', oldOrder: [] } },
    expected: 'Contact',
  },
  setPH: {
    command: { type: 'setPH', data: { route: 'contact', old: {}, new: {} } },
    expected: 'Contact',
  },
  setDH: { command: { type: 'setDH', data: { old: {}, new: {} } }, expected: '' },
  setSeo: { command: { type: 'setSeo', data: { old: undefined, new: {} } }, expected: '' },
  setBP: { command: { type: 'setBP', data: { old: {}, new: {} } }, expected: '' },
  setT: { command: { type: 'setT', data: { lang: 'en', key: 'welcome' } }, expected: 'welcome' },
  rT: { command: { type: 'rT', data: { old: { i18n: {} }, new: { i18n: {} } } }, expected: '' },
  setGS: {
    command: { type: 'setGS', data: { new: { name: 'reset', style: { style: '' } } } },
    expected: 'reset',
  },
  addR: {
    command: { type: 'addR', data: { id: SAMPLE_BUTTON.id, childIds: [] } },
    expected: 'Buy now',
  },
  uUi: { command: { type: 'uUi', data: { key: 'menu' } }, expected: '' },
  mS: { command: { type: 'mS', data: { oldVersion: '1', newVersion: '2' } }, expected: '' },
  rS: {
    command: { type: 'rS', data: { old: {} as never, new: {} as never } },
    expected: '',
  },
} as Record<CommandType, { command: Command; expected: string }>

/** A store whose site holds what the samples name: the Card style, a behaviour, a Contact page. */
export function sampleStore(): BuilderStore {
  const store = testStore()
  const doc = store.editor.doc
  const { context } = doc.site
  context.styles[mixin.id] = mixin
  context.styleOrder = [mixin.id, ...context.styleOrder]
  context.behaviors['x-b-1'] = { id: 'x-b-1', name: 'Open menu' }
  doc.site.pages.contact = {
    ...page,
    head: {},
    root: { ...SAMPLE_BUTTON, id: 'x-c-91', name: 'Body' },
  }
  doc.site.pageOrder = [...doc.site.pageOrder, 'contact']
  return store
}
