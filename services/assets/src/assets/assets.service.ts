import { randomUUID } from 'node:crypto'
import { InjectQueue } from '@nestjs/bullmq'
import { Inject, Injectable } from '@nestjs/common'
import {
  ALL_SITES,
  announceAssetChange,
  ApiError,
  type AuthUser,
  commonErrors,
  CONFIG,
  LOGGER,
  REDIS,
  requireSelf,
  roleHolds,
  SiteAccess,
  type SitePower,
} from '@tessera/kit'
import { IMAGE_JOBS_QUEUE, imageJobResultSchema } from '@tessera/proto'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { z } from 'zod'
import { assetsPublicBase, type AssetsConfig } from '../config.js'
import { SitesDirectory } from '../sites/sites-directory.js'
import { IMMUTABLE_CACHE, ObjectStorage } from '../storage/object-storage.js'
import { checkSiteChoice, resolveTarget, type SiteKind } from './asset-target.js'
import type { Asset, AssetState } from './asset.entity.js'
import { toAssetView, type AssetListView, type AssetView, type UploadView } from './asset.view.js'
import { AssetsRepository, type AssetFilter } from './assets.repository.js'
import { isAssetContentType, MAX_ASSET_BYTES } from './content-types.js'
import type { CreateAssetBody, ListAssetsQuery, ReplaceAssetBody, UpdateAssetBody } from './dto.js'
import { fileTooBig, inspectFile, type ImageLimits, type Inspection } from './file-inspection.js'
import { publicKey, uploadKey } from './object-keys.js'
import { checkAllowance, isPlanTier, type PlanTier } from './quota.js'
import { checkDeclaredFile, checkName } from './upload-rules.js'
import { errors } from '../errors.js'
import { getsVariants, iconKeys, variantKeys } from '../variants/variant-jobs.js'
import { VariantsService } from '../variants/variants.service.js'

const uploadFailed = (message: string) => errors.asset_upload_failed(message)
const notFound = () => errors.AssetNotFound()

@Injectable()
export class AssetsService {
  private readonly publicBase: string
  private readonly limits: ImageLimits

  constructor(
    private readonly assets: AssetsRepository,
    private readonly storage: ObjectStorage,
    private readonly sites: SitesDirectory,
    private readonly access: SiteAccess,
    private readonly variants: VariantsService,
    @InjectQueue(IMAGE_JOBS_QUEUE) private readonly imageJobs: Queue,
    @Inject(CONFIG) private readonly config: AssetsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.publicBase = assetsPublicBase(config)
    this.limits = {
      minWidth: config.IMAGE_MIN_WIDTH,
      minHeight: config.IMAGE_MIN_HEIGHT,
      maxWidth: config.IMAGE_MAX_WIDTH,
      maxHeight: config.IMAGE_MAX_HEIGHT,
    }
  }

  /** A record in state Created and a signed address to PUT the file to (platform.md 4). */
  async create(caller: AuthUser, body: CreateAssetBody): Promise<UploadView> {
    const file = checkDeclaredFile(body.content_type, body.content_size)
    checkSiteChoice(body.site_id)
    const name = checkName(body.name)
    const target = await resolveTarget(caller, body.site_id, this.sites, this.access)
    const id = randomUUID()
    const key = uploadKey(id)
    const asset = await this.assets.withQuotaLock(target.scope, async (db, usage) => {
      // Nothing is stored, nor an address handed out, past the allowance.
      checkAllowance(target.tier, await usage(), file.contentSize)
      return this.assets.insert(db, {
        id,
        userId: target.ownerId,
        siteKind: target.kind,
        siteId: target.siteId,
        quotaScope: target.scope,
        name,
        state: 'Created',
        contentType: file.contentType,
        contentSize: file.contentSize,
        size: 0,
        objectKey: null,
        pendingKey: key,
        pendingContentType: file.contentType,
        pendingContentSize: file.contentSize,
        uploadExpiresAt: this.uploadExpiry(),
        uploadJobId: null,
        width: null,
        height: null,
        variants: null,
      })
    })
    return this.withSignedUrl(asset)
  }

