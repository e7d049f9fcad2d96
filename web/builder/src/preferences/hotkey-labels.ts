import type { Hotkey, HotkeyScope } from '../hotkeys/key-table'
import type { Translate } from '../i18n/use-t'

/** The scopes in the order the Hotkeys tab lists them. */
export const scopeOrder: readonly HotkeyScope[] = [
  'noPanel',
  'newBasic',
  'newAdvanced',
  'pages',
  'custom',
  'styles',
  'assets',
  'behaviors',
  'file',
  'general',
]

export function scopeLabel(t: Translate, scope: HotkeyScope): string {
  return t(`builder.prefs.scope.${scope}`)
}

/** What a hotkey does, as the Hotkeys tab and 'Hotkey used by' name it. */
export function hotkeyLabel(t: Translate, hotkey: Hotkey): string {
  const { effect } = hotkey
  switch (effect.kind) {
    case 'menu':
      return hotkey.scope === 'noPanel'
        ? t('builder.prefs.action.openMenu', { menu: t(`builder.menu.${effect.entry}`) })
        : t(`builder.menu.${effect.entry}`)
    case 'block':
      return t('builder.prefs.action.addBlock', { block: t(`builder.block.${effect.builtinId}`) })
    case 'numbered':
      return t(
        hotkey.scope === 'pages'
          ? 'builder.prefs.action.numberedPage'
          : 'builder.prefs.action.numberedCustom',
        { number: effect.index + 1 },
      )
    case 'new':
      return t(`builder.prefs.action.new.${hotkey.scope}`)
    default:
      return t(`builder.prefs.action.${effect.kind}`)
  }
}

/** A binding as a key cap shows it (`a` as A, `Delete` as is). */
export function keyCap(key: string): string {
  return key
    .split('+')
    .map((part) => (part === '$mod' ? 'Ctrl' : part.length === 1 ? part.toUpperCase() : part))
    .join('+')
}
