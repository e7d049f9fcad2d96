import { randomBytes } from 'node:crypto'
import { Injectable } from '@nestjs/common'
import { commonErrors } from '@tessera/kit'
import {
  applyEditSteps,
  deserializeSite,
  History,
  InvalidSiteError,
  InvalidStepsError,
  parseEditSteps,
  replaceSiteContent,
  serializeParts,
  SiteDocument,
  StepConflictError,
  stepBeyond,
  stepsReplaceSite,
  summarizeSteps,
  type Command,
  type CommandPower,
  type CommandType,
  type EditStep,
  type StoredSite,
} from '@tessera/site-format'
import { ActivityRepository } from '../activity/activity.repository.js'
import { MemberEmails } from '../registry/member-emails.js'
import { RestorePoints } from '../restore-points/restore-points.service.js'
import { HostingInvalidation } from '../hosting/hosting-invalidation.js'
import { SitesLink } from '../registry/sites-link.js'
import { UsageCounters } from '../usage/usage-counters.js'
import {
  changesContent,
  checkSave,
  noUpdates,
  partNames,
  siteNotFound,
  StaleError,
  updateStale,
  type ContentParts,
} from './content-rules.js'
import type { NewerSaveView } from './dto.js'
import { isMigrationOf, migrationStep } from './format-migration.js'
import { ContentRepository, type Hosting, type SavedVersion } from './content.repository.js'
import type { SiteRecord } from './site-record.entity.js'
import { SiteVersion } from './site-version.entity.js'
import { ParsedSites, type VersionStamp } from './parsed-sites.js'
import { errors } from '../errors.js'
import { SiteEvents } from '../live/site-events.js'

export interface VersionState {
  published: boolean
  liveVersion: number
  /** 0 when there is no draft. */
  draftVersion: number
  updatedAt: string
  contentUpdatedAt: string
}

export interface VersionInfo {
  id: number
  published: boolean
  updatedAt: string
}

export interface LoadedVersion {
  site: SiteRecord
  version: SiteVersion
  /** The live version of a published site. */
  published: boolean
  /** Which write of the version's row this is. */
  stamp: VersionStamp
}

/** A content part's column field in a version row. */
const VERSION_FIELDS = {
  name: 'name',
  version: 'formatVersion',
  context: 'context',
  defaults: 'defaults',
  pages: 'pages',
  pageOrder: 'pageOrder',
  editor: 'editor',
  history: 'history',
} as const satisfies Record<keyof StoredSite, keyof SiteVersion>

/** The version row as a save leaves it: the old row with the saved parts and key. */
function savedRow(version: SiteVersion, parts: ContentParts, saved: SavedVersion): SiteVersion {
  const row = Object.assign(new SiteVersion(), version, {
    updateKey: saved.updateKey,
    updatedAt: saved.updatedAt,
    contentUpdatedAt: saved.contentUpdatedAt,
  })
  for (const part of Object.keys(parts) as Array<keyof StoredSite>) {
    const value = parts[part]
    if (value !== undefined) row[VERSION_FIELDS[part]] = value
  }
  return row
}

const stampOf = (saved: SavedVersion): VersionStamp => ({
  updateKey: saved.updateKey,
  rowStamp: saved.rowStamp,
  updatedAt: saved.updatedAt,
})

/** Times a step save is tried again on content another save changed meanwhile. */
const STEP_SAVE_ATTEMPTS = 5

/** How many asset files one FindAssetReferences may name. */
const MAX_ASSET_KEYS = 1000

/** The stored version as a document; a stored version that does not read is a server fault. */
function readStored(stored: StoredSite) {
  try {
    return deserializeSite(stored)
  } catch (error) {
    if (error instanceof InvalidSiteError)
      throw new Error(`Stored site does not read: ${error.message}`)
    throw error
  }
}

/** A content editor's save holding a step beyond their role (its index and command kind). */
const contentOnly = (index: number, kind: CommandType) =>
  commonErrors.Forbidden(
    `Your role can change texts, images, links and translations only (step ${index + 1}: ${kind})`,
  )

const newKey = () => randomBytes(18).toString('base64url')

export function toStored(version: SiteVersion): StoredSite {
  return {
    name: version.name,
    version: version.formatVersion,
    context: version.context,
    defaults: version.defaults,
    pages: version.pages,
    pageOrder: version.pageOrder,
    ...(version.editor === null ? {} : { editor: version.editor }),
    history: version.history,
  }
}

