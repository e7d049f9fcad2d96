import type { ViewState } from '../store/view-state'
import type { ActionScope } from '../actions/action'

/** The scopes whose keys apply now, most specific first (editor.md section 2). */
export function activeScopes(view: ViewState): ActionScope[] {
  const scopes: ActionScope[] = []
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

/** Typing in a field, or a dialog in front: the builder's keys keep quiet. */
export function keysBlocked(target: EventTarget | null, document: Document): boolean {
  if (document.querySelector('dialog[open]')) return true
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
