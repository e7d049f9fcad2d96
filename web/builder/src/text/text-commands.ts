import { createEditor, Editor, Element, Node, Path, Range, Text, Transforms } from 'slate'
import { withHistory } from 'slate-history'
import { withReact } from 'slate-react'
import { detectLinks, linkBefore } from './link-detection'
import {
  FLAG_MARKS,
  STYLE_MARKS,
  type BlockKind,
  type FlagMark,
  type HeadingLevel,
  type LinkElement,
  type StyleMark,
  type TextBlockElement,
  type TextEditorType,
  type TextMarks,
} from './text-model'

/** Font weight the Bold button sets (the sanitiser keeps `bold` and 100 to 900). */
export const BOLD_WEIGHT = 'bold'

const isVoidType = (element: Element) =>
  element.type === 'horizontal-rule' || element.type === 'image'

function isTextBlock(node: Node): node is TextBlockElement {
  return (
    Element.isElement(node) &&
    (node.type === 'paragraph' ||
      node.type === 'blockquote' ||
      node.type === 'heading' ||
      node.type === 'code-block')
  )
}

/** The text block the selection starts in. */
export function currentBlock(editor: Editor): TextBlockElement | undefined {
  if (!editor.selection) return undefined
  const entry = Editor.above(editor, {
    at: editor.selection,
    match: (node) => isTextBlock(node),
    mode: 'lowest',
  })
  return entry?.[0] as TextBlockElement | undefined
}

function inCodeBlock(editor: Editor): boolean {
  return currentBlock(editor)?.type === 'code-block'
}

export function currentLink(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined
  const [entry] = Editor.nodes(editor, {
    at: editor.selection,
    match: (node) => Element.isElement(node) && node.type === 'link',
  })
  return entry?.[0] as LinkElement | undefined
}

/** Wraps a word just typed in a link when it is an address (typed link detection). */
function linkWordBeforeCaret(editor: Editor): void {
  const { selection } = editor
  if (!selection || !Range.isCollapsed(selection) || inCodeBlock(editor) || currentLink(editor)) {
    return
  }
  const { anchor } = selection
  const leaf = Node.get(editor, anchor.path)
  if (!Text.isText(leaf) || leaf.code) return
  const found = linkBefore(leaf.text.slice(0, anchor.offset))
  if (!found) return
  const at = {
    anchor: { path: anchor.path, offset: found.start },
    focus: { path: anchor.path, offset: found.start + found.word.length },
  }
  Transforms.select(editor, at)
  Transforms.wrapNodes(editor, { type: 'link', href: found.href, children: [] } as LinkElement, {
    split: true,
  })
  // Typing goes on after the link, not inside it.
  Transforms.collapse(editor, { edge: 'end' })
  Transforms.move(editor, { unit: 'offset' })
}

/**
 * Plain text put in as content (paste): lines become paragraphs (line feeds inside a code
 * block), and addresses in it become links.
 */
export function insertPlainText(editor: Editor, text: string): void {
  const normalised = text.replace(/\r\n?/g, '\n')
  if (inCodeBlock(editor)) {
    editor.insertText(normalised)
    return
  }
  const lines = normalised.split('\n')
  lines.forEach((line, index) => {
    if (index > 0) Editor.insertBreak(editor)
    for (const part of detectLinks(line)) {
      if (part.href === undefined || currentLink(editor)) {
        Editor.insertText(editor, part.text)
        continue
      }
      const link: LinkElement = { type: 'link', href: part.href, children: [{ text: part.text }] }
      Transforms.insertNodes(editor, link)
      // Move past the link, so what follows is not part of it.
      Transforms.move(editor, { unit: 'offset' })
    }
  })
}

/** The editor with the text model's rules: links inline, rules and images void, breaks, paste. */
export function withTextRules(editor: TextEditorType): TextEditorType {
  const { isInline, isVoid, insertBreak, insertText, normalizeNode } = editor

  editor.isInline = (element) => element.type === 'link' || isInline(element)
  editor.isVoid = (element) => isVoidType(element) || isVoid(element)

  editor.insertSoftBreak = () => {
    Editor.insertText(editor, '\n')
  }

  editor.insertBreak = () => {
    if (inCodeBlock(editor)) {
      Editor.insertText(editor, '\n')
      return
    }
    linkWordBeforeCaret(editor)
    insertBreak()
    // A new line after a heading or quote is a paragraph.
    const entry = editor.selection
      ? Editor.above(editor, { match: (node) => isTextBlock(node), mode: 'lowest' })
      : undefined
    if (entry) {
      const [block, path] = entry as [TextBlockElement, Path]
      if ((block.type === 'heading' || block.type === 'blockquote') && Node.string(block) === '') {
        Transforms.unsetNodes(editor, 'level', { at: path })
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path })
      }
    }
  }

  editor.insertText = (text) => {
    if (/^\s$/.test(text)) linkWordBeforeCaret(editor)
    insertText(text)
  }

  editor.insertData = (data) => {
    const text = data.getData('text/plain')
    if (text) insertPlainText(editor, text)
  }

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry
    // A link without text is gone (nothing of it would be stored).
    if (Element.isElement(node) && node.type === 'link' && Node.string(node) === '') {
      Transforms.removeNodes(editor, { at: path })
      return
    }
    // Code blocks hold plain text.
    if (Element.isElement(node) && node.type === 'code-block') {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child)) {
          Transforms.unwrapNodes(editor, { at: childPath })
          return
        }
        if (Text.isText(child) && Object.keys(child).length > 1) {
          const marks = Object.keys(child).filter((key) => key !== 'text')
          Transforms.unsetNodes(editor, marks, { at: childPath })
          return
        }
      }
    }
    // Blocks sit at the top; anything else there is wrapped in a paragraph.
    if (path.length === 0) {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Text.isText(child) || (Element.isElement(child) && editor.isInline(child))) {
          Transforms.wrapNodes(editor, { type: 'paragraph', children: [] }, { at: childPath })
          return
        }
      }
    }
    normalizeNode(entry, options)
  }

  return editor
}

