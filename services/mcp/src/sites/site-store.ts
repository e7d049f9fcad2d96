import { Inject, Injectable } from '@nestjs/common'
import { Code, ConnectError, type Client } from '@connectrpc/connect'
import { CONFIG, fromGrpcError, grpcClient, isRole, type Role } from '@tessera/kit'
import { SiteContentService, SitesInternalService, type SiteContent } from '@tessera/proto'
import {
  contentParts,
  type ContentPart,
  deserializeSite,
  type EditStep,
  serializeParts,
  SiteDocument,
  stepParts,
  type StoredSite,
} from '@tessera/site-format'
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

/** How long where a site lives is taken as known (a moved site answers Unavailable before). */
const LOCATION_TTL_MS = 30_000
/** How many sites' documents are kept (the sites agents are working on right now). */
const KEPT_SITES = 4

/** A site's document as of one version, kept so the next call on that version skips parsing. */
interface KeptSite {
  updateKey: string
  contentUpdatedAt: string
  doc: SiteDocument
  /** The stored site the document was read from, or last found to be. */
  stored: StoredSite
  /**
   * For a document this service changed and saved itself, the parts its save wrote: the site
   * server may have applied the save on top of another one, so on its first load the stored
   * site must be these parts as the document has them, and the rest as they were.
   */
  saved?: ContentPart[]
}

/** Whether the stored site is exactly, byte for byte, what this service's save left. */
function savedAs(kept: KeptSite & { saved: ContentPart[] }, stored: StoredSite): boolean {
  const written = serializeParts(kept.doc.site, kept.saved)
  return contentParts.every((part) =>
    kept.saved.includes(part) ? written[part] === stored[part] : kept.stored[part] === stored[part],
  )
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
  private readonly locations = new Map<string, { addresses: string[]; until: number }>()
  /** Least recently used first. */
  private readonly kept = new Map<string, KeptSite>()

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
    const addresses = await this.locate(siteId)
    let lastError: unknown = new Error(`No site server holds ${siteId}`)
    for (const address of addresses) {
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
    // The site may have moved: ask where it lives next time.
    this.locations.delete(siteId)
    throw fromGrpcError(lastError)
  }

  /** The site servers holding a site, as the sites service said within the last seconds. */
  private async locate(siteId: string): Promise<string[]> {
    const known = this.locations.get(siteId)
    if (known && known.until > Date.now()) return known.addresses
    const site = await this.sites.getSite({ siteId }).catch((e: unknown) => {
      throw fromGrpcError(e)
    })
    if (!site.id) throw errors.SiteNotFound()
    this.locations.set(siteId, {
      addresses: site.contentAddresses,
      until: Date.now() + LOCATION_TTL_MS,
    })
    return site.contentAddresses
  }

  /**
   * The site's document for the version loaded: the one kept for exactly that version when
   * there is one, else parsed from the stored site. A caller that will change the document
   * (`forEdit`) takes it out; it comes back only with the save of that change.
   */
  private document(
    siteId: string,
    version: { updateKey: string; contentUpdatedAt: string },
    stored: StoredSite,
    forEdit: boolean,
  ): SiteDocument {
    const kept = this.kept.get(siteId)
    this.kept.delete(siteId)
    if (
      kept &&
      kept.updateKey === version.updateKey &&
      kept.contentUpdatedAt === version.contentUpdatedAt &&
      (kept.saved === undefined || savedAs({ ...kept, saved: kept.saved }, stored))
    ) {
      if (!forEdit) this.keep(siteId, { ...version, doc: kept.doc, stored })
      return kept.doc
    }
    const doc = new SiteDocument(deserializeSite(stored))
    if (!forEdit) this.keep(siteId, { ...version, doc, stored })
    return doc
  }

  private keep(siteId: string, site: KeptSite): void {
    this.kept.delete(siteId)
    this.kept.set(siteId, site)
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_SITES) break
      this.kept.delete(oldest)
    }
  }

  /** The site's latest version; `forEdit` when the caller will change its document. */
  async load(
    caller: AgentCaller,
    siteId: string,
    { forEdit = false }: { forEdit?: boolean } = {},
  ): Promise<LoadedSite> {
    this.granted(caller, siteId)
    const answer = await this.onPool(siteId, (c) =>
      c.loadForUser({ siteId, userId: caller.userId }),
    )
    const stored = toStoredSite(answer.content)
    if (!isRole(answer.role)) throw errors.SiteNotFound()
    return {
      siteId,
      doc: this.document(siteId, answer, stored, forEdit),
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

  /**
   * Saves steps as the person, marked as the agent's; `saveId` makes a retry harmless. `applied`
   * is the site loaded for edit whose document already holds the steps' edits: once saved, it is
   * kept as the new version's document.
   */
  async save(
    caller: AgentCaller,
    siteId: string,
    saveId: string,
    steps: EditStep[],
    label: string,
    applied?: LoadedSite,
  ): Promise<{ updateKey: string; versionId: number }> {
    this.granted(caller, siteId)
    const saved = await this.onPool(siteId, (c) =>
      c.saveStepsForUser({
        siteId,
        userId: caller.userId,
        saveId,
        steps: JSON.stringify(steps),
        origin: { clientId: caller.clientId, clientName: caller.clientName, label },
      }),
    )
    if (applied && steps.every((step) => 'do' in step)) {
      // The history as the site server records the steps (each its own entry).
      const history = applied.doc.site.history
      for (const step of steps) history.back.push(step.do)
      history.forward = []
      this.keep(siteId, {
        updateKey: saved.updateKey,
        contentUpdatedAt: saved.contentUpdatedAt,
        doc: applied.doc,
        stored: applied.stored,
        saved: stepParts(steps),
      })
    }
    return saved
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
