import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Theme } from '@tessera/site-format'
import { PREVIEW_WIDTH, sectionPreviewHtml } from './section-preview'

/** The width of a thumbnail in the New menu, in CSS pixels. */
const THUMB_WIDTH = 236
const SCALE = THUMB_WIDTH / PREVIEW_WIDTH
/** Tall sections are cut here, so a list of them stays easy to scan. */
const MAX_HEIGHT = 200

/**
 * A section rendered at desktop width in a frame without scripts, scaled down: exactly what
 * the published page shows, in the site's theme.
 */
export function SectionThumbnail({
  theme,
  sectionId,
  language,
}: {
  theme: Theme
  sectionId: string
  language: string
}) {
  // The theme object is edited in place; its text says whether it changed.
  const themeKey = JSON.stringify(theme)
  const html = useMemo(
    () => sectionPreviewHtml(theme, sectionId, language),
    [themeKey, sectionId, language],
  )
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(560)
  const measure = () => {
    const body = frame.current?.contentDocument?.body
    if (body) setHeight(Math.max(120, body.scrollHeight))
  }
  useLayoutEffect(measure, [html])
  return (
    <div
      className="section-thumb"
      aria-hidden="true"
      style={{ height: `${Math.min(MAX_HEIGHT, Math.round(height * SCALE))}px` }}
    >
      <iframe
        ref={frame}
        title=""
        tabIndex={-1}
        sandbox="allow-same-origin"
        srcDoc={html}
        onLoad={measure}
        style={{ width: `${PREVIEW_WIDTH}px`, height: `${height}px`, transform: `scale(${SCALE})` }}
      />
    </div>
  )
}
