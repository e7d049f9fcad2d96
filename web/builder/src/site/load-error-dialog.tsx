import type { BuilderHost } from '../host'
import { Dialog } from '../ui/dialog'
import type { LoadError } from './site-loader'
import { useT } from '../i18n/use-t'

/** The site load error (editor.md section 8): contact, sites and refresh. */
export function LoadErrorDialog({ host, reason }: { host: BuilderHost; reason: LoadError }) {
  const t = useT()
  return (
    <Dialog
      title={t('builder.load.title')}
      dismissable={false}
      onClose={() => host.navigate('Sites')}
    >
      <p>{t(`builder.load.${reason}`)}</p>
      <div className="form-actions">
        <a className="button" href={`mailto:${host.supportEmail}`}>
          {t('builder.common.contact')}
        </a>
        <button type="button" className="button" onClick={() => host.navigate('Sites')}>
          {t('builder.load.sites')}
        </button>
        <button type="button" className="button button-primary" onClick={() => location.reload()}>
          {t('builder.common.refresh')}
        </button>
      </div>
    </Dialog>
  )
}
