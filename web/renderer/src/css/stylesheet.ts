import type {
  BreakpointStyles,
  ComponentStyle,
  RawStyle,
  Site,
  StyleMixin,
} from '@tessera/site-format'
import { cssIdent } from '../safety/escape.js'
import { orderBreakpoints, type OrderedBreakpoint } from './breakpoints.js'
import { isSafeProperty, isSafeValue } from './css-values.js'
import { fontFallbacks, fontOutput, withFallbacks } from './fonts.js'
import { sanitizeGlobalStyle } from './global-styles.js'
import { overrideSelector } from './selectors.js'
import type { Warnings } from './warnings.js'

/** A component (or custom-component definition) whose styles the page needs. */
export interface StyledComponent {
  id: string
  style: ComponentStyle
}

export interface StylesheetInput {
  site: Site
  /** Components on the page, in document order. */
  components: readonly StyledComponent[]
  /** Definitions whose instances are on the page: their rules come before the mixins. */
  definitions: readonly StyledComponent[]
  /** Mixin ids the page uses. */
  mixins: ReadonlySet<string>
  /** The page root's own styles: its background is applied to the whole document. */
  rootStyle?: ComponentStyle
  /** Emit every theme variable (behaviours may set styles that use any of them). */
  allVariables: boolean
  /**
   * A class that scopes the stylesheet (the canvas): rules are prefixed with it, variables are
   * set on it and breakpoints become container queries against it.
   */
  scope?: string
  warnings: Warnings
}

export interface Stylesheet {
  css: string
  /** The Google Fonts stylesheet the page needs, if any. */
  googleFontsHref: string | undefined
  /** Rules emitted (variables, font faces, global styles and style rules). */
  ruleCount: number
}

const PSEUDO_CLASSES: Readonly<Record<string, string>> = {
  default: '',
  ':hover': ':hover',
  ':focus': ':focus',
  ':active': ':active',
  ':visited': ':visited',
  ':enabled': ':enabled',
  ':disabled': ':disabled',
  ':checked': ':checked',
  '::placeholder': '::placeholder',
}

const VARIABLE_NAME = /^[A-Za-z0-9_-]{1,100}$/
const VARIABLE_REF = /\$\{([^}]*)\}/g
const ROOT_BACKGROUND = ['background', 'background-color'] as const

/** Rules grouped by breakpoint, emitted in breakpoint order. */
class Section {
  readonly rules = new Map<string, string[]>()

  add(breakpointId: string, rule: string): void {
    const list = this.rules.get(breakpointId)
    if (list) list.push(rule)
    else this.rules.set(breakpointId, [rule])
  }
}

type VariableState = 'ok' | 'bad' | 'pending'

