import { useState } from 'react'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import { useErrorText } from '../custom-data/use-error-text'
import { dependentsOf, type Dependent } from './collections-api'
import type { SiteUse } from './site-uses'

/**
 * Asks before a deletion. The first try goes without `confirm`: when the service answers
 * CollectionInUse, the dialog lists what refers to the thing (errors.CollectionInUse) and a
 * second press deletes it with `confirm=true`, taking those references with it.
 */
export function ConfirmDeleteDialog({
  title,
  text,
  uses = [],
  remove,
  onDone,
  onClose,
}: {
  title: string
  text: string
  /** The site's pages, lists and bindings that show what is deleted. */
  uses?: readonly SiteUse[]
  remove(confirm: boolean): Promise<void>
  onDone(): void
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [dependents, setDependents] = useState<Dependent[]>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const run = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await remove(dependents !== undefined)
      onDone()
    } catch (failure) {
      const listed = dependentsOf(failure)
      if (listed && dependents === undefined) setDependents(listed)
      setError(errorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog title={title} onClose={onClose} size="small">
      <p>{text}</p>
      {uses.length > 0 && (
        <>
          <p>{t('builder.collections.usesIntro')}</p>
          <ul className="collections-dependents" aria-label={t('builder.collections.uses')}>
            {uses.map((use, index) => (
              <li key={index}>
                {t(`builder.collections.use.${use.kind}`, {
                  page: use.page,
                  component: use.component ?? '',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {dependents && dependents.length > 0 && (
        <ul className="collections-dependents" aria-label={t('builder.collections.dependents')}>
          {dependents.map((dependent) => (
            <li key={`${dependent.collection_id}:${dependent.field_id}:${dependent.kind}`}>
              {t(
                dependent.kind === 'slug_source'
                  ? 'builder.collections.dependentSlug'
                  : 'builder.collections.dependentReference',
                { collection: dependent.collection_name, field: dependent.field_name },
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => void run()}
        >
          {dependents ? t('builder.collections.deleteAnyway') : t('builder.collections.delete')}
        </button>
      </div>
    </Dialog>
  )
}
