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
  roleHolds,
  startGrpcServer,
  uuidParam,
} from '@tessera/kit'
import { SiteServersService, SitesInternalService } from '@tessera/proto'
import { toGrpcError } from '@tessera/kit'
import type { SiteType } from '@tessera/site-format'
import { AssetReferencesService } from '../asset-references/asset-references.service.js'
import { checkSubdomain } from '../common/site-rules.js'
import type { SitesConfig } from '../config.js'
import { DomainsRepository } from '../domains/domains.repository.js'
import { SiteServerRegistry } from '../site-servers/site-server-registry.js'
import { SiteServersRepository } from '../site-servers/site-servers.repository.js'
import { SitesRepository } from '../sites/sites.repository.js'
import { WorkspacesRepository } from '../workspaces/workspaces.repository.js'
import { errors } from '../errors.js'
import { SitesService } from '../sites/sites.service.js'
import { SubdomainsRepository } from '../subdomains/subdomains.repository.js'
import { VersionsService } from '../versions/versions.service.js'

/** How many people one GetMemberEmails may name. */
const MAX_MEMBER_EMAILS = 100

/** Runs a handler, turning ApiErrors into gRPC errors that keep their code. */
async function handle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw toGrpcError(error)
  }
}

/** What other services ask this one: sites, the subdomain namespace, the site-server registry. */
@Injectable()
export class SitesGrpcServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: GrpcServer | undefined

  constructor(
    @Inject(CONFIG) private readonly config: SitesConfig,
    private readonly sites: SitesRepository,
    private readonly subdomains: SubdomainsRepository,
    private readonly registry: SiteServerRegistry,
    private readonly domains: DomainsRepository,
    private readonly service: SitesService,
    private readonly assetReferences: AssetReferencesService,
    private readonly workspaces: WorkspacesRepository,
    private readonly pools: SiteServersRepository,
    private readonly versions: VersionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startGrpcServer(this.config.GRPC_PORT, this.config.GRPC_HOST, (router) => {
      router.service(SitesInternalService, this.internal())
      router.service(SiteServersService, this.siteServers())
    })
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server?.close()
  }

  private internal(): ServiceImpl<typeof SitesInternalService> {
    return {
      getSite: ({ siteId }) =>
        handle(async () => {
          if (!uuidParam.safeParse(siteId).success) return {}
          const site = await this.sites.findById(siteId)
          if (!site) return {}
          return {
            id: site.id,
            userId: site.userId,
            siteType: site.siteType,
            disabled: site.disabled,
            published: site.published,
            subdomain: site.subdomain,
            customDomains: await this.domains.verifiedOf(site.id),
            contentAddresses: await this.pools.grpcAddresses(site.siteServerId),
          }
        }),
      publishSite: ({ siteId, userId, publish }) =>
        handle(async () => {
          const ids = [siteId, userId]
          if (!ids.every((id) => uuidParam.safeParse(id).success)) throw errors.SiteNotFound()
          const found = await this.workspaces.siteRole(siteId, userId)
          if (!found?.role) throw errors.SiteNotFound()
          if (!roleHolds(found.role, 'site:publish')) throw commonErrors.Forbidden()
          const caller = { id: userId, userType: 'Owner' as const, isAdmin: false }
          const view = await this.versions.publish(caller, siteId, publish)
          return {
            published: view.published,
            liveVersion: view.live_version,
            draftVersion: view.draft_version ?? 0,
          }
        }),
      reserveSubdomain: ({ subdomain, userId }) =>
        handle(async () => {
          checkSubdomain(subdomain)
          if (!uuidParam.safeParse(userId).success) throw commonErrors.InvalidFormData('user_id')
          return { reserved: await this.subdomains.reserveIdentity(subdomain, userId) }
        }),
      checkNewSite: ({ name, subdomain, siteType }) =>
        handle(async () => ({
          available: await this.service.checkNewSite(name, subdomain, paidTier(siteType)),
        })),
      createPaidSite: (request) =>
        handle(async () => {
          if (!uuidParam.safeParse(request.checkoutId).success)
            throw commonErrors.InvalidFormData('checkout_id')
          if (!uuidParam.safeParse(request.userId).success)
            throw commonErrors.InvalidFormData('user_id')
          const site = await this.service.createPaid({
            checkoutId: request.checkoutId,
            userId: request.userId,
            name: request.name,
            subdomain: request.subdomain,
            siteType: paidTier(request.siteType),
          })
          return { siteId: site.id, subdomain: site.subdomain, address: site.site_server.address }
        }),
      setSiteDisabled: ({ siteId, disabled }) =>
        handle(async () => {
          if (!uuidParam.safeParse(siteId).success) return { found: false }
          return { found: await this.service.setDisabled(siteId, disabled) }
        }),
      deletePaidSite: ({ siteId }) =>
        handle(async () => {
          if (uuidParam.safeParse(siteId).success) await this.service.deletePaid(siteId)
          return {}
        }),
      getSiteRole: ({ siteId, userId }) =>
        handle(async () => {
          const ids = [siteId, userId]
          if (!ids.every((id) => uuidParam.safeParse(id).success)) return { found: false, role: '' }
          const found = await this.workspaces.siteRole(siteId, userId)
          return { found: found !== undefined, role: found?.role ?? '' }
        }),
      getMemberEmails: ({ userIds }) =>
        handle(async () => {
          if (userIds.length > MAX_MEMBER_EMAILS) {
            throw commonErrors.InvalidFormData(`At most ${MAX_MEMBER_EMAILS} user ids`)
          }
          const ids = [...new Set(userIds)].filter((id) => uuidParam.safeParse(id).success)
          return { emails: Object.fromEntries(await this.workspaces.emailsOf(ids)) }
        }),
      findAssetReferences: ({ objectKeys }) =>
        handle(async () => ({ objectKeys: await this.assetReferences.named(objectKeys) })),
      releaseSubdomain: ({ subdomain, userId }) =>
        handle(async () => {
          if (uuidParam.safeParse(userId).success) {
            await this.subdomains.releaseIdentity(subdomain, userId)
          }
          return {}
        }),
    }
  }

  private siteServers(): ServiceImpl<typeof SiteServersService> {
    const report = (replica: Parameters<SiteServerRegistry['report']>[0]) =>
      this.registry.report(replica)
    return {
      registerSiteServer: ({ replica }) =>
        handle(async () => ({
          poolId: await report(toReport(replica)),
          heartbeatSeconds: this.config.SITE_SERVER_HEARTBEAT_SECONDS,
        })),
      heartbeatSiteServer: ({ replica }) =>
        handle(async () => ({ poolId: await report(toReport(replica)) })),
      reportContentSaved: (request) =>
        handle(async () => {
          if (!uuidParam.safeParse(request.siteId).success) return {}
          const updatedAt = new Date(request.updatedAt)
          const contentUpdatedAt = new Date(request.contentUpdatedAt)
          if (Number.isNaN(updatedAt.getTime()) || Number.isNaN(contentUpdatedAt.getTime())) {
            throw commonErrors.InvalidFormData('times')
          }
          await this.sites.noteContentSaved(
            request.siteId,
            request.name || undefined,
            updatedAt,
            contentUpdatedAt,
            uuidParam.safeParse(request.authorId).success ? request.authorId : undefined,
          )
          return {}
        }),
    }
  }
}

/** Checkout sells the paid tiers only. */
function paidTier(siteType: string): SiteType {
  if (siteType !== 'Paid1' && siteType !== 'Paid2' && siteType !== 'Paid3') {
    throw commonErrors.InvalidFormData(`Unknown paid plan ${siteType}`)
  }
  return siteType
}

function toReport(
  replica:
    | {
        tier: string
        address: string
        ipAddress: string
        capacity: number
        replicaId: string
        grpcAddress: string
      }
    | undefined,
) {
  if (!replica) throw commonErrors.InvalidFormData('replica')
  return { ...replica, tier: replica.tier as SiteType }
}
