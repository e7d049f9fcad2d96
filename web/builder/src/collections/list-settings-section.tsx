import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import {
  itemTimeFields,
  MAX_LIST_FILTERS,
  MAX_LIST_LIMIT,
  MAX_LIST_SORTS,
  validateListPlace,
  type CollectionList,
  type ListFilter,
  type ListFilterOp,
  type ListSort,
} from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT, type Translate } from '../i18n/use-t'
import { bindingScope } from './binding-scope'
import { collectionPreview } from './collection-preview'
import type { Collection } from './collections-api'
import './collection-pages.css'

/** The operators a filter offers, without "references" (offered on template pages only). */
const VALUE_OPS: readonly ListFilterOp[] = ['equals', 'contains', 'before', 'after', 'is_set']

/** A list's settings without empty parts, as the document keeps them (undo is exact). */
export function cleanList(list: CollectionList): CollectionList {
  const out: CollectionList = { limit: list.limit }
  if (list.collection !== undefined) out.collection = list.collection
  if (list.source !== undefined) out.source = list.source
  if (list.filters !== undefined && list.filters.length > 0) out.filters = list.filters
  if (list.sort !== undefined && list.sort.length > 0) out.sort = list.sort
  if (list.offset !== undefined && list.offset > 0) out.offset = list.offset
  if (list.paginate === true) out.paginate = true
  return out
}

type ListField = ListFilter['field'] | ListSort['field']

function fieldValue(field: ListField): string {
  return typeof field === 'number' ? String(field) : field
}

function parseField(value: string): ListField {
  return /^\d+$/.test(value) ? Number(value) : (value as ListField)
}

function listFieldName(t: Translate, collection: Collection | undefined, field: ListField): string {
  if (typeof field === 'number') {
    return (
      collection?.fields.find((each) => each.id === field)?.name ?? t('builder.binding.missing')
    )
  }
  return t(`builder.list.time.${field}`)
}

/**
 * A text or number committed on Enter or when the field is left, so typing makes one step.
 */
function CommitInput({
  value,
  onCommit,
  ...props
}: {
  value: string
  onCommit(value: string): void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  const commit = () => {
    if (text !== value) onCommit(text)
  }
  return (
    <input
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          commit()
        }
      }}
    />
  )
}

/**
 * The component menu's collection list settings: the collection, filters, two sorts, the
 * limit, offset and pages, and the empty state's text. Each change is one undoable step.
 */
