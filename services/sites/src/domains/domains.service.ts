import { Injectable } from '@nestjs/common'
import { commonErrors } from '@tessera/kit'
import { checkCustomDomain, randomId } from '../common/site-rules.js'
import { SiteServersRepository } from '../site-servers/site-servers.repository.js'
import { toDomainView, verifyTxt, type DomainView } from '../sites/site.view.js'
import { SitesService } from '../sites/sites.service.js'
import { DnsVerifier } from './dns-verifier.js'
import { DomainsRepository } from './domains.repository.js'
import { errors } from '../errors.js'

const MAX_DOMAINS_PER_SITE = 20

const domainNotFound = () => errors.DomainNotFound()

/** Custom domains: added unverified, verified by a DNS record, then served by the site's server. */
@Injectable()
export class DomainsService {
  constructor(
    private readonly sites: SitesService,
    private readonly domains: DomainsRepository,
    private readonly pools: SiteServersRepository,
    private readonly dns: DnsVerifier,
  ) {}

  async add(siteId: string, domain: string): Promise<DomainView> {
    const site = await this.sites.siteOf(siteId)
    checkCustomDomain(domain, this.sites.baseDomain)
    if ((await this.domains.countOf(site.id)) >= MAX_DOMAINS_PER_SITE) {
      throw commonErrors.InvalidFormData(`A site can have at most ${MAX_DOMAINS_PER_SITE} domains`)
    }
    const saved = await this.domains.insert(site.id, domain, randomId(24))
    return toDomainView(saved, (await this.pools.findById(site.siteServerId)) ?? undefined)
  }

  async remove(siteId: string, domain: string): Promise<void> {
    const site = await this.sites.siteOf(siteId)
    const found = await this.domains.find(site.id, domain)
    if (!found) throw domainNotFound()
    await this.domains.delete(site.id, domain)
    if (found.verified) await this.sites.pushHosting(site)
  }

  async verify(siteId: string, domain: string): Promise<DomainView> {
    const site = await this.sites.siteOf(siteId)
    const found = await this.domains.find(site.id, domain)
    if (!found) throw domainNotFound()
    const pool = (await this.pools.findById(site.siteServerId)) ?? undefined
    if (!found.verified) {
      const ok = await this.dns.verify(domain, verifyTxt(found.verifyToken), pool?.ipAddress ?? '')
      if (!ok) {
        throw errors.DomainVerifyFailed(
          `Verification failed: check the DNS records of ${domain} and try again`,
        )
      }
      await this.domains.markVerified(site.id, domain)
      await this.sites.pushHosting(site)
    }
    return toDomainView({ ...found, verified: true }, pool)
  }
}
