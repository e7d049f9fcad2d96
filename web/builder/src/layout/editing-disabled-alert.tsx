import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** Shown when an edit was refused because this version may not be edited (editor.md section 4). */
export const EditingDisabledAlert = observer(function EditingDisabledAlert() {
  const store = useBuilder()
  const t = useT()
  if (!store.editor.editRefused) return null
  return (
    <div className="builder-alert" role="alert">
      <p>{t('builder.editingDisabled')}</p>
      <button type="button" className="button" onClick={() => store.editor.dismissRefusal()}>
        {t('builder.common.close')}
      </button>
    </div>
  )
})
