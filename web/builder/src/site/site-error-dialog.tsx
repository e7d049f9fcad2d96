import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { downloadSite } from './export-site'
import { useSiteSession } from './session-context'

/** The site error modal: export, contact support, and clear with a reset confirmation. */
export const SiteErrorDialog = observer(function SiteErrorDialog() {
  const store = useBuilder()
  const session = useSiteSession()
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  if (!session.siteError) return null
  return (
    <Dialog title={t('builder.siteError.title')} onClose={() => session.closeSiteError()}>
      <p>{t(`builder.siteError.${session.siteError}`)}</p>
      {confirming ? (
        <>
          <p role="alert">{t('builder.siteError.confirmReset')}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('builder.common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => session.clearLocal()}
            >
              {t('builder.siteError.reset')}
            </button>
          </div>
        </>
      ) : (
        <div className="form-actions">
          <button type="button" className="button" onClick={() => downloadSite(store.editor.site)}>
            {t('builder.saveError.export')}
          </button>
          <a className="button" href={`mailto:${session.host.supportEmail}`}>
            {t('builder.common.contact')}
          </a>
          <button
            type="button"
            className="button button-danger"
            onClick={() => setConfirming(true)}
          >
            {t('builder.siteError.clear')}
          </button>
        </div>
      )}
    </Dialog>
  )
})
