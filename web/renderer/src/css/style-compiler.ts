import type { BreakpointStyles, RawStyle, Site, StyleMixin } from '@tessera/site-format'
import { cssIdent } from '../safety/escape.js'
import { orderBreakpoints, type OrderedBreakpoint } from './breakpoints.js'
import { isSafeProperty, isSafeValue } from './css-values.js'
import { fontFallbacks, fontOutput, withFallbacks, type FontOutput } from './fonts.js'
import { sanitizeGlobalStyle } from './global-styles.js'
import { overrideSelector } from './selectors.js'
import type { Warnings } from './warnings.js'

/** A component (or custom-component definition) whose styles are compiled. */
export interface StyledComponent {
  id: string
  style: import('@tessera/site-format').ComponentStyle
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

/**
 * The attribute the editor canvas puts on the selected element to show it in a chosen state
 * (hover, focus, ...) without the pointer or focus being there.
 */
export const STATE_PREVIEW_ATTRIBUTE = 'data-state-preview'

const VARIABLE_NAME = /^[A-Za-z0-9_-]{1,100}$/
const VARIABLE_REF = /\$\{([^}]*)\}/g
const ROOT_BACKGROUND = ['background', 'background-color'] as const

/** Rules grouped by breakpoint id, emitted in breakpoint order. */
export class RuleSection {
  readonly rules = new Map<string, string[]>()

  add(breakpointId: string, rule: string): void {
    const list = this.rules.get(breakpointId)
    if (list) list.push(rule)
    else this.rules.set(breakpointId, [rule])
  }
}

type VariableState = 'ok' | 'bad' | 'pending'

interface CheckedDeclaration {
  text: string
  variables: string[]
  font: string | undefined
}

/**
 * Turns a site's style records into checked CSS: theme variables as `var()`, unsafe values and
 * unknown breakpoints dropped with a warning, font stacks completed with their fallbacks. One
 * compiler serves one site as it stands (theme, breakpoints); it remembers which variables and
 * font stacks the rules it compiled use, so the page's stylesheet can carry only those.
 */
export class StyleCompiler {
  readonly breakpoints: readonly OrderedBreakpoint[]
  /** Variables the compiled rules refer to. */
  readonly usedVariables = new Set<string>()
  /** Font stacks the compiled rules use. */
  readonly fontStacks = new Set<string>()

  private readonly variables: Readonly<Record<string, string>>
  private readonly fallbacks: Map<string, string>
  private readonly known: ReadonlySet<string>
  private readonly variableStates = new Map<string, VariableState>()
  private readonly variableValues = new Map<string, string>()
  /** Checked declarations by property and value: the same pairs repeat across components. */
  private readonly checked = new Map<string, CheckedDeclaration>()
  private readonly prefix: string

  constructor(
    readonly site: Site,
    readonly warnings: Warnings,
    /** A class the rules are scoped under (see `StylesheetInput.scope`). */
    readonly scope?: string,
    /**
     * The editor canvas's state preview: rules of this pseudo-class also apply to elements
     * carrying `STATE_PREVIEW_ATTRIBUTE`. Pseudo-elements (`::placeholder`) show anyway.
     */
    readonly previewState?: string,
  ) {
    const theme = site.context.theme
    this.variables = theme?.variables ?? {}
    this.fallbacks = fontFallbacks(theme)
    this.breakpoints = orderBreakpoints(site, warnings)
    this.known = new Set(this.breakpoints.map((bp) => bp.id))
    this.prefix = scope === undefined ? '' : `.${cssIdent(scope)} `
  }

  /** A theme variable's value as CSS, checked once; undefined when it is unknown or unsafe. */
  variable(name: string): string | undefined {
    const state = this.variableStates.get(name)
    if (state === 'ok') return this.variableValues.get(name)
    if (state !== undefined) return undefined
    this.variableStates.set(name, 'pending')
    const raw = Object.hasOwn(this.variables, name) ? this.variables[name] : undefined
    let value: string | undefined
    if (VARIABLE_NAME.test(name) && typeof raw === 'string' && raw.trim() !== '') {
      value = this.substitute(withFallbacks(raw.trim(), this.fallbacks), undefined)
      if (value !== undefined && !isSafeValue(value)) value = undefined
    }
    this.variableStates.set(name, value === undefined ? 'bad' : 'ok')
    if (value !== undefined) this.variableValues.set(name, value)
    return value
  }

