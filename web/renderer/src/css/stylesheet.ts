import type { ComponentStyle, Site } from '@tessera/site-format'
import { cssIdent } from '../safety/escape.js'
import { RuleSection, StyleCompiler, type StyledComponent } from './style-compiler.js'
import type { Warnings } from './warnings.js'

export type { StyledComponent } from './style-compiler.js'

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
  /** Rules for elements the renderer adds (form labels), before the site's own rules. */
  baseRules?: readonly string[]
  warnings: Warnings
}

export interface Stylesheet {
  css: string
  /** The Google Fonts stylesheet the page needs, if any. */
  googleFontsHref: string | undefined
  /** Rules emitted (variables, font faces, global styles and style rules). */
  ruleCount: number
}

/** The stylesheet of one page: only what its components use, later rules winning. */
export function buildStylesheet(input: StylesheetInput): Stylesheet {
  const compiler = new StyleCompiler(input.site, input.warnings, input.scope)
  let ruleCount = 0

  // Custom-component definitions, then mixins, then components: later rules win.
  const definitions = new RuleSection()
  for (const definition of input.definitions) {
    ruleCount += compiler.addComponent(definitions, definition)
  }
  const mixins = new RuleSection()
  ruleCount += compiler.addMixins(mixins, input.mixins)
  const components = new RuleSection()
  for (const component of input.components)
    ruleCount += compiler.addComponent(components, component)

  const background = compiler.rootBackground(input.rootStyle)
  const globals = compiler.globalStyles()
  ruleCount += globals.length + (background === undefined ? 0 : 1)

  // Variables last: only now is it known which ones the rules use.
  const variables = compiler.variableDeclarations(input.allVariables)
  const fonts = compiler.fonts()

  const parts: string[] = []
  if (input.scope !== undefined) {
    // Breakpoints are container queries against the scope element, so it must be a container.
    parts.push(`.${cssIdent(input.scope)}{container-type:inline-size}`)
    ruleCount++
  }
  if (variables !== '') {
    const target = input.scope === undefined ? ':root' : `.${cssIdent(input.scope)}`
    parts.push(`${target}{${variables}}`)
    ruleCount++
  }
  parts.push(...fonts.faces, ...(input.baseRules ?? []), ...globals)
  ruleCount += input.baseRules?.length ?? 0
  if (background !== undefined) parts.push(background)
  ruleCount += fonts.faces.length
  for (const section of [definitions, mixins, components]) compiler.emit(section, parts)
  return { css: parts.join('\n'), googleFontsHref: fonts.googleHref, ruleCount }
}
