import {
  BuiltinComponentId,
  createSite,
  parseId,
  type ClipboardPayload,
  type Component,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { runAction } from '../actions/registry'
import { testHost, testStore } from '../store/test-store'
import { BuilderStore } from '../store/builder-store'
import { HUD_MS, ROOT_WARNING_MS, TOAST_MS } from './clipboard-actions'
import type { ClipboardAccess, ClipboardContent } from './system-clipboard'

/** A clipboard shared between stores, as the system's is between tabs. */
function memoryClipboard(): ClipboardAccess & { content: ClipboardContent | undefined } {
  const clipboard = {
    content: undefined as ClipboardContent | undefined,
    write: (payload: ClipboardPayload) => {
      clipboard.content = { payload: structuredClone(payload) }
      return Promise.resolve()
    },
    read: () => Promise.resolve(clipboard.content),
  }
  return clipboard
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A site with a text that uses a translation, a mixin and a behaviour. */
function sourceStore(): { store: BuilderStore; card: string } {
  const site = createSite('Source Site')
  site.context.i18n = { en: { greeting: 'Hello' }, 'zh-tw': { greeting: '你好' } }
  const store = testStore(site, 'site-a')
  const card = store.components.addBlock(BuiltinComponentId.containerVertical)!
  const text = store.components.addBlock(BuiltinComponentId.text)!
  store.components.setContent(text, '${greeting}')
  store.components.setStyle(card, 'color', 'red')
  store.view.select(card)
  const behaviorId = 'global-b-toggleHidden'
  const doc = store.editor.doc
  doc.site.context.behaviors[behaviorId] ??= { id: behaviorId, name: 'Toggle', code: '' }
  doc.component(card).events = {
    click: { name: 'click', behaviors: [{ behaviorId, args: { id: text } }] },
  }
  return { store, card }
}

const ids = (component: Component): string[] => [
  component.id,
  ...(component.children ?? []).flatMap(ids),
]

describe('copy and paste', () => {
  it('copies the selection and pastes it into another site, renamed and merged, one undo step', async () => {
    const clipboard = memoryClipboard()
    const { store: source, card } = sourceStore()
    source.clipboard.setClipboard(clipboard)
    expect(source.clipboard.copy()).toBe(true)
    await settle()
    expect(source.clipboard.toast).toMatchObject({ key: 'builder.clipboard.copied', ms: TOAST_MS })

    const target = testStore(createSite('Target Site'), 'site-b')
    target.clipboard.setClipboard(clipboard)
    const mixinsBefore = Object.values(target.editor.site.context.styles).map((m) => m.name)
    expect(target.clipboard.paste()).toBe(true)
    await settle()
    const pasted = target.page.root.children!.at(-1)!
    expect(target.view.selectedId).toBe(pasted.id)
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.componentPasted')
    const namespace = target.editor.site.context.namespace
    for (const id of ids(pasted)) expect(parseId(id)?.namespace).toBe(namespace)
    expect(pasted.id).not.toBe(card)
    // The behaviour's argument follows the copy; the translation and mixin came along.
    const text = pasted.children![0]!
    expect(pasted.events!.click!.behaviors[0]!.args).toEqual({ id: text.id })
    expect(target.editor.site.context.i18n.en).toEqual({ greeting: 'Hello' })
    expect(target.editor.site.context.i18n['zh-tw']).toEqual({ greeting: '你好' })
    const mixinNames = Object.values(target.editor.site.context.styles).map((m) => m.name)
    // Mixins merge by name: none the target had is added twice.
    expect(new Set(mixinNames).size).toBe(mixinNames.length)
    for (const name of mixinsBefore) expect(mixinNames).toContain(name)
    expect(target.editor.site.history.back).toHaveLength(1)
    target.editor.undo()
    expect(target.page.root.children).toBeUndefined()
    expect(target.editor.site.context.i18n).toEqual({})
  })

  it('pastes only the style with Shift', async () => {
    const clipboard = memoryClipboard()
    const { store: source } = sourceStore()
    source.clipboard.setClipboard(clipboard)
    source.clipboard.copy()
    await settle()
    const target = testStore(createSite('Target Site'), 'site-b')
    target.clipboard.setClipboard(clipboard)
    const box = target.components.addBlock(BuiltinComponentId.containerHorizontal)!
    const count = target.editor.doc.component(box).children?.length ?? 0
    target.clipboard.paste(true)
    await settle()
    expect(target.components.styleValue(box, 'color')).toBe('red')
    expect(target.editor.doc.component(box).children?.length ?? 0).toBe(count)
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.stylePasted')
  })

  it('asks before a copied root replaces a root with children, and pastes it either way', () => {
    const { store: source } = sourceStore()
    const rootPayload = source.clipboard.payload(source.page.root.id)!
    const target = testStore(createSite('Target Site'), 'site-b')
    target.components.addBlock(BuiltinComponentId.h1)
    target.view.select(target.page.root.id)

    target.clipboard.pasteContent({ payload: rootPayload })
    expect(target.clipboard.pendingRoot).toBeDefined()
    target.clipboard.resolveRoot('cancel')
    expect(target.clipboard.pendingRoot).toBeUndefined()
    expect(target.editor.site.history.back).toHaveLength(1)

    target.clipboard.pasteContent({ payload: rootPayload })
    target.clipboard.resolveRoot('into')
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.componentPasted')
    expect(target.page.root.children).toHaveLength(2)
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.componentPasted')
    target.editor.undo()

    const oldRoot = target.page.root.id
    target.clipboard.pasteContent({ payload: rootPayload })
    target.clipboard.resolveRoot('replace')
    expect(target.page.root.id).not.toBe(oldRoot)
    expect(target.page.root.children).toHaveLength(1)
    expect(target.page.root.children![0]!.children).toHaveLength(1)
    expect(target.view.selectedId).toBe(target.page.root.id)
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.replaced')
  })

  it('replaces an empty root without asking', () => {
    const { store: source } = sourceStore()
    const rootPayload = source.clipboard.payload(source.page.root.id)!
    const target = testStore(createSite('Target Site'), 'site-b')
    target.clipboard.pasteContent({ payload: rootPayload })
    expect(target.clipboard.pendingRoot).toBeUndefined()
    expect(target.page.root.children).toHaveLength(1)
    expect(target.clipboard.toast?.key).toBe('builder.clipboard.replaced')
  })

  it('refuses a root anywhere but on a root, for 2000 ms', () => {
    const { store: source } = sourceStore()
    const rootPayload = source.clipboard.payload(source.page.root.id)!
    const target = testStore(createSite('Target Site'), 'site-b')
    target.components.addBlock(BuiltinComponentId.containerVertical)
    target.clipboard.pasteContent({ payload: rootPayload })
    expect(target.clipboard.toast).toMatchObject({
      key: 'builder.clipboard.rootOnly',
      tone: 'warning',
      ms: ROOT_WARNING_MS,
    })
    expect(ROOT_WARNING_MS).toBe(2000)
    expect(target.editor.site.history.back).toHaveLength(1)
  })

  it('pastes plain text as content; a component into text, or text into children, fails', () => {
    const store = testStore(createSite('Text Site'), 'site-b')
    const box = store.components.addBlock(BuiltinComponentId.containerVertical)!
    const text = store.components.addBlock(BuiltinComponentId.text)!
    const nextId = store.editor.site.context.nextId
    store.clipboard.pasteContent({ text: 'Plain words' })
    expect(store.editor.doc.component(text).content).toBe('Plain words')
    expect(store.clipboard.toast?.key).toBe('builder.clipboard.textPasted')

    const payload = store.clipboard.payload(box)!
    store.view.select(text)
    store.clipboard.pasteContent({ payload })
    expect(store.clipboard.toast?.key).toBe('builder.clipboard.pasteIntoText')
    expect(store.editor.site.context.nextId).toBe(nextId)

    store.view.select(box)
    store.clipboard.pasteContent({ text: 'More words' })
    expect(store.clipboard.toast?.key).toBe('builder.clipboard.textIntoChildren')
    expect(store.editor.doc.component(box).children).toHaveLength(1)
  })

  it('says when the clipboard holds nothing, and does not paste while editing is off', () => {
    const store = testStore(createSite('Empty Site'), 'site-b')
    store.clipboard.pasteContent(undefined)
    expect(store.clipboard.toast?.key).toBe('builder.clipboard.empty')
    const locked = new BuilderStore(testHost(), 'site-b', {
      site: createSite('Locked Site'),
      editingEnabled: false,
    })
    locked.clipboard.setClipboard(memoryClipboard())
    expect(locked.clipboard.paste()).toBe(false)
  })

  it('copies nothing without a selection, and shows the HUD on duplicate', () => {
    const store = testStore(createSite('Dup Site'), 'site-b')
    expect(runAction(store, 'copy')).toBe(false)
    store.components.addBlock(BuiltinComponentId.text)
    expect(runAction(store, 'duplicate')).toBe(true)
    expect(store.clipboard.hud).toMatchObject({
      key: 'builder.clipboard.duplicated',
      ms: HUD_MS,
    })
    expect(HUD_MS).toBe(1500)
    expect(store.page.root.children).toHaveLength(2)
  })
})
