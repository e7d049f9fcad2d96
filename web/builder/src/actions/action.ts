import type { BuilderStore } from '../store/builder-store'
import type { Translate } from '../i18n/use-t'

/**
 * Where an action's key applies (editor.md section 2): one sub-menu, Styles mode, no panel at
 * all, the component tree, or anywhere.
 */
export type ActionScope =
  /** No sub-menu is open. */
  | 'noPanel'
  /** The New menu's Basic tab. */
  | 'newBasic'
  /** The New menu's Advanced tab. */
  | 'newAdvanced'
  | 'pages'
  | 'styles'
  | 'assets'
  | 'behaviors'
  | 'file'
  | 'custom'
  /** A row of the component tree has the focus. */
  | 'tree'
  /** Anywhere. */
  | 'general'

/** A message of the builder's catalogues, whose values may be messages themselves. */
export interface MessageRef {
  key: string
  values?: Record<string, string | number | MessageRef>
}

/**
 * One thing a person can do in the builder, defined once: its id (also the preference key that
 * reassigns its key), its name, its default key and where that key applies, when it can act and
 * what it does. Menus, hotkeys, tooltips and the preferences' Hotkeys tab all read it.
 */
export interface BuilderAction {
  /** Stable id, the key of a preference that reassigns it. */
  id: string
  /** What the action is called, in the Hotkeys tab, tooltips and menus. */
  label: MessageRef
  scope: ActionScope
  /** A tinykeys-style binding: `a`, `Shift+Tab`, `$mod+z` ($mod is Ctrl, or Cmd on Apple). */
  key: string
  /** Whether preferences may change its key (editing keys stay fixed). */
  editable: boolean
  /** Its key acts while a field or the text being edited has the focus too (F6). */
  inFields?: boolean
  /** Does it; false when there was nothing to act on (the key then stays the browser's). */
  run(store: BuilderStore): boolean
  /** The block it adds, for the New menu's key caps. */
  block?: string
  /** The build menu entry it opens, for the build menu's tooltips. */
  menu?: string
}

/** An action's name in the person's language. */
export function actionLabel(t: Translate, action: Pick<BuilderAction, 'label'>): string {
  return message(t, action.label)
}

export function message(t: Translate, ref: MessageRef): string {
  if (!ref.values) return t(ref.key)
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(ref.values)) {
    values[name] = typeof value === 'object' ? message(t, value) : value
  }
  return t(ref.key, values)
}

/** Every message key a label uses (itself and the messages of its values). */
export function messageKeys(ref: MessageRef): string[] {
  const nested = Object.values(ref.values ?? {}).flatMap((value) =>
    typeof value === 'object' ? messageKeys(value) : [],
  )
  return [ref.key, ...nested]
}

const ARROWS: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
}

/** A binding as a key cap shows it (`a` as A, `$mod+z` as Ctrl+Z, `Alt+ArrowUp` as Alt+↑). */
export function keyCap(key: string): string {
  return key
    .split('+')
    .map((part) =>
      part === '$mod' ? 'Ctrl' : part.length === 1 ? part.toUpperCase() : (ARROWS[part] ?? part),
    )
    .join('+')
}
