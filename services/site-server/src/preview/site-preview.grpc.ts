import { Inject, Injectable } from '@nestjs/common'
import {
  addGrpcRoutes,
  CONFIG,
  commonErrors,
  roleHolds,
  SiteRoles,
  toGrpcError,
  uuidParam,
} from '@tessera/kit'
import { SitePreviewService, type RenderPreviewRequest } from '@tessera/proto'
import { renderDocument } from '@tessera/renderer'
import {
  componentById,
  deserializeSite,
  nearest,
  normalizeRoute,
  OperationError,
  SiteDocument,
} from '@tessera/site-format'
import type { SiteServerConfig } from '../config.js'
import { ContentService, toStored } from '../content/content.service.js'
import { errors } from '../errors.js'
import { NothingToPicture, PagePictures, PREVIEW_WIDTH } from './page-pictures.js'

/**
 * RenderPreview: the draft's page as the renderer makes it for visitors (in preview mode),
 * pictured by Chromium, for a person who may read the site. Served on the replica's gRPC port
 * beside SiteContentService.
 */
@Injectable()
export class SitePreviewGrpc {
  constructor(
    @Inject(CONFIG) config: SiteServerConfig,
    private readonly content: ContentService,
    private readonly roles: SiteRoles,
    private readonly pictures: PagePictures,
  ) {
    addGrpcRoutes(config.GRPC_PORT, (router) =>
      router.service(SitePreviewService, {
        renderPreview: async (request) => {
          try {
            return await this.render(request)
          } catch (error) {
            throw toGrpcError(error)
          }
        },
      }),
    )
  }

  private async render(request: RenderPreviewRequest) {
    const { siteId, userId } = request
    if (!uuidParam.safeParse(siteId).success) throw errors.SiteNotFound()
    if (!uuidParam.safeParse(userId).success) throw commonErrors.InvalidFormData('user_id')
    // Another person's site is one that does not exist, as for LoadForUser.
    if (!roleHolds(await this.roles.roleOn(userId, siteId), 'site:read'))
      throw errors.SiteNotFound()
    const loaded = await this.content.load(siteId)
    if (!loaded) throw errors.SiteNotFound()
    const site = deserializeSite(toStored(loaded.version))
    const doc = new SiteDocument(site)
    let elementId: string | undefined
    let route = request.route ? normalizeRoute(request.route) : undefined
    if (request.componentId) {
      try {
        elementId = componentById(doc, request.componentId).id
      } catch (error) {
        if (error instanceof OperationError) throw errors.ComponentNotFound(error.message)
        throw error
      }
      const holder = doc.routeOf(elementId)
      if (route !== undefined && route !== holder)
        throw errors.ComponentNotFound(`${request.componentId} is on ${holder}, not on ${route}`)
      route = holder
    }
    route ??= site.defaults.homePage
    if (!Object.hasOwn(site.pages, route)) {
      const near = nearest(route, site.pageOrder)
      throw errors.PageNotFound(
        `No page at ${route}${near.length ? `; did you mean ${near.join(', ')}?` : ''}`,
      )
    }
    const width = Math.min(PREVIEW_WIDTH.max, Math.max(PREVIEW_WIDTH.min, request.width || 1280))
    const { html } = renderDocument(site, route, {
      mode: 'preview',
      siteId,
      ...(request.lang ? { lang: request.lang } : {}),
    })
    try {
      const picture = await this.pictures.take(html, width, elementId)
      return { ...picture, route }
    } catch (error) {
      if (error instanceof NothingToPicture)
        throw errors.ComponentNotFound(`${request.componentId} shows nothing on ${route}`)
      throw error
    }
  }
}
