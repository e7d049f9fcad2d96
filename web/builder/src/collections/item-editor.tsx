import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { HexColorPicker } from 'react-colorful'
import { languageNames, orderedLanguages } from '@tessera/site-format'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { useErrorText } from '../custom-data/use-error-text'
import { SelectAssetDialog } from '../assets/select-asset-dialog'
import { assetLibrary } from '../assets/asset-library'
import { RichTextField } from '../translations/rich-text-field'
import '../translations/translations.css'
import {
  TEXT_TYPES,
  type Collection,
  type CollectionField,
  type CollectionItem,
  type ItemStatus,
} from './collections-api'
import type { CollectionsStore } from './collections-store'
import {
  DEFAULT_LANG,
  draftWrite,
  itemDraft,
  itemTitle,
  type DraftValue,
  type ItemDraft,
} from './item-draft'

const STATUSES: readonly ItemStatus[] = ['Draft', 'Published', 'Scheduled']

/** The field a refused write names (InvalidFormData and the rules' codes carry it). */
function refusedFieldId(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { field_id } = error as { field_id?: unknown }
  return typeof field_id === 'number' ? field_id : undefined
}

/**
 * Adds an item or changes one: a control per field type, text per language of the site, and
 * the status (Draft, Published, or Scheduled from a time). The service checks every value by
 * its field's rules; a refusal names the field.
 */
