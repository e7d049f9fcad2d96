import { observer } from 'mobx-react-lite'
import { shortcutOf } from '../actions/action-key'
import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import type { BuilderAsset } from './asset-client'
import { AssetCard, type CardAction } from './asset-card'
import {
  AssetPreviewDialog,
  AssetsRouteLink,
  DeleteAssetDialog,
  UploadAssetDialog,
  UploadList,
} from './asset-dialogs'
import { assetLibrary } from './asset-library'
import './assets.css'

type Open =
  | { kind: 'upload' }
  | { kind: 'preview'; asset: BuilderAsset }
  | { kind: 'delete'; asset: BuilderAsset }

/**
 * The Asset menu (editor.md section 2): the user's assets as small draggable cards with update,
 * delete, preview and replace; a plus that opens the upload modal (hidden on a scratch site);
 * files dropped onto the menu upload; search; the empty text; the asset manager link.
 */
export const AssetsMenu = observer(function AssetsMenu() {
  const store = useBuilder()
  const t = useT()
  const library = assetLibrary(store)
  const searchId = useId()
  const [open, setOpen] = useState<Open>()
  const [over, setOver] = useState(false)
  const requests = library.uploadRequests
  const seen = useRef(requests)

  useEffect(() => library.start(), [library])

  // The menu's new key (n) asks for the upload modal; only the menu shows it.
  useEffect(() => {
    if (requests !== seen.current && library.canUpload) setOpen({ kind: 'upload' })
    seen.current = requests
  }, [requests, library])

  const onCard = (action: CardAction, asset: BuilderAsset) => setOpen({ kind: action, asset })
  const searching = library.search !== ''

  return (
    <div
      className={`assets-menu${over ? ' drop-over' : ''}`}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes('Files')) return
        event.preventDefault()
        event.dataTransfer.dropEffect = library.canUpload ? 'copy' : 'none'
        setOver(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return
        event.preventDefault()
        setOver(false)
        void library.upload([...event.dataTransfer.files])
      }}
    >
      <div className="assets-menu-bar">
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
        {library.canUpload && (
          <button
            type="button"
            className="icon-button assets-add"
            aria-label={t('builder.assets.upload')}
            title={t('builder.assets.upload')}
            aria-keyshortcuts={shortcutOf(store.preferences.keyOf('assets.new'))}
            onClick={() => setOpen({ kind: 'upload' })}
          >
            <Icon name="plus" size={18} />
          </button>
        )}
      </div>
      <UploadList library={library} />
      {!library.loaded ? (
        <p className="menu-empty" role="status">
          {t('builder.assets.loading')}
        </p>
      ) : library.assets.length === 0 ? (
        <p className="menu-empty assets-empty">
          {searching
            ? t('builder.assets.noMatch')
            : library.canUpload
              ? t('builder.assets.empty')
              : t('builder.assets.emptyScratch')}
        </p>
      ) : (
        <ul className="assets-grid" aria-label={t('builder.assets.list')}>
          {library.assets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} library={library} onAction={onCard} />
          ))}
        </ul>
      )}
      {library.canUpload && <p className="assets-drop-note">{t('builder.assets.dropMenu')}</p>}
      <AssetsRouteLink />
      {open?.kind === 'upload' && (
        <UploadAssetDialog library={library} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'preview' && (
        <AssetPreviewDialog asset={open.asset} onClose={() => setOpen(undefined)} />
      )}
      {open?.kind === 'delete' && (
        <DeleteAssetDialog
          asset={open.asset}
          library={library}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  )
})
