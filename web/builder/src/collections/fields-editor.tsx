import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import { useErrorText } from '../custom-data/use-error-text'
import { FIELD_TYPES, type Collection, type CollectionField } from './collections-api'
import type { CollectionsStore } from './collections-store'
import { ConfirmDeleteDialog } from './confirm-delete-dialog'
import { siteUses } from './site-uses'
import { useBuilder } from '../store-context'
import {
  checkFieldDraft,
  draftChange,
  draftInput,
  emptyFieldDraft,
  fieldDraft,
  rulesOf,
  type FieldDraft,
} from './field-draft'

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; field: CollectionField }
  | { kind: 'delete'; field: CollectionField }

/**
 * A collection's fields in their order: add one of any type, change its name and rules (not
 * its type: values are kept by field id, so a rename keeps them), delete one after asking.
 */
export const FieldsEditor = observer(function FieldsEditor({
  collections,
  collection,
}: {
  collections: CollectionsStore
  collection: Collection
}) {
  const t = useT()
  const builder = useBuilder()
  const [open, setOpen] = useState<Open>()
  const target = (field: CollectionField) => collections.byId(field.target_collection_id)?.name

  return (
    <div className="collection-fields">
      <div className="collections-toolbar">
        <button
          type="button"
          className="button button-primary"
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('builder.collections.field.add')}
        </button>
      </div>
      {collection.fields.length === 0 ? (
        <p className="menu-empty">{t('builder.collections.field.none')}</p>
      ) : (
        <div className="collections-table-wrap">
          <table className="collections-table">
            <caption className="visually-hidden">{t('builder.collections.tab.fields')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('builder.collections.field.name')}</th>
                <th scope="col">{t('builder.collections.field.type')}</th>
                <th scope="col">{t('builder.collections.field.rules')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('builder.collections.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {collection.fields.map((field) => (
                <tr key={field.id}>
                  <th scope="row">{field.name}</th>
                  <td>
                    {t(`builder.collections.type.${field.type}`)}
                    {target(field) && <span className="collections-muted"> → {target(field)}</span>}
                  </td>
                  <td className="collections-muted">{ruleSummary(t, field)}</td>
                  <td className="collections-row-actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={t('builder.collections.field.editNamed', { name: field.name })}
                      onClick={() => setOpen({ kind: 'edit', field })}
                    >
                      {t('builder.collections.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button-danger"
                      aria-label={t('builder.collections.field.deleteNamed', { name: field.name })}
                      onClick={() => setOpen({ kind: 'delete', field })}
                    >
                      {t('builder.collections.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <FieldDialog
          collections={collections}
          collection={collection}
          {...(open.kind === 'edit' ? { field: open.field } : {})}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('builder.collections.field.deleteTitle')}
          text={t('builder.collections.field.deleteText', { name: open.field.name })}
          uses={siteUses(
            builder.editor.doc,
            collections.collections ?? [],
            collection.id,
            open.field.id,
          )}
          remove={async (confirm) => {
            const changed = await collections.client.removeField(
              collection.id,
              open.field.id,
              confirm,
            )
            collections.put(changed)
            // Confirmed, other collections' reference fields went too.
            if (confirm) await collections.load()
          }}
          onDone={() => setOpen(undefined)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  )
})

function ruleSummary(t: ReturnType<typeof useT>, field: CollectionField): string {
  const parts = field.validation_rules.map((rule) =>
    rule.parameter === undefined
      ? t(`builder.collections.rule.${rule.rule_type}`)
      : `${t(`builder.collections.rule.${rule.rule_type}`)} ${rule.parameter}`,
  )
  if (field.type === 'Option') parts.push(field.choices.join(' / '))
  if (!field.public) parts.push(t('builder.collections.field.private'))
  return parts.join(' · ')
}

/** Adds a field, or changes one: its name, rules, choices, slug source and visibility. */
const FieldDialog = observer(function FieldDialog({
  collections,
  collection,
  field,
  onClose,
}: {
  collections: CollectionsStore
  collection: Collection
  field?: CollectionField
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const errorId = useId()
  const [draft, setDraft] = useState<FieldDraft>(() =>
    field ? fieldDraft(field) : emptyFieldDraft(),
  )
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const allowed = rulesOf(draft.type)
  const change = (patch: Partial<FieldDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setError(undefined)
  }
  const others = collection.fields.filter((each) => each.id !== field?.id)
  const plainTexts = others.filter((each) => each.type === 'PlainText')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkFieldDraft(
      draft,
      others.map((each) => each.name),
    )
    if (problem) {
      setError(t(problem))
      return
    }
    setBusy(true)
    try {
      const changed = field
        ? await collections.client.changeField(collection.id, field.id, draftChange(draft))
        : await collections.client.addField(collection.id, draftInput(draft))
      collections.put(changed)
      onClose()
    } catch (failure) {
      setError(errorText(failure))
      setBusy(false)
    }
  }

  const described = error ? { 'aria-describedby': errorId } : {}
  return (
    <Dialog
      title={
        field
          ? t('builder.collections.field.editTitle', { name: field.name })
          : t('builder.collections.field.addTitle')
      }
      onClose={onClose}
    >
      <form className="collection-field-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>{t('builder.collections.field.name')}</span>
          <input
            value={draft.name}
            aria-invalid={error !== undefined}
            {...described}
            onChange={(event) => change({ name: event.currentTarget.value })}
          />
        </label>
        <label className="field">
          <span>{t('builder.collections.field.type')}</span>
          <select
            value={draft.type}
            // A field's type is fixed once it exists: its values were checked by it.
            disabled={field !== undefined}
            onChange={(event) => change({ type: event.currentTarget.value as FieldDraft['type'] })}
          >
            {FIELD_TYPES.filter(
              (type) =>
                type !== 'Slug' ||
                field?.type === 'Slug' ||
                !collection.fields.some((each) => each.type === 'Slug'),
            ).map((type) => (
              <option key={type} value={type}>
                {t(`builder.collections.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="collections-hint">{t(`builder.collections.typeHint.${draft.type}`)}</p>
        <fieldset className="collection-rules">
          <legend>{t('builder.collections.field.rules')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.required}
              onChange={(event) => change({ required: event.currentTarget.checked })}
            />
            {t('builder.collections.rule.Required')}
          </label>
          {allowed.unique && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={draft.unique}
                onChange={(event) => change({ unique: event.currentTarget.checked })}
              />
              {t('builder.collections.rule.Unique')}
            </label>
          )}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.public}
              onChange={(event) => change({ public: event.currentTarget.checked })}
            />
            {t('builder.collections.field.public')}
          </label>
          {allowed.length && (
            <div className="collection-bounds">
              <label className="field">
                <span>{t('builder.collections.rule.MinLength')}</span>
                <input
                  inputMode="numeric"
                  value={draft.minLength}
                  onChange={(event) => change({ minLength: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.collections.rule.MaxLength')}</span>
                <input
                  inputMode="numeric"
                  value={draft.maxLength}
                  onChange={(event) => change({ maxLength: event.currentTarget.value })}
                />
              </label>
            </div>
          )}
          {allowed.range && (
            <div className="collection-bounds">
              <label className="field">
                <span>{t('builder.collections.rule.Min')}</span>
                <input
                  inputMode="decimal"
                  value={draft.min}
                  onChange={(event) => change({ min: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.collections.rule.Max')}</span>
                <input
                  inputMode="decimal"
                  value={draft.max}
                  onChange={(event) => change({ max: event.currentTarget.value })}
                />
              </label>
            </div>
          )}
        </fieldset>
        {allowed.choices && (
          <label className="field">
            <span>{t('builder.collections.field.choices')}</span>
            <textarea
              rows={4}
              value={draft.choices}
              onChange={(event) => change({ choices: event.currentTarget.value })}
            />
          </label>
        )}
        {allowed.target && (
          <label className="field">
            <span>{t('builder.collections.field.target')}</span>
            <select
              value={draft.target}
              disabled={field !== undefined}
              onChange={(event) => change({ target: event.currentTarget.value })}
            >
              <option value="">{t('builder.collections.field.chooseTarget')}</option>
              {(collections.collections ?? []).map((each) => (
                <option key={each.id} value={each.id}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {allowed.source && (
          <label className="field">
            <span>{t('builder.collections.field.source')}</span>
            <select
              value={draft.source}
              onChange={(event) => change({ source: event.currentTarget.value })}
            >
              <option value="">{t('builder.collections.field.firstPlainText')}</option>
              {plainTexts.map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {field ? t('builder.collections.save') : t('builder.collections.field.addSubmit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})
