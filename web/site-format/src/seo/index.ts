export {
  MAX_REDIRECT_LENGTH,
  MAX_REDIRECTS,
  mergeRedirects,
  RedirectTable,
  redirectProblem,
  redirectsFromCsv,
  redirectsProblem,
  withRequestQuery,
  type RedirectMatch,
  type RedirectProblem,
  type RedirectsCsv,
} from './redirects.js'
export { MAX_ICON_ADDRESS, siteSeoProblem, type SiteSeoProblem } from './site-seo.js'
export {
  articleProblem,
  articlesProblem,
  isIsoDate,
  MAX_OPENING_HOURS,
  MAX_SAME_AS,
  MAX_STRUCTURED_TEXT,
  organizationProblem,
  WEEK_DAYS,
  type StructuredDataProblem,
} from './structured-data.js'
export { acceptedLanguages, preferredLanguage } from './language-choice.js'
export { plainText } from './plain-text.js'
