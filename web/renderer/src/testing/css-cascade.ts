// Test support only (not built): which rules apply, read from the parsed stylesheet.
import { generate, parse, walk, type CssNode } from 'css-tree'

export interface CssRule {
  selector: string
  /** The prelude of the enclosing @media or @container rule. */
  condition: string | undefined
  declarations: Record<string, string>
}

export function cssRules(css: string): CssRule[] {
  const ast = parse(css)
  const rules: CssRule[] = []
  walk(ast, {
    visit: 'Rule',
    enter(node) {
      if (this.atrule && !['media', 'container'].includes(this.atrule.name)) return
      const declarations: Record<string, string> = {}
      node.block.children.forEach((child: CssNode) => {
        if (child.type === 'Declaration')
          declarations[child.property] = generate(child.value).trim()
      })
      const selectors: string[] = []
      if (node.prelude.type === 'SelectorList') {
        node.prelude.children.forEach((selector) => selectors.push(generate(selector)))
      } else selectors.push(generate(node.prelude))
      const condition = this.atrule?.prelude ? generate(this.atrule.prelude) : undefined
      for (const selector of selectors) rules.push({ selector, condition, declarations })
    },
  })
  return rules
}

/** Whether a `(min-width:…)`/`(max-width:…)` condition holds at a viewport width. */
export function conditionHolds(condition: string | undefined, width: number): boolean {
  if (condition === undefined) return true
  for (const match of condition.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
    const limit = Number(match[2])
    if (match[1] === 'min' ? width < limit : width > limit) return false
  }
  return true
}

/** One element of an ancestry: its classes and whether it is in the given state. */
export type ClassPath = string[][]

function compoundMatches(compound: string, classes: string[], state: string): boolean {
  const match = /^((?:\.[\w-]+)+)((?::{1,2}[\w-]+)?)$/.exec(compound)
  if (!match) return false
  const needed = match[1]!.split('.').filter(Boolean)
  if (!needed.every((c) => classes.includes(c))) return false
  return match[2] === '' || match[2] === state
}

/** Descendant selectors of class compounds only (what the renderer emits for components). */
export function selectorMatches(selector: string, path: ClassPath, state = ''): boolean {
  const compounds = selector.trim().split(/\s+/)
  let at = path.length - 1
  const last = compounds.pop()
  if (last === undefined || !compoundMatches(last, path[at] ?? [], state)) return false
  at--
  for (let i = compounds.length - 1; i >= 0; i--) {
    while (at >= 0 && !compoundMatches(compounds[i]!, path[at]!, state)) at--
    if (at < 0) return false
    at--
  }
  return true
}

/** The declarations that win for an element at a width and state (classes have equal weight). */
export function computedStyle(
  css: string,
  path: ClassPath,
  width: number,
  state = '',
): Record<string, string> {
  const style: Record<string, string> = {}
  for (const rule of cssRules(css)) {
    if (!conditionHolds(rule.condition, width)) continue
    if (!selectorMatches(rule.selector, path, state)) continue
    Object.assign(style, rule.declarations)
  }
  return style
}
