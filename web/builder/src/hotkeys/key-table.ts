import { BuiltinComponentId } from '@tessera/site-format'
import type { BuildMenuEntry } from '../store/view-state'

/**
 * Every hotkey of the builder (editor.md section 2), in one table: where it applies, its default
 * key and what it does. Preferences may assign other keys (by id); the rest stays as it is.
 */
export type HotkeyScope =
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
  /** Anywhere. */
  | 'general'

export type HotkeyEffect =
  | { kind: 'menu'; entry: BuildMenuEntry }
  | { kind: 'block'; builtinId: string }
  | { kind: 'numbered'; index: number }
  | { kind: 'new' }
  | { kind: 'newGlobalStyle' }
  | { kind: 'import' }
  | { kind: 'export' }
  | { kind: 'templates' }
  | { kind: 'switchTab' }
  | { kind: 'escape' }
  | { kind: 'editText' }
  | { kind: 'rename' }
  | { kind: 'selectNext' }
  | { kind: 'selectPrevious' }
  | { kind: 'delete' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'pasteStyle' }
  | { kind: 'duplicate' }
  | { kind: 'undo' }
  | { kind: 'redo' }

export interface Hotkey {
  /** Stable id, the key of a preference that reassigns it. */
  id: string
  scope: HotkeyScope
  /** A tinykeys-style binding: `a`, `Shift+Tab`, `$mod+z` ($mod is Ctrl, or Cmd on Apple). */
  key: string
  effect: HotkeyEffect
  /** Whether preferences may change it (editing keys stay fixed). */
  editable: boolean
}

const menuKeys: Array<[string, BuildMenuEntry]> = [
  ['a', 'new'],
  ['c', 'custom'],
  ['p', 'pages'],
  ['t', 'theme'],
  ['s', 'styles'],
  ['m', 'assets'],
  ['i', 'translations'],
  ['b', 'behaviors'],
  ['h', 'history'],
  ['f', 'file'],
]

const id = BuiltinComponentId
const basicBlocks: Array<[string, string, string]> = [
  ['h', 'containerHorizontal', id.containerHorizontal],
  ['v', 'containerVertical', id.containerVertical],
  ['g', 'grid', id.grid],
  ['s', 'svg', id.svg],
  ['p', 'image', id.image],
  ['o', 'video', id.video],
  ['t', 'text', id.text],
  ['l', 'link', id.link],
  ['1', 'h1', id.h1],
  ['2', 'h2', id.h2],
  ['3', 'h3', id.h3],
  ['4', 'h4', id.h4],
  ['5', 'h5', id.h5],
  ['6', 'h6', id.h6],
  ['n', 'ol', id.ol],
  ['b', 'ul', id.ul],
  ['i', 'input', id.input],
  ['x', 'textarea', id.textarea],
  ['d', 'dividerHorizontal', id.dividerHorizontal],
  ['f', 'dividerVertical', id.dividerVertical],
  ['m', 'gallery', id.gallery],
]

const advancedBlocks: Array<[string, string, string]> = [
  ['b', 'button', id.button],
  ['n', 'navMenu', id.navMenu],
  ['h', 'header', id.header],
  ['f', 'footer', id.footer],
  ['c', 'contactForm', id.contactForm],
  ['m', 'mailingList', id.mailingList],
]

const numbered = (scope: HotkeyScope): Hotkey[] =>
  Array.from({ length: 9 }, (_, i) => ({
    id: `${scope}.${i + 1}`,
    scope,
    key: String(i + 1),
    effect: { kind: 'numbered', index: i },
    editable: false,
  }))