export function buildStylesheet(input: StylesheetInput): Stylesheet {
  const { site, warnings } = input
  const theme = site.context.theme
  const variables: Readonly<Record<string, string>> = theme?.variables ?? {}
  const fallbacks = fontFallbacks(theme)
  const breakpoints = orderBreakpoints(site, warnings)
  const known = new Set(breakpoints.map((bp) => bp.id))
  const usedVariables = new Set<string>()
  const fontStacks = new Set<string>()
  const variableStates = new Map<string, VariableState>()
  const variableValues = new Map<string, string>()
  const prefix = input.scope === undefined ? '' : `.${cssIdent(input.scope)} `
  let ruleCount = 0

  /** A theme variable's value as CSS, checked once; undefined when it is unknown or unsafe. */
  const variable = (name: string): string | undefined => {
    const state = variableStates.get(name)
    if (state === 'ok') return variableValues.get(name)
    if (state !== undefined) return undefined
    variableStates.set(name, 'pending')
    const raw = Object.hasOwn(variables, name) ? variables[name] : undefined
    let value: string | undefined
    if (VARIABLE_NAME.test(name) && typeof raw === 'string' && raw.trim() !== '') {
      value = substitute(withFallbacks(raw.trim(), fallbacks), undefined)
      if (value !== undefined && !isSafeValue(value)) value = undefined
    }
    variableStates.set(name, value === undefined ? 'bad' : 'ok')
    if (value !== undefined) variableValues.set(name, value)
    return value
  }

  /** `${name}` as `var(--name)`, noting the names in `used`; undefined when one is unknown. */
  const substitute = (value: string, used: Set<string> | undefined): string | undefined => {
    if (!value.includes('${')) return value
    let ok = true
    const result = value.replace(VARIABLE_REF, (_match, name: string) => {
      if (variable(name) === undefined) {
        ok = false
        return ''
      }
      used?.add(name)
      return `var(--${name})`
    })
    return ok ? result : undefined
  }

  /** Checked declarations by property and value: the same pairs repeat across components. */
  const checked = new Map<string, { text: string; variables: string[]; font: string | undefined }>()

  const declaration = (property: string, raw: string, where: string): string | undefined => {
    // NUL cannot be in a kept pair: such a value or property is refused, so keys cannot collide.
    const key = `${property}\u0000${raw}`
    const hit = checked.get(key)
    if (hit !== undefined) {
      for (const name of hit.variables) usedVariables.add(name)
      if (hit.font !== undefined) fontStacks.add(hit.font)
      return hit.text
    }
    let value = raw.trim()
    if (value === '') return undefined
    if (!isSafeProperty(property)) {
      warnings.add(`Property ${JSON.stringify(property)} in ${where} is not valid CSS; dropped`)
      return undefined
    }
    const isFont = property === 'font-family' || property === 'font'
    if (isFont) value = withFallbacks(value, fallbacks)
    const variables = new Set<string>()
    const substituted = substitute(value, variables)
    if (substituted === undefined) {
      const names = [...value.matchAll(VARIABLE_REF)].map((m) => m[1] ?? '')
      const unknown = names.filter((name) => variable(name) === undefined)
      warnings.add(`Unknown theme variable ${unknown.join(', ')} in ${where} (${property})`)
      return undefined
    }
    if (!isSafeValue(substituted)) {
      warnings.add(`Unsafe value for ${property} in ${where}; dropped`)
      return undefined
    }
    const entry = {
      text: `${property}:${substituted}`,
      variables: [...variables],
      font: isFont ? value : undefined,
    }
    // Only successes are kept: a refused pair is checked again so each place gets its warning.
    checked.set(key, entry)
    for (const name of entry.variables) usedVariables.add(name)
    if (entry.font !== undefined) fontStacks.add(entry.font)
    return entry.text
  }

  const declarations = (props: RawStyle | undefined, where: string): string => {
    if (typeof props !== 'object' || props === null) return ''
    let out = ''
    for (const property in props) {
      if (!Object.hasOwn(props, property)) continue
      const raw: unknown = props[property]
      if (typeof raw !== 'string' && typeof raw !== 'number') continue
      const text = declaration(property, String(raw), where)
      if (text !== undefined) out += out === '' ? text : `;${text}`
    }
    return out
  }

  const addRules = (
    section: Section,
    base: string,
    styles: BreakpointStyles | undefined,
    where: string,
    child?: string,
  ): void => {
    if (typeof styles !== 'object' || styles === null) return
    for (const breakpointId of Object.keys(styles)) {
      if (!known.has(breakpointId)) {
        warnings.add(`Unknown breakpoint ${breakpointId} in ${where}`)
        continue
      }
      const states = styles[breakpointId]
      if (typeof states !== 'object' || states === null) continue
      for (const pseudo of Object.keys(states)) {
        const suffix = PSEUDO_CLASSES[pseudo]
        if (suffix === undefined) {
          warnings.add(`Unknown pseudo-class ${JSON.stringify(pseudo)} in ${where}`)
          continue
        }
        const body = declarations(states[pseudo as keyof typeof states], where)
        if (body === '') continue
        let selector: string
        if (child === undefined) selector = `${prefix}${base}${suffix}`
        // A pseudo-element has to come last, so it applies to the child.
        else if (suffix === '::placeholder') selector = `${prefix}${base} ${child}${suffix}`
        else selector = `${prefix}${base}${suffix} ${child}`
        section.add(breakpointId, `${selector}{${body}}`)
        ruleCount++
      }
    }
  }

  const addComponent = (section: Section, component: StyledComponent): void => {
    const base = `.${cssIdent(component.id)}`
    const where = `component ${component.id}`
    addRules(section, base, component.style?.custom, where)
    const overrides = component.style?.overrides
    if (typeof overrides !== 'object' || overrides === null) return
    for (const key of Object.keys(overrides)) {
      const child = overrideSelector(key)
      if (child === undefined) {
        warnings.add(`Child selector ${JSON.stringify(key)} in ${where} is not allowed; dropped`)
        continue
      }
      addRules(section, base, overrides[key], where, child)
    }
  }

  // Custom-component definitions, then mixins, then components: later rules win.
  const definitions = new Section()
  for (const definition of input.definitions) addComponent(definitions, definition)

  const mixins = new Section()
  const styles: Readonly<Record<string, StyleMixin>> = site.context.styles ?? {}
  for (const id of site.context.styleOrder ?? []) {
    if (!input.mixins.has(id) || !Object.hasOwn(styles, id)) continue
    addRules(mixins, `.${cssIdent(id)}`, styles[id]?.breakpoints, `mixin ${id}`)
  }

  const components = new Section()
  for (const component of input.components) addComponent(components, component)

  const head: string[] = []
  const defaultBreakpoint = breakpoints.find((bp) => bp.condition === undefined)
  const rootStates = defaultBreakpoint && input.rootStyle?.custom?.[defaultBreakpoint.id]
  if (rootStates?.default) {
    const background: RawStyle = {}
    for (const property of ROOT_BACKGROUND) {
      const value = rootStates.default[property]
      if (value !== undefined) background[property] = value
    }
    const body = declarations(background, 'page background')
    if (body !== '') {
      head.push(`${input.scope === undefined ? 'html' : `.${cssIdent(input.scope)}`}{${body}}`)
      ruleCount++
    }
  }

  const globals: string[] = []
  for (const [name, global] of Object.entries(site.context.globalStyles ?? {})) {
    const text = typeof global?.style === 'string' ? global.style : ''
    if (text.trim() === '') continue
    const safe = sanitizeGlobalStyle(text)
    if (safe === undefined) {
      warnings.add(`Global style ${JSON.stringify(name)} could break the page; left out`)
      continue
    }
    globals.push(safe)
    ruleCount++
  }

  // Variables last: only now is it known which ones the rules use.
  const rootVariables = variableDeclarations(
    variables,
    input.allVariables,
    usedVariables,
    variable,
    warnings,
  )
  for (const value of rootVariables.values) fontStacks.add(value)
  const fonts = fontOutput(theme, fontStacks, warnings)

  const parts: string[] = []
  if (input.scope !== undefined) {
    // Breakpoints are container queries against the scope element, so it must be a container.
    parts.push(`.${cssIdent(input.scope)}{container-type:inline-size}`)
    ruleCount++
  }
  if (rootVariables.body !== '') {
    const target = input.scope === undefined ? ':root' : `.${cssIdent(input.scope)}`
    parts.push(`${target}{${rootVariables.body}}`)
    ruleCount++
  }
  parts.push(...fonts.faces, ...globals, ...head)
  ruleCount += fonts.faces.length
  const wrap = input.scope === undefined ? '@media' : '@container'
  for (const section of [definitions, mixins, components]) {
    emitSection(section, breakpoints, wrap, parts)
  }
  return { css: parts.join('\n'), googleFontsHref: fonts.googleHref, ruleCount }
}

