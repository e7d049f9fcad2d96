import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { assetStates } from './asset.entity.js'
import { sortFields } from './assets.repository.js'

/**
 * Shapes only: the spec's own codes for a missing file or site, size and type (invalid_file,
 * site_missing, FILE_SIZE_BIG, FILE_TYPE) are raised by the upload rules, not here.
 */
export const uploadFields = {
  name: safeText(200).optional(),
  content_type: safeText(100).optional(),
  content_size: z.number().optional(),
}

export const createAssetBody = z.object({ ...uploadFields, site_id: safeText(100).optional() })
export type CreateAssetBody = z.infer<typeof createAssetBody>

export const replaceAssetBody = z.object(uploadFields)
export type ReplaceAssetBody = z.infer<typeof replaceAssetBody>

export const updateAssetBody = z.object({ name: safeText(200) })
export type UpdateAssetBody = z.infer<typeof updateAssetBody>

const sortParam = z
  .string()
  .regex(new RegExp(`^(${sortFields.join('|')})\\.(asc|desc)$`), 'must look like created_at.desc')
  .default('created_at.desc')
  .transform((value) => {
    const [field, direction] = value.split('.') as [(typeof sortFields)[number], string]
    return { field, direction: direction.toUpperCase() as 'ASC' | 'DESC' }
  })

export const listAssetsQuery = z.object({
  site_id: safeText(100).optional(),
  content_type: safeText(100).optional(),
  search: safeText(200).optional(),
  user_id: z.uuid().optional(),
  state: z.enum(assetStates).optional(),
  sort: sortParam,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
})
export type ListAssetsQuery = z.infer<typeof listAssetsQuery>
