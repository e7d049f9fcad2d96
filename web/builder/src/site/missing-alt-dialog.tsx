import type { ImageWithoutAlt } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'

/** Before publishing: the images that say nothing to people who cannot see them. */
export function MissingAltDialog({
  images,
  onClose,
  onPublish,
  onSelect,
}: {
  images: ImageWithoutAlt[]
  onClose(): void
  onPublish(): void
  onSelect(image: ImageWithoutAlt): void
}) {
  const t = useT()
  return (
    <Dialog title={t('builder.publish.altTitle')} onClose={onClose} size="small">
      <p className="publish-alt-intro">{t('builder.publish.altIntro', { count: images.length })}</p>
      <ul className="publish-alt-list">
        {images.map((image) => (
          <li key={image.componentId}>
            <span className="publish-alt-name">
              <span>{image.name}</span>
              <span className="menu-note">{image.pageName}</span>
            </span>
            <button
              type="button"
              className="button"
              aria-label={t('builder.publish.altSelect', {
                name: image.name,
                page: image.pageName,
              })}
              onClick={() => onSelect(image)}
            >
              {t('builder.publish.altSelectShort')}
            </button>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.publish.cancel')}
        </button>
        <button type="button" className="button button-primary" onClick={onPublish}>
          {t('builder.publish.anyway')}
        </button>
      </div>
    </Dialog>
  )
}
