import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { CommandPower } from '@tessera/site-format'
import { message } from '../actions/action'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/**
 * Controls that need `power` (site-format's command powers): for a role without it they stay in
 * view but off, inside a disabled fieldset whose tooltip says why.
 */
export const RoleGate = observer(function RoleGate({
  power,
  children,
}: {
  power: CommandPower
  children: ReactNode
}) {
  const store = useBuilder()
  const t = useT()
  const limit = store.roleLimit(power)
  if (!limit) return <>{children}</>
  return (
    <fieldset className="role-gate" disabled title={message(t, limit)}>
      {children}
    </fieldset>
  )
})

/** A line at the head of a menu whose controls the person's role cannot use, saying why. */
export const RoleNote = observer(function RoleNote({ power }: { power: CommandPower }) {
  const store = useBuilder()
  const t = useT()
  const limit = store.roleLimit(power)
  if (!limit) return null
  return <p className="role-note">{message(t, limit)}</p>
})
