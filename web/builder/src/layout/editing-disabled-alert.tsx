import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { message } from '../actions/action'

/**
 * Shown when an edit was refused because this version may not be edited (editor.md section 4),
 * or because the person's role may not make it.
 */
export const EditingDisabledAlert = observer(function EditingDisabledAlert() {
  const store = useBuilder()
  const t = useT()
  const { editRefused, roleRefused } = store.editor
  if (!editRefused && !roleRefused) return null
  // A role's limit explains the refusal better than the version's, when the role is the cause.
  const limit = store.roleLimit(roleRefused ? 'design' : 'content')
  return (
    <div className="builder-alert" role="alert">
      <p>{limit ? message(t, limit) : t('builder.editingDisabled')}</p>
      <button type="button" className="button" onClick={() => store.editor.dismissRefusal()}>
        {t('builder.common.close')}
      </button>
    </div>
  )
})
