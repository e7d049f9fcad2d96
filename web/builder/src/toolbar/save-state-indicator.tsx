import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { useSiteSession } from '../site/session-context'
import type { SaveState } from '../site/site-saver'
import { Icon, type IconName } from '../ui/icons'

/** The icon beside each save state. */
const ICONS: Record<SaveState, IconName | undefined> = {
  saved: 'check',
  saving: undefined,
  savingEditor: undefined,
  error: 'alert',
}

/**
 * The save state: Saved, Saving, SavingEditor or error (editor.md section 4), in a box of fixed
 * width, so the toolbar never moves as it changes. Saving the editor state reads "Saving…"
 * like any save; its longer name is the box's tooltip.
 */
export const SaveStateIndicator = observer(function SaveStateIndicator() {
  const { saver } = useSiteSession()
  const t = useT()
  const state = saver.state
  const icon = ICONS[state]
  return (
    <span
      className={`save-state save-state-${state}`}
      role="status"
      title={t(`builder.saveState.${state}`)}
    >
      {icon ? <Icon name={icon} size={16} /> : <span className="save-state-spinner" />}
      <span className="save-state-text">
        {t(`builder.saveState.${state === 'savingEditor' ? 'saving' : state}`)}
      </span>
    </span>
  )
})
