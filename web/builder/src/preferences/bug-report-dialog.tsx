import { useId, useMemo, useState } from 'react'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { bugReportDetails, bugReportMailto, detailLines } from './bug-report'
import './preferences.css'

/**
 * The bug report modal (editor.md section 2): the user describes the problem and sends it as an
 * e-mail to support from their own mail program, with the site id and browser details added.
 */
export function BugReportDialog({ onClose }: { onClose(): void }) {
  const store = useBuilder()
  const t = useT()
  const [description, setDescription] = useState('')
  const fieldId = useId()
  const detailsId = useId()
  const details = useMemo(
    () => bugReportDetails(store.siteId, store.view.activeRoute, window),
    [store],
  )
  const href = bugReportMailto(
    store.host.supportEmail,
    t('builder.bugReport.subject', { site: store.siteId }),
    description,
    details,
  )
  return (
    <Dialog title={t('builder.bugReport.title')} onClose={onClose}>
      <div className="bug-report">
        <p>{t('builder.bugReport.intro', { email: store.host.supportEmail })}</p>
        <label htmlFor={fieldId}>{t('builder.bugReport.description')}</label>
        <textarea
          id={fieldId}
          rows={5}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <h3 id={detailsId}>{t('builder.bugReport.details')}</h3>
        <pre aria-labelledby={detailsId} tabIndex={0}>
          {detailLines(details).join('\n')}
        </pre>
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <a className="button button-primary" href={href} onClick={() => setTimeout(onClose)}>
            {t('builder.bugReport.send')}
          </a>
        </div>
      </div>
    </Dialog>
  )
}