export const hotkeys: readonly Hotkey[] = [
  ...menuKeys.map(([key, entry]): Hotkey => ({
    id: `menu.${entry}`,
    scope: 'noPanel',
    key,
    effect: { kind: 'menu', entry },
    editable: true,
  })),
  ...basicBlocks.map(([key, name, builtinId]): Hotkey => ({
    id: `new.${name}`,
    scope: 'newBasic',
    key,
    effect: { kind: 'block', builtinId },
    editable: true,
  })),
  {
    id: 'new.custom',
    scope: 'newBasic',
    key: '`',
    effect: { kind: 'menu', entry: 'custom' },
    editable: true,
  },
  ...advancedBlocks.map(([key, name, builtinId]): Hotkey => ({
    id: `new.${name}`,
    scope: 'newAdvanced',
    key,
    effect: { kind: 'block', builtinId },
    editable: true,
  })),
  ...numbered('pages'),
  ...numbered('custom'),
  { id: 'pages.new', scope: 'pages', key: 'n', effect: { kind: 'new' }, editable: true },
  { id: 'styles.new', scope: 'styles', key: 'n', effect: { kind: 'new' }, editable: true },
  {
    id: 'styles.global',
    scope: 'styles',
    key: 'g',
    effect: { kind: 'newGlobalStyle' },
    editable: true,
  },
  { id: 'assets.new', scope: 'assets', key: 'n', effect: { kind: 'new' }, editable: true },
  { id: 'behaviors.new', scope: 'behaviors', key: 'n', effect: { kind: 'new' }, editable: true },
  { id: 'file.import', scope: 'file', key: 'i', effect: { kind: 'import' }, editable: true },
  { id: 'file.export', scope: 'file', key: 'e', effect: { kind: 'export' }, editable: true },
  { id: 'file.templates', scope: 'file', key: 't', effect: { kind: 'templates' }, editable: true },
  { id: 'tab', scope: 'newBasic', key: 'Tab', effect: { kind: 'switchTab' }, editable: false },
  {
    id: 'tabAdvanced',
    scope: 'newAdvanced',
    key: 'Tab',
    effect: { kind: 'switchTab' },
    editable: false,
  },
  { id: 'escape', scope: 'general', key: 'Escape', effect: { kind: 'escape' }, editable: false },
  // Enter edits the selected component's text in place; on anything else (or in the tree) it
  // starts renaming.
  {
    id: 'editText',
    scope: 'general',
    key: 'Enter',
    effect: { kind: 'editText' },
    editable: false,
  },
  { id: 'rename', scope: 'general', key: 'Enter', effect: { kind: 'rename' }, editable: false },
  {
    id: 'selectNext',
    scope: 'general',
    key: 'Tab',
    effect: { kind: 'selectNext' },
    editable: false,
  },
  {
    id: 'selectPrevious',
    scope: 'general',
    key: 'Shift+Tab',
    effect: { kind: 'selectPrevious' },
    editable: false,
  },
  { id: 'delete', scope: 'general', key: 'Delete', effect: { kind: 'delete' }, editable: true },
  { id: 'copy', scope: 'general', key: '$mod+c', effect: { kind: 'copy' }, editable: false },
  { id: 'paste', scope: 'general', key: '$mod+v', effect: { kind: 'paste' }, editable: false },
  {
    id: 'pasteStyle',
    scope: 'general',
    key: '$mod+Shift+v',
    effect: { kind: 'pasteStyle' },
    editable: false,
  },
  {
    id: 'duplicate',
    scope: 'general',
    key: '$mod+d',
    effect: { kind: 'duplicate' },
    editable: false,
  },
  { id: 'undo', scope: 'general', key: '$mod+z', effect: { kind: 'undo' }, editable: false },
  { id: 'redo', scope: 'general', key: '$mod+Shift+z', effect: { kind: 'redo' }, editable: false },
]

/** The key of each hotkey, with the user's own assignments applied. */
export function keyTable(overrides: Record<string, string> | undefined): Hotkey[] {
  return hotkeys.map((hotkey) => {
    const key = hotkey.editable ? overrides?.[hotkey.id] : undefined
    return key === undefined ? hotkey : { ...hotkey, key }
  })
}