export function stateOf(site: SiteRecord): VersionState {
  return {
    published: site.published,
    liveVersion: site.liveVersion,
    draftVersion: site.draftVersion ?? 0,
    updatedAt: site.updatedAt.toISOString(),
    contentUpdatedAt: site.contentUpdatedAt.toISOString(),
  }
}

const limitsOf = (site: Pick<SiteRecord, 'pagesLimit' | 'historyLimit'>) => ({
  pagesLimit: Number(site.pagesLimit),
  historyLimit: Number(site.historyLimit),
})

/** Who made a save when it was not the person's own builder: an agent, with its call's label. */
export interface SaveOrigin {
  agent: { clientId: string; clientName: string; label: string }
}

/** What the open builders of a site hear after a steps save that changed its content. */
export interface SavedEvent {
  type: 'saved'
  save_id: string
  author_id: string
  /** The agent that made the save, or null for a person's builder. */
  origin: { client_name: string; label: string } | null
  steps: EditStep[]
  update_key: string
  content_updated_at: string
  version_id: number
}

/**
 * Site content and its versions. Without a draft, saves go to the live version (visitors see them
 * at once); with one, to the draft, until publishing makes it live.
 */
@Injectable()
export class ContentService {
  /** The versions last read or saved here, parsed once a save needed them. */
  private readonly parsed = new ParsedSites()

  constructor(
    private readonly content: ContentRepository,
    private readonly invalidation: HostingInvalidation,
    private readonly sitesLink: SitesLink,
    private readonly counters: UsageCounters,
    private readonly restorePoints: RestorePoints,
    private readonly activity: ActivityRepository,
    private readonly members: MemberEmails,
    private readonly events: SiteEvents,
  ) {}

  async createSite(hosting: Hosting, parts: ContentParts): Promise<VersionState> {
    const missing = partNames.filter((p) => p !== 'editor' && parts[p] === undefined)
    if (missing.length > 0) throw commonErrors.InvalidFormData(`Missing content parts: ${missing}`)
    const stored = parts as StoredSite
    checkSave(stored, stored, {
      pagesLimit: hosting.pagesLimit,
      historyLimit: hosting.historyLimit,
    })
    const site = await this.content.createSite(hosting, stored, newKey())
    await this.invalidation.siteChanged(site.siteId)
    return stateOf(site)
  }

  async putHosting(hosting: Hosting): Promise<void> {
    if (!(await this.content.putHosting(hosting))) throw siteNotFound()
    await this.invalidation.siteChanged(hosting.siteId)
  }

  async site(siteId: string): Promise<SiteRecord> {
    const site = await this.content.findSite(siteId)
    if (!site) throw siteNotFound()
    return site
  }

  /** A version (the latest, i.e. the draft when there is one, unless named), or undefined. */
  async load(siteId: string, versionId?: number): Promise<LoadedVersion | undefined> {
    const site = await this.content.findSite(siteId)
    if (!site) return undefined
    const number = versionId || (site.draftVersion ?? site.liveVersion)
    if (number !== site.liveVersion && number !== site.draftVersion) return undefined
    const read = await this.readVersion(siteId, number)
    if (!read) return undefined
    return { site, ...read, published: site.published && number === site.liveVersion }
  }

  /**
   * A version's row: the copy kept here while the row is still exactly that write (one small
   * query tells), else the row read whole, and kept.
   */
  private async readVersion(
    siteId: string,
    number: number,
  ): Promise<{ version: SiteVersion; stamp: VersionStamp } | undefined> {
    const head = await this.content.findVersionHead(siteId, number)
    if (!head) return undefined
    const kept = this.parsed.get(siteId, number, head)
    if (kept) return { version: Object.assign(new SiteVersion(), kept.version), stamp: kept.stamp }
    const read = await this.content.findStampedVersion(siteId, number)
    if (read) this.parsed.put(siteId, read)
    return read
  }

