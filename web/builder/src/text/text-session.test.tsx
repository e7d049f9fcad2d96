import { BuiltinComponentId, setTranslation } from '@tessera/site-format'
import { Editor, Node, Transforms } from 'slate'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import { insertPlainText, newTextEditor } from './text-commands'
import type { TextEditorType, TextValue } from './text-model'
import { currentTextSession, startTextEditing, textSession } from './text-session'

function storeWithText(content?: string) {
  const store = testStore()
  const id = store.components.addBlock(BuiltinComponentId.text)!
  if (content !== undefined) store.components.setContent(id, content)
  return { store, id }
}

const contentOf = (store: ReturnType<typeof testStore>, id: string) =>
  store.editor.doc.findComponent(id)?.content

describe('a text editing session', () => {
  it('writes the text once when editing ends: one undo step, and redo', () => {
    const { store, id } = storeWithText()
    const before = store.editor.site.history.back.length
    startTextEditing(store, id)
    const session = textSession(store, id, document)
    const { editor } = session
    Transforms.select(editor, Editor.end(editor, []))
    for (const character of ' and more') editor.insertText(character)
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 4 },
    })
    Editor.addMark(editor, 'italic', true)
    // Nothing reaches the site while typing.
    expect(contentOf(store, id)).toBe('Text')
    expect(store.editor.site.history.back.length).toBe(before)

    store.view.stopTextEditing()
    expect(contentOf(store, id)).toBe('<div class="pm-p"><em>Text</em> and more</div>')
    expect(store.editor.site.history.back.length).toBe(before + 1)
    expect(currentTextSession(store)).toBeUndefined()

    store.editor.undo()
    expect(contentOf(store, id)).toBe('Text')
    store.editor.redo()
    expect(contentOf(store, id)).toBe('<div class="pm-p"><em>Text</em> and more</div>')
  })

  it("edits a translated text in the canvas language's entry, never its placeholder", () => {
    const { store, id } = storeWithText('${title}')
    store.translations.addLanguage('en')
    store.translations.addLanguage('zh-tw')
    store.editor.run(setTranslation(store.editor.doc, 'en', 'title', 'Fresh bread'))
    store.view.setLanguage('zh-tw')
    // zh-tw has no text yet: the session starts from the English it falls back to.
    startTextEditing(store, id)
    const session = textSession(store, id, document)
    expect(Node.string(session.editor)).toBe('Fresh bread')
    const { editor } = session
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) })
    editor.insertText('新鮮麵包')
    store.view.stopTextEditing()
    expect(contentOf(store, id)).toBe('${title}')
    expect(store.editor.site.context.i18n).toEqual({
      en: { title: 'Fresh bread' },
      'zh-tw': { title: '新鮮麵包' },
    })
    expect(store.components.shownContent(id)).toBe('新鮮麵包')
    // The component menu's Content writes the same entry.
    store.components.setContent(id, '麵包')
    expect(store.editor.site.context.i18n['zh-tw']).toEqual({ title: '麵包' })
    // Emptied, the entry goes and the default language shows again.
    store.components.setContent(id, '')
    expect(store.editor.site.context.i18n['zh-tw']).toEqual({})
    expect(store.components.shownContent(id)).toBe('Fresh bread')
    store.editor.undo()
    store.editor.undo()
    expect(store.components.shownContent(id)).toBe('新鮮麵包')
    store.view.setLanguage('en')
    expect(store.components.shownContent(id)).toBe('Fresh bread')
  })

  it('writes nothing when the text did not change', () => {
    const { store, id } = storeWithText('<p>Old <b>markup</b></p>')
    const before = store.editor.site.history.back.length
    startTextEditing(store, id)
    textSession(store, id, document)
    store.view.stopTextEditing()
    expect(store.editor.site.history.back.length).toBe(before)
  })

  it('ends when another component is selected, and stores sanitised content', () => {
    const { store, id } = storeWithText(
      'Hi <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>bad()</script>',
    )
    const other = store.components.addBlock(BuiltinComponentId.h2)!
    startTextEditing(store, id)
    const { editor } = textSession(store, id, document)
    Transforms.select(editor, Editor.end(editor, []))
    editor.insertText('!')
    store.view.select(other)
    expect(store.view.editingTextId).toBeUndefined()
    const stored = contentOf(store, id)!
    expect(stored).not.toMatch(/onerror|javascript:|script/)
    expect(stored).toContain('!')
  })

  it('plain text plainly: a plain paragraph stays plain text', () => {
    const { store, id } = storeWithText()
    startTextEditing(store, id)
    const { editor } = textSession(store, id, document)
    Transforms.select(editor, Editor.end(editor, []))
    editor.insertText(' & more')
    store.view.stopTextEditing()
    expect(contentOf(store, id)).toBe('Text &amp; more')
  })
})

function editorWith(value: TextValue): TextEditorType {
  const editor = newTextEditor()
  editor.children = value
  Editor.normalize(editor, { force: true })
  Transforms.select(editor, Editor.end(editor, []))
  return editor
}

describe('text editing rules', () => {
  it('turns an address into a link when the word after it starts', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: '' }] }])
    for (const character of 'see example.com now') editor.insertText(character)
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'see ' },
          { type: 'link', href: 'https://example.com', children: [{ text: 'example.com' }] },
          { text: ' now' },
        ],
      },
    ])
  })

  it('pastes plain text as content: lines as paragraphs, addresses as links', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'A' }] }])
    insertPlainText(editor, ' first www.test.io\r\nsecond <b>not bold</b>')
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'A first ' },
          { type: 'link', href: 'https://www.test.io', children: [{ text: 'www.test.io' }] },
          { text: '' },
        ],
      },
      { type: 'paragraph', children: [{ text: 'second <b>not bold</b>' }] },
    ])
  })

  it('takes pasted data as plain text only', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: '' }] }])
    const data = new DataTransfer()
    data.setData('text/html', '<b>rich</b>')
    data.setData('text/plain', 'plain')
    editor.insertData(data)
    expect(Node.string(editor)).toBe('plain')
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'plain' }] }])
  })

  it('breaks lines: soft break in the text, Enter after a heading gives a paragraph', () => {
    const editor = editorWith([{ type: 'heading', level: 1, children: [{ text: 'Title' }] }])
    editor.insertSoftBreak()
    editor.insertText('more')
    editor.insertBreak()
    editor.insertText('body')
    expect(editor.children).toEqual([
      { type: 'heading', level: 1, children: [{ text: 'Title\nmore' }] },
      { type: 'paragraph', children: [{ text: 'body' }] },
    ])
  })

  it('keeps Enter inside a code block as a line feed, and code blocks unmarked', () => {
    const editor = editorWith([{ type: 'code-block', children: [{ text: 'a', italic: true }] }])
    editor.insertBreak()
    editor.insertText('b')
    expect(editor.children).toEqual([{ type: 'code-block', children: [{ text: 'a\nb' }] }])
  })
})
