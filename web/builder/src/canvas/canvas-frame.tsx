import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
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
import { inputActivity } from '../input-activity'

/** The frame's first document: the page's own markup goes into its body. */
const FRAME_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body></html>'

/** How long the canvas waits for its container to stop resizing (editor.md section 9). */
export const CANVAS_RESIZE_DEBOUNCE_MS = 150

/**
 * The canvas: the page rendered by the renderer into a frame as wide as the builder width, so
 * the site's own media queries answer to it, scaled by the builder scale. The frame runs no
 * script at all (sandboxed without scripts): the builder renders into it from outside, so
 * nothing of the site's code runs and nothing in it can reach the app.
 */
export const CanvasFrame = observer(function CanvasFrame() {
  const store = useBuilder()
  const t = useT()
  const frame = useRef<HTMLIFrameElement>(null)
  const viewport = useRef<HTMLDivElement>(null)
  const [controller, setController] = useState<CanvasController>()
  const [height, setHeight] = useState(0)
  const onKey = useHotkeyHandler()
  const onKeyRef = useRef(onKey)
  onKeyRef.current = onKey

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
      const disposeKeys = listenToCanvas(store, document, (event) => onKeyRef.current(event, true))
      const disposeDrops = listenToDrops(store, document)
      const disposePreferences = applyCanvasPreferences(document, store.preferences)
      const disposeActivity = inputActivity.watch(document)
      disposeEvents = () => {
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
    let timer: ReturnType<typeof setTimeout> | undefined
    const measure = () => setHeight(element.clientHeight)
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
  }, [])

  const { builderWidth: width, builderScale: scale } = store.view
  return (
    // Focusable, so the builder width can be scrolled into view by keyboard when it is wider.
    <div className="canvas-viewport" ref={viewport} tabIndex={0}>
      <div className="canvas-stage" style={{ width: width * scale, height: height || undefined }}>
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
