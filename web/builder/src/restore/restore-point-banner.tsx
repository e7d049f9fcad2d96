import { observer } from 'mobx-react-lite'
import { useContext } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../i18n/use-t'
import { SiteSessionContext } from '../site/session-context'
import { pointTitle } from './restore-points-tab'

/** Says that a restore point is shown read-only, and offers to restore it or go back. */
export const RestorePointBanner = observer(function RestorePointBanner() {
  const session = useContext(SiteSessionContext)
  const t = useT()
  const intl = useIntl()
  const point = session?.viewingPoint
  if (!session || !point) return null
  return (
    <div
      className="restore-point-banner"
      role="region"
      aria-label={t('builder.restorePoints.viewing.label')}
    >
      <p>
        {t('builder.restorePoints.viewing.text', {
          title: pointTitle(t, point),
          time: intl.formatDate(point.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => session.closeRestorePoint()}>
          {t('builder.restorePoints.viewing.back')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => session.restoreViewedPoint()}
        >
          {t('builder.restorePoints.viewing.restore')}
        </button>
      </div>
    </div>
  )
})
