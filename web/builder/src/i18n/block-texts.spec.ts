import {
  BuiltinComponentId,
  builtinComponents,
  COLLECTION_LIST_BLOCK,
  COLLECTION_LIST_TEXTS,
  FORM_TABLE_NAMES,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { blockText, hasBlockText } from './block-texts'

interface Node {
  content?: string
  children?: Node[]
}

/** Every text a block's parts start with (not markup, not a number). */
function texts(node: Node): string[] {
  const own =
    node.content !== undefined && /\p{L}/u.test(node.content) && !node.content.startsWith('<')
  return [...(own ? [node.content!] : []), ...(node.children ?? []).flatMap(texts)]
}

describe('new blocks speak the builder’s language', () => {
  it('has a Traditional Chinese text for every text a built-in block ships', () => {
    const shipped = Object.entries(builtinComponents)
      // The language switch names each language in its own tongue.
      .filter(([id]) => id !== BuiltinComponentId.languages)
      .flatMap(([, block]) => texts(block as Node))
    shipped.push(
      COLLECTION_LIST_TEXTS.title,
      COLLECTION_LIST_TEXTS.text,
      COLLECTION_LIST_TEXTS.empty,
      ...Object.values(FORM_TABLE_NAMES),
    )
    expect(shipped.length).toBeGreaterThan(15)
    expect(shipped.filter((text) => !hasBlockText(text))).toEqual([])
    for (const text of shipped) {
      expect(blockText(text, 'zh-TW')).not.toBe(text)
      expect(blockText(text, 'en')).toBe(text)
    }
  })

  it('adds a contact form, headings and a collection list with zh-TW texts in a zh-TW builder', () => {
    const store = testStore()
    store.view.setUiLocale('zh-TW')
    const added = (id: string) => store.editor.doc.component(store.components.addBlock(id)!)
    const form = texts(added(BuiltinComponentId.contactForm))
    expect(form).toContain('與我們聯絡')
    expect(form).toContain('送出')
    expect(form).not.toContain('Get in touch')
    expect(added(BuiltinComponentId.h2).content).toBe('標題 2')
    expect(added(BuiltinComponentId.button).content).toBe('按鈕')
    const list = texts(added(COLLECTION_LIST_BLOCK))
    expect(list).toEqual(expect.arrayContaining(['項目標題', '項目內文', '目前還沒有項目。']))
    // Undone and redone, the texts are the ones added.
    store.editor.undo()
    store.editor.redo()
    expect(JSON.stringify(store.editor.site.pages)).toContain('目前還沒有項目。')
  })

  it('keeps the shipped English texts in an English builder', () => {
    const store = testStore()
    const id = store.components.addBlock(BuiltinComponentId.contactForm)!
    const form = texts(store.editor.doc.component(id))
    expect(form).toContain('Get in touch')
    expect(form).toContain('Send')
  })
})
