import { useId } from 'react'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import type { BehaviorUseRow } from './behavior-editing'

/**
 * Asks before a behaviour is deleted. When events call it, they are listed (component, event,
 * page): deleting removes those calls too, in the same undoable step.
 */
export function DeleteBehaviorDialog({
  name,
  uses,
  onConfirm,
  onClose,
}: {
  name: string
  uses: readonly BehaviorUseRow[]
  onConfirm(): void
  onClose(): void
}) {
  const t = useT()
  const listId = useId()
  return (
    <Dialog title={t('builder.behaviors.deleteTitle', { name })} onClose={onClose} size="small">
      {uses.length === 0 ? (
        <p>{t('builder.behaviors.deleteUnused', { name })}</p>
      ) : (
        <>
          <p id={listId}>{t('builder.behaviors.deleteUsed', { name, count: uses.length })}</p>
          <ul className="behavior-uses" aria-labelledby={listId}>
            {uses.map((use) => (
              <li key={`${use.id} ${use.event}`}>
                <span className="behavior-use-name">{use.name}</span>
                <code>{use.event}</code>
                <span className="menu-row-note">{use.route}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="menu-note">{t('builder.behaviors.deleteUndo')}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('builder.common.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {t('builder.behaviors.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  )
}
