import { Resolver } from 'node:dns/promises'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import type { SitesConfig } from '../config.js'

/** What the DNS says about a domain, as far as verification cares. */
export interface DnsAnswers {
  txt: string[][]
  addresses: string[]
}

/** A TXT record holding exactly the expected value, or an address record at the site server. */
export function verificationMatches(answers: DnsAnswers, expectedTxt: string, ip: string): boolean {
  if (answers.txt.some((chunks) => chunks.join('').trim() === expectedTxt)) return true
  return ip !== '' && answers.addresses.includes(ip)
}

/** The host part of a custom domain (which may carry a port). */
export function dnsName(domain: string): string {
  return domain.replace(/:\d+$/, '').replace(/\.$/, '')
}

/** Looks records up through the configured resolvers (tests point these at a local server). */
@Injectable()
export class DnsVerifier {
  constructor(@Inject(CONFIG) private readonly config: SitesConfig) {}

  async verify(domain: string, expectedTxt: string, ip: string): Promise<boolean> {
    const resolver = new Resolver({ timeout: this.config.DNS_TIMEOUT_MS, tries: 2 })
    if (this.config.DNS_SERVERS.length > 0) resolver.setServers(this.config.DNS_SERVERS)
    const name = dnsName(domain)
    // A missing record, a refusal and a timeout all mean "not verified".
    const [txt, addresses] = await Promise.all([
      resolver.resolveTxt(name).catch(() => [] as string[][]),
      ip === ''
        ? Promise.resolve([] as string[])
        : (ip.includes(':') ? resolver.resolve6(name) : resolver.resolve4(name)).catch(
            () => [] as string[],
          ),
    ])
    return verificationMatches({ txt, addresses }, expectedTxt, ip)
  }
}
