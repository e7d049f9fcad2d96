import { describe, expect, it } from 'vitest'
import {
  buildClipboardPayload,
  parseClipboardPayload,
  serializeClipboardPayload,
} from '../clipboard/payload.js'
import { ROOT_PASTE_ONLY } from '../clipboard/prepare-paste.js'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { content } from '../testing/generate-site.js'
import { subtreeIds } from '../commands/component-commands.js'
import { addBuiltinComponent } from './add-builtin.js'
import { PASTE_INTO_TEXT, pasteComponent, pasteStyle, pasteText } from './paste-edits.js'
import { setComponentStyle } from './style-edits.js'

/** A source site with a contact form (mixins, behaviours, nested inputs) on its home page. */
function sourceSite() {
  const site = createSite('Source Site')
  const { doc, history } = openSite(site)
  const root = site.pages['/home']!.root
  history.push(addBuiltinComponent(doc, 'global-c-contactform', root.id))
  const form = root.children!.at(-1)!
  history.push(
    setComponentStyle(
      doc,
      form.id,
      { breakpointId: 'breakpoint-4', pseudoClass: 'default', property: 'padding' },
      '4px',
    ),
  )
  return { site, doc, form }
}

const allIds = (value: unknown): string[] => JSON.stringify(value).match(/[a-z0-9-]+-c-\d+/g) ?? []

describe('paste', () => {
  it('pastes a component from another site: ids renamed into this namespace, dependencies merged, one undo step', () => {
    const source = sourceSite()
    const payload = parseClipboardPayload(
      serializeClipboardPayload(buildClipboardPayload(source.site, source.form.id, 'site-a')),
    )!
    const target = createSite('Target')
    const { doc, history } = openSite(target)
    const start = content(target)
    const root = target.pages['/home']!.root
    history.push(pasteComponent(doc, payload, { parentId: root.id }, 'site-b'))

    const pasted = root.children!.at(-1)!
    expect(pasted.name).toBe(source.form.name)
    expect(allIds(pasted).every((id) => id.startsWith('target-c-'))).toBe(true)
    for (const id of allIds(pasted)) expect(doc.hasComponent(id)).toBe(true)
    for (const mixin of pasted.style.mixins ?? [])
      expect(target.context.styles[mixin]).toBeDefined()
    const usedBehaviors = JSON.stringify(pasted).match(/global-b-\w+/g) ?? []
    expect(usedBehaviors.length).toBeGreaterThan(0)
    for (const id of usedBehaviors) expect(target.context.behaviors[id]?.code).toBeTruthy()
    expect(pasted.style.custom['breakpoint-4']!.default).toMatchObject({ padding: '4px' })

    history.undo()
    expect(content(target)).toEqual(start)
  })

  it('pastes within the same site next to the original, with fresh ids', () => {
    const { site, doc, form } = sourceSite()
    const { history } = openSite(site)
    const payload = buildClipboardPayload(site, form.id, 'site-a')
    const root = site.pages['/home']!.root
    history.push(pasteComponent(doc, payload, { parentId: root.id }, 'site-a'))
    const copy = root.children!.at(-1)!
    expect(copy.id).not.toBe(form.id)
    // Both hang under the same root; below it, nothing is shared.
    const originals = new Set(subtreeIds(form))
    expect(subtreeIds(copy).filter((id) => originals.has(id))).toEqual([])
    expect(subtreeIds(copy)).toHaveLength(originals.size)
  })

  it('lets a copied root only replace a page root', () => {
    const source = sourceSite()
    const payload = buildClipboardPayload(
      source.site,
      source.site.pages['/home']!.root.id,
      'site-a',
    )
    const target = createSite('Target')
    const { doc, history } = openSite(target)
    const start = content(target)
    const root = target.pages['/home']!.root
    history.push(addBuiltinComponent(doc, 'global-c-containerVertical', root.id))
    const inner = root.children![0]!
    expect(() => pasteComponent(doc, payload, { parentId: inner.id }, 'site-b')).toThrow(
      ROOT_PASTE_ONLY,
    )
    history.push(pasteComponent(doc, payload, { replaceRoute: '/home' }, 'site-b'))
    expect(target.pages['/home']!.root.children!.at(-1)!.name).toBe(source.form.name)
    history.undo()
    history.undo()
    expect(content(target)).toEqual(start)
  })

  it('refuses to paste a component into text, and pastes plain text as content', () => {
    const source = sourceSite()
    const payload = buildClipboardPayload(source.site, source.form.id, 'site-a')
    const target = createSite('Target')
    const { doc, history } = openSite(target)
    const root = target.pages['/home']!.root
    history.push(addBuiltinComponent(doc, 'global-c-text', root.id))
    const text = root.children![0]!
    expect(() => pasteComponent(doc, payload, { parentId: text.id }, 'site-b')).toThrow(
      PASTE_INTO_TEXT,
    )
    history.push(pasteText(doc, text.id, 'Pasted words'))
    expect(text.content).toBe('Pasted words')
    expect(() => pasteText(doc, root.id, 'x')).toThrow(
      'Cannot paste text into a component with children',
    )
  })

  it('pastes only the style with Shift', () => {
    const source = sourceSite()
    const payload = buildClipboardPayload(source.site, source.form.id, 'site-a')
    const target = createSite('Target')
    const { doc, history } = openSite(target)
    const root = target.pages['/home']!.root
    const before = structuredClone(root.style)
    history.push(pasteStyle(doc, payload, root.id))
    expect(root.style.custom['breakpoint-4']!.default).toMatchObject({ padding: '4px' })
    history.undo()
    expect(root.style).toEqual(before)
  })
})
