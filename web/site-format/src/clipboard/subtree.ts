import type { Component } from '../types/component.js'
import type { Theme, ThemeFont } from '../types/site.js'
import type { BreakpointStyles } from '../types/style.js'
import { getOwn, isPlainObject, setOwn } from '../serialization/records.js'
import { forEachComponent } from '../serialization/tree.js'

/** One style property as written: `[property, value]`. */
export type StyleValue = [property: string, value: string]

/** What a component subtree refers to, each list in first-use order without repeats. */
export interface SubtreeUses {
  componentIds: string[]
  mixinIds: string[]
  /** Behaviours called from events and editor events. */
  behaviorIds: string[]
  /** Breakpoints of the components' own styles and overrides (not of mixins). */
  breakpointIds: string[]
  /** `${key}` placeholders in content. */
  translationKeys: string[]
  /** The components' own style and override properties. */
  styleValues: StyleValue[]
  /** Every string inside input values (`is` and `default`). */
  inputStrings: string[]
}

const PLACEHOLDER = /\$\{([^}]*)\}/g

export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
}

export function collectSubtreeUses(root: Component): SubtreeUses {
  const componentIds = new Set<string>()
  const mixinIds = new Set<string>()
  const behaviorIds = new Set<string>()
  const breakpointIds = new Set<string>()
  const translationKeys = new Set<string>()
  const styleValues: StyleValue[] = []
  const inputStrings: string[] = []

  const addStyles = (styles: BreakpointStyles): void => {
    for (const [breakpointId, pseudo] of Object.entries(styles)) {
      breakpointIds.add(breakpointId)
      styleValues.push(...valuesOfPseudoStyles(pseudo))
    }
  }

  forEachComponent(root, (component) => {
    componentIds.add(component.id)
    for (const id of component.style.mixins ?? []) mixinIds.add(id)
    addStyles(component.style.custom)
    for (const styles of Object.values(component.style.overrides ?? {})) addStyles(styles)
    for (const event of [
      ...Object.values(component.events ?? {}),
      ...Object.values(component.editorEvents ?? {}),
    ]) {
      for (const call of event.behaviors) behaviorIds.add(call.behaviorId)
    }
    for (const key of placeholderNames(component.content ?? '')) translationKeys.add(key)
    for (const input of Object.values(component.inputs ?? {})) {
      collectStrings(input.is, inputStrings)
      collectStrings(input.default, inputStrings)
    }
  })
  return {
    componentIds: [...componentIds],
    mixinIds: [...mixinIds],
    behaviorIds: [...behaviorIds],
    breakpointIds: [...breakpointIds],
    translationKeys: [...translationKeys],
    styleValues,
    inputStrings,
  }
}

export function valuesOfStyles(styles: BreakpointStyles): StyleValue[] {
  return Object.values(styles).flatMap(valuesOfPseudoStyles)
}

function valuesOfPseudoStyles(pseudo: BreakpointStyles[string]): StyleValue[] {
  return Object.values(pseudo).flatMap((raw) => (raw ? Object.entries(raw) : []))
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out)
  else if (isPlainObject(value)) for (const item of Object.values(value)) collectStrings(item, out)
}

/** `${name}` theme variables replaced by their values, nested references included. */
export function resolveVariables(text: string, variables: Record<string, string>): string {
  let resolved = text
  // A few rounds cover nesting while stopping on a cycle.
  for (let round = 0; round < 5 && resolved.includes('${'); round += 1) {
    resolved = resolved.replace(PLACEHOLDER, (placeholder, name: string) => {
      return getOwn(variables, name) ?? placeholder
    })
  }
  return resolved
}

/**
 * The theme variables referenced by style and input values (and by those variables), and the
 * fonts named by `font-family` or `font` values once variables are resolved.
 */
export function themeUses(styleValues: StyleValue[], inputStrings: string[], theme: Theme): Theme {
  const variables: Record<string, string> = {}
  const pending = [...styleValues.map(([, value]) => value), ...inputStrings]
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const name of placeholderNames(text)) {
      const value = getOwn(theme.variables, name)
      if (value === undefined || Object.hasOwn(variables, name)) continue
      setOwn(variables, name, value)
      pending.push(value)
    }
  }
  const fontTexts = styleValues
    .filter(([property]) => property === 'font-family' || property === 'font')
    .map(([, value]) => resolveVariables(value, theme.variables).toLowerCase())
  const fonts: Record<string, ThemeFont> = {}
  for (const [key, font] of Object.entries(theme.fonts)) {
    if (fontTexts.some((text) => text.includes(font.name.toLowerCase()))) setOwn(fonts, key, font)
  }
  return { variables, fonts }
}

/** Keeps the entries of `record` whose keys are listed, in list order. */
export function pick<T>(record: Record<string, T>, keys: Iterable<string>): Record<string, T> {
  const picked: Record<string, T> = {}
  for (const key of keys) {
    const value = getOwn(record, key)
    if (value !== undefined) setOwn(picked, key, value)
  }
  return picked
}
