import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import type { AuthConfig } from '../config.js'

/**
 * The subdomain namespace shared by identities and sites, held by the sites service. Without
 * SITES_GRPC_URL (auth on its own) every name auth itself has not given out is free.
 */
@Injectable()
export class SubdomainRegistry {
  private readonly client: Client<typeof SitesInternalService> | undefined

  constructor(@Inject(CONFIG) config: AuthConfig) {
    this.client = config.SITES_GRPC_URL
      ? grpcClient(SitesInternalService, config.SITES_GRPC_URL)
      : undefined
  }

  /** True when the name is now the user's; false when a site or another identity holds it. */
  async reserve(subdomain: string, userId: string): Promise<boolean> {
    if (!this.client) return true
    const { reserved } = await this.client.reserveSubdomain({ subdomain, userId })
    return reserved
  }

  /** Gives a name back when the identity it was reserved for was never created. */
  async release(subdomain: string, userId: string): Promise<void> {
    await this.client?.releaseSubdomain({ subdomain, userId }).catch(() => undefined)
  }
}
