import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { message } from '../actions/action'
import { errorKey } from '../custom-data/custom-data-api'
import { relativeTime } from '../i18n/relative-time'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/** How long a refusal stays on screen. */
export const NOTICE_MS = 4000

/** A refused action, a failed upload or a merged save, said briefly at the bottom of the screen. */
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
  const has = (key: string) => Object.hasOwn(intl.messages, key)
  const known = notice?.key !== undefined && has(notice.key)
  let values = notice?.values
  if (notice?.error !== undefined) {
    const reason = errorKey(notice.error, has)
    values = { ...values, reason: typeof reason === 'string' ? t(reason) : reason.text }
  }
  if (notice?.edits !== undefined)
    values = { ...values, edits: notice.edits.map((edit) => message(t, edit)).join('; ') }
  if (notice?.when !== undefined) values = { ...values, when: relativeTime(intl, notice.when) }
  const text = !notice
    ? ''
    : known
      ? t(notice.key!, values)
      : (notice.text ?? t('builder.notice.failed'))
  return (
    <div className="builder-notice" role="alert">
      {notice && <p>{text}</p>}
    </div>
  )
})
