import { createContext, useContext } from 'react'
import type { SiteSession } from './site-session'

export const SiteSessionContext = createContext<SiteSession | undefined>(undefined)

/** The open site's saving, versions and publishing. */
export function useSiteSession(): SiteSession {
  const session = useContext(SiteSessionContext)
  if (!session) throw new Error('useSiteSession outside the builder')
  return session
}
