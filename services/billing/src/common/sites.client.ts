import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import type { SiteType } from '@tessera/site-format/plans'
import type { BillingConfig } from '../config.js'

/** The sites service's calls billing makes; their errors come back as the ApiErrors they were. */
@Injectable()
export class SitesClient {
  private readonly client: Client<typeof SitesInternalService>

  constructor(@Inject(CONFIG) config: BillingConfig) {
    this.client = grpcClient(SitesInternalService, config.SITES_GRPC_URL, 15_000)
  }

  private async call<T>(work: (c: Client<typeof SitesInternalService>) => Promise<T>): Promise<T> {
    try {
      return await work(this.client)
    } catch (error) {
      throw fromGrpcError(error)
    }
  }

  /** Name and subdomain rules (with their codes) and whether the tier has room. */
  async checkNewSite(name: string, subdomain: string, siteType: SiteType): Promise<boolean> {
    const { available } = await this.call((c) => c.checkNewSite({ name, subdomain, siteType }))
    return available
  }

  createPaidSite(request: {
    checkoutId: string
    userId: string
    name: string
    subdomain: string
    siteType: SiteType
  }): Promise<{ siteId: string; subdomain: string; address: string }> {
    return this.call((c) => c.createPaidSite(request))
  }

  async setDisabled(siteId: string, disabled: boolean): Promise<boolean> {
    return (await this.call((c) => c.setSiteDisabled({ siteId, disabled }))).found
  }

  async delete(siteId: string): Promise<void> {
    await this.call((c) => c.deletePaidSite({ siteId }))
  }
}
