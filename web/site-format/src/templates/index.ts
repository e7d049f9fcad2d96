import { buildTemplate, type ShippedTemplate } from './define-template.js'
import { blog } from './shipped/blog.js'
import { business } from './shipped/business.js'
import { community } from './shipped/community.js'
import { educational } from './shipped/educational.js'
import { personal } from './shipped/personal.js'
import { portfolio } from './shipped/portfolio.js'
import { agency } from './shipped/agency.js'
import { clinic } from './shipped/clinic.js'
import { event } from './shipped/event.js'
import { photographer } from './shipped/photographer.js'
import { restaurant } from './shipped/restaurant.js'
import { shop } from './shipped/shop.js'

export type { ShippedTemplate, ShippedTemplateDef } from './define-template.js'
export { buildTemplate } from './define-template.js'

/**
 * The templates Tessera ships, in the order they are listed: one per main category, then the
 * ones for a kind of business or occasion.
 */
export const shippedTemplateDefs = [
  personal,
  portfolio,
  blog,
  business,
  educational,
  community,
  restaurant,
  shop,
  event,
  photographer,
  clinic,
  agency,
]

/** The templates Tessera ships, as site documents. */
export function shippedTemplates(): ShippedTemplate[] {
  return shippedTemplateDefs.map(buildTemplate)
}
export { SHIPPED_TEMPLATE_IDS, shippedTemplateKey, type ShippedTemplateKey } from './shipped-ids.js'
