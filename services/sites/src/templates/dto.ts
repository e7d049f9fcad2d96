import { safeText } from '@tessera/kit'
import { SITE_CATEGORIES } from '@tessera/site-format'
import { z } from 'zod'

const jsonText = safeText(200_000_000)
const categories = z
  .array(z.enum(SITE_CATEGORIES))
  .max(SITE_CATEGORIES.length)
  .transform((list) => [...new Set(list)])

export const DEFAULT_COLLECTION_ID = 'default'

const templateFields = {
  collection_id: safeText(100).trim().min(1),
  name: safeText(100).trim().min(1),
  description: safeText(2000).trim().min(1),
  categories,
  preview_url: z.url().max(2000).nullable(),
  version: safeText(20).min(1),
  context: jsonText,
  defaults: jsonText,
  pages: jsonText,
  pageOrder: jsonText,
  public: z.boolean(),
}

/** Saving a template needs a name and a description; saved templates are version '2', public. */
export const createTemplateBody = z.object({
  ...templateFields,
  collection_id: templateFields.collection_id.default(DEFAULT_COLLECTION_ID),
  categories: categories.default([]),
  preview_url: templateFields.preview_url.optional(),
  version: templateFields.version.default('2'),
  public: templateFields.public.default(true),
})
export type CreateTemplateBody = z.infer<typeof createTemplateBody>

export const updateTemplateBody = z.object(templateFields).partial()
export type UpdateTemplateBody = z.infer<typeof updateTemplateBody>

export const listTemplatesQuery = z.object({
  collection_id: safeText(100).default(DEFAULT_COLLECTION_ID),
  /** 'true': each template without its content parts, for pickers that show cards. */
  summary: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Comma-separated; a template matches when it has any of them. */
  categories: safeText(500)
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.enum(SITE_CATEGORIES)).optional()),
})
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>
