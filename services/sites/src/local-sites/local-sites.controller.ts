import { Body, Controller, Get, Param, Patch, Res } from '@nestjs/common'
import { Access, ApiRoute, type AuthUser, CurrentUser, ZodPipe } from '@tessera/kit'
import type { Response } from 'express'
import { localSiteBody, localSiteId, type LocalSiteBody } from './dto.js'
import { LocalSitesService, localSiteView, type LocalSiteView } from './local-sites.service.js'
import { errors } from '../errors.js'

/** The user's identity site, stored by the platform. `{id}` is the user's id or `identity`. */
@Controller('local_sites')
export class LocalSitesController {
  constructor(private readonly localSites: LocalSitesService) {}

  /** 204 with no body until the site is first saved; 401 without a token. */
  @Access('self')
  @Get(':id')
  @ApiRoute({
    summary: "Read one of the caller's local sites (no content when there is none)",
    response: localSiteView,
    orNoContent: true,
  })
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(localSiteId)) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LocalSiteView | undefined> {
    const site = await this.localSites.get(caller, id)
    if (!site) res.status(204)
    return site
  }

  @Access('self')
  @Patch(':id')
  @ApiRoute({
    summary: 'Save a local site',
    response: localSiteView,
    errors: [
      errors.LocalSiteExists,
      errors.NoUpdates,
      errors.DataLimitExceeded,
      errors.HistoryLimitExceeded,
      errors.site_name,
    ],
  })
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(localSiteId)) id: string,
    @Body(new ZodPipe(localSiteBody)) body: LocalSiteBody,
  ): Promise<LocalSiteView> {
    return this.localSites.update(caller, id, body)
  }
}