export const ItemEditor = observer(function ItemEditor({
  collections,
  collection,
  item,
  onSaved,
  onClose,
}: {
  collections: CollectionsStore
  collection: Collection
  item?: CollectionItem
  onSaved(): void
  onClose(): void
}) {
  const builder = useBuilder()
  const t = useT()
  const errorText = useErrorText()
  const errorId = useId()
  const [draft, setDraft] = useState<ItemDraft>(() => itemDraft(collection.fields, item))
  const [error, setError] = useState<{ text: string; fieldId?: number }>()
  const [busy, setBusy] = useState(false)
  // The site's languages: the first is the default one (`*`); each other gets its own text.
  const languages = orderedLanguages(builder.editor.site.context.i18n ?? {})
  const langs = [DEFAULT_LANG, ...languages.slice(1)]

  const setValue = (fieldId: number, value: DraftValue) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [fieldId]: value } }))
    setError(undefined)
  }

  const save = async () => {
    const outcome = draftWrite(collection.fields, draft, item === undefined)
    if ('problem' in outcome) {
      setError({
        text: t(outcome.problem.key),
        ...('fieldId' in outcome.problem ? { fieldId: outcome.problem.fieldId } : {}),
      })
      return
    }
    setBusy(true)
    try {
      if (item) await collections.client.updateItem(collection.id, item.id, outcome.write)
      else await collections.client.addItem(collection.id, outcome.write)
      onSaved()
    } catch (failure) {
      const fieldId = refusedFieldId(failure)
      const field = collection.fields.find((each) => each.id === fieldId)
      const text = errorText(failure)
      setError({ text: field ? `${field.name}: ${text}` : text, ...(field ? { fieldId } : {}) })
      setBusy(false)
    }
  }

  const languageLabel = (lang: string) => {
    const code = lang === DEFAULT_LANG ? (languages[0] ?? '') : lang
    return languageNames[code] ?? code
  }

  return (
    <Dialog
      title={
        item
          ? t('builder.collections.item.editTitle', { name: itemTitle(collection.fields, item) })
          : t('builder.collections.item.newTitle', { collection: collection.name })
      }
      onClose={onClose}
      size="large"
    >
      <form
        className="collection-item-form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault()
          void save()
        }}
        noValidate
      >
        <div className="collection-item-status">
          <label className="field">
            <span>{t('builder.collections.item.status')}</span>
            <select
              value={draft.status}
              onChange={(event) => {
                const status = event.currentTarget.value as ItemStatus
                setDraft((current) => ({ ...current, status }))
              }}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`builder.collections.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.status === 'Scheduled' && (
            <label className="field">
              <span>{t('builder.collections.item.publishAt')}</span>
              <input
                type="datetime-local"
                value={draft.publishAt}
                onChange={(event) => {
                  const publishAt = event.currentTarget.value
                  setDraft((current) => ({ ...current, publishAt }))
                }}
              />
            </label>
          )}
        </div>
        {collection.fields.map((field) => (
          <FieldControl
            key={field.id}
            field={field}
            value={draft.values[field.id]!}
            langs={langs}
            languageLabel={languageLabel}
            collections={collections}
            invalid={error?.fieldId === field.id}
            errorId={errorId}
            onChange={(value) => setValue(field.id, value)}
            onSubmit={() => void save()}
          />
        ))}
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error.text}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {item ? t('builder.collections.save') : t('builder.collections.item.add')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})

interface ControlProps {
  field: CollectionField
  value: DraftValue
  langs: readonly string[]
  languageLabel(lang: string): string
  collections: CollectionsStore
  invalid: boolean
  errorId: string
  onChange(value: DraftValue): void
  onSubmit(): void
}

/** One field's control, by its type. */
const FieldControl = observer(function FieldControl(props: ControlProps) {
  const { field, value, invalid, errorId, onChange } = props
  const t = useT()
  const required = field.validation_rules.some((rule) => rule.rule_type === 'Required')
  const label = required ? `${field.name} *` : field.name
  const aria = {
    'aria-invalid': invalid,
    ...(invalid ? { 'aria-describedby': errorId } : {}),
  }

  if (TEXT_TYPES.has(field.type) && value.kind === 'text') {
    return (
      <fieldset className={`collection-item-field${invalid ? ' invalid' : ''}`}>
        <legend>{label}</legend>
        {field.type === 'Slug' && (
          <p className="collections-hint">{t('builder.collections.item.slugHint')}</p>
        )}
        {props.langs.map((lang) => {
          const name =
            props.langs.length > 1 ? `${field.name} (${props.languageLabel(lang)})` : field.name
          const text = value.byLang[lang] ?? ''
          const set = (next: string) =>
            onChange({ kind: 'text', byLang: { ...value.byLang, [lang]: next } })
          return field.type === 'RichText' ? (
            <div key={lang} className="field">
              <span aria-hidden="true">
                {props.langs.length > 1 ? props.languageLabel(lang) : ''}
              </span>
              <RichTextField value={text} label={name} onChange={set} onSubmit={props.onSubmit} />
            </div>
          ) : (
            <label key={lang} className="field">
              <span className={props.langs.length > 1 ? '' : 'visually-hidden'}>
                {props.langs.length > 1 ? props.languageLabel(lang) : name}
              </span>
              <input
                value={text}
                {...aria}
                {...(props.langs.length > 1 ? { 'aria-label': name } : {})}
                onChange={(event) => set(event.currentTarget.value)}
              />
            </label>
          )
        })}
      </fieldset>
    )
  }

  if (value.kind === 'switch') {
    return (
      <label className="checkbox collection-item-field">
        <input
          type="checkbox"
          role="switch"
          checked={value.on}
          {...aria}
          onChange={(event) => onChange({ kind: 'switch', on: event.currentTarget.checked })}
        />
        {label}
      </label>
    )
  }

  if (value.kind === 'ids') {
    return field.type === 'Gallery' ? (
      <AssetsControl {...props} value={value} label={label} multiple kind="image" />
    ) : (
      <ReferenceControl {...props} value={value} label={label} multiple />
    )
  }

  if (value.kind !== 'input') return null
  const setText = (text: string) => onChange({ kind: 'input', text })
  switch (field.type) {
    case 'Image':
    case 'File':
      return (
        <AssetsControl
          {...props}
          value={{ kind: 'ids', ids: value.text === '' ? [] : [value.text] }}
          onChange={(next) =>
            setText(next.kind === 'ids' ? (next.ids[next.ids.length - 1] ?? '') : '')
          }
          label={label}
          multiple={false}
          kind={field.type === 'Image' ? 'image' : 'file'}
        />
      )
    case 'Reference':
      return (
        <ReferenceControl
          {...props}
          value={{ kind: 'ids', ids: value.text === '' ? [] : [value.text] }}
          onChange={(next) =>
            setText(next.kind === 'ids' ? (next.ids[next.ids.length - 1] ?? '') : '')
          }
          label={label}
          multiple={false}
        />
      )
    case 'Option':
      return (
        <label className="field collection-item-field">
          <span>{label}</span>
          <select
            value={value.text}
            {...aria}
            onChange={(event) => setText(event.currentTarget.value)}
          >
            <option value="">{t('builder.collections.item.noChoice')}</option>
            {field.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
      )
    case 'Colour':
      return <ColourControl label={label} text={value.text} aria={aria} onChange={setText} />
    default: {
      const type =
        field.type === 'DateTime'
          ? 'datetime-local'
          : field.type === 'Email'
            ? 'email'
            : field.type === 'Link'
              ? 'url'
              : 'text'
      return (
        <label className="field collection-item-field">
          <span>{label}</span>
          <input
            type={type}
            {...(field.type === 'Number' ? { inputMode: 'decimal' as const } : {})}
            value={value.text}
            {...aria}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </label>
      )
    }
  }
})

/** A colour as `#rrggbb`: the builder's picker and the value as text. */
function ColourControl({
  label,
  text,
  aria,
  onChange,
}: {
  label: string
  text: string
  aria: Record<string, unknown>
  onChange(text: string): void
}) {
  const t = useT()
  const hex = /^#[0-9a-f]{3,8}$/i.test(text) ? text : '#000000'
  return (
    <fieldset className="collection-item-field collection-colour">
      <legend>{label}</legend>
      <HexColorPicker color={hex} onChange={onChange} />
      <label className="field">
        <span>{t('builder.collections.item.colourText')}</span>
        <input value={text} {...aria} onChange={(event) => onChange(event.currentTarget.value)} />
      </label>
    </fieldset>
  )
}

