import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ASSET_DRAG_TYPE, type AssetDragData } from '../dnd/drag-data'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import type { BuilderAsset } from './asset-client'
import { needsNameTooltip, type AssetLibrary } from './asset-library'
import { AssetThumb, formatSize, typeLabel } from './asset-thumb'

export type CardAction = 'preview' | 'delete'

/**
 * The small draggable asset card of the Asset menu: drag it onto the canvas or the tree, or
 * press it to add the asset to the page. It offers update (rename) and a menu with Replace,
 * Preview and Delete.
 */
export const AssetCard = observer(function AssetCard({
  asset,
  library,
  onAction,
}: {
  asset: BuilderAsset
  library: AssetLibrary
  onAction(action: CardAction, asset: BuilderAsset): void
}) {
  const store = useBuilder()
  const t = useT()
  const [renaming, setRenaming] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const moreButton = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const chooser = useRef<HTMLInputElement>(null)
  const url = asset.url ?? ''
  const tooltip = needsNameTooltip(asset.name) ? asset.name : undefined
  const canPlace = store.editor.editingEnabled && url !== ''

  useEffect(() => {
    if (menuOpen) menu.current?.querySelector<HTMLButtonElement>('button')?.focus()
  }, [menuOpen])

  const closeMenu = (refocus = true) => {
    setMenuOpen(false)
    if (refocus) moreButton.current?.focus()
  }

  const menuKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      closeMenu()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(at + step + items.length) % items.length]?.focus()
    }
  }

  const act = (action: CardAction | 'replace') => {
    closeMenu(action !== 'replace')
    if (action === 'replace') chooser.current?.click()
    else onAction(action, asset)
  }

  return (
    <li className="assets-card-item">
      <div
        className="assets-card"
        draggable={url !== ''}
        onDragStart={(event) => {
          const data: AssetDragData = { url, contentType: asset.content_type, name: asset.name }
          event.dataTransfer.setData(ASSET_DRAG_TYPE, JSON.stringify(data))
          event.dataTransfer.setData('text/uri-list', url)
          event.dataTransfer.effectAllowed = 'copy'
        }}
      >
        <button
          type="button"
          className="assets-card-main"
          title={tooltip}
          aria-label={t('builder.assets.place', { name: asset.name })}
          disabled={!canPlace}
          onClick={() =>
            store.components.addAsset({ url, contentType: asset.content_type, name: asset.name })
          }
        >
          <AssetThumb asset={asset} />
        </button>
        {renaming ? (
          <RenameField
            asset={asset}
            onDone={async (name) => {
              setRenaming(false)
              if (name !== undefined) await library.rename(asset, name)
            }}
          />
        ) : (
          <div className="assets-card-footer">
            <span className="assets-card-text">
              <span className="assets-card-name" title={tooltip}>
                {asset.name}
              </span>
              <span className="assets-card-meta">
                {typeLabel(asset.content_type)} · {formatSize(asset.size || asset.content_size)}
              </span>
            </span>
            <button
              type="button"
              className="icon-button assets-card-button"
              aria-label={t('builder.assets.rename', { name: asset.name })}
              title={t('builder.assets.renameShort')}
              onClick={() => setRenaming(true)}
            >
              <Icon name="pencil" size={14} />
            </button>
            <button
              ref={moreButton}
              type="button"
              className="icon-button assets-card-button"
              aria-label={t('builder.assets.actions', { name: asset.name })}
              title={t('builder.assets.actionsShort')}
              aria-haspopup="true"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? menuId : undefined}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <Icon name="more" size={14} />
            </button>
          </div>
        )}
        {menuOpen && (
          <div
            ref={menu}
            id={menuId}
            className="assets-card-menu"
            onKeyDown={menuKeys}
            onBlur={(event) => {
              if (!menu.current?.contains(event.relatedTarget as Node | null)) setMenuOpen(false)
            }}
          >
            <button type="button" onClick={() => act('replace')}>
              {t('builder.assets.replace')}
            </button>
            <button type="button" onClick={() => act('preview')}>
              {t('builder.assets.preview')}
            </button>
            <button type="button" className="danger" onClick={() => act('delete')}>
              {t('builder.assets.delete')}
            </button>
          </div>
        )}
        <input
          ref={chooser}
          type="file"
          hidden
          aria-label={t('builder.assets.replaceFile', { name: asset.name })}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void library.replace(asset, file)
          }}
        />
      </div>
    </li>
  )
})

function RenameField({
  asset,
  onDone,
}: {
  asset: BuilderAsset
  onDone(name: string | undefined): void
}) {
  const t = useT()
  const [name, setName] = useState(asset.name)
  const done = useRef(false)
  const finish = (value: string | undefined) => {
    if (done.current) return
    done.current = true
    onDone(value)
  }
  return (
    <input
      className="text-input assets-card-rename"
      aria-label={t('builder.assets.nameLabel')}
      value={name}
      autoFocus
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') finish(name)
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          finish(undefined)
        }
      }}
      onBlur={() => finish(name)}
    />
  )
}