  /**
   * Saves changed parts of a version. The key must be the one the saver last saw (unless forced):
   * a stale key answers UpdateStale and changes nothing.
   */
  async save(
    siteId: string,
    parts: ContentParts,
    options: { updateKey?: string; force: boolean; versionId?: number; authorId?: string },
  ): Promise<SavedVersion & { versionId: number }> {
    if (Object.keys(parts).length === 0) throw noUpdates()
    if (!options.force && !options.updateKey) {
      throw commonErrors.InvalidFormData('update_key: required unless the save is forced')
    }
    const loaded = await this.load(siteId, options.versionId)
    if (!loaded) throw siteNotFound()
    const { site, version } = loaded
    checkSave(toStored(version), parts, limitsOf(site))
    const authorId = options.authorId ?? site.userId
    // An overwrite of the pages or the context replaces the site as a whole: keep what it was.
    if (options.force && (parts.pages !== undefined || parts.context !== undefined)) {
      await this.snapshot(site, version, { kind: 'replace', authorId })
    }
    const saved = await this.content.saveParts({
      siteId,
      version: version.version,
      parts,
      expectedKey: options.force ? undefined : options.updateKey,
      newKey: newKey(),
      contentChanged: changesContent(parts),
      activity: { authorId, kind: 'parts', changes: [], changeCount: 0 },
    })
    if (!saved) {
      // The version may also have gone (a draft deleted or published meanwhile).
      if (!(await this.content.findVersion(siteId, version.version))) throw siteNotFound()
      throw updateStale()
    }
    await this.invalidation.siteChanged(siteId)
    this.sitesLink.contentSaved(siteId, parts.name, saved, authorId)
    return { ...saved, versionId: version.version }
  }

  /**
   * Saves edit steps (and the editor state) onto the version as it is now. Each step's commands
   * must find the values they replace, else UpdateStale and nothing changes; malformed steps are
   * InvalidFormData. A save whose id is already the version's key was applied before (its answer
   * was lost) and is answered again without applying it twice. Saves racing on one version are
   * retried on the winner's content.
   */
  async saveSteps(
    siteId: string,
    save: {
      saveId: string
      steps?: unknown
      editor?: string
      versionId?: number
      authorId: string
      /** What the saver's role may change (web/site-format's command powers). */
      power: CommandPower
      /** The content time of the version as the saver opened it. */
      seenAt?: Date
      /** Set when an agent made the save rather than the person's own builder. */
      origin?: SaveOrigin
    },
  ): Promise<SavedVersion & { versionId: number; newerSave: NewerSaveView | null }> {
    let steps: EditStep[] = []
    if (save.steps !== undefined) {
      try {
        steps = parseEditSteps(save.steps)
      } catch (error) {
        if (error instanceof InvalidStepsError) throw commonErrors.InvalidFormData(error.message)
        throw error
      }
    }
    if (steps.length === 0 && save.editor === undefined) throw noUpdates()
    // A site stored in an older format is migrated as the builder opens it, and the migration
    // leads the next save. For a content editor it passes the kind check here and must then be
    // exactly the migration of the stored version (checked below, before anything is applied).
    const migration = save.power === 'content' ? migrationStep(steps[0]) : undefined
    const skipped = migration ? 1 : 0
    // Before anything is read or written: a refused save changes nothing.
    const beyond = stepBeyond(steps.slice(skipped), save.power)
    if (beyond) throw contentOnly(beyond.index + skipped, beyond.kind)
    const replaces = stepsReplaceSite(steps)
    const activity = {
      authorId: save.authorId,
      kind: 'steps' as const,
      changes: summarizeSteps(steps),
      changeCount: steps.length,
    }
    for (let attempt = 0; attempt < STEP_SAVE_ATTEMPTS; attempt++) {
      const loaded = await this.load(siteId, save.versionId)
      if (!loaded) throw siteNotFound()
      const { site, version, stamp } = loaded
      if (version.updateKey === save.saveId) {
        return {
          updateKey: version.updateKey,
          updatedAt: version.updatedAt,
          contentUpdatedAt: version.contentUpdatedAt,
          rowStamp: stamp.rowStamp,
          versionId: version.version,
          newerSave: null,
        }
      }
      const current = toStored(version)
      const parts: ContentParts = {}
      // The document read before from this very row, taken out while the steps change it: a
      // save that fails or is refused below never puts it back.
      let doc = migration ? undefined : this.parsed.take(siteId, version.version, stamp)?.doc
      if (steps.length > 0) {
        const document = doc?.site ?? readStored(current)
        if (migration && !isMigrationOf(migration, document)) {
          // Another save migrated the site meanwhile: the saver's view is stale.
          const from = (migration.data.commands[0] as Command<'mS'>).data.oldVersion
          if (document.version !== from) {
            throw new StaleError(await this.newerSave(siteId, version, save.seenAt, save.authorId))
          }
          throw contentOnly(0, 'g')
        }
        doc ??= new SiteDocument(document)
        try {
          const changed = applyEditSteps(doc, new History(doc), steps)
          Object.assign(parts, serializeParts(document, changed))
        } catch (error) {
          if (error instanceof StepConflictError) {
            throw new StaleError(await this.newerSave(siteId, version, save.seenAt, save.authorId))
          }
          throw error
        }
      }
      if (save.editor !== undefined) parts.editor = save.editor
      const checked = checkSave(current, parts, limitsOf(site))
      // An import, a template, a reset or a restore: keep the site as it was before.
      if (replaces) await this.snapshot(site, version, { kind: 'replace', authorId: save.authorId })
      const saved = await this.content.saveParts({
        siteId,
        version: version.version,
        parts,
        expectedKey: version.updateKey,
        newKey: save.saveId,
        contentChanged: changesContent(parts),
        activity,
      })
      if (saved) {
        if (doc && parts.editor !== undefined) doc.site.editor = checked.editor
        this.parsed.put(siteId, {
          stamp: stampOf(saved),
          version: savedRow(version, parts, saved),
          ...(doc ? { doc } : {}),
        })
        await this.invalidation.siteChanged(siteId)
        this.sitesLink.contentSaved(siteId, undefined, saved, save.authorId)
        if (steps.length > 0 && changesContent(parts)) {
          const event: SavedEvent = {
            type: 'saved',
            save_id: save.saveId,
            author_id: save.authorId,
            origin: save.origin
              ? { client_name: save.origin.agent.clientName, label: save.origin.agent.label }
              : null,
            steps,
            update_key: saved.updateKey,
            content_updated_at: saved.contentUpdatedAt.toISOString(),
            version_id: version.version,
          }
          await this.events.publish(siteId, { event: 'saved', data: event })
        }
        const newerSave = await this.newerSave(siteId, version, save.seenAt, save.authorId)
        return { ...saved, versionId: version.version, newerSave }
      }
    }
    throw updateStale()
  }

