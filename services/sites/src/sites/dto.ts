import { safeText } from '@tessera/kit'
import { SITE_TYPES } from '@tessera/site-format'
import { z } from 'zod'
import { contentPartsShape } from '../common/content-parts.js'

/** Rule checks (site_name, subdomain) carry their own codes; this only bounds the input. */
const nameField = safeText(200).trim()
const subdomainField = safeText(200).trim()

export const createSiteBody = z.object({
  name: nameField,
  subdomain: subdomainField.optional(),
  site_type: z.enum(SITE_TYPES).optional(),
  /** The workspace to create it in; the caller's personal workspace when absent. */
  workspace_id: z.uuid().optional(),
  ...contentPartsShape,
})
export type CreateSiteBody = z.infer<typeof createSiteBody>

export const updateSiteBody = z.object({
  name: nameField.optional(),
  subdomain: subdomainField.optional(),
  enable_preview: z.boolean().optional(),
  /** For content parts: compared with the site-server's key; without it the save is forced. */
  update_key: safeText(200).optional(),
  keepalive: z.boolean().optional(),
  ...contentPartsShape,
})
export type UpdateSiteBody = z.infer<typeof updateSiteBody>

/** A workspace's sites, or else a user's personal workspace's (the caller's by default). */
export const listSitesQuery = z.object({
  user_id: z.uuid().optional(),
  workspace_id: z.uuid().optional(),
})
export type ListSitesQuery = z.infer<typeof listSitesQuery>
