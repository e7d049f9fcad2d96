import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import {
  checkTableDraft,
  draftColumns,
  emptyColumn,
  type ColumnDraft,
  type CustomDataClient,
  type CustomTable,
} from './custom-data-api'
import { useErrorText } from './use-error-text'

const FLAGS = ['required', 'unique', 'email'] as const

/** Creates a table: its name, its columns and their validation rules (editor.md section 5). */
export function CreateTableDialog({
  client,
  onCreated,
  onClose,
}: {
  client: CustomDataClient
  onCreated(table: CustomTable): void
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [name, setName] = useState('')
  const [columns, setColumns] = useState<ColumnDraft[]>([emptyColumn()])
  const [error, setError] = useState<{ text: string; column?: number }>()
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  const change = (index: number, patch: Partial<ColumnDraft>) =>
    setColumns((all) => all.map((column, at) => (at === index ? { ...column, ...patch } : column)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkTableDraft(name, columns)
    if (problem) {
      setError({ text: t(problem.key), column: problem.column })
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      const table = await client.createTable(name.trim(), draftColumns(columns))
      onCreated(table)
    } catch (failure) {
      console.error('Creating the table failed', failure)
      setError({ text: errorText(failure) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog title={t('builder.customData.createTitle')} onClose={onClose} size="large">
      <form className="custom-data-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>{t('builder.customData.tableName')}</span>
          <input
            value={name}
            aria-invalid={error !== undefined && error.column === undefined ? true : undefined}
            aria-describedby={
              error !== undefined && error.column === undefined ? errorId : undefined
            }
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </label>
        <fieldset className="custom-data-columns">
          <legend>{t('builder.customData.columns')}</legend>
          {columns.map((column, index) => (
            <div
              key={index}
              className={`custom-data-column${error?.column === index ? ' invalid' : ''}`}
              role="group"
              aria-label={t('builder.customData.columnN', { n: index + 1 })}
            >
              <label className="field">
                <span>{t('builder.customData.columnName')}</span>
                <input
                  value={column.name}
                  aria-invalid={error?.column === index ? true : undefined}
                  aria-describedby={error?.column === index ? errorId : undefined}
                  onChange={(event) => change(index, { name: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.customData.columnDefault')}</span>
                <input
                  value={column.default}
                  onChange={(event) => change(index, { default: event.currentTarget.value })}
                />
              </label>
              {FLAGS.map((flag) => (
                <label key={flag} className="check">
                  <input
                    type="checkbox"
                    checked={column[flag]}
                    onChange={(event) => change(index, { [flag]: event.currentTarget.checked })}
                  />
                  <span>{t(`builder.customData.rule.${flag}`)}</span>
                </label>
              ))}
              <label className="field">
                <span>{t('builder.customData.rule.minLength')}</span>
                <input
                  inputMode="numeric"
                  value={column.minLength}
                  onChange={(event) => change(index, { minLength: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.customData.rule.maxLength')}</span>
                <input
                  inputMode="numeric"
                  value={column.maxLength}
                  onChange={(event) => change(index, { maxLength: event.currentTarget.value })}
                />
              </label>
              {columns.length > 1 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => setColumns((all) => all.filter((_, at) => at !== index))}
                >
                  {t('builder.customData.removeColumn')}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="button"
            onClick={() => setColumns((all) => [...all, emptyColumn()])}
          >
            {t('builder.customData.addColumn')}
          </button>
        </fieldset>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error.text}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {t('builder.customData.create')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