  /**
   * Another member's save of the version that the saver had not seen (its content is newer than
   * `seenAt`), named as the dashboard names editors; null when there is none.
   */
  private async newerSave(
    siteId: string,
    version: SiteVersion,
    seenAt: Date | undefined,
    saverId: string,
  ): Promise<NewerSaveView | null> {
    if (!seenAt || version.contentUpdatedAt.getTime() <= seenAt.getTime()) return null
    const newer = await this.activity.newestByOther(siteId, version.version, seenAt, saverId)
    if (!newer) return null
    const emails = await this.members.of([newer.authorId])
    return {
      author_id: newer.authorId,
      author_email: emails.get(newer.authorId) ?? null,
      saved_at: newer.savedAt.toISOString(),
    }
  }

  /** Newest first: the draft, when there is one, then the live version. */
  async versions(siteId: string): Promise<VersionInfo[]> {
    const site = await this.site(siteId)
    const times = new Map(
      (await this.content.versionTimes(siteId)).map((v) => [v.version, v.updatedAt]),
    )
    const info = (id: number, published: boolean): VersionInfo => ({
      id,
      published,
      updatedAt: (times.get(id) ?? site.updatedAt).toISOString(),
    })
    const list = [info(site.liveVersion, site.published)]
    if (site.draftVersion !== null) list.unshift(info(site.draftVersion, false))
    return list
  }

  createDraft(siteId: string): Promise<VersionState> {
    return this.changeVersions(siteId, async (db, site) => {
      if (site.draftVersion !== null) {
        throw errors.DraftExists()
      }
      await this.content.insertDraft(db, site, newKey())
    })
  }

  deleteDraft(siteId: string): Promise<VersionState> {
    return this.changeVersions(siteId, async (db, site) => {
      if (site.draftVersion === null) {
        throw errors.NoDraft()
      }
      await this.content.deleteVersion(db, siteId, site.draftVersion)
      await this.content.setVersions(db, siteId, { ...site, draftVersion: null })
    })
  }

  /**
   * Publishing makes the draft (if any) the live version; unpublishing takes the site offline.
   * What goes live is kept as a restore point.
   */
  publish(siteId: string, publish: boolean, authorId?: string): Promise<VersionState> {
    return this.changeVersions(siteId, async (db, site) => {
      if (publish) {
        const live = await this.content.findVersion(
          siteId,
          site.draftVersion ?? site.liveVersion,
          db,
        )
        if (live) {
          await this.restorePoints.take(db, site, live, {
            kind: 'publish',
            authorId: authorId ?? site.userId,
          })
        }
      }
      if (publish && site.draftVersion !== null) {
        await this.content.deleteVersion(db, siteId, site.liveVersion)
        await this.content.setVersions(db, siteId, {
          published: true,
          liveVersion: site.draftVersion,
          draftVersion: null,
        })
      } else {
        await this.content.setVersions(db, siteId, { ...site, published: publish })
      }
    })
  }

