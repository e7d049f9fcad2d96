import { buildTemplate, type ShippedTemplate } from './define-template.js'
import { blog } from './shipped/blog.js'
import { business } from './shipped/business.js'
import { community } from './shipped/community.js'
import { educational } from './shipped/educational.js'
import { personal } from './shipped/personal.js'
import { portfolio } from './shipped/portfolio.js'

export type { ShippedTemplate, ShippedTemplateDef } from './define-template.js'
export { buildTemplate } from './define-template.js'

/** The templates Tessera ships, one per main category, in the order they are listed. */
export const shippedTemplateDefs = [personal, portfolio, blog, business, educational, community]

/** The templates Tessera ships, as site documents. */
export function shippedTemplates(): ShippedTemplate[] {
  return shippedTemplateDefs.map(buildTemplate)
}
export { SHIPPED_TEMPLATE_IDS, shippedTemplateKey, type ShippedTemplateKey } from './shipped-ids.js'
