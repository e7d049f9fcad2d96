import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import './preferences.css'

/**
 * The Vue-component info modal (editor.md section 2; the block is for admins): what the block
 * embeds and how it is named, since the canvas shows it only as an empty box.
 */
export function VueInfoDialog({ onClose }: { onClose(): void }) {
  const t = useT()
  return (
    <Dialog title={t('builder.vueInfo.title')} onClose={onClose} size="small">
      <div className="vue-info">
        <p>{t('builder.vueInfo.what')}</p>
        <p>{t('builder.vueInfo.name')}</p>
        <p>{t('builder.vueInfo.canvas')}</p>
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('builder.vueInfo.close')}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
