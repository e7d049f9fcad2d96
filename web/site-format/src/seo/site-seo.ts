import type { SiteSeo } from '../types/site.js'
import { validateRobotsTxt } from '../validation/seo.js'
import { invalid, type ValidationError } from '../validation/validation-error.js'
import { redirectsProblem } from './redirects.js'
import { organizationProblem } from './structured-data.js'

/** A broken setting, named by its path under the SEO settings (`redirects[2].to`). */
export interface SiteSeoProblem {
  field: string
  error: ValidationError
}

/** The longest icon address, in characters. */
export const MAX_ICON_ADDRESS = 2000

/** An icon is made from an uploaded image: its http(s) address, as assets give it. */
const isIconAddress = (value: string) =>
  value.length <= MAX_ICON_ADDRESS && /^https?:\/\/[^\s/?#]+\/\S*$/i.test(value)

/** The first setting of the site's SEO settings that breaks a rule; undefined when all hold. */
export function siteSeoProblem(seo: SiteSeo | undefined): SiteSeoProblem | undefined {
  if (seo === undefined) return undefined
  if (seo.robots !== undefined) {
    const error = validateRobotsTxt(seo.robots)
    if (error) return { field: 'robots', error }
  }
  if (seo.redirects !== undefined) {
    const problem = redirectsProblem(seo.redirects)
    if (problem) {
      return { field: `redirects[${problem.index}].${problem.field}`, error: problem.error }
    }
  }
  if (seo.icon !== undefined && !isIconAddress(seo.icon)) {
    return { field: 'icon', error: invalid('build.seo_icon') }
  }
  if (seo.organization !== undefined) {
    const problem = organizationProblem(seo.organization)
    if (problem) return { field: `organization.${problem.field}`, error: problem.error }
  }
  return undefined
}
