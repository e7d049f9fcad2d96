import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { Icon } from '../ui/icons'
import type { BuilderAsset } from './asset-client'
import type { AssetLibrary, UploadEntry, UploadError } from './asset-library'
import { formatSize, isImage, typeLabel } from './asset-thumb'

export type PreviewBackground = 'white' | 'black'

/** An asset shown large; an image's background toggles between white and black. */
export function AssetPreviewDialog({ asset, onClose }: { asset: BuilderAsset; onClose(): void }) {
  const t = useT()
  const [background, setBackground] = useState<PreviewBackground>('white')
  const [dimensions, setDimensions] = useState<string>()
  const url = asset.url ?? ''
  const image = isImage(asset)
  return (
    <Dialog title={asset.name} onClose={onClose} size="large">
      {image && (
        <div className="assets-preview-toolbar">
          <button
            type="button"
            className="button"
            aria-pressed={background === 'black'}
            onClick={() => setBackground(background === 'white' ? 'black' : 'white')}
          >
            <span className={`assets-swatch assets-swatch-${background}`} aria-hidden="true" />
            {t('builder.assets.previewBlack')}
          </button>
        </div>
      )}
      <div
        className={`assets-preview assets-preview-${background}`}
        data-background={image ? background : undefined}
      >
        {image ? (
          <img
            src={url}
            alt={asset.name}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget
              if (naturalWidth > 0) setDimensions(`${naturalWidth} × ${naturalHeight}`)
            }}
          />
        ) : asset.content_type === 'video/mp4' ? (
          <video src={url} controls aria-label={asset.name} />
        ) : (
          <p className="assets-preview-file">{typeLabel(asset.content_type)}</p>
        )}
      </div>
      <p className="assets-preview-meta">
        <span>
          {[dimensions, typeLabel(asset.content_type), formatSize(asset.size || asset.content_size)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <a href={url} target="_blank" rel="noopener noreferrer" className="link-button">
          {t('builder.assets.openFile')}
          <Icon name="external" size={14} />
        </a>
      </p>
    </Dialog>
  )
}

/** Deleting an asset, once confirmed. */
export const DeleteAssetDialog = observer(function DeleteAssetDialog({
  asset,
  library,
  onClose,
}: {
  asset: BuilderAsset
  library: AssetLibrary
  onClose(): void
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const error = library.actionError
  return (
    <Dialog title={t('builder.assets.deleteTitle')} onClose={onClose} size="small">
      <p>{t('builder.assets.deleteConfirm', { name: asset.name })}</p>
      {error && <ErrorLine error={error} />}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            const removed = await library.remove(asset)
            setBusy(false)
            if (removed) onClose()
          }}
        >
          {t('builder.assets.delete')}
        </button>
      </div>
    </Dialog>
  )
})

/** An upload's failure as one line: the code's message (errors.{code}), else the server's text. */
export function useErrorText(): (error: UploadError) => string {
  const t = useT()
  const intl = useIntl()
  return (error) => {
    if (error.key && Object.hasOwn(intl.messages, error.key)) return t(error.key)
    return error.text ?? t('errors.asset_upload_failed')
  }
}

function ErrorLine({ error }: { error: UploadError }) {
  const text = useErrorText()
  return (
    <p className="field-error" role="alert" data-error-code={error.code}>
      {text(error)}
    </p>
  )
}

/** The uploads under way and how each ended, one line a file. */
export const UploadList = observer(function UploadList({ library }: { library: AssetLibrary }) {
  const t = useT()
  const text = useErrorText()
  if (library.uploads.length === 0) return null
  return (
    <ul className="assets-uploads" aria-label={t('builder.assets.uploads')}>
      {library.uploads.map((entry: UploadEntry) => (
        <li key={entry.id} className={`assets-upload assets-upload-${entry.status}`}>
          {entry.status === 'failed' ? (
            <p role="alert" data-error-code={entry.error?.code}>
              <Icon name="alert" size={14} />
              <span>
                {t('builder.assets.failed', {
                  name: entry.name,
                  message: text(entry.error ?? {}),
                })}
              </span>
            </p>
          ) : (
            <p role="status">
              {entry.status === 'done' ? (
                <Icon name="check" size={14} />
              ) : (
                <span className="assets-spinner" aria-hidden="true" />
              )}
              <span>
                {t(
                  entry.status === 'done'
                    ? entry.action === 'replace'
                      ? 'builder.assets.replaced'
                      : 'builder.assets.uploaded'
                    : 'builder.assets.uploading',
                  { name: entry.name },
                )}
              </span>
            </p>
          )}
          {entry.status !== 'uploading' && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('builder.assets.dismiss', { name: entry.name })}
              onClick={() => library.dismissUpload(entry.id)}
            >
              <Icon name="close" size={12} />
            </button>
          )}
        </li>
      ))}
    </ul>
  )
})

/** The link that opens the asset manager (the Assets route) in a new tab. */
export function AssetsRouteLink() {
  const store = useBuilder()
  const t = useT()
  return (
    <a
      className="assets-manager-link"
      href={store.host.href('Assets')}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('builder.assets.manage')}
      <Icon name="external" size={14} />
      <span className="visually-hidden">{t('builder.assets.newTab')}</span>
    </a>
  )
}

/** The asset upload modal: choose or drop files; each file's outcome; the asset manager link. */
export const UploadAssetDialog = observer(function UploadAssetDialog({
  library,
  onClose,
}: {
  library: AssetLibrary
  onClose(): void
}) {
  const t = useT()
  const chooser = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <Dialog title={t('builder.assets.uploadTitle')} onClose={onClose}>
      <div
        className={`assets-dropzone${over ? ' over' : ''}`}
        onDragOver={(event) => {
          if (![...event.dataTransfer.types].includes('Files')) return
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          void library.upload([...event.dataTransfer.files])
        }}
      >
        <Icon name="upload" size={28} />
        <p>{t('builder.assets.dropHint')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => chooser.current?.click()}
        >
          {t('builder.assets.choose')}
        </button>
        <p className="assets-dropzone-note">{t('builder.assets.limits')}</p>
        <input
          ref={chooser}
          type="file"
          multiple
          hidden
          aria-label={t('builder.assets.choose')}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])]
            event.currentTarget.value = ''
            void library.upload(files)
          }}
        />
      </div>
      <UploadList library={library} />
      <div className="form-actions assets-dialog-actions">
        <AssetsRouteLink />
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.close')}
        </button>
      </div>
    </Dialog>
  )
})
