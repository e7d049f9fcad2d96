import { useState, type FormEvent } from 'react'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import type { CustomDataClient } from './custom-data-api'
import { useErrorText } from './use-error-text'

/** Deletes a table once its name is typed exactly (errors.table_confirm otherwise). */
export function DeleteTableDialog({
  client,
  tableName,
  onDeleted,
  onClose,
}: {
  client: CustomDataClient
  tableName: string
  onDeleted(): void
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (typed !== tableName) {
      setError(t('errors.table_confirm'))
      return
    }
    setBusy(true)
    try {
      await client.deleteTable(tableName)
      onDeleted()
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog title={t('builder.customData.deleteTitle')} onClose={onClose} size="small">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('builder.customData.deleteText', { name: tableName })}</p>
        <label className="field">
          <span>{t('builder.customData.typeName')}</span>
          <input value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button danger" disabled={busy}>
            {t('builder.customData.delete')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
