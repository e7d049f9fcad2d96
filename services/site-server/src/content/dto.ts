import { safeText } from '@tessera/kit'
import { z } from 'zod'

const jsonText = safeText(200_000_000)

/** A save to the site-server API: only the changed parts, plus the key of what was loaded. */
export const updateSiteBody = z.object({
  update_key: safeText(200).optional(),
  /** Overwrite whatever is stored (the editor's "overwrite" after UpdateStale). */
  force: z.boolean().optional(),
  version_id: z.number().int().min(1).optional(),
  keepalive: z.boolean().optional(),
  name: safeText(200).optional(),
  version: safeText(20).optional(),
  context: jsonText.optional(),
  defaults: jsonText.optional(),
  pages: jsonText.optional(),
  pageOrder: jsonText.optional(),
  editor: jsonText.optional(),
  history: jsonText.optional(),
})
export type UpdateSiteBody = z.infer<typeof updateSiteBody>

export const versionQuery = z.object({
  version: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
})

/**
 * A save as edit steps: the commands made since the last save, applied to whatever the version
 * holds now, each checked against the values it replaces. `save_id` becomes the version's new
 * update key, so a save repeated after its answer was lost is recognised and not applied twice.
 */
export const saveStepsBody = z.object({
  save_id: z.string().regex(/^[\w-]{16,64}$/, 'save_id: 16 to 64 letters, digits, - or _'),
  /** Checked by site-format's `parseEditSteps`. */
  steps: z.unknown().optional(),
  version_id: z.number().int().min(1).optional(),
  editor: jsonText.optional(),
  keepalive: z.boolean().optional(),
  /**
   * The content time of the version as the saver opened it: another member's save after it is
   * named in the answer (`newer_save`), or beside UpdateStale when the steps meet it.
   */
  seen_content_updated_at: z.iso.datetime({ offset: true }).optional(),
})
export type SaveStepsBody = z.infer<typeof saveStepsBody>

/** Another member's save that the saver had not seen: who made it, and when. */
export const newerSaveView = z
  .object({
    author_id: z.uuid(),
    /** The address they joined the workspace with (as the dashboard names editors). */
    author_email: z.string().nullable(),
    saved_at: z.iso.datetime(),
  })
  .meta({ id: 'NewerSaveView' })
export type NewerSaveView = z.infer<typeof newerSaveView>
