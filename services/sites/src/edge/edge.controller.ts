import { Controller, Get, Query, Res } from '@nestjs/common'
import { Public, safeText, ZodPipe } from '@tessera/kit'
import type { SiteType } from '@tessera/site-format'
import type { Response } from 'express'
import { z } from 'zod'
import { EdgeService } from './edge.service.js'

const hostName = safeText(260).regex(/^[A-Za-z0-9.-]+(:\d{1,5})?\.?$/, 'must be a host name')
const tlsQuery = z.object({ domain: hostName })
const routeQuery = z.object({ host: hostName })

/** The response header the edge copies to pick a tier's site servers. */
export const TIER_HEADER = 'Tessera-Site-Tier'

/**
 * Asked by the TLS edge inside the cluster, never routed by the gateway: Caddy's on-demand TLS
 * `ask` before it obtains a certificate, the Host-to-tier lookup behind its routing, and the
 * domains that need a certificate when cert-manager issues them.
 */
@Controller('edge')
export class EdgeController {
  constructor(private readonly edge: EdgeService) {}

  /** Every verified custom domain. */
  @Public()
  @Get('domains')
  async verifiedDomains(): Promise<{ domains: string[] }> {
    return { domains: await this.edge.verifiedDomains() }
  }

  /** 200 when `domain` is a verified custom domain; 404 DomainNotFound otherwise. */
  @Public()
  @Get('tls')
  async tls(@Query(new ZodPipe(tlsQuery)) query: z.infer<typeof tlsQuery>) {
    return { domain: await this.edge.certificateDomain(query.domain), verified: true }
  }

  /** The tier whose site servers serve `host` (also in a header), or null: no site there. */
  @Public()
  @Get('route')
  async route(
    @Query(new ZodPipe(routeQuery)) query: z.infer<typeof routeQuery>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ tier: SiteType | null }> {
    const tier = (await this.edge.tierOf(query.host)) ?? null
    if (tier) res.setHeader(TIER_HEADER, tier)
    return { tier }
  }
}
