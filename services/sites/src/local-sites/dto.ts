import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { contentPartsShape } from '../common/content-parts.js'

export const localSiteBody = z.object({
  name: safeText(200).trim().optional(),
  keepalive: z.boolean().optional(),
  ...contentPartsShape,
})
export type LocalSiteBody = z.infer<typeof localSiteBody>

export const localSiteId = z.union([z.literal('identity'), z.uuid()])
