import { reaction } from 'mobx'
import { Editor, Node } from 'slate'
import { sanitizeContent } from '@tessera/renderer'
import type { FieldBinding } from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { bindingScope, boundField } from '../collections/binding-scope'
import { collectionPreview } from '../collections/collection-preview'
import {
  itemFieldTarget,
  saveTypedText,
  targetText,
  type ItemFieldTarget,
} from '../collections/item-field-edit'
import { newTextEditor } from './text-commands'
import { fromHtml, toHtml } from './text-html'
import type { TextEditorType, TextValue } from './text-model'

/**
 * Content as it is stored: what the editor wrote, through the renderer's own sanitiser, so the
 * site keeps exactly what the published page shows.
 */
export function storedContent(value: TextValue): string {
  return sanitizeContent(toHtml(value))
}

/** A point on the canvas (frame coordinates) to put the caret at when editing starts. */
export interface CaretPoint {
  x: number
  y: number
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A Plain text field's value from the editor: its blocks' text, a line each. */
const plainText = (editor: TextEditorType) =>
  editor.children.map((block) => Node.string(block)).join('\n')

/**
 * One editing session of one component's text: the Slate editor (its own undo within the
 * session), and the content it started from. Ending it writes the content once, through
 * `ComponentActions.setContent`, so a session is one undo step. A text bound to an item's field
 * (`target`) writes the item's value instead (see item-field-edit.ts).
 */
export class TextSession {
  readonly editor: TextEditorType
  readonly initialValue: TextValue
  /** The content the session started from, as it would be stored. */
  private readonly startContent: string
  private ended = false

  constructor(
    readonly id: string,
    content: string,
    document: Document,
    readonly caret?: CaretPoint,
    readonly target?: ItemFieldTarget,
  ) {
    // The editor starts from what the canvas shows: the content through the sanitiser. A Plain
    // text value's lines are paragraphs, so that its line breaks are written back.
    const html =
      target?.field.type === 'PlainText'
        ? content
            .split('\n')
            .map((line) => `<div class="pm-p">${escapeHtml(line)}</div>`)
            .join('')
        : content
    this.initialValue = fromHtml(sanitizeContent(html), document)
    this.editor = newTextEditor()
    this.editor.children = this.initialValue
    Editor.normalize(this.editor, { force: true })
    this.initialValue = this.editor.children
    this.startContent = storedContent(this.editor.children)
  }

  /** The content to store now. */
  content(): string {
    return storedContent(this.editor.children)
  }

  /** Whether the text is a Plain text field's: no marks, links or blocks. */
  get plain(): boolean {
    return this.target?.field.type === 'PlainText'
  }

  /** Writes the session's text, once; nothing when it did not change. */
  end(store: BuilderStore): boolean {
    if (this.ended) return false
    this.ended = true
    const content = this.content()
    if (content === this.startContent) return false
    if (this.target !== undefined) {
      void saveTypedText(store, this.target, this.plain ? plainText(this.editor) : content)
      return true
    }
    return store.components.setContent(this.id, content)
  }
}

const sessions = new WeakMap<BuilderStore, TextSession>()
const watched = new WeakSet<BuilderStore>()
const caretPoints = new WeakMap<BuilderStore, { id: string; point: CaretPoint }>()

/**
 * Ends the session when text editing stops (Escape, a click outside, another selection, another
 * page): one reaction per store, installed with its first session.
 */
function watch(store: BuilderStore): void {
  if (watched.has(store)) return
  watched.add(store)
  reaction(
    () => store.view.editingTextId,
    (next) => {
      const session = sessions.get(store)
      if (session && session.id !== next) {
        sessions.delete(store)
        session.end(store)
      }
    },
  )
}

/** The session for the component being edited, started on first use. */
export function textSession(store: BuilderStore, id: string, document: Document): TextSession {
  const current = sessions.get(store)
  if (current?.id === id) return current
  watch(store)
  if (current) {
    sessions.delete(store)
    current.end(store)
  }
  const pending = caretPoints.get(store)
  caretPoints.delete(store)
  const binding = store.editor.doc.findComponent(id)?.bindings?.content
  const target = binding === undefined ? undefined : itemFieldTarget(store, id, binding)
  // A translated text is edited in the canvas language, not as its `${key}`; an item's text
  // as the canvas shows it.
  const session = new TextSession(
    id,
    target === undefined ? (store.components.shownContent(id) ?? '') : targetText(store, target),
    document,
    pending?.id === id ? pending.point : undefined,
    target,
  )
  sessions.set(store, session)
  return session
}

/** The session under way, if any. */
export function currentTextSession(store: BuilderStore): TextSession | undefined {
  const session = sessions.get(store)
  return session && session.id === store.view.editingTextId ? session : undefined
}

/** Starts editing a component's text, with the caret where the pointer was (double click). */
export function startTextEditing(store: BuilderStore, id: string, caret?: CaretPoint): void {
  const bound = store.editor.doc.findComponent(id)?.bindings?.content
  if (bound !== undefined && itemFieldTarget(store, id, bound) === undefined) {
    // Its text is an item's field the canvas cannot type into (a list's items, a referenced
    // item's, not a text field): typing here would change only the design's stand-in text.
    const field = boundFieldName(store, id, bound)
    store.components.showNotice(
      field === undefined
        ? { key: 'builder.binding.boundTextEdit' }
        : { key: 'builder.binding.boundFieldEdit', values: { field } },
    )
    return
  }
  if (caret) caretPoints.set(store, { id, point: caret })
  store.view.startTextEditing(id)
}

/** The name of the field a bound text shows, when the collections are at hand. */
function boundFieldName(
  store: BuilderStore,
  id: string,
  binding: FieldBinding,
): string | undefined {
  const preview = collectionPreview(store)
  const collections = preview.collections ?? []
  const scope = bindingScope(store.editor.doc, store.view.activeRoute, id, collections)
  const found = boundField(binding, preview.byId(scope?.collectionId), collections)
  if (found === undefined) return undefined
  return found.via === undefined ? found.field.name : `${found.via.name} › ${found.field.name}`
}
