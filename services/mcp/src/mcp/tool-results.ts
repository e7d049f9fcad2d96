import { createHash } from 'node:crypto'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { ApiError } from '@tessera/kit'
import { OperationError, OperationsError } from '@tessera/site-format'

/** About 8k tokens: clients cap results near 25k tokens, and an agent reads several per turn. */
export const RESULT_CAP_BYTES = 32 * 1024

/** A picture a tool answers with, beside its result. */
export interface ResultImage {
  /** Base64. */
  data: string
  mimeType: 'image/png'
}

/**
 * A tool's answer: its structured result, the same as JSON text for older clients, and the
 * pictures it made.
 */
export function answer<T extends Record<string, unknown>>(
  result: T,
  images: readonly ResultImage[] = [],
): CallToolResult {
  return {
    content: [
      { type: 'text', text: JSON.stringify(result) },
      ...images.map((image) => ({ type: 'image' as const, ...image })),
    ],
    structuredContent: result,
  }
}

/** A refusal the agent can act on: the code, what went wrong, and near misses when known. */
export function refusal(error: unknown): { result: CallToolResult; code: string } | undefined {
  let code: string
  let text: string
  if (error instanceof OperationsError) {
    code = 'OperationRefused'
    text = `${error.message}. Nothing was applied.`
  } else if (error instanceof OperationError) {
    code = 'OperationRefused'
    text = error.message
  } else if (error instanceof ApiError) {
    code = error.code
    text = `${error.code}: ${error.message}`
  } else {
    return undefined
  }
  return { result: { isError: true, content: [{ type: 'text', text }] }, code }
}

/**
 * Lines that fit in `budget` bytes of JSON, in order; `cut` says some were left out. Lines are
 * what results grow by (outlines, matches), so they are what gets cut.
 */
export function fitLines<T>(items: readonly T[], budget: number): { items: T[]; cut: boolean } {
  const kept: T[] = []
  // The array's JSON: `[`, then each item with the comma or `]` after it.
  let size = 1
  for (const item of items) {
    size += Buffer.byteLength(JSON.stringify(item)) + 1
    if (size > budget) return { items: kept, cut: true }
    kept.push(item)
  }
  return { items: kept, cut: false }
}

/** SHA-256 of a value's JSON, as the audit and confirmations name a call's content. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url')
}
