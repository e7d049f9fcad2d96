import type { TemplateSummary } from '../../api/templates-api'

/** Template preview images are 16:10 (see `make template-previews`). */
const PREVIEW_WIDTH = 640
const PREVIEW_HEIGHT = 400

/**
 * A template card's picture: its preview image at its own size, or a placeholder of the same
 * shape. Previews load lazily unless `eager` (in view on arrival); `first` is fetched first.
 */
export function TemplatePreview({
  template,
  eager = false,
  first = false,
}: {
  template: TemplateSummary
  eager?: boolean
  first?: boolean
}) {
  const src = template.signed_preview_url || template.preview_url
  if (!src) return <div className="template-placeholder" aria-hidden="true" />
  return (
    <img
      src={src}
      alt=""
      width={PREVIEW_WIDTH}
      height={PREVIEW_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
    />
  )
}
