import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { collectionPreview, itemName } from './collection-preview'
import './collection-pages.css'

/** How long the picker waits after the last key before it searches. */
export const ITEM_SEARCH_DEBOUNCE_MS = 300

/**
 * The toolbar's item picker on a template page: which item the canvas shows (the first one
 * until another is chosen), found by name. A view choice: nothing of the site changes.
 */
export const TemplateItemPicker = observer(function TemplateItemPicker() {
  const store = useBuilder()
  const t = useT()
  const preview = collectionPreview(store)
  const route = store.view.activeRoute
  void store.editor.pagesVersion
  void store.editor.epoch
  const binding = store.editor.site.pages[route]?.collection
  const [search, setSearch] = useState(preview.search)
  const collectionId = binding?.collection
  useEffect(() => {
    // The canvas starts the preview too; the picker does not wait for it.
    if (collectionId === undefined) return
    preview.start()
    void preview.sync()
  }, [preview, route, collectionId])
  useEffect(() => {
    if (search === preview.search) return
    const timer = setTimeout(() => preview.setSearch(search), ITEM_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [preview, search])
  if (!preview.available || binding === undefined) return null
  const collection = preview.byId(binding.collection)
  const items = preview.pickerItems.get(route)
  const chosen = preview.chosenItem(route)
  const lang = store.translations.activeLanguage
  const name = (item: NonNullable<typeof chosen>) =>
    collection ? itemName(item, collection, lang, binding.slugField) : item.id
  const listed = items ?? []
  return (
    <span className="toolbar-item-picker" role="group" aria-label={t('builder.itemPicker.label')}>
      <span className="toolbar-item-label" aria-hidden="true">
        {t('builder.itemPicker.short')}
      </span>
      <input
        type="search"
        className="toolbar-item-search"
        value={search}
        placeholder={t('builder.itemPicker.search')}
        aria-label={t('builder.itemPicker.search')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <span className="toolbar-select">
        <select
          aria-label={t('builder.itemPicker.item')}
          title={
            chosen
              ? t('builder.itemPicker.showing', { name: name(chosen) })
              : t('builder.itemPicker.item')
          }
          value={chosen?.id ?? ''}
          disabled={listed.length === 0 && chosen === undefined}
          onChange={(event) => {
            const item = listed.find((each) => each.id === event.target.value)
            if (item === undefined) return
            preview.keep(item)
            preview.choose(route, item.id)
          }}
        >
          {chosen === undefined && (
            <option value="">
              {t(items === undefined ? 'builder.itemPicker.loading' : 'builder.itemPicker.none')}
            </option>
          )}
          {chosen !== undefined && !listed.includes(chosen) && (
            <option value={chosen.id}>{name(chosen)}</option>
          )}
          {listed.map((item) => (
            <option key={item.id} value={item.id}>
              {name(item)}
            </option>
          ))}
        </select>
      </span>
    </span>
  )
})
