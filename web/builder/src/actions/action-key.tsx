import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import type { Translate } from '../i18n/use-t'
import { keyCap } from './action'

/**
 * The key of an action as this person has it (their own assignment, else the default), as an
 * `aria-keyshortcuts` value: `$mod` becomes Control.
 */
export function shortcutOf(key: string): string {
  return key.replace(/\$mod/g, 'Control')
}

/** The key cap of an action, beside its button's text; follows the person's reassignments. */
export const ActionKey = observer(function ActionKey({ id }: { id: string }) {
  const key = useBuilder().preferences.keyOf(id)
  return key ? <kbd aria-hidden="true">{keyCap(key)}</kbd> : null
})

/** A tooltip naming an action and the key this person runs it with ("Undo (Ctrl+Z)"). */
export function withKey(t: Translate, label: string, key: string): string {
  return key ? t('builder.actions.withKey', { action: label, key: keyCap(key) }) : label
}
