import { randomBytes } from 'node:crypto'

/** A value no other test run or file will use. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${uniqueSuffix()}@example.test`
}