/** Image, File and Gallery: assets from the site's library, kept by id. */
const AssetsControl = observer(function AssetsControl({
  value,
  onChange,
  label,
  multiple,
  kind,
}: ControlProps & {
  value: Extract<DraftValue, { kind: 'ids' }>
  label: string
  multiple: boolean
  kind: 'image' | 'file'
}) {
  const builder = useBuilder()
  const t = useT()
  const library = assetLibrary(builder)
  const [picking, setPicking] = useState(false)
  useEffect(() => library.start(), [library])
  const assetOf = (id: string) => library.assets.find((asset) => asset.id === id)
  const remove = (id: string) =>
    onChange({ kind: 'ids', ids: value.ids.filter((each) => each !== id) })
  return (
    <fieldset className="collection-item-field collection-assets">
      <legend>{label}</legend>
      <ul className="collection-asset-list">
        {value.ids.map((id) => {
          const asset = assetOf(id)
          return (
            <li key={id}>
              {asset?.url && kind === 'image' ? (
                <img src={asset.url} alt={asset.name} />
              ) : (
                <span className="collection-asset-name">{asset?.name ?? id}</span>
              )}
              <button
                type="button"
                className="button"
                aria-label={t('builder.collections.item.removeNamed', { name: asset?.name ?? id })}
                onClick={() => remove(id)}
              >
                {t('builder.collections.item.remove')}
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="button" onClick={() => setPicking(true)}>
        {multiple || value.ids.length === 0
          ? t('builder.collections.item.chooseAsset')
          : t('builder.collections.item.replaceAsset')}
      </button>
      {picking && (
        <SelectAssetDialog
          kind={kind}
          onPickAsset={(asset) =>
            onChange({
              kind: 'ids',
              ids: multiple ? [...value.ids.filter((id) => id !== asset.id), asset.id] : [asset.id],
            })
          }
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  )
})

/** Reference and Multi-reference: items of the target collection, found by a search. */
const ReferenceControl = observer(function ReferenceControl({
  field,
  value,
  onChange,
  label,
  multiple,
  collections,
}: ControlProps & {
  value: Extract<DraftValue, { kind: 'ids' }>
  label: string
  multiple: boolean
}) {
  const t = useT()
  const errorText = useErrorText()
  const target = collections.byId(field.target_collection_id)
  const targetId = field.target_collection_id ?? ''
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<CollectionItem[]>()
  const [titles, setTitles] = useState<Record<string, string>>({})
  const [error, setError] = useState<string>()
  const title = (item: CollectionItem) => (target ? itemTitle(target.fields, item) : item.id)

  // The chosen items' titles, read once each.
  useEffect(() => {
    const missing = value.ids.filter((id) => titles[id] === undefined)
    if (missing.length === 0 || !targetId) return
    let current = true
    void Promise.all(
      missing.map((id) =>
        collections.client.item(targetId, id).then(
          (item) => [id, title(item)] as const,
          () => [id, id] as const,
        ),
      ),
    ).then((pairs) => {
      if (current) setTitles((known) => ({ ...known, ...Object.fromEntries(pairs) }))
    })
    return () => {
      current = false
    }
  }, [value.ids.join(','), targetId])

  const find = async (event?: FormEvent) => {
    event?.preventDefault()
    try {
      const page = await collections.client.items(targetId, {
        page: 1,
        page_size: '25',
        ...(search.trim() ? { search: search.trim() } : {}),
      })
      setFound(page.results)
      setError(undefined)
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  const choose = (item: CollectionItem) => {
    setTitles((known) => ({ ...known, [item.id]: title(item) }))
    onChange({
      kind: 'ids',
      ids: multiple ? [...value.ids.filter((id) => id !== item.id), item.id] : [item.id],
    })
  }

  return (
    <fieldset className="collection-item-field collection-reference">
      <legend>
        {label}
        {target && <span className="collections-muted"> → {target.name}</span>}
      </legend>
      {value.ids.length > 0 && (
        <ul className="collection-chosen" aria-label={t('builder.collections.item.chosen')}>
          {value.ids.map((id) => (
            <li key={id}>
              <span>{titles[id] ?? id}</span>
              <button
                type="button"
                className="button"
                aria-label={t('builder.collections.item.removeNamed', { name: titles[id] ?? id })}
                onClick={() =>
                  onChange({ kind: 'ids', ids: value.ids.filter((each) => each !== id) })
                }
              >
                {t('builder.collections.item.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="collections-search">
        <label className="field">
          <span className="visually-hidden">
            {t('builder.collections.item.findIn', { name: target?.name ?? '' })}
          </span>
          <input
            type="search"
            placeholder={t('builder.collections.item.findIn', { name: target?.name ?? '' })}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void find()
              }
            }}
          />
        </label>
        <button type="button" className="button" onClick={() => void find()}>
          {t('builder.collections.item.searchSubmit')}
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {found &&
        (found.length === 0 ? (
          <p className="menu-empty">{t('builder.collections.item.none')}</p>
        ) : (
          <ul className="collection-found" aria-label={t('builder.collections.item.found')}>
            {found.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="collections-link"
                  aria-pressed={value.ids.includes(item.id)}
                  onClick={() => choose(item)}
                >
                  {title(item)}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </fieldset>
  )
})
