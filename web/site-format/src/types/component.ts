import type { BehaviorCallArgs, ArgType } from './behavior.js'
import type { CollectionList, FieldBinding } from './collection.js'
import type { BreakpointStyles } from './style.js'

export const tags = [
  'a',
  'button',
  'div',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'footer',
  'Form',
  'header',
  'img',
  'span',
  'source',
  'svg',
  'input',
  'textarea',
  'label',
  'ul',
  'ol',
  'li',
  'video',
  'vue',
  'canvas',
  'main',
  'section',
  'nav',
  'article',
  'aside',
  'select',
  'option',
] as const
export type Tag = (typeof tags)[number]

export interface ComponentInput {
  name: string
  type: ArgType
  default?: unknown
  /** Rendered as an HTML attribute of the same name. */
  attr?: boolean
  /** The value; `default` applies when it is missing. */
  is?: unknown
}

export const eventNames = [
  'click',
  'load',
  'error',
  'clickOutside',
  'mouseover',
  'mouseleave',
  'periodic',
  'appear',
  'scroll',
  'scrollIntoView',
  'input',
  'submit',
  'keyup',
  'keydown',
] as const
export type EventName = (typeof eventNames)[number]

export interface EventParam {
  type: ArgType
  value: string
  infoKey?: string
  options?: string[]
}

export interface EventBehaviorCall {
  behaviorId: string
  args?: BehaviorCallArgs
}

export interface ComponentEvent {
  /** One of `eventNames`, or a custom name. */
  name: string
  eventParams?: Record<string, EventParam>
  behaviors: EventBehaviorCall[]
}

export const editorEventNames = [
  'OnSelfAdded',
  'OnPageAdd',
  'OnPageRemove',
  'OnPageChange',
  'OnIsInputChange',
] as const
export type EditorEventName = (typeof editorEventNames)[number]

export interface EditorEvent {
  name: EditorEventName
  behaviors: EventBehaviorCall[]
}

export interface ComponentStyle {
  /** The component's own styles. */
  custom: BreakpointStyles
  /** Mixin ids, applied in the site's `styleOrder`. */
  mixins?: string[]
  /** Styles for selectors inside this component (child overrides), keyed by selector. */
  overrides?: Record<string, BreakpointStyles>
}

export type ComponentState = Record<string, unknown>

/**
 * A node of a page tree. `parentId` is absent on a page root; `children` is absent on a leaf.
 * `content` (HTML) renders only when there are no children.
 */
export interface Component {
  id: string
  name: string
  tag: Tag
  role?: string
  content?: string
  parentId?: string
  children?: Component[]
  /** Set on instances of a custom component: the definition (or definition child) they mirror. */
  customSourceId?: string
  style: ComponentStyle
  state?: ComponentState
  inputs?: Record<string, ComponentInput>
  events?: Record<string, ComponentEvent>
  editorEvents?: Partial<Record<EditorEventName, EditorEvent>>
  /** Values read from a collection item, by what they set (a `BindingTarget`). */
  bindings?: Record<string, FieldBinding>
  /** Set on a collection list: what it repeats its first child for. */
  list?: CollectionList
}
