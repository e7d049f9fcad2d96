import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { useSiteSession } from './session-context'

/**
 * The scratch-site notice: this site lives in this browser only. Shown once, as a note that does
 * not block building (no focus trap, hotkeys keep working).
 */
export const ScratchNotice = observer(function ScratchNotice() {
  const session = useSiteSession()
  const t = useT()
  if (!session.scratchNotice) return null
  return (
    <aside className="scratch-notice" aria-label={t('builder.scratch.title')}>
      <p>{t('builder.scratch.text')}</p>
      <button type="button" className="button" onClick={() => session.dismissScratchNotice()}>
        {t('builder.scratch.ok')}
      </button>
    </aside>
  )
})
