import { Body, Controller, Get, Param, Patch, Res } from '@nestjs/common'
import { CurrentUser, ZodPipe, type AuthUser } from '@tessera/kit'
import type { Response } from 'express'
import { localSiteBody, localSiteId, type LocalSiteBody } from './dto.js'
import { LocalSitesService, type LocalSiteView } from './local-sites.service.js'

/** The user's identity site, stored by the platform. `{id}` is the user's id or `identity`. */
@Controller('local_sites')
export class LocalSitesController {
  constructor(private readonly localSites: LocalSitesService) {}

  /** 204 with no body until the site is first saved; 401 without a token. */
  @Get(':id')
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(localSiteId)) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LocalSiteView | undefined> {
    const site = await this.localSites.get(caller, id)
    if (!site) res.status(204)
    return site
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(localSiteId)) id: string,
    @Body(new ZodPipe(localSiteBody)) body: LocalSiteBody,
  ): Promise<LocalSiteView> {
    return this.localSites.update(caller, id, body)
  }
}
