import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { acceptedAssetUrl, applyImageUrl, applyVideoUrl } from './apply-asset'
import { assetLibrary, needsNameTooltip, pickable, type AssetPickKind } from './asset-library'
import type { BuilderAsset } from './asset-client'
import { AssetThumb } from './asset-thumb'
import { AssetsRouteLink } from './asset-dialogs'
import './assets.css'

/**
 * The select-asset modal (images) and the select-video-source modal (mp4): picking an asset
 * closes the modal and applies its address to the component; an external address is applied
 * with Set. Each application is one undoable site-format command.
 */
export const SelectAssetDialog = observer(function SelectAssetDialog({
  kind,
  componentId,
  onPick,
  onPickAsset,
  onClose,
}: {
  kind: AssetPickKind
  componentId?: string
  /** Takes the address instead of applying it to the component (a background layer). */
  onPick?: (address: string) => void
  /** Takes the asset itself (a collection item's image or file keeps its id); no address form. */
  onPickAsset?: (asset: BuilderAsset) => void
  onClose(): void
}) {
  const store = useBuilder()
  const t = useT()
  const library = assetLibrary(store)
  const searchId = useId()
  const urlId = useId()
  const urlErrorId = useId()
  const [url, setUrl] = useState('')
  const [urlError, setUrlError] = useState(false)

  useEffect(() => library.start(), [library])

  const apply = (address: string) => {
    if (kind === 'file') return
    if (onPick) {
      onPick(address)
      onClose()
      return
    }
    if (componentId === undefined) return
    const done =
      kind === 'image'
        ? applyImageUrl(store, componentId, address)
        : applyVideoUrl(store, componentId, address)
    if (done) onClose()
  }

  const setExternal = () => {
    const accepted = acceptedAssetUrl(url)
    if (!accepted) {
      setUrlError(true)
      return
    }
    apply(accepted)
  }

  const choices = library.assets.filter((asset) => pickable(asset, kind))
  const title =
    kind === 'image'
      ? t('builder.assets.selectImage')
      : kind === 'video'
        ? t('builder.assets.selectVideo')
        : t('builder.assets.selectFile')
  const noneText =
    kind === 'image'
      ? t('builder.assets.noImages')
      : kind === 'video'
        ? t('builder.assets.noVideos')
        : t('builder.assets.noFiles')

  return (
    <Dialog title={title} onClose={onClose} size="large">
      {!onPickAsset && (
        <form
          className="assets-url-form"
          onSubmit={(event) => {
            event.preventDefault()
            setExternal()
          }}
        >
          <div className="field">
            <label htmlFor={urlId}>
              {kind === 'image' ? t('builder.assets.imageUrl') : t('builder.assets.videoUrl')}
            </label>
            <div className="inline-form">
              <input
                id={urlId}
                type="text"
                inputMode="url"
                autoComplete="url"
                className="text-input"
                placeholder="https://"
                value={url}
                aria-invalid={urlError}
                aria-describedby={urlError ? urlErrorId : undefined}
                onChange={(event) => {
                  setUrl(event.currentTarget.value)
                  setUrlError(false)
                }}
              />
              <button
                type="submit"
                className="button button-primary"
                disabled={url.trim() === '' || !store.editor.editingEnabled}
              >
                {t('builder.assets.set')}
              </button>
            </div>
            {urlError && (
              <p id={urlErrorId} className="field-error" role="alert">
                {t('builder.assets.urlInvalid')}
              </p>
            )}
          </div>
        </form>
      )}
      <div className="assets-picker-head">
        <h3 className="menu-heading">
          {kind === 'image'
            ? t('builder.assets.yourImages')
            : kind === 'video'
              ? t('builder.assets.yourVideos')
              : t('builder.assets.yourFiles')}
        </h3>
        <label className="visually-hidden" htmlFor={searchId}>
          {t('builder.assets.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="text-input assets-search"
          placeholder={t('builder.assets.search')}
          value={library.searchInput}
          onChange={(event) => library.setSearch(event.currentTarget.value)}
        />
      </div>
      {!store.loggedIn ? (
        <p className="menu-empty">{t('builder.assets.pickerLogin')}</p>
      ) : !library.loaded ? (
        <p className="menu-empty" role="status">
          {t('builder.assets.loading')}
        </p>
      ) : choices.length === 0 ? (
        <p className="menu-empty">{noneText}</p>
      ) : (
        <ul className="assets-picker-grid" aria-label={title}>
          {choices.map((asset) => (
            <li key={asset.id}>
              <button
                type="button"
                className="assets-pick"
                title={needsNameTooltip(asset.name) ? asset.name : undefined}
                disabled={!store.editor.editingEnabled}
                onClick={() => {
                  if (onPickAsset) {
                    onPickAsset(asset)
                    onClose()
                  } else apply(asset.url!)
                }}
              >
                <AssetThumb asset={asset} />
                <span className="assets-pick-name">{asset.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions assets-dialog-actions">
        {store.loggedIn && <AssetsRouteLink />}
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
      </div>
    </Dialog>
  )
})
