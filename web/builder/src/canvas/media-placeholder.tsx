import { createElement, type ReactNode, type Ref } from 'react'
import { useT } from '../i18n/use-t'

/**
 * What an image or a video without a source shows on the canvas: a box with "Choose image" or
 * "Choose video" in place of a broken image or a black frame (published pages leave such media
 * out). The box keeps the component's id and classes, so it is selected, moved and styled as
 * the media would be; the look comes from `MEDIA_PLACEHOLDER_CSS`.
 */
export function MediaPlaceholder({
  kind,
  props,
}: {
  kind: 'image' | 'video'
  props: Record<string, unknown>
}): ReactNode {
  const t = useT()
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (KEPT_PROPS.has(name) || name.startsWith('data-') || name.startsWith('aria-')) {
      kept[name] = value
    }
  }
  kept.ref = props.ref as Ref<HTMLDivElement> | undefined
  kept.className = `${String(props.className ?? '')} ${PLACEHOLDER_CLASS} ${PLACEHOLDER_CLASS}-${kind}`
  kept['data-media-placeholder'] = kind
  return createElement(
    'div',
    kept,
    <span className={`${PLACEHOLDER_CLASS}-label`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {kind === 'image' ? (
          <>
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 16l-5-5-9 9" />
          </>
        ) : (
          <>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="M10 9l5 3-5 3z" />
          </>
        )}
      </svg>
      <span>{t(kind === 'image' ? 'builder.placeholder.image' : 'builder.placeholder.video')}</span>
    </span>,
  )
}

const KEPT_PROPS: ReadonlySet<string> = new Set(['id', 'className', 'role', 'title', 'tabIndex'])

const PLACEHOLDER_CLASS = 'tessera-media-placeholder'

/**
 * The placeholder's look, for the canvas document. Sizes are minimums at the lowest
 * specificity, so the block's own width and height still decide; the colours are doubled up to
 * cover the dark background a video has.
 */
export const MEDIA_PLACEHOLDER_CSS = `
.${PLACEHOLDER_CLASS} { position: relative; min-width: 140px; min-height: 40px; aspect-ratio: 4 / 3; box-sizing: border-box; }
.${PLACEHOLDER_CLASS}-video { width: 640px; }
.${PLACEHOLDER_CLASS}.${PLACEHOLDER_CLASS} { background: #eef1f6; border: 1.5px dashed #8792a6; border-radius: 6px; color: #3f4756; overflow: hidden; }
.${PLACEHOLDER_CLASS}-label { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: 6px; padding: 0 8px; font: 500 13px/1.2 system-ui, -apple-system, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', sans-serif; white-space: nowrap; pointer-events: none; }
.${PLACEHOLDER_CLASS}-label svg { flex: none; fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; stroke-linejoin: round; }
.${PLACEHOLDER_CLASS}-label span { overflow: hidden; text-overflow: ellipsis; }
`
