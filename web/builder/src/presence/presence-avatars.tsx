import { observer } from 'mobx-react-lite'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { useSiteSession } from '../site/session-context'
import { useBuilder } from '../store-context'
import { PresenceStore, type PresentMember } from './presence-store'

const SHOWN = 3

const PresenceContext = createContext<PresenceStore | undefined>(undefined)

/** Heartbeats for an open server site while the builder shows it (logged in only). */
export function PresenceProvider({ children }: { children: ReactNode }) {
  const store = useBuilder()
  const session = useSiteSession()
  const siteAddress = session.server?.site_server.address
  const [presence, setPresence] = useState<PresenceStore>()
  useEffect(() => {
    if (!siteAddress || !store.loggedIn) return
    const made = new PresenceStore(
      store.host.api,
      { id: store.siteId, site_server: { address: siteAddress } },
      undefined,
      () => store.view.activeRoute,
    )
    made.start()
    setPresence(made)
    return () => made.stop()
  }, [store, siteAddress])
  return <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>
}

/** A member's initial, from the address they joined with. */
const initialOf = (member: PresentMember) => (member.email?.trim()[0] ?? '?').toUpperCase()

/** A steady hue per person, so the same member keeps their colour. */
function hueOf(id: string): number {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

/** The other members who have this site open, as avatars in the toolbar (server sites only). */
export const PresenceAvatars = observer(function PresenceAvatars() {
  const presence = useContext(PresenceContext)
  const t = useT()
  const others = presence?.others ?? []
  if (others.length === 0) return null
  const name = (member: PresentMember) => member.email ?? t('builder.presence.member')
  const label = t('builder.presence.label', { names: others.map(name).join(', ') })
  return (
    <ul className="presence-avatars" aria-label={label} title={label}>
      {others.slice(0, SHOWN).map((member) => (
        <li
          key={member.user_id}
          className="presence-avatar"
          style={{ background: `hsl(${hueOf(member.user_id)} 55% 42%)` }}
          title={t('builder.presence.one', { name: name(member) })}
        >
          <span aria-hidden="true">{initialOf(member)}</span>
          <span className="visually-hidden">{name(member)}</span>
        </li>
      ))}
      {others.length > SHOWN && (
        <li className="presence-avatar presence-more">+{others.length - SHOWN}</li>
      )}
    </ul>
  )
})

/**
 * Warns a designer that another member who may change the design has the same page open: edits
 * merge by command, but both changing the same thing ends in the stale-save choice.
 */
export const SamePageWarning = observer(function SamePageWarning() {
  const presence = useContext(PresenceContext)
  const store = useBuilder()
  const t = useT()
  if (!presence || store.roleLimit('design')) return null
  const here = presence.designersOn(store.view.activeRoute)
  if (here.length === 0) return null
  const names = here.map((m) => m.email ?? t('builder.presence.member')).join(', ')
  return (
    <p className="presence-warning" role="status">
      {t('builder.presence.samePage', { names, count: here.length })}
    </p>
  )
})