  /** `${name}` as `var(--name)`, noting the names in `used`; undefined when one is unknown. */
  private substitute(value: string, used: Set<string> | undefined): string | undefined {
    if (!value.includes('${')) return value
    let ok = true
    const result = value.replace(VARIABLE_REF, (_match, name: string) => {
      if (this.variable(name) === undefined) {
        ok = false
        return ''
      }
      used?.add(name)
      return `var(--${name})`
    })
    return ok ? result : undefined
  }

  private declaration(property: string, raw: string, where: string): string | undefined {
    // NUL cannot be in a kept pair: such a value or property is refused, so keys cannot collide.
    const key = `${property}\u0000${raw}`
    const hit = this.checked.get(key)
    if (hit !== undefined) {
      this.noteUse(hit)
      return hit.text
    }
    let value = raw.trim()
    if (value === '') return undefined
    const { warnings } = this
    if (!isSafeProperty(property)) {
      warnings.add(`Property ${JSON.stringify(property)} in ${where} is not valid CSS; dropped`)
      return undefined
    }
    const isFont = property === 'font-family' || property === 'font'
    if (isFont) value = withFallbacks(value, this.fallbacks)
    const variables = new Set<string>()
    const substituted = this.substitute(value, variables)
    if (substituted === undefined) {
      const names = [...value.matchAll(VARIABLE_REF)].map((m) => m[1] ?? '')
      const unknown = names.filter((name) => this.variable(name) === undefined)
      warnings.add(`Unknown theme variable ${unknown.join(', ')} in ${where} (${property})`)
      return undefined
    }
    if (!isSafeValue(substituted)) {
      warnings.add(`Unsafe value for ${property} in ${where}; dropped`)
      return undefined
    }
    const entry: CheckedDeclaration = {
      text: `${property}:${substituted}`,
      variables: [...variables],
      font: isFont ? value : undefined,
    }
    // Only successes are kept: a refused pair is checked again so each place gets its warning.
    this.checked.set(key, entry)
    this.noteUse(entry)
    return entry.text
  }

  private noteUse(entry: CheckedDeclaration): void {
    for (const name of entry.variables) this.usedVariables.add(name)
    if (entry.font !== undefined) this.fontStacks.add(entry.font)
  }

  /** One property's value as a rule carries it (variables as `var()`); undefined when refused. */
  value(property: string, raw: string, where: string): string | undefined {
    return this.declaration(property, raw, where)?.slice(property.length + 1)
  }

  /** `a:b;c:d` of the properties that pass the checks. */
  declarations(props: RawStyle | undefined, where: string): string {
    if (typeof props !== 'object' || props === null) return ''
    let out = ''
    for (const property in props) {
      if (!Object.hasOwn(props, property)) continue
      const raw: unknown = props[property]
      if (typeof raw !== 'string' && typeof raw !== 'number') continue
      const text = this.declaration(property, String(raw), where)
      if (text !== undefined) out += out === '' ? text : `;${text}`
    }
    return out
  }

  /** Adds the rules of one style record (a component's own, a mixin, or a child override). */
  addRules(
    section: RuleSection,
    base: string,
    styles: BreakpointStyles | undefined,
    where: string,
    child?: string,
  ): number {
    if (typeof styles !== 'object' || styles === null) return 0
    let count = 0
    for (const breakpointId of Object.keys(styles)) {
      if (!this.known.has(breakpointId)) {
        this.warnings.add(`Unknown breakpoint ${breakpointId} in ${where}`)
        continue
      }
      const states = styles[breakpointId]
      if (typeof states !== 'object' || states === null) continue
      for (const pseudo of Object.keys(states)) {
        const suffix = PSEUDO_CLASSES[pseudo]
        if (suffix === undefined) {
          this.warnings.add(`Unknown pseudo-class ${JSON.stringify(pseudo)} in ${where}`)
          continue
        }
        const body = this.declarations(states[pseudo as keyof typeof states], where)
        if (body === '') continue
        const { prefix } = this
        let selector: string
        if (child === undefined) selector = `${prefix}${base}${suffix}`
        // A pseudo-element has to come last, so it applies to the child.
        else if (suffix === '::placeholder') selector = `${prefix}${base} ${child}${suffix}`
        else selector = `${prefix}${base}${suffix} ${child}`
        if (pseudo === this.previewState && suffix !== '' && !suffix.startsWith('::')) {
          const preview = `[${STATE_PREVIEW_ATTRIBUTE}]`
          const forced =
            child === undefined
              ? `${prefix}${base}${preview}`
              : `${prefix}${base}${preview} ${child}`
          selector = `${selector},${forced}`
        }
        section.add(breakpointId, `${selector}{${body}}`)
        count++
      }
    }
    return count
  }

