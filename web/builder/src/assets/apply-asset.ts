import {
  addBuiltinComponent,
  BuiltinComponentId,
  getStyleValue,
  setComponentStyle,
  setInput,
  type Command,
  type Component,
} from '@tessera/site-format'
import { activeBreakpoint } from '../store/breakpoints'
import type { BuilderStore } from '../store/builder-store'

/** Which picker a component opens: the select-asset or the select-video-source modal. */
export type PickerKind = 'image' | 'video'

/** Addresses a picker accepts: http(s), protocol-relative or site-relative. */
export function acceptedAssetUrl(text: string): string | undefined {
  const url = text.trim()
  if (url === '' || /[\s"'()\\<>]/.test(url)) return undefined
  if (/^https?:\/\/[^/]+/i.test(url) || /^\/\/[^/]+/.test(url)) return url
  if (url.startsWith('/')) return url
  return undefined
}

/** The video element a component stands for: itself, or the video inside a video wrap. */
export function videoOf(component: Component): Component | undefined {
  if (component.tag === 'video') return component
  return component.children?.find((child) => child.tag === 'video')
}

/** The picker a component offers: video for videos (and their wraps), else images. */
export function pickerFor(component: Component): PickerKind {
  return videoOf(component) ? 'video' : 'image'
}

/** The image address a component holds now: its img src, or its background-image url. */
export function currentImageUrl(store: BuilderStore, component: Component): string {
  if (component.tag === 'img') return String(component.inputs?.src?.is ?? '')
  const slot = backgroundSlot(store)
  const styles = component.style.custom
  const value = styles ? getStyleValue(styles, slot) : undefined
  return /^url\(["']?(.*?)["']?\)$/.exec(value ?? '')?.[1] ?? ''
}

function backgroundSlot(store: BuilderStore) {
  return {
    breakpointId: activeBreakpoint(store.editor.site, store.view.builderWidth).id,
    pseudoClass: store.view.pseudoClass,
    property: 'background-image',
  }
}

/**
 * Applies an image address (editor.md section 4): the src of an img component, else the
 * background-image of the component at the breakpoint and state being edited. One undo step.
 */
export function applyImageUrl(store: BuilderStore, id: string, url: string): boolean {
  const { doc } = store.editor
  const component = doc.findComponent(id)
  if (!component) return false
  let command: Command
  if (component.tag === 'img') {
    const input = component.inputs?.src ?? { name: 'src', type: 'string', attr: true }
    command = setInput(doc, id, 'src', { ...input, is: url })
  } else {
    command = setComponentStyle(doc, id, backgroundSlot(store), `url("${url}")`)
  }
  return store.editor.run(command, { merge: false })
}

/**
 * Applies a video address: the src of the video's source child, which is created (with the
 * address) when missing. One undo step.
 */
export function applyVideoUrl(store: BuilderStore, id: string, url: string): boolean {
  const { doc } = store.editor
  const component = doc.findComponent(id)
  const video = component && videoOf(component)
  if (!video) return false
  const source = video.children?.find((child) => child.tag === 'source')
  if (source) {
    const input = source.inputs?.src ?? { name: 'src', type: 'string', attr: true }
    return store.editor.run(setInput(doc, source.id, 'src', { ...input, is: url }), {
      merge: false,
    })
  }
  const before = doc.site.context.nextId
  const command = addBuiltinComponent(doc, BuiltinComponentId.videoSource, video.id)
  const added = addedComponent(command)
  if (added.inputs?.src) added.inputs.src.is = url
  else added.inputs = { ...added.inputs, src: { name: 'src', type: 'string', attr: true, is: url } }
  if (store.editor.run(command, { merge: false })) return true
  doc.site.context.nextId = before
  return false
}

function addedComponent(command: Command): Component {
  if (command.type === 'addC') return command.data.component
  if (command.type === 'g') return addedComponent(command.data.commands.at(-1)!)
  throw new Error(`Not an add command: ${command.type}`)
}
