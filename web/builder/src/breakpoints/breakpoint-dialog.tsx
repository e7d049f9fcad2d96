import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { Dialog } from '../ui/dialog'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { BreakpointDraft, fieldsOf, type BreakpointField } from './breakpoint-draft'

/** The breakpoint editor (editor.md sections 2 and 5): names and width ranges, add, save as one step. */
export const BreakpointDialog = observer(function BreakpointDialog({
  onClose,
}: {
  onClose(): void
}) {
  const store = useBuilder()
  const t = useT()
  const [draft] = useState(() => new BreakpointDraft(store.editor))
  const [added, setAdded] = useState(false)
  const base = useId()
  const confirmButton = useRef<HTMLButtonElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (draft.confirmingAdd) confirmButton.current?.focus()
  }, [draft.confirmingAdd])

  const errors = draft.errors
  return (
    <Dialog title={t('builder.breakpoints.title')} onClose={onClose} size="large">
      <form
        className="breakpoint-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (draft.save()) onClose()
        }}
      >
        <p className="breakpoint-hint">{t('builder.breakpoints.hint')}</p>
        {draft.rows.map((row, index) => {
          const error = errors[index]
          const invalid = new Set<BreakpointField>(error ? fieldsOf(error) : [])
          const errorId = `${base}-error-${index}`
          const field = (name: BreakpointField, label: string, numeric: boolean) => (
            <div className="field">
              <label htmlFor={`${base}-${name}-${index}`}>{label}</label>
              <input
                id={`${base}-${name}-${index}`}
                value={row[name]}
                inputMode={numeric ? 'decimal' : undefined}
                autoFocus={added && name === 'name' && index === draft.rows.length - 1}
                aria-invalid={invalid.has(name) ? true : undefined}
                aria-describedby={invalid.has(name) ? errorId : undefined}
                onChange={(event) => draft.set(index, name, event.target.value)}
              />
            </div>
          )
          return (
            <fieldset key={row.id} className="breakpoint-row">
              <legend>
                {t('builder.breakpoints.row', { number: index + 1, name: row.name.trim() || '-' })}
              </legend>
              {field('name', t('builder.breakpoints.name'), false)}
              {field('min', t('builder.breakpoints.minWidth'), true)}
              {field('max', t('builder.breakpoints.maxWidth'), true)}
              <p id={errorId} className="field-error">
                {error && t(error.key)}
              </p>
            </fieldset>
          )
        })}
        {draft.confirmingAdd ? (
          <div className="breakpoint-confirm" role="group" aria-labelledby={`${base}-confirm`}>
            <p id={`${base}-confirm`}>{t('builder.breakpoints.addConfirm')}</p>
            <div className="form-actions">
              <button
                type="button"
                className="button"
                onClick={() => {
                  draft.cancelAdd()
                  addButton.current?.focus()
                }}
              >
                {t('builder.common.cancel')}
              </button>
              <button
                ref={confirmButton}
                type="button"
                className="button button-primary"
                onClick={() => {
                  setAdded(true)
                  draft.confirmAdd()
                }}
              >
                {t('builder.breakpoints.addConfirmButton')}
              </button>
            </div>
          </div>
        ) : (
          <button
            ref={addButton}
            type="button"
            className="button"
            onClick={() => draft.requestAdd()}
          >
            {t('builder.breakpoints.add')}
          </button>
        )}
        {draft.blocked && (
          <p className="field-error" role="status">
            {t('builder.breakpoints.blocked')}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={draft.blocked}>
            {t('builder.common.save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})