  /** A component's own rules and its child overrides. */
  addComponent(section: RuleSection, component: StyledComponent): number {
    const base = `.${cssIdent(component.id)}`
    const where = `component ${component.id}`
    let count = this.addRules(section, base, component.style?.custom, where)
    const overrides = component.style?.overrides
    if (typeof overrides !== 'object' || overrides === null) return count
    for (const key of Object.keys(overrides)) {
      const child = overrideSelector(key)
      if (child === undefined) {
        this.warnings.add(
          `Child selector ${JSON.stringify(key)} in ${where} is not allowed; dropped`,
        )
        continue
      }
      count += this.addRules(section, base, overrides[key], where, child)
    }
    return count
  }

  /** The mixins among `ids`, in the site's style order. */
  addMixins(section: RuleSection, ids: ReadonlySet<string> | undefined): number {
    const styles: Readonly<Record<string, StyleMixin>> = this.site.context.styles ?? {}
    let count = 0
    for (const id of this.site.context.styleOrder ?? []) {
      if ((ids !== undefined && !ids.has(id)) || !Object.hasOwn(styles, id)) continue
      count += this.addRules(section, `.${cssIdent(id)}`, styles[id]?.breakpoints, `mixin ${id}`)
    }
    return count
  }

  /** The page root's background, applied to the whole document (or the scope element). */
  rootBackground(rootStyle: StyledComponent['style'] | undefined): string | undefined {
    const defaultBreakpoint = this.breakpoints.find((bp) => bp.condition === undefined)
    const rootStates = defaultBreakpoint && rootStyle?.custom?.[defaultBreakpoint.id]
    if (!rootStates?.default) return undefined
    const background: RawStyle = {}
    for (const property of ROOT_BACKGROUND) {
      const value = rootStates.default[property]
      if (value !== undefined) background[property] = value
    }
    const body = this.declarations(background, 'page background')
    if (body === '') return undefined
    return `${this.scope === undefined ? 'html' : `.${cssIdent(this.scope)}`}{${body}}`
  }

  /** The site's global styles that are safe to include. */
  globalStyles(): string[] {
    const globals: string[] = []
    for (const [name, global] of Object.entries(this.site.context.globalStyles ?? {})) {
      const text = typeof global?.style === 'string' ? global.style : ''
      if (text.trim() === '') continue
      const safe = sanitizeGlobalStyle(text)
      if (safe === undefined) {
        this.warnings.add(`Global style ${JSON.stringify(name)} could break the page; left out`)
        continue
      }
      globals.push(safe)
    }
    return globals
  }

  /**
   * The theme variables as declarations: every valid one when `all`, else those the compiled
   * rules use (and the variables those refer to). Also notes the font stacks they hold.
   */
  variableDeclarations(all: boolean): string {
    const used = this.usedVariables
    if (all) {
      for (const name of Object.keys(this.variables)) {
        if (this.variable(name) === undefined) {
          this.warnings.add(`Theme variable ${name} is invalid; left out`)
        } else used.add(name)
      }
    }
    // Values may use other variables, which `variable()` marked as used: repeat until stable.
    let size = -1
    while (size !== used.size) {
      size = used.size
      for (const name of [...used]) {
        const value = this.variable(name)
        if (value === undefined) continue
        for (const match of value.matchAll(/var\(--([A-Za-z0-9_-]+)\)/g)) used.add(match[1] ?? '')
      }
    }
    let body = ''
    // Theme order, so the output does not depend on which rule used a variable first.
    for (const name of Object.keys(this.variables)) {
      if (!used.has(name)) continue
      const value = this.variable(name)
      if (value === undefined) continue
      this.fontStacks.add(this.variables[name] ?? '')
      body += body === '' ? `--${name}:${value}` : `;--${name}:${value}`
    }
    return body
  }

  /** Font faces and the Google Fonts stylesheet for the font stacks noted so far. */
  fonts(): FontOutput {
    return fontOutput(this.site.context.theme, this.fontStacks, this.warnings)
  }

  /** A section's rules in breakpoint order, narrower breakpoints inside their query. */
  emit(section: RuleSection, out: string[]): void {
    const wrap = this.scope === undefined ? '@media' : '@container'
    for (const breakpoint of this.breakpoints) {
      const rules = section.rules.get(breakpoint.id)
      if (!rules) continue
      if (breakpoint.condition === undefined) out.push(rules.join('\n'))
      else out.push(`${wrap} ${breakpoint.condition}{\n${rules.join('\n')}\n}`)
    }
  }
}