  /** New bytes for an asset: state Replacing until verified; the old bytes stay served. */
  async replace(caller: AuthUser, id: string, body: ReplaceAssetBody): Promise<UploadView> {
    const file = checkDeclaredFile(body.content_type, body.content_size)
    const name = body.name === undefined ? undefined : checkName(body.name)
    const current = await this.visible(caller, id, 'site:content')
    if (current.state === 'Expired') throw uploadFailed('This upload expired: add the file again')
    const tier = await this.tierOf(current)
    const key = uploadKey(id)
    let abandoned: string | null = null
    const asset = await this.assets.withQuotaLock(current.quotaScope, async (db, usage) => {
      const locked = await this.assets.lockById(db, id)
      if (!locked || locked.state === 'Expired') throw notFound()
      // The old bytes are freed when the new ones verify, so they do not count twice.
      checkAllowance(tier, await usage(id), file.contentSize)
      abandoned = locked.pendingKey
      const changes: Partial<Asset> = {
        state: locked.state === 'Created' ? 'Created' : 'Replacing',
        pendingKey: key,
        pendingContentType: file.contentType,
        pendingContentSize: file.contentSize,
        uploadExpiresAt: this.uploadExpiry(),
        uploadJobId: null,
        ...(name === undefined ? {} : { name }),
        ...(locked.state === 'Created'
          ? { contentType: file.contentType, contentSize: file.contentSize }
          : {}),
      }
      await this.assets.update(id, changes, db)
      return { ...locked, ...changes, updatedAt: new Date() } as Asset
    })
    await this.removeQuietly([abandoned])
    return this.withSignedUrl(asset)
  }

  /**
   * Checks the pending upload and publishes it: it must exist, have the declared size, be what
   * its content type says, and fit the allowance. Otherwise the object is removed and the error
   * says why; the signed address stays usable until it expires.
   */
  async verify(caller: AuthUser, id: string): Promise<AssetView> {
    const asset = await this.visible(caller, id, 'site:content')
    const key = asset.pendingKey
    if (!key) {
      if (asset.state === 'Uploaded') return this.view(asset)
      throw uploadFailed('This upload expired: add the file again')
    }
    const closesAt =
      asset.uploadExpiresAt!.getTime() + this.config.UPLOAD_VERIFY_GRACE_SECONDS * 1000
    if (Date.now() > closesAt)
      throw uploadFailed('The upload window has closed: upload the file again')
    const contentType = asset.pendingContentType!
    const stored = await this.storage.read(key, MAX_ASSET_BYTES)
    if (!stored.found) throw uploadFailed('No file has been uploaded to the signed address yet')
    if (stored.tooLarge) {
      await this.removeQuietly([key])
      throw fileTooBig()
    }
    let inspection: Inspection
    try {
      if (
        stored.size !== asset.pendingContentSize &&
        !(await this.optimisedUpload(asset, stored.size))
      ) {
        throw uploadFailed(
          `The uploaded file has ${stored.size} bytes, but ${asset.pendingContentSize} were declared`,
        )
      }
      inspection = await inspectFile(stored.bytes, contentType, this.limits)
    } catch (error) {
      await this.removeQuietly([key])
      throw error
    }
    // Publish exactly the bytes that were checked: the signed address could still overwrite the upload.
    const published = publicKey(id, contentType)
    await this.storage.write(published, stored.bytes, contentType, IMMUTABLE_CACHE)
    const tier = await this.tierOf(asset)
    let previous: string | null = null
    try {
      const updated = await this.assets.withQuotaLock(asset.quotaScope, async (db, usage) => {
        const locked = await this.assets.lockById(db, id)
        if (!locked || locked.pendingKey !== key) {
          throw uploadFailed('The asset changed while it was being verified: try again')
        }
        checkAllowance(tier, await usage(id), stored.size)
        previous = locked.objectKey
        const changes: Partial<Asset> = {
          state: 'Uploaded',
          objectKey: published,
          contentType,
          contentSize: locked.pendingContentSize!,
          size: stored.size,
          // Of the bytes published, which are an optimisation's output when the editor used one.
          width: inspection.width ?? null,
          height: inspection.height ?? null,
          // Copies of these bytes are asked for below; the earlier ones are retired with them.
          variants: getsVariants(contentType) ? null : [],
          // Made again for the new bytes when a site that uses them as its icon next asks.
          icons: null,
          pendingKey: null,
          pendingContentType: null,
          pendingContentSize: null,
          uploadExpiresAt: null,
          uploadJobId: null,
        }
        await this.assets.update(id, changes, db)
        // Earlier bytes stay until nothing names their address any more (the retired sweep).
        if (previous) await this.assets.retire(db, id, previous)
        for (const key of [...variantKeys(locked.variants), ...iconKeys(locked.icons)]) {
          await this.assets.retire(db, id, key)
        }
        return { ...locked, ...changes, updatedAt: new Date() } as Asset
      })
      await this.removeQuietly([key])
      if (getsVariants(contentType)) await this.variants.request({ id, objectKey: published })
      if (previous) await this.announceChange(updated)
      return this.view(updated)
    } catch (error) {
      await this.removeQuietly([published, key])
      throw error
    }
  }

