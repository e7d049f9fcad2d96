import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common'
import { CurrentUser, uuidParam, ZodPipe, type AuthUser } from '@tessera/kit'
import type { Response } from 'express'
import { z } from 'zod'
import type { SiteContentView, SiteView } from '../sites/site.view.js'
import { VersionsService, type VersionView } from './versions.service.js'

const publishBody = z.object({ publish: z.boolean() })
const versionParam = z.coerce.number().int().min(1).max(2_000_000_000)

@Controller('sites/:id')
export class VersionsController {
  constructor(private readonly versions: VersionsService) {}

  @Post('actions/publish')
  @HttpCode(200)
  publish(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Body(new ZodPipe(publishBody)) body: z.infer<typeof publishBody>,
  ): Promise<SiteView> {
    return this.versions.publish(caller, id, body.publish)
  }

  @Post('actions/create_draft')
  @HttpCode(200)
  createDraft(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteView> {
    return this.versions.createDraft(caller, id)
  }

  @Delete('actions/delete_draft')
  deleteDraft(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<SiteView> {
    return this.versions.deleteDraft(caller, id)
  }

  @Get('versions')
  list(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
  ): Promise<{ results: VersionView[] }> {
    return this.versions.list(caller, id)
  }

  /** 204 with no body when the site has no such version. */
  @Get('versions/:version')
  async get(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ZodPipe(uuidParam)) id: string,
    @Param('version', new ZodPipe(versionParam)) version: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SiteContentView | undefined> {
    const found = await this.versions.get(caller, id, version)
    if (!found) res.status(204)
    return found
  }
}
