import { observer } from 'mobx-react-lite'
import { useIntl } from 'react-intl'
import { message } from '../actions/action'
import { relativeTime } from '../i18n/relative-time'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { Dialog } from '../ui/dialog'
import { downloadSite } from './export-site'
import { useSiteSession } from './session-context'

/**
 * The site-save-error modal (editor.md section 4, save handling), one variant per failure; each
 * offers export and contact support.
 */
export const SaveFailureDialog = observer(function SaveFailureDialog() {
  const store = useBuilder()
  const session = useSiteSession()
  const t = useT()
  const intl = useIntl()
  const { saver, host } = session
  const failure = saver.failure
  if (!failure || saver.loggingIn) return null
  const { kind } = failure
  const refresh = () => location.reload()
  // Overwriting is the forced save of the whole changed site, which the site server takes only
  // from roles with design rights: for other roles it stays in view but off, saying why.
  const overwriteLimit = kind === 'stale' ? store.roleLimit('design') : undefined
  return (
    <Dialog title={t(`builder.saveError.${kind}.title`)} onClose={() => saver.dismiss()}>
      <p>
        {kind === 'stale' && failure.newerSave
          ? t(
              failure.newerSave.author_email
                ? 'builder.saveError.stale.named'
                : 'builder.saveError.stale.other',
              {
                name: failure.newerSave.author_email ?? '',
                when: relativeTime(intl, failure.newerSave.saved_at),
              },
            )
          : t(`builder.saveError.${kind}.text`)}
      </p>
      {kind === 'stale' && (
        <p>
          {t(
            overwriteLimit
              ? 'builder.saveError.stale.refreshOnly'
              : 'builder.saveError.stale.choice',
          )}
        </p>
      )}
      {overwriteLimit && <p className="role-note">{message(t, overwriteLimit)}</p>}
      {kind === 'forbidden' && failure.message && (
        <p className="save-error-reason">{failure.message}</p>
      )}
      {kind === 'generic' && failure.message && (
        <pre className="save-error-message">{failure.message}</pre>
      )}
      <div className="form-actions">
        {kind === 'history' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              saver.dismiss()
              store.editor.clearHistory()
              void saver.save()
            }}
          >
            {t('builder.saveError.clearHistory')}
          </button>
        )}
        {kind === 'stale' && (
          <button
            type="button"
            className="button button-danger"
            disabled={overwriteLimit !== undefined}
            {...(overwriteLimit ? { title: message(t, overwriteLimit) } : {})}
            onClick={() => {
              saver.dismiss()
              void saver.overwrite()
            }}
          >
            {t('builder.saveError.overwrite')}
          </button>
        )}
        {kind === 'login' && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              // The spec retries with force; roles without design rights cannot force a save,
              // so theirs is the usual save of their steps.
              void host
                .login()
                .then((ok) => ok && (store.roleLimit('design') ? saver.retry() : saver.overwrite()))
            }}
          >
            {t('builder.saveError.login')}
          </button>
        )}
        {(kind === 'invalid' || kind === 'server') && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void saver.retry()}
          >
            {t('builder.saveError.tryAgain')}
          </button>
        )}
        {kind === 'stale' && (
          <button type="button" className="button" onClick={() => session.discardAndReload()}>
            {t('builder.common.refresh')}
          </button>
        )}
        {(kind === 'generic' || kind === 'forbidden') && (
          <button type="button" className="button" onClick={refresh}>
            {t('builder.common.refresh')}
          </button>
        )}
        <button type="button" className="button" onClick={() => downloadSite(store.editor.site)}>
          {t('builder.saveError.export')}
        </button>
        <a className="button" href={`mailto:${host.supportEmail}`}>
          {t('builder.common.contact')}
        </a>
      </div>
    </Dialog>
  )
})
