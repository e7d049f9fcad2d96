import {
  BuiltinBehaviorId,
  FIELD_CLASS,
  FIELD_ERROR_CLASS,
  VISITOR_TEXT_ATTRIBUTE,
  VISITOR_TEXT_TARGET_ATTRIBUTE,
  visitorText,
  visitorTextKeyOf,
  visitorTextRef,
  type Component,
  type ComponentEvent,
  type VisitorTextKey,
  type VisitorTextParams,
} from '@tessera/site-format'
import { cssIdent } from '../safety/escape.js'
import type { RenderNode } from './render-node.js'
import type { ResolvedComponent } from './resolve-component.js'

/*
 * What published pages add to the built-in blocks for visitors, stored sites included (nothing
 * here is stored): a visible label for each field of a contact form or mailing list, names for
 * the gallery's images that open the lightbox, and the lightbox's names in the page's language.
 * The canvas shows the blocks as they are stored.
 */

const FORM_BEHAVIORS: ReadonlySet<string> = new Set([
  BuiltinBehaviorId.contactForm,
  BuiltinBehaviorId.mailingList,
])
const FIELD_TAGS: ReadonlySet<string> = new Set(['input', 'textarea', 'select'])
const UNLABELLED_TYPES: ReadonlySet<string> = new Set([
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
])
/** The form behaviours' args that name a field, and the field's kind. */
const FIELD_ARGS = [
  ['emailId', 'email'],
  ['nameId', 'name'],
  ['messageId', 'message'],
] as const
type FieldKind = (typeof FIELD_ARGS)[number][1]

/** A lightbox's own names, shown in the page's language while they are the built-in ones. */
const LIGHTBOX_NAMES: ReadonlySet<VisitorTextKey> = new Set([
  'lightbox.dialog',
  'lightbox.download',
  'lightbox.close',
  'lightbox.previous',
  'lightbox.next',
])

/** The rules of the elements this adds, before every other rule so that a site's own win. */
export function visitorPartsCss(scope: string | undefined): string[] {
  const at = scope === undefined ? '' : `.${cssIdent(scope)} `
  return [
    `${at}.${FIELD_CLASS}{display:flex;flex-direction:column;min-width:0}`,
    `${at}.${FIELD_CLASS}>label{display:block;margin:0 0 6px 0;color:var(--color-text,#1b2125);` +
      'font-family:var(--font-text,Georgia,serif);font-size:14px;font-weight:600}',
    `${at}.${FIELD_CLASS}>[aria-invalid="true"]{border-color:var(--color-error,#ef4444)}`,
    // The text keeps the text colour (the error colour is too light for small text on white);
    // the mark beside it and the field's border carry the error colour.
    `${at}.${FIELD_ERROR_CLASS}{display:flex;align-items:baseline;gap:6px;margin:6px 0 0 0;` +
      'color:var(--color-text,#1b2125);font-family:var(--font-text,Georgia,serif);font-size:14px}',
    `${at}.${FIELD_ERROR_CLASS}::before{content:"!";flex:none;width:16px;height:16px;` +
      'border-radius:50%;background:var(--color-error,#ef4444);color:#fff;font:700 12px/16px sans-serif;' +
      'text-align:center}',
  ]
}

/** A contact form or mailing list being rendered: what its fields need. */
interface FormParts {
  /** Fields the submit behaviour names, by component id, with their kind. */
  kinds: Map<string, FieldKind>
  /** Fields the site labels itself (a label's `for`). */
  labelled: Set<string>
  errorId: string | undefined
}

/** What a parent tells the parts about its children, worked out once per parent. */
export interface ChildContext {
  /** Set when the parent is a form whose parts apply to everything under it. */
  form?: FormParts
  /** The ids of the children that are lightbox-opening images, in order. */
  openers?: string[]
}

function calls(events: Record<string, ComponentEvent> | undefined, name: string) {
  return events?.[name]?.behaviors ?? []
}

function opensLightbox(component: Component): boolean {
  return calls(component.events, 'click').some(
    (call) => call?.behaviorId === BuiltinBehaviorId.showLightbox,
  )
}

function mark(node: RenderNode, ref: string, attribute?: string): void {
  node.attrs[VISITOR_TEXT_ATTRIBUTE] = ref
  if (attribute !== undefined) node.attrs[VISITOR_TEXT_TARGET_ATTRIBUTE] = attribute
}

/** The ids the labels under these components are for. */
function labelTargets(children: readonly Component[], into: Set<string>): Set<string> {
  for (const child of children) {
    const target = child.tag === 'label' ? child.inputs?.for : undefined
    const value = target?.is ?? target?.default
    if (typeof value === 'string' && value !== '') into.add(value)
    if (child.children) labelTargets(child.children, into)
  }
  return into
}

