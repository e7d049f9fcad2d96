import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common'
import type { Request } from 'express'
import { CurrentUser, OptionalAuth, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import {
  createSiteBody,
  listSitesQuery,
  updateSiteBody,
  type CreateSiteBody,
  type ListSitesQuery,
  type UpdateSiteBody,
} from './dto.js'
import type { SiteContentView, SiteView } from './site.view.js'
import { SitesService } from './sites.service.js'

@Controller('sites')
export class SitesController {
  constructor(private readonly sites: SitesService) {}

  @Post()
  create(
    @CurrentUser() caller: AuthUser,
    @Body(new ZodPipe(createSiteBody)) body: CreateSiteBody,
  ): Promise<SiteView> {
    return this.sites.create(caller, body)
  }

  @Get()
  list(
    @CurrentUser() caller: AuthUser,
    @Query(new ZodPipe(listSitesQuery)) query: ListSitesQuery,
  ): Promise<{ results: SiteView[]; asset_allowance: number }> {
    return this.sites.list(caller, query)
  }

  @Get(':id')
  get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteContentView> {
    return this.sites.get(caller, id)
  }

  /** The site for its preview: the owner's latest version; to anyone else, what it may show. */
  @OptionalAuth()
  @Get(':id/preview')
  preview(
    @Req() req: Request,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteContentView> {
    return this.sites.preview(req.user, id)
  }

  @Patch(':id')
  update(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(updateSiteBody)) body: UpdateSiteBody,
  ): Promise<SiteView> {
    return this.sites.update(caller, id, body)
  }

  @Delete(':id')
  @HttpCode(204)
  delete(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<void> {
    return this.sites.delete(caller, id)
  }
}
