import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common'
import { ApiRoute, commonErrors, Public, safeText, uuidParam, ZodPipe } from '@tessera/kit'
import type { Request, Response } from 'express'
import { errors } from '../errors.js'
import { CollectionsService } from './collections.service.js'
import { publicItemsQuery, type PublicItemsQuery } from './dto.js'
import { publicPageView, type PublicPageView } from './views.js'

/**
 * The read API for developers and visitors: published items of a published site, public
 * fields only, from any origin (CORS in visitor-edge.ts), rate-limited per address and site.
 */
@Controller('sites/:siteId/collections')
export class PublicItemsController {
  constructor(private readonly service: CollectionsService) {}

  @Public()
  @Get(':name/items')
  @ApiRoute({
    summary: "Read a published site's published items of a collection, by the collection's name",
    response: publicPageView,
    errors: [commonErrors.TooManyRequests, errors.CustomDataInvalidColumn],
  })
  async items(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Param('siteId', new ZodPipe(uuidParam)) siteId: string,
    @Param('name', new ZodPipe(safeText(100))) name: string,
    @Query(new ZodPipe(publicItemsQuery)) query: PublicItemsQuery,
  ): Promise<PublicPageView> {
    const { body, cached } = await this.service.publicItems(siteId, name, query, req.ip ?? '')
    // This service keeps the answer and drops it on every change; browsers ask each time.
    res.setHeader('cache-control', 'no-cache')
    res.setHeader('x-cache', cached ? 'HIT' : 'MISS')
    return body
  }
}