function emitSection(
  section: Section,
  breakpoints: readonly OrderedBreakpoint[],
  wrap: string,
  out: string[],
): void {
  for (const breakpoint of breakpoints) {
    const rules = section.rules.get(breakpoint.id)
    if (!rules) continue
    if (breakpoint.condition === undefined) out.push(rules.join('\n'))
    else out.push(`${wrap} ${breakpoint.condition}{\n${rules.join('\n')}\n}`)
  }
}

function variableDeclarations(
  variables: Readonly<Record<string, string>>,
  all: boolean,
  used: Set<string>,
  variable: (name: string) => string | undefined,
  warnings: Warnings,
): { body: string; values: string[] } {
  if (all) {
    for (const name of Object.keys(variables)) {
      if (variable(name) === undefined) warnings.add(`Theme variable ${name} is invalid; left out`)
      else used.add(name)
    }
  }
  // Values may use other variables, which `variable()` marked as used: repeat until stable.
  let size = -1
  while (size !== used.size) {
    size = used.size
    for (const name of [...used]) {
      const value = variable(name)
      if (value === undefined) continue
      for (const match of value.matchAll(/var\(--([A-Za-z0-9_-]+)\)/g)) used.add(match[1] ?? '')
    }
  }
  let body = ''
  const values: string[] = []
  // Theme order, so the output does not depend on which rule used a variable first.
  for (const name of Object.keys(variables)) {
    if (!used.has(name)) continue
    const value = variable(name)
    if (value === undefined) continue
    values.push(variables[name] ?? '')
    body += body === '' ? `--${name}:${value}` : `;--${name}:${value}`
  }
  return { body, values }
}
