import {
  BuiltinComponentId,
  BuiltinMixinId,
  commandHandlers,
  moveComponent,
  newBehaviorId,
  removeBehavior,
  saveBehavior,
  setBehavior,
  setComponentStyle,
  type Command,
  type CommandType,
  type Component,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { message } from '../actions/action'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { commandLabel, historyNames } from './command-label'
import { testStore } from './test-store'

type Catalogue = Record<string, string>

/** The catalogue's text with its values put in (the history's messages are plain). */
function translate(catalogue: Catalogue) {
  return (key: string, values?: Record<string, string | number>) => {
    const text = catalogue[key]
    if (text === undefined) throw new Error(`No message ${key}`)
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`))
  }
}
const inEnglish = translate(en)
const inChinese = translate(zh)

const entry = (property: string, pseudoClass: ':hover' | 'default' = 'default') => ({
  breakpointId: 'breakpoint-1',
  pseudoClass,
  property,
  value: '1px',
})
const button: Component = {
  id: 'x-c-90',
  name: 'Buy now',
  tag: 'button',
  style: { custom: {} },
} as unknown as Component
const page = { name: 'Contact', route: 'contact', public: true }
const mixin = { id: 'x-s-1', name: 'Card', breakpoints: {} }

/**
 * One command of every kind, on a component named Buy now, a page named Contact, a reusable style
 * named Card, …; `expected` is a word each label has to name.
 */
const samples: Record<CommandType, { command: Command; expected: string }> = {
  g: { command: { type: 'g', data: { commands: [] } }, expected: '' },
  addC: {
    command: {
      type: 'addC',
      data: { position: { parentId: 'p', index: 0 }, component: button, nextId: [0, 1] },
    },
    expected: 'Buy now',
  },
  editC: {
    command: {
      type: 'editC',
      data: { id: button.id, old: { content: 'a' }, new: { content: 'b' } },
    },
    expected: 'Buy now',
  },
  rmC: {
    command: { type: 'rmC', data: { position: { parentId: 'p', index: 0 }, component: button } },
    expected: 'Buy now',
  },
  mvC: {
    command: {
      type: 'mvC',
      data: { id: button.id, from: { parentId: 'p', index: 0 }, to: { parentId: 'p', index: 1 } },
    },
    expected: 'Buy now',
  },
  rpPR: {
    command: { type: 'rpPR', data: { route: 'home', old: button, new: button, nextId: [0, 0] } },
    expected: 'Buy now',
  },
  setCCS: {
    command: { type: 'setCCS', data: { id: button.id, new: entry('padding') } },
    expected: 'Buy now',
  },
  setCOS: {
    command: { type: 'setCOS', data: { id: button.id, selector: 'img', new: entry('width') } },
    expected: 'Buy now',
  },
  rmCOS: {
    command: { type: 'rmCOS', data: { id: button.id, selector: 'img', styles: {} } },
    expected: 'Buy now',
  },
  mergeCS: {
    command: { type: 'mergeCS', data: { id: button.id, old: { custom: {} }, new: { custom: {} } } },
    expected: 'Buy now',
  },
  addCM: {
    command: { type: 'addCM', data: { id: button.id, mixinId: mixin.id, index: 0 } },
    expected: 'Card',
  },
  rmCM: {
    command: { type: 'rmCM', data: { id: button.id, mixinId: mixin.id, index: 0 } },
    expected: 'Card',
  },
  repCm: {
    command: { type: 'repCm', data: { id: button.id, index: 0, old: 'x', new: mixin.id } },
    expected: 'Card',
  },
  setCI: {
    command: { type: 'setCI', data: { id: button.id, name: 'href' } },
    expected: 'href',
  },
  setCE: {
    command: { type: 'setCE', data: { id: button.id, new: { name: 'click', behaviors: [] } } },
    expected: 'click',
  },
  setCEE: {
    command: { type: 'setCEE', data: { id: button.id, name: 'OnPageAdd' } },
    expected: 'Buy now',
  },
  setCB: {
    command: { type: 'setCB', data: { id: button.id, target: 'content', new: { field: 1 } } },
    expected: 'Buy now',
  },
  setCL: {
    command: { type: 'setCL', data: { id: button.id, old: { limit: 5 } } },
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
    command: { type: 'sCS', data: { id: button.id, key: 'hide', new: true } },
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
      data: { page: { ...page, head: {}, root: button }, index: 1, nextId: [0, 1] },
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
        page: { ...page, head: {}, root: button },
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
  addR: { command: { type: 'addR', data: { id: button.id, childIds: [] } }, expected: 'Buy now' },
  uUi: { command: { type: 'uUi', data: { key: 'menu' } }, expected: '' },
  mS: { command: { type: 'mS', data: { oldVersion: '1', newVersion: '2' } }, expected: '' },
  rS: {
    command: { type: 'rS', data: { old: {} as never, new: {} as never } },
    expected: '',
  },
} as Record<CommandType, { command: Command; expected: string }>

describe('history labels', () => {
  it('say in en and zh-tw what every kind of command did, naming what it did it to', () => {
    const store = testStore()
    const doc = store.editor.doc
    const { context } = doc.site
    context.styles[mixin.id] = mixin
    context.styleOrder = [mixin.id, ...context.styleOrder]
    context.behaviors['x-b-1'] = { id: 'x-b-1', name: 'Open menu' }
    doc.site.pages.contact = { ...page, head: {}, root: { ...button, id: 'x-c-91', name: 'Body' } }
    doc.site.pageOrder = [...doc.site.pageOrder, 'contact']
    const names = historyNames([samples.addC.command])
    expect(Object.keys(samples).sort()).toEqual(Object.keys(commandHandlers).sort())
    for (const [type, { command, expected }] of Object.entries(samples)) {
      const label = commandLabel(doc, command, names)
      for (const t of [inEnglish, inChinese]) {
        const text = message(t, label)
        expect(text, type).not.toMatch(/[{}]/)
        expect(text, type).toContain(expected)
      }
    }
  })

  it('tell adding, editing and deleting a behaviour apart, with its name', () => {
    const store = testStore()
    const doc = store.editor.doc
    const id = newBehaviorId(doc.site.context)
    const add = saveBehavior(doc, { id, name: 'Open menu', code: '' })
    store.editor.run(add)
    const edit = saveBehavior(doc, { id, name: 'Open menu', code: 'return 1' })
    store.editor.run(edit, { merge: false })
    const text = (command: Command, t = inEnglish) => message(t, commandLabel(doc, command))
    expect(text(add)).toBe('Add behaviour Open menu')
    expect(text(edit)).toBe('Edit behaviour Open menu')
    expect(text(removeBehavior(doc, id))).toBe('Delete behaviour Open menu')
    expect(text(setBehavior(doc, id, undefined))).toBe('Delete behaviour Open menu')
    expect(text(add, inChinese)).toBe('新增行為 Open menu')
    expect(text(edit, inChinese)).toBe('編輯行為 Open menu')
    expect(text(removeBehavior(doc, id), inChinese)).toBe('刪除行為 Open menu')
  })

  it('name a new page by its name, not the nav item added with it', () => {
    const store = testStore()
    const doc = store.editor.doc
    // A nav menu gets an item for the new page in the same entry.
    store.components.addBlock(BuiltinComponentId.navMenu)
    expect(store.pages.add({ name: 'Contact', route: 'contact' })).toBe('/contact')
    const { back } = store.editor.site.history
    const add = back[back.length - 1]!
    expect(add.type).toBe('g')
    expect(message(inEnglish, commandLabel(doc, add))).toBe('Add page Contact')
    expect(message(inChinese, commandLabel(doc, add))).toBe('新增頁面 Contact')
  })

  it('name a hover style edit by the state, the property and the component', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.button)!
    const name = store.editor.doc.component(id).name
    const command = setComponentStyle(
      store.editor.doc,
      id,
      { breakpointId: 'breakpoint-1', pseudoClass: ':hover', property: 'background-color' },
      '#123456',
    )
    expect(message(inEnglish, commandLabel(store.editor.doc, command))).toBe(
      `Edit hover background of ${name}`,
    )
    expect(message(inChinese, commandLabel(store.editor.doc, command))).toBe(
      `編輯 ${name} 的滑鼠懸停背景色`,
    )
  })

  it('name the component of a future entry after a jump back before it was added', () => {
    const store = testStore()
    const { editor } = store
    const id = store.components.addBlock(BuiltinComponentId.button)!
    const name = editor.doc.component(id).name
    const root = store.page.root.id
    editor.run(moveComponent(editor.doc, id, root, 0), { merge: false })
    editor.jumpTo(0)
    expect(editor.doc.findComponent(id)).toBeUndefined()
    const { back, forward } = editor.site.history
    const names = historyNames([...back, ...[...forward].reverse()])
    const move = forward.find((command) => command.type === 'mvC')!
    expect(message(inEnglish, commandLabel(editor.doc, move, names))).toBe(`Move ${name}`)
    expect(message(inChinese, commandLabel(editor.doc, move, names))).toBe(`移動 ${name}`)
  })

  it('translate a built-in style’s name, and keep a site’s own', () => {
    const store = testStore()
    const doc = store.editor.doc
    const builtin = { id: BuiltinMixinId.button, name: 'ButtonStyle', breakpoints: {} }
    const command: Command = { type: 'addS', data: { mixin: builtin, index: 0, nextId: [0, 0] } }
    expect(message(inEnglish, commandLabel(doc, command))).toBe('Add reusable style Button style')
    expect(message(inChinese, commandLabel(doc, command))).toBe('新增可重用樣式 按鈕樣式')
  })
})