export function newTextEditor(): TextEditorType {
  return withTextRules(withHistory(withReact(createEditor())))
}

/** The marks at the selection (those new text would get). */
export function activeMarks(editor: Editor): TextMarks {
  return (Editor.marks(editor) ?? {}) as TextMarks
}

export function isFlagActive(editor: Editor, mark: FlagMark): boolean {
  return activeMarks(editor)[mark] === true
}

export function toggleFlag(editor: Editor, mark: FlagMark): void {
  if (isFlagActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

export function isBold(editor: Editor): boolean {
  const weight = activeMarks(editor).fontWeight
  return weight === BOLD_WEIGHT || (weight !== undefined && Number(weight) >= 600)
}

export function toggleBold(editor: Editor): void {
  if (isBold(editor)) Editor.removeMark(editor, 'fontWeight')
  else Editor.addMark(editor, 'fontWeight', BOLD_WEIGHT)
}

/** Sets a style mark; an empty value removes it. */
export function setStyleMark(editor: Editor, mark: StyleMark, value: string | undefined): void {
  if (value === undefined || value === '') Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, value)
}

export function clearMarks(editor: Editor): void {
  for (const mark of [...STYLE_MARKS, ...FLAG_MARKS]) Editor.removeMark(editor, mark)
}

export function setBlock(editor: Editor, kind: BlockKind): void {
  const match = (node: Node) => isTextBlock(node)
  Transforms.unsetNodes(editor, 'level', { match })
  if (kind.startsWith('heading-')) {
    const level = Number(kind.slice('heading-'.length)) as HeadingLevel
    Transforms.setNodes(editor, { type: 'heading', level }, { match })
    return
  }
  Transforms.setNodes(
    editor,
    { type: kind as 'paragraph' | 'blockquote' | 'code-block' },
    { match },
  )
}

/** Puts a link on the selection, or changes the link the caret is in. */
export function setLink(
  editor: Editor,
  link: { href: string; title?: string; target?: string },
): void {
  const fields: Partial<LinkElement> = { href: link.href }
  const existing = currentLink(editor)
  if (existing) {
    Transforms.setNodes(editor, fields, {
      match: (node) => Element.isElement(node) && node.type === 'link',
    })
  } else if (editor.selection && Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, {
      type: 'link',
      href: link.href,
      children: [{ text: link.href }],
    })
  } else {
    Transforms.wrapNodes(editor, { type: 'link', href: link.href, children: [] }, { split: true })
  }
  const match = (node: Node) => Element.isElement(node) && node.type === 'link'
  for (const key of ['title', 'target'] as const) {
    const value = link[key]
    if (value === undefined || value === '') Transforms.unsetNodes(editor, key, { match })
    else Transforms.setNodes(editor, { [key]: value }, { match })
  }
}

export function removeLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && node.type === 'link',
    split: true,
  })
}

/** Inserts a void block (rule or image) after the current block, then a paragraph to type in. */
export function insertVoidBlock(
  editor: Editor,
  block: { type: 'horizontal-rule' } | { type: 'image'; src: string; alt?: string; title?: string },
): void {
  const fields = Object.fromEntries(Object.entries(block).filter(([, v]) => v !== undefined))
  const node = { ...fields, children: [{ text: '' }] } as Node
  Transforms.insertNodes(editor, node)
  const paragraph = { type: 'paragraph', children: [{ text: '' }] } as Node
  const [, path] =
    Editor.above(editor, { match: (n) => Element.isElement(n) && isVoidType(n) }) ?? []
  if (path && !Editor.next(editor, { at: path })) {
    Transforms.insertNodes(editor, paragraph, { at: Path.next(path), select: true })
  } else if (path) {
    Transforms.select(editor, Editor.start(editor, Path.next(path)))
  }
}
