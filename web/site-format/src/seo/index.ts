export {
  MAX_REDIRECT_LENGTH,
  MAX_REDIRECTS,
  mergeRedirects,
  RedirectTable,
  redirectProblem,
  redirectsFromCsv,
  redirectsProblem,
  type RedirectMatch,
  type RedirectProblem,
  type RedirectsCsv,
} from './redirects.js'
export { siteSeoProblem, type SiteSeoProblem } from './site-seo.js'
