import { Inject, Injectable } from '@nestjs/common'
import { Code, ConnectError, type Client } from '@connectrpc/connect'
import { CONFIG, grpcClient } from '@tessera/kit'
import { SiteContentService } from '@tessera/proto'
import { fromGrpcError } from '@tessera/kit'
import type { SitesConfig } from '../config.js'
import { SiteServersRepository } from './site-servers.repository.js'

export type SiteContentClient = Client<typeof SiteContentService>

/** Calls the site-server pool that holds a site's content. */
@Injectable()
export class SiteContentClients {
  private readonly clients = new Map<string, SiteContentClient>()

  constructor(
    private readonly pools: SiteServersRepository,
    @Inject(CONFIG) private readonly config: SitesConfig,
  ) {}

  /**
   * Runs `call` against the pool; errors the site-server meant for users come back as ApiErrors.
   * A replica that cannot be reached (gone since its last heartbeat) is skipped for the next.
   */
  async call<T>(poolId: string, call: (client: SiteContentClient) => Promise<T>): Promise<T> {
    const addresses = await this.pools.grpcAddresses(poolId)
    if (addresses.length === 0) throw new Error(`site-server pool ${poolId} has no replica`)
    let lastError: unknown
    for (const address of addresses) {
      try {
        return await call(this.client(address))
      } catch (error) {
        lastError = error
        if (!(error instanceof ConnectError && error.code === Code.Unavailable)) break
      }
    }
    throw fromGrpcError(lastError)
  }

  private client(address: string): SiteContentClient {
    let client = this.clients.get(address)
    if (!client) {
      client = grpcClient(SiteContentService, address, this.config.SITE_SERVER_TIMEOUT_MS)
      this.clients.set(address, client)
    }
    return client
  }
}
