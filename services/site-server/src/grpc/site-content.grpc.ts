import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common'
import type { ServiceImpl } from '@connectrpc/connect'
import {
  commonErrors,
  CONFIG,
  type GrpcServer,
  type Role,
  roleHolds,
  SiteRoles,
  startGrpcServer,
  uuidParam,
} from '@tessera/kit'
import { SiteContentService, type SiteContent, type SiteHosting } from '@tessera/proto'
import type { StoredSite } from '@tessera/site-format'
import { toGrpcError } from '@tessera/kit'
import type { SiteServerConfig } from '../config.js'
import type { ContentParts } from '../content/content-rules.js'
import type { Hosting } from '../content/content.repository.js'
import { ContentService, stateOf, toStored, type VersionState } from '../content/content.service.js'
import { errors } from '../errors.js'

async function handle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toGrpcError(error)
  }
}

function checkSiteId(siteId: string): string {
  if (!uuidParam.safeParse(siteId).success) throw errors.SiteNotFound()
  return siteId
}

function checkUserId(userId: string): string {
  if (!uuidParam.safeParse(userId).success) throw commonErrors.InvalidFormData('author_id')
  return userId
}

function toHosting(hosting: SiteHosting | undefined): Hosting {
  if (!hosting) throw commonErrors.InvalidFormData('hosting')
  return {
    siteId: checkSiteId(hosting.siteId),
    userId: hosting.userId,
    siteType: hosting.siteType,
    subdomain: hosting.subdomain,
    customDomains: hosting.customDomains,
    disabled: hosting.disabled,
    previewId: hosting.previewId || null,
    pagesLimit: Number(hosting.pagesLimit),
    historyLimit: Number(hosting.historyLimit),
  }
}

function toParts(content: SiteContent | undefined): ContentParts {
  const parts: ContentParts = {}
  if (!content) return parts
  const keys: Array<keyof StoredSite> = [
    'name',
    'version',
    'context',
    'defaults',
    'pages',
    'pageOrder',
    'editor',
    'history',
  ]
  for (const key of keys) {
    const value = content[key]
    if (value !== undefined) parts[key] = value
  }
  return parts
}

const state = (s: VersionState) => ({ state: s })

