import { observer } from 'mobx-react-lite'
import { message } from '../actions/action'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/** The person's role on this site, beside the save state; its tooltip says what the role may do. */
export const RoleBadge = observer(function RoleBadge() {
  const store = useBuilder()
  const t = useT()
  const role = store.role
  if (role === undefined) return null
  const name = t(`builder.role.${role}`)
  const limit = store.roleLimit('content') ?? store.roleLimit('design')
  const explained = limit ? message(t, limit) : t('builder.role.full', { role: name })
  return (
    <span className={`role-badge role-badge-${role}`} title={explained}>
      <span className="visually-hidden">{t('builder.role.label')} </span>
      {name}
    </span>
  )
})
