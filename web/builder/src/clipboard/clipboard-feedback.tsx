import { observer } from 'mobx-react-lite'
import { message } from '../actions/action'
import { useEffect } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import './clipboard.css'

/**
 * What copy and paste say: a toast (Copied, Style Pasted, Component Pasted, Replaced, or a
 * refusal), the HUD (Component Duplicated), and the confirm-paste dialog for a copied page root.
 */
export const ClipboardFeedback = observer(function ClipboardFeedback() {
  const store = useBuilder()
  const t = useT()
  const { toast, hud, pendingRoot } = store.clipboard
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => store.clipboard.dismissToast(toast.seq), toast.ms)
    return () => clearTimeout(timer)
  }, [toast, store])
  useEffect(() => {
    if (!hud) return
    const timer = setTimeout(() => store.clipboard.dismissHud(hud.seq), hud.ms)
    return () => clearTimeout(timer)
  }, [hud, store])
  return (
    <>
      <div className="clipboard-toast-region" role="status" aria-live="polite">
        {toast && (
          <p key={toast.seq} className={`clipboard-toast clipboard-toast-${toast.tone}`}>
            {t(toast.key)}
          </p>
        )}
      </div>
      <div className="clipboard-hud-region" aria-live="polite">
        {hud && (
          <p key={hud.seq} className="clipboard-hud">
            {message(t, { key: hud.key, ...(hud.values ? { values: hud.values } : {}) })}
          </p>
        )}
      </div>
      {pendingRoot && (
        <Dialog
          title={t('builder.clipboard.rootTitle')}
          onClose={() => store.clipboard.resolveRoot('cancel')}
          size="small"
        >
          <p>{t('builder.clipboard.rootText', { name: pendingRoot.component.name })}</p>
          <div className="form-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => store.clipboard.resolveRoot('replace')}
            >
              {t('builder.clipboard.rootReplace')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => store.clipboard.resolveRoot('into')}
            >
              {t('builder.clipboard.rootInto')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => store.clipboard.resolveRoot('cancel')}
            >
              {t('builder.common.cancel')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  )
})
