import { Controller, Get, Param } from '@nestjs/common'
import { Access, ApiRoute, uuidParam, ZodPipe } from '@tessera/kit'
import { SITE_TYPES } from '@tessera/site-format/plans'
import { z } from 'zod'
import { CustomDataClient } from '../common/custom-data.client.js'
import { allowances } from '../plans/plans.js'
import { SiteContentClients } from '../site-servers/site-content.client.js'
import { SitesService } from '../sites/sites.service.js'
import { errors } from '../errors.js'

export const usageView = z
  .object({
    site_type: z.enum(SITE_TYPES),
    max_pages_length: z.number(),
    /** Bytes the site's restore points take, compressed. */
    restore_points_usage: z.number(),
    total_bandwidth: z.number(),
    bandwidth_allowance: z.number(),
    custom_data_usage: z.number(),
    custom_data_allowance: z.number(),
    total_site_view_count: z.number(),
    visitor_allowance: z.number(),
  })
  .meta({ id: 'UsageView' })
export type UsageView = z.infer<typeof usageView>

@Controller('sites/:id/usage')
export class UsageController {
  constructor(
    private readonly sites: SitesService,
    private readonly content: SiteContentClients,
    private readonly customData: CustomDataClient,
  ) {}

  /** Counted by the site's server and the custom-data service; allowances from the plan. */
  @Access('site:read', { site: 'id' })
  @Get()
  @ApiRoute({
    summary: "Read a site's usage and its plan's allowances",
    response: usageView,
    errors: [errors.SiteNotFound],
  })
  async get(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<UsageView> {
    const site = await this.sites.siteOf(id)
    const [usage, customDataUsage] = await Promise.all([
      this.content.call(site.siteServerId, (c) => c.getUsage({ siteId: site.id })),
      this.customData.usageBytes(site.id),
    ])
    const plan = allowances(site.siteType)
    return {
      site_type: site.siteType,
      max_pages_length: Number(usage.maxPagesLength),
      restore_points_usage: Number(usage.restorePointsBytes),
      total_bandwidth: Number(usage.totalBandwidth),
      bandwidth_allowance: plan.bandwidthBytes,
      custom_data_usage: customDataUsage,
      custom_data_allowance: plan.customDataBytes,
      total_site_view_count: Number(usage.totalSiteViewCount),
      visitor_allowance: plan.visitors,
    }
  }
}
