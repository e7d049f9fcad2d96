import {
  invalid,
  validateInputName,
  validateInputValue,
  type ArgType,
  type Component,
  type ComponentInput,
  type SiteDocument,
  type ValidationResult,
} from '@tessera/site-format'

/** The input types the menu offers (editor.md section 3, Component inputs). */
export const INPUT_TYPES = ['string', 'number', 'boolean'] as const

/** An input's value as its field shows it: lists comma-separated. */
export function inputText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map((item) => String(item)).join(',')
  return String(value)
}

/** A typed value as stored by the input's type; the caller checked it with `checkInputValue`. */
export function typedValue(type: ArgType, text: string): unknown {
  if (type.endsWith('[]')) {
    const primitive = type.slice(0, -2) as ArgType
    return text.trim() === ''
      ? []
      : text.split(',').map((item) => typedValue(primitive, item.trim()))
  }
  if (type === 'number') return Number(text)
  if (type === 'boolean') return text.trim() === 'true'
  return text
}

/** An input's typed value: checked by type (build.invalid_value); empty means the default. */
export function checkInputValue(type: ArgType, text: string): ValidationResult {
  if (text.trim() === '' && type !== 'string') return undefined
  return validateInputValue(type, text)
}

/** An input name: required (errors.input_name_length) and not another input's (undo needs it). */
export function checkInputName(
  component: Component,
  name: string,
  editing?: string,
): ValidationResult {
  const error = validateInputName(name)
  if (error) return error
  const trimmed = name.trim()
  if (trimmed !== editing && component.inputs && Object.hasOwn(component.inputs, trimmed)) {
    return invalid('builder.inputs.nameTaken')
  }
  return undefined
}

/**
 * Inputs of an instance of a custom component that come from its source are read-only (source
 * 0); the component's own are editable (source 1).
 */
export function inputFromSource(doc: SiteDocument, component: Component, name: string): boolean {
  if (component.customSourceId === undefined) return false
  const source = doc.findComponent(component.customSourceId)
  return source?.inputs !== undefined && Object.hasOwn(source.inputs, name)
}

/**
 * The inputs the component menu shows: an instance's inherited from its custom sources first
 * (read-only), then its own (editable), an own input overriding a source's of the same name.
 */
export function inputsWithSource(
  doc: SiteDocument,
  component: Component,
): Array<{ input: ComponentInput; fromSource: boolean }> {
  const shown = new Map<string, { input: ComponentInput; fromSource: boolean }>()
  const sources: Component[] = []
  const seen = new Set([component.id])
  for (let id = component.customSourceId; id !== undefined && !seen.has(id);) {
    seen.add(id)
    const source = doc.findComponent(id)
    if (!source) break
    sources.unshift(source)
    id = source.customSourceId
  }
  for (const source of sources) {
    for (const input of Object.values(source.inputs ?? {})) {
      shown.set(input.name, { input, fromSource: true })
    }
  }
  for (const input of Object.values(component.inputs ?? {})) {
    shown.set(input.name, { input, fromSource: false })
  }
  return [...shown.values()]
}

export type { ComponentInput }
