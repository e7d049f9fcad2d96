import { invalid, type ValidationResult } from './validation-error.js'

/** The most a site's robots.txt may hold, in UTF-8 bytes (crawlers read no more than 500 KiB). */
export const MAX_ROBOTS_BYTES = 64 * 1024

export function validateRobotsTxt(text: string): ValidationResult {
  if (new TextEncoder().encode(text).length > MAX_ROBOTS_BYTES) {
    return invalid('build.robots_too_long', { params: { max: MAX_ROBOTS_BYTES / 1024 } })
  }
  return undefined
}
