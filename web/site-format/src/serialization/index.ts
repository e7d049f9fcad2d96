export { changedParts } from './changed-parts.js'
export { deepEqual } from './deep-equal.js'
export {
  namespaceIdPattern,
  PLACEHOLDER_NAMESPACE,
  replaceNamespaceIds,
  rewriteNamespace,
} from './namespace.js'
export { normalizeComponentTree } from './normalize.js'
export type { RawComponent, RawSite } from './schema.js'
export {
  exportFileName,
  exportSiteFile,
  parseSiteFile,
  SITE_FILE_ERROR_MESSAGE,
  SITE_FORMAT_WARNING_KEY,
  SiteFileError,
  type ParsedSiteFile,
} from './site-file.js'
export {
  deserializeSite,
  InvalidSiteError,
  serializeParts,
  serializeSite,
  siteFromData,
  type StoredSite,
  type StoredSiteInput,
} from './stored-site.js'
