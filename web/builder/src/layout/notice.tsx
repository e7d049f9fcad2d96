import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/** How long a refusal stays on screen. */
export const NOTICE_MS = 4000

/** A refused action or failed upload, said briefly at the bottom of the screen. */
export const Notice = observer(function Notice() {
  const store = useBuilder()
  const t = useT()
  const intl = useIntl()
  const notice = store.components.notice
  useEffect(() => {
    if (!notice) return
    const timer = setTimeout(() => store.components.dismissNotice(), NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notice, store])
  const known = notice?.key !== undefined && Object.hasOwn(intl.messages, notice.key)
  const text = !notice
    ? ''
    : known
      ? t(notice.key!, notice.values)
      : (notice.text ?? t('builder.notice.failed'))
  return (
    <div className="builder-notice" role="alert">
      {notice && <p>{text}</p>}
    </div>
  )
})