  async update(caller: AuthUser, id: string, body: UpdateAssetBody): Promise<AssetView> {
    const asset = await this.visible(caller, id, 'site:content')
    const name = checkName(body.name)
    if (name === asset.name) throw errors.NoUpdates()
    await this.assets.update(id, { name })
    return this.view((await this.assets.findById(id)) ?? asset)
  }

  async remove(caller: AuthUser, id: string): Promise<void> {
    const asset = await this.visible(caller, id, 'site:content')
    const retired = await this.assets.retiredKeys(id)
    await this.assets.delete(id)
    await this.removeQuietly([
      asset.objectKey,
      asset.pendingKey,
      ...variantKeys(asset.variants),
      ...iconKeys(asset.icons),
      ...retired,
    ])
  }

  /** Every asset of a site deleted without its owner's doing (a paid site that ended). */
  async removeSite(siteId: string): Promise<number> {
    const { count, keys } = await this.assets.deleteSite(siteId)
    await this.removeQuietly(keys)
    return count
  }

  async get(caller: AuthUser, id: string): Promise<AssetView> {
    return this.view(await this.visible(caller, id))
  }

  /** Users list their own assets; admins anyone's. `total_usage` covers every match, not a page. */
  async list(caller: AuthUser, query: ListAssetsQuery): Promise<AssetListView> {
    if (query.user_id) requireSelf(caller, query.user_id, 'You can only list your own assets')
    if (query.content_type && !isAssetContentType(query.content_type)) {
      throw commonErrors.InvalidFormData('content_type: not an asset type')
    }
    const site = listSite(query.site_id)
    if (site === 'none') return { results: [], total: 0, total_usage: 0 }
    // A site's people list all of its files; anyone else only their own.
    const shared =
      !caller.isAdmin &&
      site?.kind === 'site' &&
      site.siteId !== null &&
      (await this.holds(caller, 'site:read', site.siteId))
    const filter: AssetFilter = {
      userId: caller.isAdmin ? query.user_id : shared ? undefined : caller.id,
      site,
      contentType: query.content_type as AssetFilter['contentType'],
      search: query.search?.trim() || undefined,
      states: listStates(query.state),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
    }
    const page = await this.assets.list(filter)
    return {
      results: page.rows.map((asset) => this.view(asset)),
      total: page.total,
      total_usage: page.totalUsage,
    }
  }

