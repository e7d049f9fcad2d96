import { sanitizeContent } from '@tessera/renderer/sanitize'
import type { ValueContext } from './field-values.js'

/** How the service checks values: rich text is sanitised as page content is. */
export const valueContext: ValueContext = { sanitizeRichText: sanitizeContent }
