/** Pseudo-class keys as stored: `default` for the plain state, CSS syntax for the rest. */
export const pseudoClasses = [
  'default',
  ':visited',
  ':focus',
  ':hover',
  ':enabled',
  ':disabled',
  ':checked',
  ':active',
  '::placeholder',
] as const
export type PseudoClass = (typeof pseudoClasses)[number]

/** CSS property (kebab-case, as in CSS) to value. */
export type RawStyle = Record<string, string>

export type PseudoStyle = Partial<Record<PseudoClass, RawStyle>>

/** Breakpoint id to pseudo-class to properties. */
export type BreakpointStyles = Record<string, PseudoStyle>

/** A reusable style ("mixin"): `<ns>-s-<n>` for the site's own, `global-s-*` for built-ins. */
export interface StyleMixin {
  id: string
  name: string
  breakpoints: BreakpointStyles
}

/** Raw CSS injected verbatim, keyed by name in `context.globalStyles`. */
export interface GlobalStyle {
  style: string
}

/** One property in one state at one breakpoint: the unit style commands work on. */
export interface StyleEntry {
  breakpointId: string
  pseudoClass: PseudoClass
  property: string
  value: string
}
