import { observer } from 'mobx-react-lite'
import { useId, useState, type ReactNode } from 'react'
import type { PageHead } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import {
  LINK_FIELDS,
  META_KINDS,
  SCRIPT_FIELDS,
  draftOf,
  emptyLink,
  emptyMeta,
  emptyScript,
  headOf,
  type HeadDraft,
  type HeadRowError,
  type MetaKind,
} from './head-draft'
import type { ThemeActions } from './theme-actions'

/** A link row shows its first fields; the rest open under More fields. */
const LINK_MAIN_FIELDS = 4

/** The Meta tab: the default head every page starts from (title, description, base, lists). */
export const MetaTab = observer(function MetaTab({ actions }: { actions: ThemeActions }) {
  const store = useBuilder()
  void store.editor.historyVersion
  const head = actions.head
  // A new form when the head changes under it (undo, redo).
  return <MetaForm key={JSON.stringify(head)} actions={actions} head={head} />
})

function MetaForm({ actions, head }: { actions: ThemeActions; head: PageHead }) {
  const t = useT()
  const [draft, setDraft] = useState(() => draftOf(head))
  const [errors, setErrors] = useState<HeadRowError[]>([])
  const ids = { title: useId(), description: useId(), href: useId(), target: useId() }
  const update = (change: Partial<HeadDraft>) =>
    setDraft((previous) => ({ ...previous, ...change }))
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(head))
  const rowError = (list: HeadRowError['list'], row: number) =>
    errors.find((error) => error.list === list && error.row === row)

  const setRow = <L extends 'meta' | 'link' | 'script'>(
    list: L,
    index: number,
    change: Partial<HeadDraft[L][number]>,
  ) =>
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].map((row, at) => (at === index ? { ...row, ...change } : row)),
    }))
  const removeRow = (list: 'meta' | 'link' | 'script', index: number) => {
    setErrors([])
    setDraft((previous) => ({
      ...previous,
      [list]: previous[list].filter((_, at) => at !== index),
    }))
  }

  return (
    <form
      className="theme-form"
      noValidate
      aria-label={t('builder.theme.meta.title')}
      onSubmit={(event) => {
        event.preventDefault()
        const result = headOf(draft)
        if ('errors' in result) {
          setErrors(result.errors)
          const first = result.errors[0]!
          event.currentTarget
            .querySelector<HTMLElement>(`[data-row="${first.list}-${first.row}"] input`)
            ?.focus()
          return
        }
        setErrors([])
        actions.setHead(result.head)
      }}
    >
      <p className="field-hint">{t('builder.theme.meta.hint')}</p>
      <div className="field">
        <label htmlFor={ids.title}>{t('builder.theme.meta.pageTitle')}</label>
        <input
          id={ids.title}
          value={draft.title}
          onChange={(e) => update({ title: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.description}>{t('builder.theme.meta.description')}</label>
        <textarea
          id={ids.description}
          rows={3}
          value={draft.description}
          onChange={(e) => update({ description: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.href}>{t('builder.theme.meta.baseHref')}</label>
        <input
          id={ids.href}
          type="url"
          spellCheck={false}
          value={draft.baseHref}
          onChange={(e) => update({ baseHref: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.target}>{t('builder.theme.meta.baseTarget')}</label>
        <select
          id={ids.target}
          value={draft.baseTarget}
          disabled={draft.baseHref.trim() === ''}
          onChange={(e) => update({ baseTarget: e.target.value })}
        >
          <option value="">{t('builder.theme.meta.targetNone')}</option>
          {['_self', '_blank', '_parent', '_top'].map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </select>
      </div>

      <HeadList
        title={t('builder.theme.meta.metaList')}
        addLabel={t('builder.theme.meta.addMeta')}
        onAdd={() => update({ meta: [...draft.meta, emptyMeta()] })}
      >
        {draft.meta.map((row, index) => (
          <HeadRow
            key={index}
            id={`meta-${index}`}
            error={rowError('meta', index)}
            removeLabel={t('builder.theme.meta.removeRow', { n: index + 1 })}
            onRemove={() => removeRow('meta', index)}
          >
            <LabelledSelect
              label={t('builder.theme.meta.kind')}
              value={row.kind}
              options={META_KINDS}
              onChange={(kind) => setRow('meta', index, { kind: kind as MetaKind })}
            />
            <LabelledInput
              label={row.kind}
              value={row.key}
              invalid={rowError('meta', index) !== undefined}
              onChange={(key) => setRow('meta', index, { key })}
            />
            <LabelledInput
              label="content"
              value={row.content}
              onChange={(content) => setRow('meta', index, { content })}
            />
          </HeadRow>
        ))}
      </HeadList>

      <HeadList
        title={t('builder.theme.meta.linkList')}
        addLabel={t('builder.theme.meta.addLink')}
        onAdd={() => update({ link: [...draft.link, emptyLink()] })}
      >
        {draft.link.map((row, index) => (
          <HeadRow
            key={index}
            id={`link-${index}`}
            error={rowError('link', index)}
            removeLabel={t('builder.theme.meta.removeRow', { n: index + 1 })}
            onRemove={() => removeRow('link', index)}
          >
            {LINK_FIELDS.slice(0, LINK_MAIN_FIELDS).map((field) => (
              <LabelledInput
                key={field}
                label={field}
                value={row[field]}
                invalid={field === 'href' && rowError('link', index) !== undefined}
                onChange={(value) => setRow('link', index, { [field]: value })}
              />
            ))}
            <MoreFields
              initiallyOpen={LINK_FIELDS.slice(LINK_MAIN_FIELDS).some((field) => row[field] !== '')}
            >
              {LINK_FIELDS.slice(LINK_MAIN_FIELDS).map((field) => (
                <LabelledInput
                  key={field}
                  label={field}
                  value={row[field]}
                  onChange={(value) => setRow('link', index, { [field]: value })}
                />
              ))}
            </MoreFields>
          </HeadRow>
        ))}
      </HeadList>

      <HeadList
        title={t('builder.theme.meta.scriptList')}
        addLabel={t('builder.theme.meta.addScript')}
        onAdd={() => update({ script: [...draft.script, emptyScript()] })}
      >
        {draft.script.map((row, index) => (
          <HeadRow
            key={index}
            id={`script-${index}`}
            error={undefined}
            removeLabel={t('builder.theme.meta.removeRow', { n: index + 1 })}
            onRemove={() => removeRow('script', index)}
          >
            {SCRIPT_FIELDS.map((field) => (
              <LabelledInput
                key={field}
                label={field}
                value={row[field]}
                onChange={(value) => setRow('script', index, { [field]: value })}
              />
            ))}
            <label className="checkbox">
              <input
                type="checkbox"
                checked={row.async}
                onChange={(e) => setRow('script', index, { async: e.target.checked })}
              />
              async
            </label>
          </HeadRow>
        ))}
      </HeadList>

      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={!changed}
          onClick={() => {
            setErrors([])
            setDraft(draftOf(head))
          }}
        >
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={!changed}>
          {t('builder.common.save')}
        </button>
      </div>
    </form>
  )
}

function HeadList({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string
  addLabel: string
  onAdd(): void
  children: ReactNode
}) {
  return (
    <fieldset className="theme-head-list">
      <legend>{title}</legend>
      {children}
      <button type="button" className="button button-small" onClick={onAdd}>
        <Icon name="plus" size={14} />
        {addLabel}
      </button>
    </fieldset>
  )
}

function HeadRow({
  id,
  error,
  removeLabel,
  onRemove,
  children,
}: {
  id: string
  error: HeadRowError | undefined
  removeLabel: string
  onRemove(): void
  children: ReactNode
}) {
  const t = useT()
  return (
    <div className="theme-head-row" data-row={id}>
      <div className="theme-head-fields">{children}</div>
      <button
        type="button"
        className="icon-button theme-remove"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <Icon name="trash" size={16} />
      </button>
      {error && (
        <p className="field-error" role="alert">
          {t(error.key)}
        </p>
      )}
    </div>
  )
}

/** Fields folded away until opened; open at first when one of them holds a value. */
function MoreFields({ initiallyOpen, children }: { initiallyOpen: boolean; children: ReactNode }) {
  const t = useT()
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details
      className="theme-head-more"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('builder.theme.meta.moreFields')}</summary>
      <div className="theme-head-fields">{children}</div>
    </details>
  )
}

function LabelledInput({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string
  value: string
  invalid?: boolean
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        spellCheck={false}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}

function LabelledSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly string[]
  onChange(value: string): void
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}
