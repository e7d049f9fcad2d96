import { Inject, Injectable } from '@nestjs/common'
import { Code, ConnectError, type Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient, isRole, type Role } from '@tessera/kit'
import { SiteContentService, SitesInternalService, type SiteContent } from '@tessera/proto'
import { deserializeSite, type EditStep, SiteDocument, type StoredSite } from '@tessera/site-format'
import type { AgentCaller } from '../agents/agent-caller.js'
import type { McpConfig } from '../config.js'
import { errors } from '../errors.js'

/** A site's latest version as an agent works on it. */
export interface LoadedSite {
  siteId: string
  doc: SiteDocument
  stored: StoredSite
  versionId: number
  /** Changes with every save: the version an agent saw. */
  updateKey: string
  contentUpdatedAt: string
  published: boolean
  liveVersion: number
  draftVersion: number
  role: Role
}

function toStoredSite(content: SiteContent | undefined): StoredSite {
  if (!content) throw new Error('The site server answered without content')
  const { name, version, context, defaults, pages, pageOrder, editor, history } = content
  if ([name, version, context, defaults, pages, pageOrder, history].some((p) => p === undefined))
    throw new Error('The site server answered with parts missing')
  return {
    name: name!,
    version: version!,
    context: context!,
    defaults: defaults!,
    pages: pages!,
    pageOrder: pageOrder!,
    ...(editor === undefined ? {} : { editor }),
    history: history!,
  }
}

/**
 * Sites as agents reach them: read and written only through the site server that holds them
 * (which checks the person's role as for any save), found through the sites service.
 */
@Injectable()
export class SiteStore {
  private readonly sites: Client<typeof SitesInternalService>
  private readonly pools = new Map<string, Client<typeof SiteContentService>>()

  constructor(@Inject(CONFIG) config: McpConfig) {
    this.sites = grpcClient(SitesInternalService, config.SITES_GRPC_URL)
  }

  /** Refuses a site the token does not name exactly as a site that does not exist. */
  private granted(caller: AgentCaller, siteId: string): void {
    if (!caller.sites.has(siteId)) throw errors.SiteNotFound()
  }

  private async onPool<T>(
    siteId: string,
    call: (client: Client<typeof SiteContentService>) => Promise<T>,
  ): Promise<T> {
    const site = await this.sites.getSite({ siteId }).catch((e: unknown) => {
      throw fromGrpcError(e)
    })
    if (!site.id) throw errors.SiteNotFound()
    let lastError: unknown = new Error(`No site server holds ${siteId}`)
    for (const address of site.contentAddresses) {
      let client = this.pools.get(address)
      if (!client) {
        client = grpcClient(SiteContentService, address, 15_000)
        this.pools.set(address, client)
      }
      try {
        return await call(client)
      } catch (error) {
        lastError = error
        if (!(error instanceof ConnectError && error.code === Code.Unavailable)) break
      }
    }
    throw fromGrpcError(lastError)
  }

  async load(caller: AgentCaller, siteId: string): Promise<LoadedSite> {
    this.granted(caller, siteId)
    const answer = await this.onPool(siteId, (c) =>
      c.loadForUser({ siteId, userId: caller.userId }),
    )
    const stored = toStoredSite(answer.content)
    if (!isRole(answer.role)) throw errors.SiteNotFound()
    return {
      siteId,
      doc: new SiteDocument(deserializeSite(stored)),
      stored,
      versionId: answer.versionId,
      updateKey: answer.updateKey,
      contentUpdatedAt: answer.contentUpdatedAt,
      published: answer.state?.published ?? false,
      liveVersion: answer.state?.liveVersion ?? 0,
      draftVersion: answer.state?.draftVersion ?? 0,
      role: answer.role,
    }
  }

  /** Saves steps as the person, marked as the agent's; `saveId` makes a retry harmless. */
  async save(
    caller: AgentCaller,
    siteId: string,
    saveId: string,
    steps: EditStep[],
    label: string,
  ): Promise<{ updateKey: string; versionId: number }> {
    this.granted(caller, siteId)
    return this.onPool(siteId, (c) =>
      c.saveStepsForUser({
        siteId,
        userId: caller.userId,
        saveId,
        steps: JSON.stringify(steps),
        origin: { clientId: caller.clientId, clientName: caller.clientName, label },
      }),
    )
  }

  async publish(
    caller: AgentCaller,
    siteId: string,
  ): Promise<{ published: boolean; liveVersion: number }> {
    this.granted(caller, siteId)
    return this.sites
      .publishSite({ siteId, userId: caller.userId, publish: true })
      .catch((e: unknown) => {
        throw fromGrpcError(e)
      })
  }
}
