import { isRole, type Role } from './roles.js'
import { SiteRoles } from './site-access.js'

/** What the sites service answers for one user on one site (SitesInternalService.GetSiteRole). */
export interface SiteRoleAnswer {
  found: boolean
  /** Empty for no role. */
  role: string
}

/**
 * A service's SiteRoles that asks the sites service, which keeps workspaces and roles, and
 * keeps each answer for a few seconds: a burst of saves costs one call. A change of a site's
 * people is announced on the site-changes channel; `forget` drops what is kept of the site.
 */
export class CachedSiteRoles extends SiteRoles {
  private readonly cache = new Map<string, { at: number; answer: Promise<SiteRoleAnswer> }>()

  constructor(
    private readonly ask: (siteId: string, userId: string) => Promise<SiteRoleAnswer>,
    private readonly notFound: () => Error,
    private readonly keepMs: number,
    override readonly platformAdmins: 'read' | 'all' = 'all',
  ) {
    super()
  }

  async roleOn(userId: string, siteId: string): Promise<Role | null> {
    const key = `${siteId}:${userId}`
    const now = Date.now()
    let entry = this.cache.get(key)
    if (!entry || now - entry.at >= this.keepMs) {
      if (this.cache.size > 10_000) this.cache.clear()
      entry = { at: now, answer: this.ask(siteId, userId) }
      this.cache.set(key, entry)
      // A failed call is not kept: the next request asks again.
      entry.answer.catch(() => this.cache.delete(key))
    }
    const answer = await entry.answer
    if (!answer.found) throw this.notFound()
    return isRole(answer.role) ? answer.role : null
  }

  /** Drops what is kept of a site (`*`: of every site). */
  forget(siteId: string): void {
    if (siteId === '*') {
      this.cache.clear()
      return
    }
    for (const key of this.cache.keys()) if (key.startsWith(`${siteId}:`)) this.cache.delete(key)
  }
}
