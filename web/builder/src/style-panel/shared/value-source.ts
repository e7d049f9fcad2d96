import type { BreakpointStyles, PseudoClass, Site } from '@tessera/site-format'
import { holds, orderedBreakpoints } from '../../store/breakpoints'
import { valueIn } from './shorthands'

/**
 * Where the value a property shows comes from, as the style panel tells it:
 * - `here`: set at the breakpoint and state being edited;
 * - `breakpoint`: set at a wider breakpoint, whose rule still applies here;
 * - `state`: set for the default state (while another state is edited);
 * - `mixin`: set by a reusable style the component uses;
 * - `none`: nothing sets it (the browser's or the block's default applies).
 */
export type SourceKind = 'here' | 'breakpoint' | 'state' | 'mixin' | 'none'

export interface ResolvedValue {
  /** The value in force at the edited breakpoint and state; undefined when nothing sets it. */
  value: string | undefined
  source: SourceKind
  /** The breakpoint whose rule gives the value (all kinds but `none`). */
  breakpointId?: string
  breakpointName?: string
  /** The state of that rule. */
  pseudoClass?: PseudoClass
  /** The reusable style that gives the value (`mixin` only). */
  mixinId?: string
  mixinName?: string
  /** The theme variables the value refers to (`${name}`), so a theme change restyles it. */
  themeVariables: string[]
  /** The value set here, if any (what a reset takes away). */
  here: string | undefined
}

/** What the resolver reads: the styles being edited and the reusable styles beneath them. */
export interface ResolveInput {
  site: Site
  /** The edited styles: a component's own, or a reusable style's draft. */
  styles: BreakpointStyles
  /** Reusable styles the component uses (none when a reusable style itself is edited). */
  mixinIds?: readonly string[]
  breakpointId: string
  pseudoClass: PseudoClass
  property: string
}

const VARIABLE = /\$\{([^}]+)\}/g

/** The theme variables a value names. */
export function themeVariablesOf(value: string | undefined): string[] {
  if (value === undefined) return []
  return [...value.matchAll(VARIABLE)].map((match) => match[1]!.trim())
}

/**
 * The breakpoints whose rules are in force at the edited one, in stylesheet order (the widest
 * first, so later ones win): those whose range holds the edited breakpoint's width.
 */
export function breakpointsInForce(site: Site, breakpointId: string): string[] {
  const ordered = orderedBreakpoints(site)
  const edited = site.context.breakpoints[breakpointId]
  if (!edited) return [breakpointId]
  const width = edited.maxWidth ?? edited.minWidth ?? Infinity
  const applying = ordered.filter((bp) => bp.id === breakpointId || holds(bp, width))
  const index = applying.findIndex((bp) => bp.id === breakpointId)
  return applying.slice(0, index + 1).map((bp) => bp.id)
}

interface Candidate {
  value: string
  rank: number[]
  breakpointId: string
  pseudoClass: PseudoClass
  mixinId?: string
}

/**
 * The value in force for one property and its source, following the published stylesheet's
 * cascade: a state's rule beats the default state's; a component's own rules come after the
 * reusable styles'; narrower breakpoints come later; reusable styles in the site's style order.
 */
export function resolveValue(input: ResolveInput): ResolvedValue {
  const { site, styles, property, breakpointId, pseudoClass } = input
  const breakpoints = breakpointsInForce(site, breakpointId)
  const states: PseudoClass[] = pseudoClass === 'default' ? ['default'] : ['default', pseudoClass]
  const used = new Set(input.mixinIds ?? [])
  const mixinOrder = (site.context.styleOrder ?? []).filter(
    (id) => used.has(id) && site.context.styles[id] !== undefined,
  )
  const candidates: Candidate[] = []
  breakpoints.forEach((bp, bpIndex) => {
    states.forEach((state, stateIndex) => {
      mixinOrder.forEach((mixinId, mixinIndex) => {
        const value = valueIn(site.context.styles[mixinId]?.breakpoints[bp]?.[state], property)
        if (value !== undefined) {
          candidates.push({
            value,
            rank: [stateIndex, 0, bpIndex, mixinIndex],
            breakpointId: bp,
            pseudoClass: state,
            mixinId,
          })
        }
      })
      const own = valueIn(styles[bp]?.[state], property)
      if (own !== undefined) {
        candidates.push({
          value: own,
          rank: [stateIndex, 1, bpIndex, 0],
          breakpointId: bp,
          pseudoClass: state,
        })
      }
    })
  })
  const here = valueIn(styles[breakpointId]?.[pseudoClass], property)
  const winner = candidates.reduce<Candidate | undefined>(
    (best, next) => (best === undefined || compareRanks(next.rank, best.rank) > 0 ? next : best),
    undefined,
  )
  if (!winner) return { value: undefined, source: 'none', themeVariables: [], here }
  const source: SourceKind =
    winner.mixinId !== undefined
      ? 'mixin'
      : winner.breakpointId === breakpointId && winner.pseudoClass === pseudoClass
        ? 'here'
        : winner.pseudoClass !== pseudoClass
          ? 'state'
          : 'breakpoint'
  return {
    value: winner.value,
    source,
    breakpointId: winner.breakpointId,
    breakpointName: site.context.breakpoints[winner.breakpointId]?.name ?? winner.breakpointId,
    pseudoClass: winner.pseudoClass,
    ...(winner.mixinId === undefined
      ? {}
      : {
          mixinId: winner.mixinId,
          mixinName: site.context.styles[winner.mixinId]?.name ?? winner.mixinId,
        }),
    themeVariables: themeVariablesOf(winner.value),
    here,
  }
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}
