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
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { message } from '../actions/action'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { commandLabel, historyNames } from './command-label'
import { COMMAND_SAMPLES, sampleStore } from './command-samples'
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

describe('history labels', () => {
  it('say in en and zh-tw what every kind of command did, naming what it did it to', () => {
    const doc = sampleStore().editor.doc
    const names = historyNames([COMMAND_SAMPLES.addC.command])
    expect(Object.keys(COMMAND_SAMPLES).sort()).toEqual(Object.keys(commandHandlers).sort())
    for (const [type, { command, expected }] of Object.entries(COMMAND_SAMPLES)) {
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
