import { Controller, Get, Param } from '@nestjs/common'
import { CurrentUser, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import { CustomDataClient } from '../common/custom-data.client.js'
import { allowances } from '../plans/plans.js'
import { SiteContentClients } from '../site-servers/site-content.client.js'
import { SitesService } from '../sites/sites.service.js'

export interface UsageView {
  site_type: string
  max_pages_length: number
  total_bandwidth: number
  bandwidth_allowance: number
  custom_data_usage: number
  custom_data_allowance: number
  total_site_view_count: number
  visitor_allowance: number
}

@Controller('sites/:id/usage')
export class UsageController {
  constructor(
    private readonly sites: SitesService,
    private readonly content: SiteContentClients,
    private readonly customData: CustomDataClient,
  ) {}

  /** Counted by the site's server and the custom-data service; allowances from the plan. */
  @Get()
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<UsageView> {
    const site = await this.sites.ownedSite(caller, id)
    const [usage, customDataUsage] = await Promise.all([
      this.content.call(site.siteServerId, (c) => c.getUsage({ siteId: site.id })),
      this.customData.usageBytes(site.id),
    ])
    const plan = allowances(site.siteType)
    return {
      site_type: site.siteType,
      max_pages_length: Number(usage.maxPagesLength),
      total_bandwidth: Number(usage.totalBandwidth),
      bandwidth_allowance: plan.bandwidthBytes,
      custom_data_usage: customDataUsage,
      custom_data_allowance: plan.customDataBytes,
      total_site_view_count: Number(usage.totalSiteViewCount),
      visitor_allowance: plan.visitors,
    }
  }
}