  /**
   * The caller's own asset, or one of a site whose people they belong to with `power` (a
   * workspace's members share its sites' files); others' assets do not exist as far as a
   * caller can tell.
   */
  private async visible(
    caller: AuthUser,
    id: string,
    power: SitePower = 'site:read',
  ): Promise<Asset> {
    const asset = await this.assets.findById(id)
    if (!asset) throw notFound()
    if (asset.userId === caller.id || caller.isAdmin) return asset
    if (
      asset.siteKind === 'site' &&
      asset.siteId &&
      (await this.holds(caller, power, asset.siteId))
    )
      return asset
    throw notFound()
  }

  /** Whether the caller's role on the site holds the power (no role, or no site: false). */
  private async holds(caller: AuthUser, power: SitePower, siteId: string): Promise<boolean> {
    const role = await this.access.roleOf(caller, siteId).catch((error: unknown) => {
      if (error instanceof ApiError) return null
      throw error
    })
    return roleHolds(role, power)
  }

  /** The plan whose allowance the asset counts against, as of now. */
  private async tierOf(asset: Asset): Promise<PlanTier> {
    if (asset.siteKind === 'identity') return 'Free'
    if (asset.siteKind === 'template') return 'Paid3'
    const site = await this.sites.getSite(asset.siteId!)
    return site && isPlanTier(site.siteType) ? site.siteType : 'Free'
  }

  /** Whether an optimisation job wrote exactly this many bytes to the asset's pending upload. */
  private async optimisedUpload(asset: Asset, size: number): Promise<boolean> {
    if (!asset.uploadJobId) return false
    const job = await this.imageJobs.getJob(asset.uploadJobId)
    if (!job || !(await job.isCompleted())) return false
    const result = imageJobResultSchema.safeParse(job.returnvalue)
    return result.success && result.data.key === asset.pendingKey && result.data.size === size
  }

  private async withSignedUrl(asset: Asset): Promise<UploadView> {
    const signed_url = await this.storage.signUpload(
      asset.pendingKey!,
      asset.pendingContentType!,
      asset.pendingContentSize!,
      this.config.UPLOAD_URL_TTL_SECONDS,
    )
    return { ...this.view(asset), signed_url }
  }

  private uploadExpiry(): Date {
    return new Date(Date.now() + this.config.UPLOAD_URL_TTL_SECONDS * 1000)
  }

  private view(asset: Asset): AssetView {
    return toAssetView(asset, this.publicBase)
  }

  /**
   * Site servers render the asset's site again with its new address; an identity's or a
   * template's asset may be used by any site. A lost announcement leaves pages with the old
   * address, whose bytes are kept, until their cache entries expire.
   */
  private async announceChange(asset: Asset): Promise<void> {
    const site = asset.siteKind === 'site' ? asset.siteId! : ALL_SITES
    try {
      await announceAssetChange(this.redis, this.config.REDIS_PREFIX, site)
    } catch (err) {
      this.logger.warn({ err, assetId: asset.id }, 'could not announce an asset change')
    }
  }

  /** Storage clean-up never fails a request: a stray object costs bytes, not correctness. */
  private async removeQuietly(keys: Array<string | null>): Promise<void> {
    try {
      await this.storage.remove(keys)
    } catch (err) {
      this.logger.warn({ err, keys }, 'could not remove objects')
    }
  }
}

/** The list's site filter: a server site, the identity site, the template pseudo-site, or none. */
function listSite(siteId: string | undefined): AssetFilter['site'] | 'none' {
  if (!siteId) return undefined
  if (siteId === 'scratch') return 'none'
  if (siteId === 'identity' || siteId === 'template')
    return { kind: siteId as SiteKind, siteId: null }
  if (!z.uuid().safeParse(siteId).success) {
    throw commonErrors.InvalidFormData('site_id: must be a site id, identity or template')
  }
  return { kind: 'site', siteId }
}

/** Uploaded is the listing state; an asset being replaced still serves its verified bytes. */
function listStates(state: AssetState | undefined): AssetState[] {
  if (state === 'Uploaded') return ['Uploaded', 'Replacing']
  if (state) return [state]
  return ['Created', 'Uploaded', 'Replacing']
}
