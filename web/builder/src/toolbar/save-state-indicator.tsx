import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { useSiteSession } from '../site/session-context'

/** The save state: Saved, Saving, SavingEditor or error (editor.md section 4). */
export const SaveStateIndicator = observer(function SaveStateIndicator() {
  const { saver } = useSiteSession()
  const t = useT()
  return (
    <span className={`save-state save-state-${saver.state}`} role="status">
      {t(`builder.saveState.${saver.state}`)}
    </span>
  )
})
