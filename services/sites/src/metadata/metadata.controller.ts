import { Body, Controller, Get, Param, Patch } from '@nestjs/common'
import { Access, ApiRoute, uuidParam, ZodPipe } from '@tessera/kit'
import { SITE_CATEGORIES } from '@tessera/site-format'
import { z } from 'zod'
import { SitesRepository } from '../sites/sites.repository.js'
import { SitesService } from '../sites/sites.service.js'
import { errors } from '../errors.js'

const metadataBody = z.object({
  categories: z
    .array(z.enum(SITE_CATEGORIES))
    .max(SITE_CATEGORIES.length)
    .transform((list) => [...new Set(list)]),
})
type MetadataBody = z.infer<typeof metadataBody>

export const metadataView = z
  .object({ id: z.uuid(), categories: z.array(z.string()) })
  .meta({ id: 'MetadataView' })
type MetadataView = z.infer<typeof metadataView>

/** A site's metadata: the categories it belongs to. */
@Controller('sites_metadata')
export class MetadataController {
  constructor(
    private readonly sitesService: SitesService,
    private readonly sites: SitesRepository,
  ) {}

  @Access('site:read', { site: 'id' })
  @Get(':id')
  @ApiRoute({
    summary: "Read a site's categories",
    response: metadataView,
    errors: [errors.SiteNotFound],
  })
  async get(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<MetadataView> {
    const site = await this.sitesService.siteOf(id)
    return { id: site.id, categories: site.categories }
  }

  @Access('site:settings', { site: 'id' })
  @Patch(':id')
  @ApiRoute({
    summary: "Set a site's categories",
    response: metadataView,
    errors: [errors.SiteNotFound],
  })
  async update(
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(metadataBody)) body: MetadataBody,
  ): Promise<MetadataView> {
    const site = await this.sitesService.siteOf(id)
    await this.sites.update(site.id, { categories: body.categories })
    return { id: site.id, categories: body.categories }
  }
}
