import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { useBuilder } from '../store-context'
import { argTypeKey } from '../i18n/arg-type'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import { Icon } from '../ui/icons'
import CodeEditor from '../code/code-editor'
import { DIALOG_DRAFT_MS } from '../code/dialog-draft'
import {
  argTypeOptions,
  checkArg,
  draftOf,
  isBuiltinBehavior,
  type ArgDraft,
  type ArgErrors,
  type BehaviorDraft,
} from './behavior-draft'
import { behaviorEditing } from './behavior-editing'
import { DeleteBehaviorDialog } from './delete-behavior-dialog'
import '../styles-menu/styles-menu.css'
import './behaviors.css'

/**
 * The behaviour modal (editor.md section 2): name, args and the code, with Save, Delete (an
 * existing behaviour only, after a confirmation listing the events that call it) and Cancel. Built-in behaviours are shown read-only. While it is
 * open, its draft is copied to the editor state every 1.5 s, and restored when it opens again.
 */
export const BehaviorDialog = observer(function BehaviorDialog({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const editing = behaviorEditing(store)
  const existing = id === '' ? undefined : store.editor.site.context.behaviors[id]
  const readOnly = isBuiltinBehavior(id) || !store.editor.editingEnabled
  const [draft, setDraft] = useState<BehaviorDraft>(
    () => (readOnly ? undefined : editing.savedDraft(id)) ?? draftOf(existing),
  )
  const [nameError, setNameError] = useState<string>()
  // The arg being edited: its index, -1 for a new one.
  const [argAt, setArgAt] = useState<number>()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const nameId = useId()
  const nameErrorId = useId()
  const latest = useRef(draft)
  latest.current = draft

  useEffect(() => {
    if (readOnly) return
    let saved = JSON.stringify(latest.current)
    const timer = setInterval(() => {
      const text = JSON.stringify(latest.current)
      if (text !== saved) {
        saved = text
        editing.keepDraft(id, latest.current)
      }
    }, DIALOG_DRAFT_MS)
    return () => clearInterval(timer)
  }, [editing, id, readOnly])

  const close = () => editing.close()
  const save = () => {
    const result = editing.save(id, latest.current)
    if (result && 'key' in result) {
      if (result.row !== undefined) setArgAt(result.row)
      else setNameError(result.key)
      return
    }
    close()
  }
  const remove = () => {
    setConfirmingDelete(false)
    editing.remove(id)
    close()
  }
  const title = readOnly
    ? t('builder.behaviors.viewTitle', { name: existing?.name ?? id })
    : t(existing ? 'builder.behaviors.editTitle' : 'builder.behaviors.newTitle')

  return (
    <Dialog title={title} onClose={close} size="large">
      <div className="behavior-dialog">
        {isBuiltinBehavior(id) && (
          <p className="menu-note" role="note">
            {t('builder.behaviors.builtinNote')}
          </p>
        )}
        <div className="field">
          <label htmlFor={nameId}>{t('builder.behaviors.name')}</label>
          <input
            id={nameId}
            value={draft.name}
            readOnly={readOnly}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
            onChange={(event) => {
              const name = event.target.value
              setDraft((current) => ({ ...current, name }))
              setNameError(undefined)
            }}
          />
          {nameError && (
            <p id={nameErrorId} className="field-error" role="alert">
              {t(nameError)}
            </p>
          )}
        </div>
        <section className="behavior-args" aria-labelledby={`${nameId}-args`}>
          <div className="section-head">
            <h3 className="section-title" id={`${nameId}-args`}>
              {t('builder.behaviors.args')}
            </h3>
            {!readOnly && argAt === undefined && (
              <button type="button" className="button" onClick={() => setArgAt(-1)}>
                <Icon name="plus" size={14} />
                {t('builder.behaviors.arg.add')}
              </button>
            )}
          </div>
          {argAt !== undefined ? (
            <ArgForm
              key={argAt}
              args={draft.args}
              index={argAt === -1 ? undefined : argAt}
              onDone={(arg) => {
                if (arg) {
                  setDraft((current) => {
                    const args = [...current.args]
                    if (argAt === -1) args.push(arg)
                    else args[argAt] = arg
                    return { ...current, args }
                  })
                }
                setArgAt(undefined)
              }}
            />
          ) : draft.args.length === 0 ? (
            <p className="menu-note">{t('builder.behaviors.arg.none')}</p>
          ) : (
            <ul className="behavior-arg-list">
              {draft.args.map((arg, index) => (
                <li key={`${arg.name}-${index}`} className="behavior-arg">
                  <span className="behavior-arg-text">
                    <span className="behavior-arg-name">{arg.name}</span>
                    <span className="menu-row-note">
                      {t(argTypeKey(arg.type))}
                      {arg.defaultText !== '' && ` = ${arg.defaultText}`}
                    </span>
                    {arg.help !== '' && <span className="menu-row-note">{arg.help}</span>}
                  </span>
                  {!readOnly && (
                    <span className="item-actions">
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('builder.behaviors.arg.edit', { name: arg.name })}
                        title={t('builder.behaviors.arg.edit', { name: arg.name })}
                        onClick={() => setArgAt(index)}
                      >
                        <Icon name="pencil" size={14} />
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('builder.behaviors.arg.remove', { name: arg.name })}
                        title={t('builder.behaviors.arg.remove', { name: arg.name })}
                        onClick={() =>
                          setDraft((current) => ({
                            ...current,
                            args: current.args.filter((_arg, at) => at !== index),
                          }))
                        }
                      >
                        <Icon name="close" size={14} />
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="field">
          <span className="field-label" aria-hidden="true">
            {t('builder.behaviors.code')}
          </span>
          <div className="behavior-code">
            <CodeEditor
              value={draft.code}
              language="javascript"
              label={t('builder.behaviors.code')}
              placeholder={t('builder.behaviors.codePlaceholder')}
              readOnly={readOnly}
              describedBy={`${nameId}-code-help`}
              onChange={(code) => setDraft((current) => ({ ...current, code }))}
            />
          </div>
          <p id={`${nameId}-code-help`} className="menu-note">
            {t('builder.behaviors.codeHelp')} {t('builder.code.tabHint')}
          </p>
        </div>
        <div className="form-actions">
          {!readOnly && (
            <button
              type="button"
              className="button button-primary"
              disabled={argAt !== undefined}
              onClick={save}
            >
              {t('builder.common.save')}
            </button>
          )}
          {!readOnly && existing && (
            <button
              type="button"
              className="button button-danger"
              onClick={() => setConfirmingDelete(true)}
            >
              {t('builder.behaviors.delete')}
            </button>
          )}
          <button type="button" className="button" onClick={close}>
            {t(readOnly ? 'builder.behaviors.close' : 'builder.common.cancel')}
          </button>
        </div>
      </div>
      {confirmingDelete && existing && (
        <DeleteBehaviorDialog
          name={existing.name}
          uses={editing.uses(id)}
          onConfirm={remove}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
    </Dialog>
  )
})

/** One arg: name (required, unique), type, default (Booleans as true or false) and help. */
function ArgForm({
  args,
  index,
  onDone,
}: {
  args: readonly ArgDraft[]
  index: number | undefined
  onDone(arg: ArgDraft | undefined): void
}) {
  const store = useBuilder()
  const t = useT()
  const base = useId()
  const [arg, setArg] = useState<ArgDraft>(
    () =>
      (index === undefined ? undefined : args[index]) ?? {
        name: '',
        type: 'string',
        defaultText: '',
        help: '',
      },
  )
  const [errors, setErrors] = useState<ArgErrors>()
  const nameField = useRef<HTMLInputElement>(null)
  const defaultField = useRef<HTMLInputElement & HTMLSelectElement>(null)
  const types = argTypeOptions.includes(arg.type) ? argTypeOptions : [...argTypeOptions, arg.type]
  const update = (change: Partial<ArgDraft>) => {
    setArg((current) => ({ ...current, ...change }))
    setErrors(undefined)
  }
  const ok = () => {
    const problems = checkArg(arg, args, index)
    if (problems) {
      setErrors(problems)
      if (problems.name) nameField.current?.focus()
      else defaultField.current?.focus()
      return
    }
    onDone({ ...arg, name: arg.name.trim() })
  }
  const routes = store.editor.site.pageOrder
  const list = arg.type.endsWith('[]')
  return (
    <div
      className="behavior-arg-form"
      role="group"
      aria-label={t(
        index === undefined ? 'builder.behaviors.arg.new' : 'builder.behaviors.arg.editing',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
          event.preventDefault()
          ok()
        }
      }}
    >
      <div className="field">
        <label htmlFor={`${base}-name`}>{t('builder.behaviors.arg.name')}</label>
        <input
          id={`${base}-name`}
          ref={nameField}
          autoFocus
          value={arg.name}
          aria-invalid={errors?.name ? true : undefined}
          aria-describedby={errors?.name ? `${base}-name-error` : undefined}
          onChange={(event) => update({ name: event.target.value })}
        />
        {errors?.name && (
          <p id={`${base}-name-error`} className="field-error" role="alert">
            {t(errors.name)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${base}-type`}>{t('builder.behaviors.arg.type')}</label>
        <select
          id={`${base}-type`}
          value={arg.type}
          onChange={(event) =>
            update({ type: event.target.value as ArgDraft['type'], defaultText: '' })
          }
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(argTypeKey(type))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${base}-default`}>{t('builder.behaviors.arg.default')}</label>
        {arg.type === 'boolean' || (arg.type === 'location' && !list) ? (
          <select
            id={`${base}-default`}
            ref={defaultField}
            value={arg.defaultText}
            onChange={(event) => update({ defaultText: event.target.value })}
          >
            <option value="">{t('builder.behaviors.arg.noDefault')}</option>
            {arg.type === 'boolean' ? (
              <>
                <option value="true">true</option>
                <option value="false">false</option>
              </>
            ) : (
              routes.map((route) => (
                <option key={route} value={route}>
                  {route}
                </option>
              ))
            )}
          </select>
        ) : (
          <input
            id={`${base}-default`}
            ref={defaultField}
            value={arg.defaultText}
            inputMode={arg.type === 'number' ? 'decimal' : undefined}
            aria-invalid={errors?.default ? true : undefined}
            aria-describedby={
              [list ? `${base}-default-note` : '', errors?.default ? `${base}-default-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) => update({ defaultText: event.target.value })}
          />
        )}
        {list && (
          <p id={`${base}-default-note`} className="menu-note">
            {t('builder.behaviors.arg.listNote')}
          </p>
        )}
        {errors?.default && (
          <p id={`${base}-default-error`} className="field-error" role="alert">
            {t(errors.default)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${base}-help`}>{t('builder.behaviors.arg.help')}</label>
        <input
          id={`${base}-help`}
          value={arg.help}
          onChange={(event) => update({ help: event.target.value })}
        />
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={ok}>
          {t('builder.common.ok')}
        </button>
        <button type="button" className="button" onClick={() => onDone(undefined)}>
          {t('builder.common.cancel')}
        </button>
      </div>
    </div>
  )
}
