import type { Component } from '@tessera/site-format'

/** The most components a component-id field suggests at once. */
export const SUGGESTION_LIMIT = 50

export interface SuggestedComponent {
  id: string
  name: string
}

/**
 * The components offered for the text typed so far into a component-id field: those of the given
 * subtrees whose id or name holds it (ignoring case, as the browser filters a datalist), in tree
 * order, at most `limit`. A page root has every component of the page below it, too many to list
 * whole.
 */
export function suggestedComponents(
  roots: readonly Component[],
  typed: string,
  limit: number = SUGGESTION_LIMIT,
): SuggestedComponent[] {
  const needle = typed.trim().toLowerCase()
  const found: SuggestedComponent[] = []
  const visit = (nodes: readonly Component[]): boolean => {
    for (const node of nodes) {
      if (found.length === limit) return false
      if (node.id.toLowerCase().includes(needle) || node.name.toLowerCase().includes(needle)) {
        found.push({ id: node.id, name: node.name })
      }
      if (!visit(node.children ?? [])) return false
    }
    return true
  }
  visit(roots)
  return found
}
