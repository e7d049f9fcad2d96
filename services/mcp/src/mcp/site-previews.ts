import { Inject, Injectable } from '@nestjs/common'
import { Code, ConnectError, type Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient } from '@tessera/kit'
import { SitePreviewService, SitesInternalService } from '@tessera/proto'
import type { AgentCaller } from '../agents/agent-caller.js'
import type { McpConfig } from '../config.js'
import { errors } from '../errors.js'

export interface PreviewRequest {
  route?: string | undefined
  componentId?: string | undefined
  width: number
  lang?: string | undefined
}

/** Pictures of a site's draft, taken by the site-server pool holding the site. */
@Injectable()
export class SitePreviews {
  private readonly sites: Client<typeof SitesInternalService>
  private readonly pools = new Map<string, Client<typeof SitePreviewService>>()

  constructor(@Inject(CONFIG) config: McpConfig) {
    this.sites = grpcClient(SitesInternalService, config.SITES_GRPC_URL)
  }

  async render(caller: AgentCaller, siteId: string, request: PreviewRequest) {
    // A site the token does not name is refused as one that does not exist.
    if (!caller.sites.has(siteId)) throw errors.SiteNotFound()
    const site = await this.sites.getSite({ siteId }).catch((e: unknown) => {
      throw fromGrpcError(e)
    })
    if (!site.id) throw errors.SiteNotFound()
    let lastError: unknown = new Error(`No site server holds ${siteId}`)
    for (const address of site.contentAddresses) {
      let client = this.pools.get(address)
      if (!client) {
        // A picture waits for a browser page, perhaps for its turn: longer than a load.
        client = grpcClient(SitePreviewService, address, 30_000)
        this.pools.set(address, client)
      }
      try {
        return await client.renderPreview({
          siteId,
          userId: caller.userId,
          route: request.route ?? '',
          componentId: request.componentId ?? '',
          width: request.width,
          lang: request.lang ?? '',
        })
      } catch (error) {
        lastError = error
        if (!(error instanceof ConnectError && error.code === Code.Unavailable)) break
      }
    }
    throw fromGrpcError(lastError)
  }
}
