import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common'
import {
  Access,
  ApiRoute,
  type AuthUser,
  CurrentUser,
  OptionalAuth,
  type Role,
  SiteRole,
  uuidParam,
  ZodPipe,
} from '@tessera/kit'
import {
  createSiteBody,
  listSitesQuery,
  updateSiteBody,
  type CreateSiteBody,
  type ListSitesQuery,
  type UpdateSiteBody,
} from './dto.js'
import { siteContentView, siteView, type SiteContentView, type SiteView } from './site.view.js'
import { SitesService } from './sites.service.js'
import { errors } from '../errors.js'
import { z } from 'zod'

@Controller('sites')
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Access('self')
  @Post()
  @ApiRoute({
    summary: 'Create a site',
    response: siteView,
    errors: [
      errors.SubdomainTaken,
      errors.NoAvailableSiteServer,
      errors.DataLimitExceeded,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
    ],
  })
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createSiteBody)) body: CreateSiteBody,
  ): Promise<SiteView> {
    return this.sites.create(caller, body)
  }

  @Access('self')
  @Get()
  @ApiRoute({
    summary: 'List sites',
    response: z.object({ results: z.array(siteView), asset_allowance: z.number() }),
  })
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listSitesQuery)) query: ListSitesQuery,
  ): Promise<{ results: SiteView[]; asset_allowance: number }> {
    return this.sites.list(caller, query)
  }

  @Access('site:read', { site: 'id' })
  @Get(':id')
  @ApiRoute({
    summary: "Read a site with its latest version's content",
    response: siteContentView,
    errors: [errors.SiteNotFound],
  })
  async get(
    @SiteRole() role: Role | null,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteContentView> {
    const view = await this.sites.get(id)
    return role === null ? view : { ...view, role }
  }

  /** The site for its preview: the owner's latest version; to anyone else, what it may show. */
  @OptionalAuth()
  @Access('site:read', { site: 'id', visitors: true })
  @Get(':id/preview')
  @ApiRoute({
    summary: 'Read a site for its preview',
    response: siteContentView,
    errors: [errors.SiteNotFound],
  })
  preview(
    @SiteRole() role: Role | null,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteContentView> {
    return this.sites.preview(role !== null, id)
  }

  @Access('site:settings', { site: 'id' })
  @Patch(':id')
  @ApiRoute({
    summary: 'Change a site',
    response: siteView.extend({
      /** Set when content parts were saved: the site server's new key and version. */
      update_key: z.string().optional(),
      version_id: z.number().int().optional(),
    }),
    errors: [
      errors.SiteNotFound,
      errors.NoUpdates,
      errors.UpdateStale,
      errors.SubdomainTaken,
      errors.DataLimitExceeded,
      errors.HistoryLimitExceeded,
      errors.site_name,
      errors.site_subdomain_empty,
      errors.site_subdomain_format,
      errors.site_subdomain_reserved,
    ],
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateSiteBody)) body: UpdateSiteBody,
  ): Promise<SiteView> {
    return this.sites.update(caller, id, body)
  }

  @Access('site:manage', { site: 'id' })
  @Delete(':id')
  @ApiRoute({ summary: 'Delete a site', errors: [errors.SiteNotFound, errors.SiteHasAssets] })
  @HttpCode(204)
  delete(@Param('id', new ZodPipe(uuidParam)) id: string): Promise<void> {
    return this.sites.delete(id)
  }
}
