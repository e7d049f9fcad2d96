import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import { useErrorText } from '../custom-data/use-error-text'
import {
  ITEM_PAGE_SIZES,
  type BulkAction,
  type Collection,
  type CollectionField,
  type CollectionItem,
  type ItemStatus,
  type ItemValue,
} from './collections-api'
import { ItemsTable, type CollectionsStore, type SortColumn } from './collections-store'
import { ItemEditor } from './item-editor'
import { textOf } from './item-draft'

/** The table shows this many fields beside the status and the time of the last change. */
const SHOWN_FIELDS = 4
const STATUSES: readonly ItemStatus[] = ['Draft', 'Published', 'Scheduled']

type Open = { kind: 'edit'; item?: CollectionItem } | { kind: 'bulk'; action: BulkAction }

/**
 * A collection's items, a page (25, 50 or 100) at a time: sorted by a click on a column's
 * header, searched, filtered by status, selected for a bulk publish, unpublish or delete.
 */
export const ItemsPanel = observer(function ItemsPanel({
  collections,
  collection,
}: {
  collections: CollectionsStore
  collection: Collection
}) {
  const t = useT()
  const errorText = useErrorText()
  const table = useMemo(
    () => new ItemsTable(collections.client, collection.id),
    [collections.client, collection.id],
  )
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<Open>()

  useEffect(() => {
    void table.load()
  }, [table])

  const fields = collection.fields.slice(0, SHOWN_FIELDS)
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    void table.setSearch(search)
  }

  const header = (column: SortColumn, label: string) => {
    const sorted = table.sort.column === column
    return (
      <th
        key={String(column)}
        scope="col"
        aria-sort={sorted ? (table.sort.descending ? 'descending' : 'ascending') : 'none'}
      >
        <button
          type="button"
          className="collections-sort"
          onClick={() => void table.sortBy(column)}
        >
          {label}
          <span aria-hidden="true">{sorted ? (table.sort.descending ? ' ↓' : ' ↑') : ''}</span>
        </button>
      </th>
    )
  }

  return (
    <div className="collection-items">
      {collection.fields.length === 0 && (
        <p className="menu-empty">{t('builder.collections.item.noFields')}</p>
      )}
      <div className="collections-toolbar">
        <button
          type="button"
          className="button button-primary"
          disabled={collection.fields.length === 0}
          onClick={() => setOpen({ kind: 'edit' })}
        >
          {t('builder.collections.item.new')}
        </button>
        <form className="collections-search" role="search" onSubmit={submitSearch}>
          <label className="field">
            <span className="visually-hidden">{t('builder.collections.item.search')}</span>
            <input
              type="search"
              placeholder={t('builder.collections.item.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          </label>
          <button type="submit" className="button">
            {t('builder.collections.item.searchSubmit')}
          </button>
        </form>
        <label className="field">
          <span>{t('builder.collections.item.statusFilter')}</span>
          <select
            value={table.status ?? ''}
            onChange={(event) =>
              void table.setStatus(
                (event.currentTarget.value || undefined) as ItemStatus | undefined,
              )
            }
          >
            <option value="">{t('builder.collections.item.allStatuses')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`builder.collections.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('builder.collections.item.pageSize')}</span>
          <select
            value={table.pageSize}
            onChange={(event) => void table.setPageSize(Number(event.currentTarget.value))}
          >
            {ITEM_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {table.selected.size > 0 && (
        <div
          className="collections-bulk"
          role="group"
          aria-label={t('builder.collections.bulk.label')}
        >
          <span>{t('builder.collections.bulk.selected', { count: table.selected.size })}</span>
          <button
            type="button"
            className="button"
            onClick={() => setOpen({ kind: 'bulk', action: 'publish' })}
          >
            {t('builder.collections.bulk.publish')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setOpen({ kind: 'bulk', action: 'unpublish' })}
          >
            {t('builder.collections.bulk.unpublish')}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => setOpen({ kind: 'bulk', action: 'delete' })}
          >
            {t('builder.collections.delete')}
          </button>
        </div>
      )}
      {table.error !== undefined && (
        <p className="field-error" role="alert">
          {errorText(table.error)}
        </p>
      )}
      {table.results.length === 0 ? (
        <p className="menu-empty" role="status">
          {table.loading ? t('builder.collections.loading') : t('builder.collections.item.none')}
        </p>
      ) : (
        <div className="collections-table-wrap">
          <table className="collections-table" aria-busy={table.loading}>
            <caption className="visually-hidden">{t('builder.collections.tab.items')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('builder.collections.item.selectAll')}
                    checked={table.allSelected}
                    onChange={(event) => table.selectAll(event.currentTarget.checked)}
                  />
                </th>
                {fields.map((field) => header(field.id, field.name))}
                <th scope="col">{t('builder.collections.item.status')}</th>
                {header('updated_at', t('builder.collections.item.updated'))}
              </tr>
            </thead>
            <tbody>
              {table.results.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  fields={fields}
                  selected={table.selected.has(item.id)}
                  onSelect={(on) => table.toggle(item.id, on)}
                  onEdit={() => setOpen({ kind: 'edit', item })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="custom-data-pager collections-pager">
        <button
          type="button"
          className="button"
          disabled={table.page <= 1}
          onClick={() => void table.showPage(table.page - 1)}
        >
          {t('builder.customData.previous')}
        </button>
        <span aria-live="polite">
          {t('builder.collections.item.pageOf', {
            page: table.page,
            pages: table.pages,
            total: table.total,
          })}
        </span>
        <button
          type="button"
          className="button"
          disabled={!table.hasMore}
          onClick={() => void table.showPage(table.page + 1)}
        >
          {t('builder.customData.next')}
        </button>
      </div>
      {open?.kind === 'edit' && (
        <ItemEditor
          collections={collections}
          collection={collection}
          {...(open.item ? { item: open.item } : {})}
          onClose={() => setOpen(undefined)}
          onSaved={() => {
            setOpen(undefined)
            void table.load()
          }}
        />
      )}
      {open?.kind === 'bulk' && (
        <BulkDialog
          action={open.action}
          count={table.selected.size}
          run={() => table.bulk(open.action)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  )
})

const ItemRow = observer(function ItemRow({
  item,
  fields,
  selected,
  onSelect,
  onEdit,
}: {
  item: CollectionItem
  fields: readonly CollectionField[]
  selected: boolean
  onSelect(on: boolean): void
  onEdit(): void
}) {
  const t = useT()
  const intl = useIntl()
  const when = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : ''
  const label = fields[0]
    ? cellText(fields[0], item.values[String(fields[0].id)]) || item.id
    : item.id
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={t('builder.collections.item.select', { name: label })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </td>
      {fields.map((field, index) => (
        <td key={field.id}>
          {index === 0 ? (
            <button
              type="button"
              className="collections-link"
              aria-label={t('builder.collections.item.editNamed', { name: label })}
              onClick={onEdit}
            >
              {label}
            </button>
          ) : (
            cellText(field, item.values[String(field.id)])
          )}
        </td>
      ))}
      <td>
        <span className={`collections-status status-${item.status.toLowerCase()}`}>
          {t(`builder.collections.status.${item.status}`)}
        </span>
        {item.status === 'Scheduled' && item.publish_at && (
          <span className="collections-muted"> {when(item.publish_at)}</span>
        )}
      </td>
      <td className="collections-muted">{when(item.updated_at)}</td>
    </tr>
  )
})

/** A value as a table cell shows it: text in the default language, lists counted. */
function cellText(field: CollectionField, value: ItemValue | undefined): string {
  if (value === undefined) return ''
  if (Array.isArray(value)) return value.length === 0 ? '' : `${value.length} ×`
  // An asset or an item is an id: the editor shows what it is.
  if (field.type === 'Image' || field.type === 'File' || field.type === 'Reference') return '1 ×'
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  if (typeof value === 'number') return String(value)
  if (field.type === 'RichText') return textOf(value).replace(/<[^>]*>/g, '')
  return textOf(value)
}

/** Asks before a bulk action, which the service applies to up to 1,000 items. */
function BulkDialog({
  action,
  count,
  run,
  onClose,
}: {
  action: BulkAction
  count: number
  run(): Promise<void>
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const go = async () => {
    setBusy(true)
    try {
      await run()
      onClose()
    } catch (failure) {
      setError(errorText(failure))
      setBusy(false)
    }
  }
  return (
    <Dialog title={t(`builder.collections.bulk.${action}Title`)} onClose={onClose} size="small">
      <p>{t(`builder.collections.bulk.${action}Text`, { count })}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
        <button
          type="button"
          className={`button ${action === 'delete' ? 'button-danger' : 'button-primary'}`}
          disabled={busy}
          onClick={() => void go()}
        >
          {t(`builder.collections.bulk.${action}`)}
        </button>
      </div>
    </Dialog>
  )
}
