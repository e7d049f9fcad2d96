import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useBuilder } from '../store-context'
import { useHotkeyHandler } from '../hotkeys/use-hotkeys'
import { CanvasController } from './canvas-controller'
import { listenToDrops } from './canvas-drop'
import { listenToCanvas } from './canvas-events'
import { CanvasPage } from './canvas-node'
import { CanvasOverlay } from './canvas-overlay'
import { applyCanvasPreferences } from '../preferences/canvas-preferences'
import { useT } from '../i18n/use-t'
import { EMPTY_PAGE_CSS } from './empty-page-hint'
import { MEDIA_PLACEHOLDER_CSS } from './media-placeholder'
import { inputActivity } from '../input-activity'
import { clampScale } from '../store/view-state'
import { wheelZoomFactor, type ZoomAnchor } from './canvas-zoom'

/** The frame's first document: the page's own markup goes into its body. */
const FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${MEDIA_PLACEHOLDER_CSS}${EMPTY_PAGE_CSS}</style></head><body></body></html>`

/** How long the canvas waits for its container to stop resizing (editor.md section 9). */
export const CANVAS_RESIZE_DEBOUNCE_MS = 150

/**
 * The canvas: the page rendered by the renderer into a frame as wide as the builder width, so
 * the site's own media queries answer to it, scaled by the builder scale. The frame runs no
 * script at all (sandboxed without scripts): the builder renders into it from outside, so
 * nothing of the site's code runs and nothing in it can reach the app.
 *
 * The canvas measures the room it has beside the open panels, so the builder width fits it
 * (editor.md section 5), and zooms with Ctrl/Cmd + wheel around the pointer, Ctrl/Cmd + 0
 * (fit) and Ctrl/Cmd + 1 (100%), over the canvas and the panels alike.
 */
export const CanvasFrame = observer(function CanvasFrame() {
  const store = useBuilder()
  const t = useT()
  const frame = useRef<HTMLIFrameElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const anchor = useRef<ZoomAnchor>(undefined)
  const [controller, setController] = useState<CanvasController>()
  const [height, setHeight] = useState(0)
  const onKey = useHotkeyHandler()
  const onKeyRef = useRef(onKey)
  onKeyRef.current = onKey

  /** Changes the scale keeping the page's point under the pointer (builder coordinates). */
  const zoomAt = useCallback(
    (next: number, clientX: number, clientY: number) => {
      const stageElement = stage.current
      const window = frame.current?.contentWindow
      const from = store.view.scale
      const to = clampScale(next)
      if (!stageElement || to === from) return
      const rect = stageElement.getBoundingClientRect()
      const stageY = clientY - rect.top
      anchor.current = {
        clientX,
        stageY,
        frameX: (clientX - rect.left) / from,
        frameY: (window?.scrollY ?? 0) + stageY / from,
      }
      store.view.setBuilderScale(to)
    },
    [store],
  )
  const zoomAtRef = useRef(zoomAt)
  zoomAtRef.current = zoomAt

  useEffect(() => {
    const iframe = frame.current
    if (!iframe) return
    let disposeEvents: (() => void) | undefined
    let made: CanvasController | undefined
    const attach = () => {
      const document = iframe.contentDocument
      // The frame's first document is a blank one; its own (srcdoc) replaces it on load.
      if (!document?.body || document.URL !== 'about:srcdoc' || made) return
      document.documentElement.lang = store.renderer.lang
      made = new CanvasController(store, document)
      // Tab leaves the canvas as anywhere else (it does not select the next component here).
      const disposeKeys = listenToCanvas(store, document, (event) => {
        if (event.key !== 'Tab') onKeyRef.current(event, true)
      })
      const disposeDrops = listenToDrops(store, document)
      const disposePreferences = applyCanvasPreferences(document, store.preferences)
      const disposeActivity = inputActivity.watch(document)
      // Wheels inside the frame never reach the builder's document: zoom from here too (its keys,
      // Ctrl/Cmd + 0 and + 1 among them, go to the builder's key handler).
      const wheel = (event: WheelEvent) => {
        const factor = wheelZoomFactor(event)
        if (factor === undefined) return
        event.preventDefault()
        const rect = iframe.getBoundingClientRect()
        const scale = store.view.scale
        zoomAtRef.current(
          scale * factor,
          rect.left + event.clientX * scale,
          rect.top + event.clientY * scale,
        )
      }
      document.addEventListener('wheel', wheel, { passive: false })
      disposeEvents = () => {
        document.removeEventListener('wheel', wheel)
        disposeKeys()
        disposeDrops()
        disposePreferences()
        disposeActivity()
      }
      setController(made)
    }
    if (iframe.contentDocument?.readyState === 'complete') attach()
    iframe.addEventListener('load', attach)
    return () => {
      iframe.removeEventListener('load', attach)
      disposeEvents?.()
      made?.dispose()
    }
  }, [store])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const wheel = (event: WheelEvent) => {
      const factor = wheelZoomFactor(event)
      if (factor === undefined) return
      event.preventDefault()
      zoomAtRef.current(store.view.scale * factor, event.clientX, event.clientY)
    }
    element.addEventListener('wheel', wheel, { passive: false })
    return () => element.removeEventListener('wheel', wheel)
  }, [store])

  useEffect(() => {
    const element = viewport.current
    if (!element) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const measure = () => {
      setHeight(element.clientHeight)
      const style = getComputedStyle(element)
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
      store.view.setCanvasRoom(element.clientWidth - (padding || 0))
    }
    measure()
    const observer = new ResizeObserver(() => {
      clearTimeout(timer)
      timer = setTimeout(measure, CANVAS_RESIZE_DEBOUNCE_MS)
    })
    observer.observe(element)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [store])

  const { builderWidth: width, scale } = store.view

  // After a zoom at the pointer: scroll so the same point of the page is under it again.
  useLayoutEffect(() => {
    const point = anchor.current
    anchor.current = undefined
    const stageElement = stage.current
    const viewportElement = viewport.current
    if (!point || !stageElement || !viewportElement) return
    const left = stageElement.getBoundingClientRect().left
    viewportElement.scrollLeft += left - (point.clientX - point.frameX * scale)
    const window = frame.current?.contentWindow
    window?.scrollTo(window.scrollX, point.frameY - point.stageY / scale)
  }, [scale])

  return (
    // Focusable, so the builder width can be scrolled into view by keyboard when it is wider.
    <div className="canvas-viewport" ref={viewport} tabIndex={0}>
      <div
        className="canvas-stage"
        ref={stage}
        style={{ width: width * scale, height: height || undefined }}
      >
        <iframe
          ref={frame}
          className="canvas-frame"
          title={t('builder.canvas.title')}
          sandbox="allow-same-origin"
          srcDoc={FRAME_HTML}
          style={{
            width,
            height: height ? height / scale : '100%',
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
        {controller && (
          <CanvasOverlay document={controller.document} frame={frame.current} scale={scale} />
        )}
      </div>
      {controller && createPortal(<CanvasPage />, controller.document.body)}
    </div>
  )
})
