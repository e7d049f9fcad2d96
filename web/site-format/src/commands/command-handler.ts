import type { SiteDocument } from '../document/site-document.js'
import type { CommandDataMap, CommandType } from '../types/command.js'
import type { ContentPart } from '../types/site.js'

/** How one kind of command changes a document, and exactly reverts the change. */
export interface CommandHandler<T extends CommandType> {
  apply(doc: SiteDocument, data: CommandDataMap[T]): void
  undo(doc: SiteDocument, data: CommandDataMap[T]): void
  /** The content parts the command touches, for saving only what changed. */
  parts: readonly ContentPart[] | ((data: CommandDataMap[T]) => readonly ContentPart[])
  /** One command doing both, when `next` continues `prev` (typing in a field, dragging a value). */
  merge?(prev: CommandDataMap[T], next: CommandDataMap[T]): CommandDataMap[T] | undefined
}

export type CommandHandlers<K extends CommandType> = { [T in K]: CommandHandler<T> }

export const clone = <T>(value: T): T => structuredClone(value)

/** A key's position among a record's own keys, for putting it back there (`putKeyAt`). */
export const keyPosition = (record: object, key: string): number => Object.keys(record).indexOf(key)

/**
 * Sets `key` at position `at` among a record's keys (the end when `at` is missing or past the
 * end), so an undo gives a record back in its own key order, which its serialised form keeps.
 */
export function putKeyAt<T>(record: Record<string, T>, key: string, value: T, at?: number): void {
  delete record[key]
  const keys = Object.keys(record)
  if (at === undefined || at < 0 || at >= keys.length) {
    record[key] = value
    return
  }
  const after = keys.slice(at).map((k) => [k, record[k]!] as const)
  for (const [k] of after) delete record[k]
  record[key] = value
  for (const [k, v] of after) record[k] = v
}

/** Replaces `oldKey` by `newKey` in a record, in the same position. */
export function renameKeyTo<T>(
  record: Record<string, T>,
  oldKey: string,
  newKey: string,
  value: T,
) {
  if (oldKey === newKey) {
    record[newKey] = value
    return
  }
  const at = keyPosition(record, oldKey)
  delete record[oldKey]
  putKeyAt(record, newKey, value, at < 0 ? undefined : at)
}

/** Moves an array element, as the drag-to-reorder lists do. */
export function moveItem<T>(items: T[], from: number, to: number): void {
  const [item] = items.splice(from, 1)
  if (item === undefined) throw new Error(`Nothing at position ${from}`)
  items.splice(to, 0, item)
}

/** Sets a key, or deletes it when the value is undefined or null (absent). */
export function setOrDelete<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: T[K] | null | undefined,
): void {
  if (value === undefined || value === null) delete target[key]
  else target[key] = value
}