/** What the sites service asks this pool (contracts in proto/tessera/site_content). */
@Injectable()
export class SiteContentGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: GrpcServer | undefined

  constructor(
    @Inject(CONFIG) private readonly config: SiteServerConfig,
    private readonly content: ContentService,
    private readonly roles: SiteRoles,
  ) {}

  /** The user's role on the site; a site they hold none on is not found, as for the builder. */
  private async roleOf(siteId: string, userId: string, power: 'site:read' | 'site:content') {
    const role: Role | null = await this.roles.roleOn(checkUserId(userId), siteId)
    if (!roleHolds(role, 'site:read')) throw errors.SiteNotFound()
    if (!roleHolds(role, power)) throw commonErrors.Forbidden()
    return role as Role
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startGrpcServer(this.config.GRPC_PORT, this.config.GRPC_HOST, (router) =>
      router.service(SiteContentService, this.routes()),
    )
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }

  private routes(): ServiceImpl<typeof SiteContentService> {
    const c = this.content
    return {
      createSite: (r) =>
        handle(async () => state(await c.createSite(toHosting(r.hosting), toParts(r.content)))),
      putSiteHosting: (r) =>
        handle(async () => {
          await c.putHosting(toHosting(r.hosting))
          return {}
        }),
      updateContent: (r) =>
        handle(async () => {
          const saved = await c.save(checkSiteId(r.siteId), toParts(r.content), {
            ...(r.updateKey ? { updateKey: r.updateKey } : {}),
            force: r.force,
            ...(r.versionId ? { versionId: r.versionId } : {}),
            ...(r.authorId ? { authorId: checkUserId(r.authorId) } : {}),
          })
          return {
            updateKey: saved.updateKey,
            versionId: saved.versionId,
            updatedAt: saved.updatedAt.toISOString(),
            contentUpdatedAt: saved.contentUpdatedAt.toISOString(),
          }
        }),
      getVersion: (r) =>
        handle(async () => {
          const loaded = await c.load(checkSiteId(r.siteId), r.versionId || undefined)
          if (!loaded) return { found: false }
          const { version, site } = loaded
          return {
            found: true,
            versionId: version.version,
            published: loaded.published,
            content: toStored(version),
            updateKey: version.updateKey,
            updatedAt: version.updatedAt.toISOString(),
            contentUpdatedAt: version.contentUpdatedAt.toISOString(),
            state: {
              published: site.published,
              liveVersion: site.liveVersion,
              draftVersion: site.draftVersion ?? 0,
              updatedAt: site.updatedAt.toISOString(),
              contentUpdatedAt: site.contentUpdatedAt.toISOString(),
            },
          }
        }),
      listVersions: (r) =>
        handle(async () => ({ versions: await c.versions(checkSiteId(r.siteId)) })),
      createDraft: (r) => handle(async () => state(await c.createDraft(checkSiteId(r.siteId)))),
      deleteDraft: (r) => handle(async () => state(await c.deleteDraft(checkSiteId(r.siteId)))),
      publish: (r) =>
        handle(async () =>
          state(
            await c.publish(
              checkSiteId(r.siteId),
              r.publish,
              r.authorId ? checkUserId(r.authorId) : undefined,
            ),
          ),
        ),
      deleteSite: (r) =>
        handle(async () => {
          await c.deleteSite(checkSiteId(r.siteId))
          return {}
        }),
      getUsage: (r) =>
        handle(async () => {
          const usage = await c.usage(checkSiteId(r.siteId))
          return {
            maxPagesLength: BigInt(usage.maxPagesLength),
            totalBandwidth: BigInt(usage.totalBandwidth),
            totalSiteViewCount: BigInt(usage.totalSiteViewCount),
            restorePointsBytes: BigInt(usage.restorePointsBytes),
          }
        }),
      findContentAssetReferences: (r) =>
        handle(async () => ({ objectKeys: await c.assetReferences(r.objectKeys) })),
      loadForUser: (r) =>
        handle(async () => {
          const siteId = checkSiteId(r.siteId)
          const role = await this.roleOf(siteId, r.userId, 'site:read')
          const loaded = await c.load(siteId)
          if (!loaded) throw errors.SiteNotFound()
          const { version, site } = loaded
          return {
            versionId: version.version,
            content: toStored(version),
            updateKey: version.updateKey,
            contentUpdatedAt: version.contentUpdatedAt.toISOString(),
            state: stateOf(site),
            role,
          }
        }),
      saveStepsForUser: (r) =>
        handle(async () => {
          const siteId = checkSiteId(r.siteId)
          const role = await this.roleOf(siteId, r.userId, 'site:content')
          if (!/^[\w-]{16,64}$/.test(r.saveId)) throw commonErrors.InvalidFormData('save_id')
          let steps: unknown
          try {
            steps = JSON.parse(r.steps)
          } catch {
            throw commonErrors.InvalidFormData('steps: not JSON')
          }
          const saved = await c.saveSteps(siteId, {
            saveId: r.saveId,
            steps,
            authorId: r.userId,
            power: roleHolds(role, 'site:design') ? 'design' : 'content',
            ...(r.origin
              ? {
                  origin: {
                    agent: {
                      clientId: r.origin.clientId,
                      clientName: r.origin.clientName,
                      label: r.origin.label,
                    },
                  },
                }
              : {}),
          })
          return {
            updateKey: saved.updateKey,
            versionId: saved.versionId,
            contentUpdatedAt: saved.contentUpdatedAt.toISOString(),
          }
        }),
    }
  }
}