  /** A named restore point of the version saves go to (the draft, when there is one). */
  async createNamedPoint(siteId: string, name: string, authorId: string) {
    const loaded = await this.load(siteId)
    if (!loaded) throw siteNotFound()
    const point = await this.content.transaction((db) =>
      this.restorePoints.take(db, loaded.site, loaded.version, { kind: 'named', name, authorId }),
    )
    return point!
  }

  /**
   * Restores a restore point of this site into the version saves go to: one whole-site
   * replacement in the version's history (undo brings back what was there), taken after a
   * restore point of the content it replaces. Retried, as a step save, on content another save
   * changed meanwhile.
   */
  async restore(
    siteId: string,
    pointId: string,
    options: { authorId: string; versionId?: number },
  ): Promise<SavedVersion & { versionId: number }> {
    const { point, snapshot } = await this.restorePoints.read(siteId, pointId)
    for (let attempt = 0; attempt < STEP_SAVE_ATTEMPTS; attempt++) {
      const loaded = await this.load(siteId, options.versionId)
      if (!loaded) throw siteNotFound()
      const { site, version } = loaded
      const current = toStored(version)
      const document = readStored(current)
      const doc = new SiteDocument(document)
      const target = readStored({ ...current, ...snapshot, name: current.name })
      const command = replaceSiteContent(doc, target)
      const changed = applyEditSteps(doc, new History(doc), [{ do: command, merge: false }])
      const parts: ContentParts = serializeParts(document, changed)
      checkSave(current, parts, limitsOf(site))
      await this.snapshot(site, version, {
        kind: 'restore',
        authorId: options.authorId,
        sourcePointId: point.id,
      })
      const saved = await this.content.saveParts({
        siteId,
        version: version.version,
        parts,
        expectedKey: version.updateKey,
        newKey: newKey(),
        contentChanged: true,
        activity: {
          authorId: options.authorId,
          kind: 'restore',
          changes: [{ step: 'do', type: 'rS', ...(point.name ? { name: point.name } : {}) }],
          changeCount: 1,
        },
      })
      if (saved) {
        await this.invalidation.siteChanged(siteId)
        this.sitesLink.contentSaved(siteId, undefined, saved, options.authorId)
        return { ...saved, versionId: version.version }
      }
    }
    throw updateStale()
  }

  private snapshot(
    site: SiteRecord,
    version: SiteVersion,
    take: Parameters<RestorePoints['take']>[3],
  ) {
    return this.content.transaction((db) => this.restorePoints.take(db, site, version, take))
  }

  async deleteSite(siteId: string): Promise<void> {
    await this.content.deleteSite(siteId)
    this.parsed.drop(siteId)
    this.counters.forget(siteId)
    await this.invalidation.siteChanged(siteId)
  }

  async usage(siteId: string) {
    await this.site(siteId)
    const [maxPagesLength, totals, restorePointsBytes] = await Promise.all([
      this.content.maxPagesLength(siteId),
      this.counters.totals(siteId),
      this.restorePoints.storedBytes(siteId),
    ])
    return { maxPagesLength, ...totals, restorePointsBytes }
  }

  /** Which of these asset files a version stored here (draft or published) still names. */
  assetReferences(objectKeys: string[]): Promise<string[]> {
    if (objectKeys.length > MAX_ASSET_KEYS) {
      throw commonErrors.InvalidFormData(`At most ${MAX_ASSET_KEYS} object keys`)
    }
    return this.content.assetKeysNamed([...new Set(objectKeys)])
  }

  private async changeVersions(
    siteId: string,
    change: Parameters<ContentService['withLockedSite']>[1],
  ): Promise<VersionState> {
    const site = await this.withLockedSite(siteId, change)
    await this.invalidation.siteChanged(siteId)
    return stateOf(site)
  }

  /** Version changes of one site happen one at a time (the site row is locked). */
  private withLockedSite(
    siteId: string,
    change: (
      db: Parameters<Parameters<ContentRepository['transaction']>[0]>[0],
      site: SiteRecord,
    ) => Promise<void>,
  ): Promise<SiteRecord> {
    return this.content.transaction(async (db) => {
      const site = await this.content.lockSite(db, siteId)
      if (!site) throw siteNotFound()
      await change(db, site)
      return (await this.content.findSite(siteId, db))!
    })
  }
}
