import {
  createElement,
  useCallback,
  useEffect,
  useState,
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
import { Editor, Transforms, type BasePoint } from 'slate'
import {
  Editable,
  ReactEditor,
  Slate,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { toggleBold, toggleFlag } from './text-commands'
import { STYLE_MARKS, type TextEditorType } from './text-model'
import { textSession, type CaretPoint } from './text-session'
import { focusText, syncSelection } from './text-focus'
import { TextToolbar } from './text-toolbar'

/** Elements as the published page writes them (a void block sits in a wrapper while edited). */
function TextElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'paragraph':
      return (
        <div className="pm-p" {...attributes}>
          {children}
        </div>
      )
    case 'blockquote':
      return <blockquote {...attributes}>{children}</blockquote>
    case 'heading':
      return createElement(`h${element.level}`, attributes, children)
    case 'code-block':
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      )
    case 'horizontal-rule':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <hr />
          </div>
          {children}
        </div>
      )
    case 'image':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <img src={element.src} alt={element.alt ?? ''} title={element.title} />
          </div>
          {children}
        </div>
      )
    case 'link':
      return (
        <a {...attributes} href={element.href} title={element.title} target={element.target}>
          {children}
        </a>
      )
  }
}

/** Marks as the published page writes them: a styled span around `u`, `em` and `code`. */
function TextLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children
  if (leaf.code) content = <code>{content}</code>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.underline) content = <u>{content}</u>
  let style: CSSProperties | undefined
  for (const mark of STYLE_MARKS) {
    const value = leaf[mark]
    if (value !== undefined) style = { ...style, [mark]: value }
  }
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  )
}

export const renderElement = (props: RenderElementProps) => <TextElement {...props} />
export const renderLeaf = (props: RenderLeafProps) => <TextLeaf {...props} />

/** Where the caret goes when editing starts: at the double click, else at the end. */
function placeCaret(editor: TextEditorType, document: Document, caret: CaretPoint | undefined) {
  let point: BasePoint | null | undefined
  if (caret) {
    const range = document.caretRangeFromPoint?.(caret.x, caret.y)
    if (range) {
      point = ReactEditor.toSlatePoint(editor, [range.startContainer, range.startOffset], {
        exactMatch: false,
        suppressThrow: true,
      })
    }
  }
  Transforms.select(editor, point ?? Editor.end(editor, []))
}

/**
 * Text dragged within the text is Slate's to move; the canvas's own drop handling (components,
 * blocks, files) does not see it. Returning false lets Slate handle the event.
 */
const keepDragInText = (event: DragEvent) => {
  event.nativeEvent.stopPropagation()
  return false
}

const mod = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey

/**
 * A component's text edited in place on the canvas with Slate. The canvas frame runs no script:
 * this React tree is rendered by the builder into the frame's document (a portal, like every
 * canvas node), and Slate takes its window and selection from the element's own document.
 * Typing changes only this editor; the site changes once, when editing ends.
 */
export function TextEditor({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [linkRequest, setLinkRequest] = useState(0)
  // The frame's document is known once the editable is in it.
  const [session] = useState(() => textSession(store, id, window.document))
  const { editor } = session

  useEffect(() => {
    if (!element) return
    placeCaret(editor, element.ownerDocument, session.caret)
    focusText(editor)
  }, [editor, element, session])

  // Leaving the page keeps the text: the session ends (and is written) first.
  useEffect(() => {
    const leave = () => store.view.stopTextEditing()
    window.addEventListener('pagehide', leave)
    window.addEventListener('beforeunload', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('beforeunload', leave)
    }
  }, [store])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.nativeEvent.isComposing) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        store.view.stopTextEditing()
        return
      }
      if (session.plain && event.key === 'Enter') {
        // A Plain text field is one line: Enter ends the edit, as in a form's text box.
        event.preventDefault()
        store.view.stopTextEditing()
        return
      }
      if (session.plain) return
      if (event.altKey && event.key === 'F10') {
        // The toolbar by keyboard (it is in the builder's document, out of the frame's tab order).
        event.preventDefault()
        window.document.querySelector<HTMLElement>('.text-toolbar select')?.focus()
        return
      }
      if (!mod(event) || event.shiftKey) return
      const key = event.key.toLowerCase()
      if (['b', 'i', 'u', 'e', 'k'].includes(key)) syncSelection(editor)
      if (key === 'b') toggleBold(editor)
      else if (key === 'i') toggleFlag(editor, 'italic')
      else if (key === 'u') toggleFlag(editor, 'underline')
      else if (key === 'e') toggleFlag(editor, 'code')
      else if (key === 'k') setLinkRequest((n) => n + 1)
      else return
      event.preventDefault()
    },
    [editor, session, store],
  )
  const field = session.target?.field.name

  return (
    <Slate editor={editor} initialValue={session.initialValue}>
      <Editable
        ref={setElement}
        className="text-editing"
        aria-label={
          field === undefined
            ? t('builder.text.editable')
            : t('builder.binding.itemFieldEditable', { field })
        }
        renderElement={renderElement}
        renderLeaf={renderLeaf}
        onKeyDown={onKeyDown}
        onDragOver={keepDragInText}
        onDrop={keepDragInText}
        style={{ outline: 'none', minHeight: '1em' }}
      />
      {element && !session.plain && <TextToolbar element={element} linkRequest={linkRequest} />}
    </Slate>
  )
}