function formParts(
  parent: ResolvedComponent,
  children: readonly Component[],
): FormParts | undefined {
  if (parent.tag !== 'form') return undefined
  let form: FormParts | undefined
  for (const call of calls(parent.events, 'submit')) {
    if (!FORM_BEHAVIORS.has(call?.behaviorId)) continue
    form ??= { kinds: new Map(), labelled: labelTargets(children, new Set()), errorId: undefined }
    for (const [arg, kind] of FIELD_ARGS) {
      const id = call.args?.[arg]
      if (typeof id === 'string' && id !== '') form.kinds.set(id, kind)
    }
    const errorId = call.args?.errorId
    if (typeof errorId === 'string' && errorId !== '') form.errorId = errorId
  }
  return form
}

export class VisitorParts {
  /** True once the page has a form: it needs the rules above (labels, field errors). */
  hasForms = false
  /** The forms being rendered, innermost last. */
  private readonly forms: FormParts[] = []

  constructor(readonly lang: string) {}

  private text(key: VisitorTextKey, params?: VisitorTextParams): string {
    return visitorText(this.lang, key, params)
  }

  /** An element's own parts: built-in lightbox names in the page's language. */
  element(node: RenderNode): void {
    const label = node.attrs['aria-label']
    const key = label === undefined ? undefined : visitorTextKeyOf(label)
    if (key === undefined || !LIGHTBOX_NAMES.has(key)) return
    node.attrs['aria-label'] = this.text(key)
    mark(node, key, 'aria-label')
  }

  /** Before the children of `parent` are rendered: what they need; undefined when nothing. */
  enter(parent: ResolvedComponent, children: readonly Component[]): ChildContext | undefined {
    let context: ChildContext | undefined
    const form = formParts(parent, children)
    if (form) {
      this.forms.push(form)
      this.hasForms = true
      context = { form }
    }
    for (const child of children) {
      if (child.tag === 'img' && opensLightbox(child)) {
        context ??= {}
        ;(context.openers ??= []).push(child.id)
      }
    }
    return context
  }

  /** After the children of the parent `enter` was given. */
  leave(context: ChildContext | undefined): void {
    if (context?.form) this.forms.pop()
  }

  /** A rendered child (it may come back wrapped, with its label). */
  child(context: ChildContext | undefined, component: Component, node: RenderNode): RenderNode {
    if (node.tag === 'template') return node
    const opener = context?.openers?.indexOf(component.id) ?? -1
    if (opener >= 0) {
      this.opener(node, opener + 1, context!.openers!.length)
      return node
    }
    const form = this.forms.at(-1)
    if (form === undefined) return node
    if (component.id === form.errorId) {
      // Results and errors appear there after a submit: screen readers hear them.
      node.attrs['aria-live'] ??= 'polite'
      return node
    }
    if (!FIELD_TAGS.has(node.tag) || form.labelled.has(component.id)) return node
    return this.field(node, form.kinds.get(component.id))
  }

  /** An image that opens the lightbox: a button, named even when its alt is empty. */
  private opener(node: RenderNode, index: number, count: number): void {
    node.attrs.role ??= 'button'
    if ((node.attrs.alt ?? '') !== '') return
    const params = { index, count }
    node.attrs.alt = this.text('gallery.open', params)
    mark(node, visitorTextRef('gallery.open', params), 'alt')
  }

  /** A field with a visible label: its kind's text in the page's language, else its placeholder. */
  private field(node: RenderNode, kind: FieldKind | undefined): RenderNode {
    const type = node.attrs.type?.toLowerCase()
    if (node.tag === 'input' && type !== undefined && UNLABELLED_TYPES.has(type)) return node
    const placeholder = node.attrs.placeholder?.trim() ?? ''
    const key: VisitorTextKey | undefined = kind === undefined ? undefined : `field.${kind}`
    const text = key === undefined ? placeholder : this.text(key)
    if (text === '') return node
    const label: RenderNode = {
      tag: 'label',
      attrs: { for: node.attrs.id ?? '' },
      children: [{ text }],
    }
    if (key !== undefined) mark(label, key)
    // A placeholder that only repeats the label (in any of its words) says nothing more.
    if (key === undefined || repeats(placeholder, kind!, text)) delete node.attrs.placeholder
    return { tag: 'div', attrs: { class: FIELD_CLASS }, children: [label, node] }
  }
}

function repeats(placeholder: string, kind: FieldKind, text: string): boolean {
  const same = (a: string) => a.toLowerCase() === placeholder.toLowerCase()
  return (
    placeholder === '' ||
    same(text) ||
    same(visitorText('en', `field.${kind}`)) ||
    same(visitorText('en', `noun.${kind}`))
  )
}
