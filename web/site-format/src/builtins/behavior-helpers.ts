import type { Command } from '../types/command.js'
import type { Component, EventBehaviorCall } from '../types/component.js'
import type { Site } from '../types/site.js'

/**
 * What a custom-data or API helper rejects with: the server's `{code, message}` envelope, with
 * the column, the rule it broke and the rule's limit when one value was refused.
 */
export interface BehaviorError {
  code?: string
  message?: string
  field?: string
  rule?: string
  limit?: number
}

/** The DOM event (or a runtime event) that triggered the behaviour; absent when run manually. */
export interface BehaviorEvent {
  key?: string
  target?: unknown
  preventDefault?(): void
  stopPropagation?(): void
}

/**
 * The helpers the built-in behaviour code calls, as the code in `behaviors.ts` assumes them.
 * FORMAT.md names the helpers but not their signatures; these are the ones chosen here, and
 * the published-site runtime must provide them. Ids are component ids.
 */
export interface BehaviorHelpers {
  /** Throws `Arg "<name>" is required` for the first name whose value is missing or empty. */
  requireArgs(args: Record<string, unknown>, names: string[]): void
  /** Editor only: applies and records a command. */
  push(command: Command): void
  /** The first component (on the current page) for which `match` is true. */
  findComponent(match: (component: Component) => boolean): Component | undefined
  getComponent(id: string): Component | undefined
  /** The current value of a form field (input, textarea). */
  getValue(id: string): string | undefined
  /** Replaces the content (HTML) shown by a component. */
  setContent(id: string, content: string): void
  /** A component input's current value (`is`, else `default`). */
  getInput(id: string, name: string): unknown
  /** Sets a form field's current value. */
  setInput(id: string, value: string): void
  /** Sets a component input's `is` value (e.g. an image's `src`). */
  setIsInput(id: string, name: string, value: unknown): void
  getEventBehavior(id: string, eventName: string, behaviorId: string): EventBehaviorCall | undefined
  /** Sets (or with `undefined` removes) a runtime style at the default breakpoint and state. */
  setCustomStyle(id: string, property: string, value: string | undefined): void
  getCustomStyle(id: string, property: string): string | undefined
  getState(id: string, key: string): unknown
  setState(id: string, key: string, value: unknown): void
  setLanguage(language: string): void
  /**
   * Shows an error in the component, in the error colour, and makes it visible: a string as
   * given; otherwise the text for its code, or 'Unknown error, try again later' (never a raw
   * message). A refused value of a form field is shown next to that field instead.
   */
  setError(id: string, error: unknown): void
  /** Puts a button (or other component) into or out of its loading state. */
  setLoading(id: string, loading: boolean): void
  addRow(tableName: string, row: Record<string, string>): Promise<unknown>
  updateRow(tableName: string, rowId: string, newRow: Record<string, string>): Promise<unknown>
  getRow(tableName: string, filters: Record<string, unknown>): Promise<unknown>
  getPublicUsage(): Promise<{ total_site_view_count?: number }>
}

export interface BehaviorContext {
  site: Site
  component: Component
  event?: BehaviorEvent
}

/**
 * What a runtime puts before a behaviour's code so the unpacked names exist: the code is then
 * the body of `function (helpers, behaviorContext, args)` in strict mode.
 */
export const BEHAVIOR_PREAMBLE = [
  '"use strict";',
  'const { getState, setState, setIsInput, getComponent } = helpers;',
  'const { site, component, event } = behaviorContext;',
].join('\n')

/** The full function body for a behaviour's code. */
export function behaviorFunctionBody(code: string): string {
  return `${BEHAVIOR_PREAMBLE}\n${code}`
}
