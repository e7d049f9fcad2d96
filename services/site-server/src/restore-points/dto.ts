import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { RESTORE_POINT_KINDS } from './retention.js'

/** A restore point as lists show it, without its content. */
export const restorePointView = z
  .object({
    id: z.uuid(),
    kind: z.enum(RESTORE_POINT_KINDS),
    /** Named points only. */
    name: z.string().nullable(),
    author_id: z.uuid().nullable(),
    /** The address the author joined the workspace with (as the dashboard names editors). */
    author_email: z.string().nullable(),
    /** The version it was taken of. */
    version_id: z.number().int(),
    /** The point a restore brought back (kind restore: this point holds what it replaced). */
    source_point_id: z.uuid().nullable(),
    /** Bytes of the content as JSON text, and as stored (compressed). */
    content_bytes: z.number().int(),
    stored_bytes: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'RestorePointView' })
export type RestorePointView = z.infer<typeof restorePointView>

export const restorePointListView = z
  .object({
    results: z.array(restorePointView),
    /** Bytes all of the site's points take, compressed (counted in the site's usage). */
    total_bytes: z.number().int(),
    /** Pass as `before` for the next page; null on the last page. */
    next_before: z.iso.datetime().nullable(),
  })
  .meta({ id: 'RestorePointListView' })

/** A restore point with its content: the parts as JSON text, as a version's (editor.md 7). */
export const restorePointContentView = restorePointView
  .extend({
    content: z.object({
      name: z.string(),
      version: z.string(),
      context: z.string(),
      defaults: z.string(),
      pages: z.string(),
      pageOrder: z.string(),
    }),
  })
  .meta({ id: 'RestorePointContentView' })
export type RestorePointContentView = z.infer<typeof restorePointContentView>

export const restorePointListQuery = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const createRestorePointBody = z.object({
  name: safeText(100)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'name: 1 to 100 characters')),
})
export type CreateRestorePointBody = z.infer<typeof createRestorePointBody>

export const restoreBody = z.object({
  /** The version to restore into; by default the one saves go to (the draft, when there is one). */
  version_id: z.number().int().min(1).optional(),
})
