import { contentParts, type ContentPart, type Site } from '../types/site.js'
import { deepEqual } from './deep-equal.js'

/** The parts that differ between two versions of a site, in `contentParts` order. */
export function changedParts(before: Site, after: Site): ContentPart[] {
  return contentParts.filter((part) => !deepEqual(before[part], after[part]))
}
