import { autorun } from 'mobx'
import type { Preferences } from './preferences'

/** The attribute of the frame's style element that carries the preferences' rules. */
export const PREFERENCES_STYLE_ATTRIBUTE = 'data-builder-preferences'

/**
 * The canvas rules of the toggles that are on: debugBounding outlines every component,
 * overrideOpacity shows every component fully opaque, overrideTransform shows them without
 * transforms (so hidden or moved components can be found and edited). They override the site's
 * own rules in the builder only; published pages never see them.
 */
export function preferencesCss(
  prefs: Pick<Preferences, 'debugBounding' | 'overrideOpacity' | 'overrideTransform'>,
): string {
  const rules: string[] = []
  if (prefs.debugBounding) {
    rules.push(
      '[data-component-id]{outline:1px dashed rgba(220,38,38,0.75) !important;outline-offset:-1px !important}',
    )
  }
  if (prefs.overrideOpacity) rules.push('[data-component-id]{opacity:1 !important}')
  if (prefs.overrideTransform) rules.push('[data-component-id]{transform:none !important}')
  return rules.join('\n')
}

/**
 * Keeps the canvas document's preference rules in step with the preferences, in a style element
 * of its own (its rules are `!important`, so they win over the site's wherever they sit). Returns
 * the disposer.
 */
export function applyCanvasPreferences(document: Document, preferences: Preferences): () => void {
  const style = document.createElement('style')
  style.setAttribute(PREFERENCES_STYLE_ATTRIBUTE, '')
  document.head.appendChild(style)
  const dispose = autorun(() => {
    const css = preferencesCss(preferences)
    if (style.textContent !== css) style.textContent = css
  })
  return () => {
    dispose()
    style.remove()
  }
}
