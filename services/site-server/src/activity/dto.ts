import { z } from 'zod'

/** One save in a site's activity: who saved, when, and what its edits were. */
export const activityEntryView = z
  .object({
    id: z.string(),
    author_id: z.uuid().nullable(),
    /** The address the author joined the workspace with (as the dashboard names editors). */
    author_email: z.string().nullable(),
    version_id: z.number().int(),
    /** steps: edits from the builder; parts: changed parts saved whole; restore: a restore point. */
    kind: z.enum(['steps', 'parts', 'restore']),
    /** The content parts the save changed. */
    parts: z.array(z.string()),
    /** The save's first edits, in order: a command's kind and the name it carries. */
    changes: z.array(
      z.object({
        step: z.enum(['do', 'undo', 'redo', 'clearHistory', 'trimHistory']),
        type: z.string().optional(),
        name: z.string().optional(),
      }),
    ),
    /** How many edits the save held (changes lists at most 20). */
    change_count: z.number().int(),
    saved_at: z.iso.datetime(),
  })
  .meta({ id: 'ActivityEntryView' })
export type ActivityEntryView = z.infer<typeof activityEntryView>

export const activityListView = z
  .object({
    results: z.array(activityEntryView),
    /** Pass as `before` for the next page; null on the last page. */
    next_before: z.string().nullable(),
  })
  .meta({ id: 'ActivityListView' })

export const activityQuery = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, 'before: an entry id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})