export const ListSettingsSection = observer(function ListSettingsSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const ids = {
    collection: useId(),
    limit: useId(),
    offset: useId(),
    empty: useId(),
    title: useId(),
  }
  const preview = collectionPreview(store)
  useEffect(() => void preview.loadCollections(), [preview])
  store.editor.signals.track(id)
  void store.editor.pagesVersion
  const component = store.editor.doc.findComponent(id)
  const list = component?.list
  if (!component || list === undefined) return null
  const editing = store.editor.editingEnabled
  const collections = preview.collections ?? []
  const collection = preview.byId(list.collection)
  const route = store.view.activeRoute
  const onTemplatePage = store.editor.site.pages[route]?.collection !== undefined
  // A list inside another list's item (or on a template page) may show a reference field's items.
  const scope = bindingScope(store.editor.doc, route, id, collections)
  const sourceFields = (preview.byId(scope?.collectionId)?.fields ?? []).filter(
    (field) => field.type === 'Reference' || field.type === 'MultiReference',
  )
  let outerLists = 0
  for (let at = component.parentId; at !== undefined;) {
    const outer = store.editor.doc.findComponent(at)
    if (outer?.list !== undefined) outerLists++
    at = outer?.parentId
  }
  const placeError = validateListPlace(list, outerLists, onTemplatePage)
  const set = (next: CollectionList) => store.components.setList(id, cleanList(next))
  const filters = list.filters ?? []
  const sorts = list.sort ?? []
  const empty = component.children?.[1]
  // The text visitors read in the canvas language (a translated text's, not its placeholder).
  const emptyText =
    empty !== undefined && (empty.children?.length ?? 0) === 0
      ? store.components.shownContent(empty.id)
      : undefined
  const fieldOptions = (
    <>
      {(collection?.fields ?? [])
        .filter((field) => field.type !== 'MultiReference' && field.type !== 'Gallery')
        .map((field) => (
          <option key={field.id} value={field.id}>
            {field.name}
          </option>
        ))}
      {itemTimeFields.map((time) => (
        <option key={time} value={time}>
          {t(`builder.list.time.${time}`)}
        </option>
      ))}
    </>
  )
  const referenceFields = (collection?.fields ?? []).filter(
    (field) => field.type === 'Reference' || field.type === 'MultiReference',
  )
  const firstField = collection?.fields[0]?.id ?? 'created_at'
  const setFilter = (index: number, filter: ListFilter) =>
    set({ ...list, filters: filters.map((each, i) => (i === index ? filter : each)) })
  const setSort = (index: number, sort: ListSort) =>
    set({ ...list, sort: sorts.map((each, i) => (i === index ? sort : each)) })

  return (
    <section className="menu-section list-settings-section" aria-labelledby={ids.title}>
      <div className="section-head">
        <h3 className="section-title" id={ids.title}>
          {t('builder.list.title')}
        </h3>
      </div>
      <div className="list-settings">
        <div className="field">
          <label htmlFor={ids.collection}>{t('builder.list.collection')}</label>
          <select
            id={ids.collection}
            value={
              list.source !== undefined ? `source:${list.source.field}` : (list.collection ?? '')
            }
            disabled={!editing}
            onChange={(event) => {
              const chosen = event.target.value
              // Filters and sorts name fields of the collection they were made for.
              if (chosen.startsWith('source:')) {
                set({ limit: list.limit, source: { field: Number(chosen.slice(7)) } })
              } else {
                set({ limit: list.limit, ...(chosen === '' ? {} : { collection: chosen }) })
              }
            }}
          >
            <option value="">{t('builder.list.chooseCollection')}</option>
            {collections.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
            {sourceFields.length > 0 && (
              <optgroup label={t('builder.list.referenceGroup')}>
                {sourceFields.map((field) => (
                  <option key={field.id} value={`source:${field.id}`}>
                    {t('builder.list.referenceField', { field: field.name })}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
        {list.source !== undefined && (
          <p className="menu-note">{t('builder.list.fromReference')}</p>
        )}
        {placeError !== undefined && (
          <p className="field-error" role="alert">
            {t(placeError.key)}
          </p>
        )}
        {collection === undefined && list.source === undefined && (
          <p className="menu-note">{t('builder.list.needsCollection')}</p>
        )}
        {collection !== undefined && (
          <fieldset className="list-group">
            <legend>{t('builder.list.filters')}</legend>
            {filters.length === 0 && <p className="menu-note">{t('builder.list.noFilters')}</p>}
            {filters.map((filter, index) => (
              <FilterRow
                key={index}
                index={index}
                filter={filter}
                collection={collection}
                fieldOptions={fieldOptions}
                referenceFields={referenceFields.map((f) => ({ id: f.id, name: f.name }))}
                onTemplatePage={onTemplatePage}
                disabled={!editing}
                onChange={(next) => setFilter(index, next)}
                onRemove={() => set({ ...list, filters: filters.filter((_, i) => i !== index) })}
              />
            ))}
            {filters.length < MAX_LIST_FILTERS && (
              <button
                type="button"
                className="button button-small"
                disabled={!editing}
                onClick={() =>
                  set({
                    ...list,
                    filters: [...filters, { field: firstField, op: 'is_set', value: true }],
                  })
                }
              >
                {t('builder.list.addFilter')}
              </button>
            )}
          </fieldset>
        )}
        {collection !== undefined && (
          <fieldset className="list-group">
            <legend>{t('builder.list.sort')}</legend>
            {sorts.map((sort, index) => (
              <div className="list-row" key={index}>
                <select
                  aria-label={t(index === 0 ? 'builder.list.sortBy' : 'builder.list.thenBy')}
                  value={fieldValue(sort.field)}
                  disabled={!editing}
                  onChange={(event) =>
                    setSort(index, { ...sort, field: parseField(event.target.value) })
                  }
                >
                  {fieldOptions}
                  <option value="order">{t('builder.list.time.order')}</option>
                </select>
                <select
                  aria-label={t('builder.list.direction', {
                    field: listFieldName(t, collection, sort.field as ListField),
                  })}
                  value={sort.desc ? 'desc' : 'asc'}
                  disabled={!editing}
                  onChange={(event) =>
                    setSort(index, { ...sort, desc: event.target.value === 'desc' })
                  }
                >
                  <option value="asc">{t('builder.list.ascending')}</option>
                  <option value="desc">{t('builder.list.descending')}</option>
                </select>
                <button
                  type="button"
                  className="button button-small"
                  disabled={!editing}
                  onClick={() => set({ ...list, sort: sorts.filter((_, i) => i !== index) })}
                >
                  {t('builder.list.remove')}
                </button>
              </div>
            ))}
            {sorts.length < MAX_LIST_SORTS && (
              <button
                type="button"
                className="button button-small"
                disabled={!editing}
                onClick={() =>
                  set({ ...list, sort: [...sorts, { field: firstField, desc: false }] })
                }
              >
                {t(sorts.length === 0 ? 'builder.list.addSort' : 'builder.list.addThenSort')}
              </button>
            )}
          </fieldset>
        )}
        <div className="list-numbers">
          <div className="field">
            <label htmlFor={ids.limit}>{t('builder.list.limit')}</label>
            <CommitInput
              id={ids.limit}
              type="number"
              min={1}
              max={MAX_LIST_LIMIT}
              disabled={!editing}
              value={String(list.limit)}
              onCommit={(text) => {
                const limit = Math.round(Number(text))
                if (Number.isFinite(limit)) {
                  set({ ...list, limit: Math.min(MAX_LIST_LIMIT, Math.max(1, limit)) })
                }
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.offset}>{t('builder.list.offset')}</label>
            <CommitInput
              id={ids.offset}
              type="number"
              min={0}
              disabled={!editing}
              value={String(list.offset ?? 0)}
              onCommit={(text) => {
                const offset = Math.round(Number(text))
                if (Number.isFinite(offset)) {
                  set({ ...list, offset: Math.min(100_000, Math.max(0, offset)) })
                }
              }}
            />
          </div>
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={list.paginate === true}
            disabled={!editing}
            onChange={(event) => set({ ...list, paginate: event.target.checked })}
          />
          {t('builder.list.paginate')}
        </label>
        {empty !== undefined && emptyText !== undefined && (
          <div className="field">
            <label htmlFor={ids.empty}>{t('builder.list.emptyText')}</label>
            <CommitInput
              id={ids.empty}
              disabled={!editing}
              value={emptyText}
              onCommit={(text) => store.components.setContent(empty.id, text)}
            />
          </div>
        )}
      </div>
    </section>
  )
})

function FilterRow({
  index,
  filter,
  collection,
  fieldOptions,
  referenceFields,
  onTemplatePage,
  disabled,
  onChange,
  onRemove,
}: {
  index: number
  filter: ListFilter
  collection: Collection
  fieldOptions: ReactNode
  referenceFields: Array<{ id: number; name: string }>
  onTemplatePage: boolean
  disabled: boolean
  onChange(filter: ListFilter): void
  onRemove(): void
}) {
  const t = useT()
  const name = listFieldName(t, collection, filter.field)
  const ops =
    onTemplatePage || filter.op === 'references' ? [...VALUE_OPS, 'references' as const] : VALUE_OPS
  const setOp = (op: ListFilterOp) => {
    if (op === 'references') {
      const field = referenceFields[0]?.id
      if (field !== undefined) onChange({ field, op })
      return
    }
    if (op === 'is_set') onChange({ field: filter.field, op, value: true })
    else onChange({ field: filter.field, op, value: '' })
  }
  return (
    <div className="list-row" data-filter={index}>
      <select
        aria-label={t('builder.list.filterField', { number: index + 1 })}
        value={fieldValue(filter.field)}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...filter, field: parseField(event.target.value) as ListFilter['field'] })
        }
      >
        {filter.op === 'references'
          ? referenceFields.map((field) => (
              <option key={field.id} value={field.id}>
                {field.name}
              </option>
            ))
          : fieldOptions}
      </select>
      <select
        aria-label={t('builder.list.filterOp', { field: name })}
        value={filter.op}
        disabled={disabled}
        onChange={(event) => setOp(event.target.value as ListFilterOp)}
      >
        {ops.map((op) => (
          <option
            key={op}
            value={op}
            disabled={op === 'references' && referenceFields.length === 0}
          >
            {t(`builder.list.op.${op}`)}
          </option>
        ))}
      </select>
      {filter.op === 'is_set' ? (
        <select
          aria-label={t('builder.list.filterValue', { field: name })}
          value={filter.value === false ? 'no' : 'yes'}
          disabled={disabled}
          onChange={(event) => onChange({ ...filter, value: event.target.value === 'yes' })}
        >
          <option value="yes">{t('builder.list.isSet')}</option>
          <option value="no">{t('builder.list.isNotSet')}</option>
        </select>
      ) : filter.op === 'references' ? (
        <span className="menu-note">{t('builder.list.thisPagesItem')}</span>
      ) : (
        <CommitInput
          aria-label={t('builder.list.filterValue', { field: name })}
          type={filter.op === 'before' || filter.op === 'after' ? 'date' : 'text'}
          disabled={disabled}
          value={
            typeof filter.value === 'string' || typeof filter.value === 'number'
              ? String(filter.value)
              : ''
          }
          onCommit={(text) => onChange({ ...filter, value: text })}
        />
      )}
      <button type="button" className="button button-small" disabled={disabled} onClick={onRemove}>
        {t('builder.list.remove')}
      </button>
    </div>
  )
}
