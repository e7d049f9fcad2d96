import type { RuntimeData } from '@tessera/renderer'

/** The id of the JSON element the renderer writes (`RUNTIME_DATA_ID` in `@tessera/renderer`). */
export const RUNTIME_DATA_ID = 'tessera-data'

/** The page's runtime data, or undefined when it is missing, unreadable or of another version. */
export function readRuntimeData(doc: Document): RuntimeData | undefined {
  const element = doc.getElementById(RUNTIME_DATA_ID)
  if (!element) return undefined
  try {
    const data: unknown = JSON.parse(element.textContent ?? '')
    if (isRuntimeData(data)) return data
  } catch {
    // Reported below.
  }
  console.error('Tessera: unreadable page data')
  return undefined
}

function isRuntimeData(value: unknown): value is RuntimeData {
  if (typeof value !== 'object' || value === null) return false
  const data = value as Partial<RuntimeData>
  return (
    data.version === 1 &&
    typeof data.behaviors === 'object' &&
    data.behaviors !== null &&
    typeof data.components === 'object' &&
    data.components !== null
  )
}

/** `Object.hasOwn`, for older browsers. */
export function has(object: object | undefined, key: string): boolean {
  return object !== undefined && Object.prototype.hasOwnProperty.call(object, key)
}
