import { untracked } from 'mobx'
import { observer } from 'mobx-react-lite'
import { createElement, type ReactNode } from 'react'
import { reactProps, VOID_TAGS } from '@tessera/renderer'
import { useBuilder } from '../store-context'
import { TextEditor } from '../text/text-editor'
import type { BuilderStore } from '../store/builder-store'

/**
 * Whether `id` is the component whose text is edited, read without observing it: the store
 * reports both components changed when text editing starts or ends (BuilderStore).
 */
function editingText(store: BuilderStore, id: string): boolean {
  return untracked(() => store.view.editingTextId) === id
}

/**
 * One component on the canvas. It observes only its own component (and the renderer), so an
 * edit re-renders the elements it touched; its children are nodes of their own.
 */
export const CanvasNode = observer(function CanvasNodeView({ id }: { id: string }): ReactNode {
  const store = useBuilder()
  store.editor.signals.track(id)
  const renderer = store.renderer
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const { node, childIds, content } = renderer.element(component, store.view.activeRoute)
  const props = reactProps(node.tag, node.attrs)
  if (node.tag === 'source') {
    // A new address is a new element, so the video or audio around it loads it again.
    return createElement(node.tag, { ...props, key: String(props.src ?? ''), ref: reloadMedia })
  }
  if (VOID_TAGS.has(node.tag)) return createElement(node.tag, props)
  if (editingText(store, id)) {
    // A fresh element: the editor's own children replace the rendered content.
    return createElement(node.tag, { ...props, key: 'editing' }, <TextEditor id={id} />)
  }
  if (childIds !== undefined) {
    return createElement(
      node.tag,
      props,
      childIds.map((childId) => <CanvasNode key={childId} id={childId} />),
    )
  }
  if (content === undefined) return createElement(node.tag, props)
  if ('text' in content) return createElement(node.tag, props, content.text)
  props.dangerouslySetInnerHTML = { __html: 'html' in content ? content.html : '' }
  return createElement(node.tag, props)
})

/** A media element chooses among its sources once; loading again makes it take the new one. */
function reloadMedia(source: HTMLSourceElement | null): void {
  const media = source?.parentElement as HTMLMediaElement | null | undefined
  if (!media || typeof media.load !== 'function') return
  try {
    media.load()
  } catch {
    // An environment without media (tests) has nothing to load.
  }
}
