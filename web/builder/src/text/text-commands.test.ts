import { Editor, Transforms } from 'slate'
import { describe, expect, it } from 'vitest'
import {
  clearMarks,
  currentLink,
  insertVoidBlock,
  isBold,
  newTextEditor,
  removeLink,
  setBlock,
  setLink,
  setStyleMark,
  toggleBold,
  toggleFlag,
} from './text-commands'
import { toHtml } from './text-html'
import type { TextEditorType, TextValue } from './text-model'

function editorWith(value: TextValue): TextEditorType {
  const editor = newTextEditor()
  editor.children = value
  Editor.normalize(editor, { force: true })
  return editor
}

const selectText = (editor: TextEditorType, from: number, to: number, path = [0, 0]) =>
  Transforms.select(editor, { anchor: { path, offset: from }, focus: { path, offset: to } })

describe('the text toolbar commands', () => {
  it('marks the selection: bold, italic, underline, code, styles; clears them', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'one two' }] }])
    selectText(editor, 4, 7)
    toggleBold(editor)
    toggleFlag(editor, 'italic')
    toggleFlag(editor, 'underline')
    toggleFlag(editor, 'code')
    setStyleMark(editor, 'color', '#ff0000')
    setStyleMark(editor, 'fontSize', '20px')
    expect(isBold(editor)).toBe(true)
    expect(toHtml(editor.children)).toBe(
      '<div class="pm-p">one <span style="color:#ff0000;font-size:20px;font-weight:bold"><u><em><code>two</code></em></u></span></div>',
    )
    toggleBold(editor)
    setStyleMark(editor, 'fontSize', '')
    expect(toHtml(editor.children)).toBe(
      '<div class="pm-p">one <span style="color:#ff0000"><u><em><code>two</code></em></u></span></div>',
    )
    clearMarks(editor)
    expect(toHtml(editor.children)).toBe('one two')
  })

  it('switches the block kind of the selected blocks', () => {
    const editor = editorWith([
      { type: 'paragraph', children: [{ text: 'a' }] },
      { type: 'paragraph', children: [{ text: 'b' }] },
    ])
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [1, 0], offset: 1 },
    })
    setBlock(editor, 'heading-3')
    expect(toHtml(editor.children)).toBe('<h3>a</h3><h3>b</h3>')
    setBlock(editor, 'blockquote')
    expect(toHtml(editor.children)).toBe('<blockquote>a</blockquote><blockquote>b</blockquote>')
    expect(editor.children[0]).toEqual({ type: 'blockquote', children: [{ text: 'a' }] })
    setBlock(editor, 'code-block')
    expect(toHtml(editor.children)).toBe('<pre><code>a</code></pre><pre><code>b</code></pre>')
    setBlock(editor, 'paragraph')
    expect(toHtml(editor.children)).toBe('<div class="pm-p">a</div><div class="pm-p">b</div>')
  })

  it('links the selection with a title and target, changes it, removes it', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'go here now' }] }])
    selectText(editor, 3, 7)
    setLink(editor, { href: 'https://a.test', title: 'A', target: '_blank' })
    expect(toHtml(editor.children)).toBe(
      '<div class="pm-p">go <a href="https://a.test" title="A" target="_blank" rel="noopener">here</a> now</div>',
    )
    expect(currentLink(editor)?.href).toBe('https://a.test')
    setLink(editor, { href: '/about' })
    expect(toHtml(editor.children)).toBe('<div class="pm-p">go <a href="/about">here</a> now</div>')
    removeLink(editor)
    expect(toHtml(editor.children)).toBe('go here now')
  })

  it('inserts a link with its address as text at a caret', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'see ' }] }])
    Transforms.select(editor, Editor.end(editor, []))
    setLink(editor, { href: 'https://a.test' })
    expect(toHtml(editor.children)).toBe(
      '<div class="pm-p">see <a href="https://a.test">https://a.test</a></div>',
    )
  })

  it('inserts a rule and an image as blocks, with a paragraph to go on typing in', () => {
    const editor = editorWith([{ type: 'paragraph', children: [{ text: 'a' }] }])
    Transforms.select(editor, Editor.end(editor, []))
    insertVoidBlock(editor, { type: 'horizontal-rule' })
    editor.insertText('b')
    insertVoidBlock(editor, {
      type: 'image',
      src: 'https://a.test/i.png',
      alt: 'I',
      title: undefined,
    })
    editor.insertText('c')
    expect(toHtml(editor.children)).toBe(
      '<div class="pm-p">a</div><hr /><div class="pm-p">b</div><img src="https://a.test/i.png" alt="I" /><div class="pm-p">c</div>',
    )
  })
})
