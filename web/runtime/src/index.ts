export {
  BEHAVIOR_PREAMBLE,
  startRuntime,
  type Runtime,
  type RuntimeHelpers,
  type RuntimeOptions,
} from './start.js'
export type { RuntimeEvent, ScrollDirection } from './events.js'
export { DEFAULT_DIRECTION, DEFAULT_INTERVAL, DEFAULT_MARGIN } from './events.js'
export { readRuntimeData, RUNTIME_DATA_ID } from './data.js'
export { HIDDEN_ATTRIBUTE } from './dom.js'
export { errorMessage, formText, UNKNOWN_ERROR } from './errors.js'
export { DEFAULT_API_BASE } from './api.js'
export { LANGUAGE_STORAGE_KEY } from './language.js'

/** The bundle's file name in `dist/`, which the site-server serves at `DEFAULT_RUNTIME_URL`. */
export const RUNTIME_BUNDLE = 'runtime.js'
/** The gzipped size the bundle must stay within. */
export const RUNTIME_BUDGET_GZIP_BYTES = 15 * 1024
