import { observer } from 'mobx-react-lite'
import { message } from '../actions/action'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/**
 * The person's role on this site; its tooltip says what the role may do. In the toolbar (`inline`)
 * only for a role that limits the builder, where it explains the controls that are off; the
 * toolbar's More panel names every role.
 */
export const RoleBadge = observer(function RoleBadge({ inline = false }: { inline?: boolean }) {
  const store = useBuilder()
  const t = useT()
  const role = store.role
  if (role === undefined) return null
  if (inline && !store.roleLimit('design')) return null
  const name = t(`builder.role.${role}`)
  const limit = store.roleLimit('content') ?? store.roleLimit('design')
  const explained = limit ? message(t, limit) : t('builder.role.full', { role: name })
  return (
    <span
      className={`role-badge role-badge-${role}${inline ? '' : ' toolbar-more-item'}`}
      title={explained}
    >
      <span className="visually-hidden">{t('builder.role.label')} </span>
      {name}
    </span>
  )
})
