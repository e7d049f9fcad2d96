import type { BaseEditor, Descendant } from 'slate'
import type { HistoryEditor } from 'slate-history'
import type { ReactEditor } from 'slate-react'

/*
 * The rich text of a component's content (editor.md section 3 "Other"): text marks, the link
 * mark and block nodes. A hard break is a line feed inside a text (shown as `<br>`), so typing
 * stays one text node; a link is an inline element around marked texts.
 */

/** Marks holding a CSS value, written as inline styles on a `span`. */
export const STYLE_MARKS = [
  'color',
  'backgroundColor',
  'fontSize',
  'fontFamily',
  'fontWeight',
] as const
export type StyleMark = (typeof STYLE_MARKS)[number]

/** The CSS property of each style mark, in the order they are written. */
export const STYLE_PROPERTY: Record<StyleMark, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontSize: 'font-size',
  fontFamily: 'font-family',
  fontWeight: 'font-weight',
}

/** Marks that are on or off, each written as its own element (innermost last). */
export const FLAG_MARKS = ['underline', 'italic', 'code'] as const
export type FlagMark = (typeof FLAG_MARKS)[number]

export type TextMarks = { [K in StyleMark]?: string } & { [K in FlagMark]?: true }

export type FormattedText = TextMarks & { text: string }

export interface LinkElement {
  type: 'link'
  href: string
  title?: string
  target?: string
  children: FormattedText[]
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export type InlineNode = FormattedText | LinkElement

export interface ParagraphElement {
  type: 'paragraph'
  children: InlineNode[]
}
export interface BlockquoteElement {
  type: 'blockquote'
  children: InlineNode[]
}
export interface HeadingElement {
  type: 'heading'
  level: HeadingLevel
  children: InlineNode[]
}
/** Preformatted code: plain text, line feeds kept. */
export interface CodeBlockElement {
  type: 'code-block'
  children: FormattedText[]
}
export interface HorizontalRuleElement {
  type: 'horizontal-rule'
  children: [{ text: '' }]
}
export interface ImageElement {
  type: 'image'
  src: string
  alt?: string
  title?: string
  children: [{ text: '' }]
}

/** Blocks whose children are inline content (what the block menu switches between). */
export type TextBlockElement =
  ParagraphElement | BlockquoteElement | HeadingElement | CodeBlockElement

export type BlockElement = TextBlockElement | HorizontalRuleElement | ImageElement

export type TextElement = BlockElement | LinkElement

export type TextEditorType = BaseEditor & ReactEditor & HistoryEditor

declare module 'slate' {
  interface CustomTypes {
    Editor: TextEditorType
    Element: TextElement
    Text: FormattedText
  }
}

export type TextValue = Descendant[]

/** The kinds of text block, as the block menu names them. */
export type BlockKind =
  | 'paragraph'
  | 'blockquote'
  | 'code-block'
  | 'heading-1'
  | 'heading-2'
  | 'heading-3'
  | 'heading-4'
  | 'heading-5'
  | 'heading-6'

export const BLOCK_KINDS: readonly BlockKind[] = [
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'blockquote',
  'code-block',
]

export function blockKind(element: TextBlockElement): BlockKind {
  return element.type === 'heading' ? `heading-${element.level}` : element.type
}
