import type { ViewState } from '../store/view-state'
import type { ActionScope } from '../actions/action'

/** The tree row that has the focus (the row itself, not a control inside it), if any. */
export function focusedTreeRow(target: EventTarget | null): HTMLElement | undefined {
  const element = target as HTMLElement | null
  if (!element || typeof element.matches !== 'function') return undefined
  return element.matches('[role="treeitem"]') ? element : undefined
}

/**
 * The scopes whose keys apply now, most specific first (editor.md section 2); `target`, where
 * the key was pressed, adds the tree's keys on a tree row.
 */
export function activeScopes(view: ViewState, target: EventTarget | null = null): ActionScope[] {
  const scopes: ActionScope[] = focusedTreeRow(target) ? ['tree'] : []
  switch (view.menu) {
    case 'new':
      // The sections library has no block keys of its own.
      if (view.newMenuTab !== 'sections')
        scopes.push(view.newMenuTab === 'basic' ? 'newBasic' : 'newAdvanced')
      break
    case 'pages':
    case 'assets':
    case 'behaviors':
    case 'file':
    case 'custom':
      scopes.push(view.menu)
      break
    case undefined:
      if (view.mode === 'styles') scopes.push('styles')
      scopes.push('noPanel')
      break
    default:
      break
  }
  scopes.push('general')
  return scopes
}

/** A dialog in front: the builder's keys keep quiet. */
export function dialogOpen(document: Document): boolean {
  return document.querySelector('dialog[open]') !== null
}

/**
 * The key goes to a field or to text being edited: the builder's keys keep quiet, but those
 * made to act there (F6).
 */
export function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  if (!element || typeof element.closest !== 'function') return false
  return (
    element.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]') !==
    null
  )
}

/** Keys that would take over a control's own meaning (Enter on a button, Tab between controls). */
export function ownsKey(target: EventTarget | null, key: string): boolean {
  const element = target as HTMLElement | null
  if (!element || typeof element.closest !== 'function') return false
  if (key === 'Tab') return element.closest('body') !== null && element.tagName !== 'BODY'
  if (key === 'Enter' || key === ' ') {
    return (
      element.closest(
        'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="option"]',
      ) !== null
    )
  }
  return false
}
