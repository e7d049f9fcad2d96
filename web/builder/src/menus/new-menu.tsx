import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  BuiltinComponentId,
  COLLECTION_LIST_BLOCK,
  newMenuBlocks,
  type NewMenuBlock,
} from '@tessera/site-format'
import { keyCap, type BuilderAction } from '../actions/action'
import { shortcutOf } from '../actions/action-key'
import { allowedBlocks } from '../actions/registry'
import { VueInfoDialog } from '../preferences/vue-info-dialog'
import { Icon } from '../ui/icons'
import { useBuilder } from '../store-context'
import { BLOCK_DRAG_TYPE } from '../dnd/drag-data'
import { useT } from '../i18n/use-t'
import { NewMenuKinds } from '../sections/new-menu-kinds'
import { SectionsLibrary } from '../sections/sections-library'

/** The collection list, with the blocks of the left column (a builder block, not a built-in). */
const COLLECTION_LIST_ENTRY: NewMenuBlock = { id: COLLECTION_LIST_BLOCK, column: 'left' }

/** The hotkey of each block (as the preferences assign it), shown on its button. */
function blockKeys(
  table: readonly BuilderAction[],
): Map<string, { key: string; advanced: boolean }> {
  const keys = new Map<string, { key: string; advanced: boolean }>()
  for (const action of table) {
    if (action.block !== undefined) {
      keys.set(action.block, { key: action.key, advanced: action.scope === 'newAdvanced' })
    }
  }
  return keys
}

/**
 * The New menu (the palette): every block of both columns, with the conditions of the spec.
 * A click adds the block to the selection (or the page root); dragging places it where dropped.
 */
export const NewMenu = observer(function NewMenu() {
  const store = useBuilder()
  const t = useT()
  const allowed = allowedBlocks(store)
  const visible = [...newMenuBlocks, COLLECTION_LIST_ENTRY].filter((block) => allowed.has(block.id))
  const column = (side: NewMenuBlock['column']) => visible.filter((block) => block.column === side)
  const { newMenuTab } = store.view
  const keysLabel = useId()
  const keys = blockKeys(store.preferences.table)
  const [vueInfo, setVueInfo] = useState(false)
  const block = (item: NewMenuBlock) => {
    const name = t(`builder.block.${item.id}`)
    const shortcut = keys.get(item.id)
    const showKey =
      shortcut && (shortcut.advanced ? newMenuTab === 'advanced' : newMenuTab === 'basic')
    return (
      <li key={item.id}>
        <button
          type="button"
          className="palette-block"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(BLOCK_DRAG_TYPE, item.id)
            event.dataTransfer.effectAllowed = 'copy'
          }}
          onClick={() => store.components.addBlock(item.id)}
          {...(showKey ? { 'aria-keyshortcuts': shortcutOf(shortcut.key) } : {})}
        >
          <span>{name}</span>
          {showKey && <kbd aria-hidden="true">{keyCap(shortcut.key)}</kbd>}
        </button>
        {item.id === BuiltinComponentId.vueComponent && (
          <button
            type="button"
            className="icon-button palette-info"
            aria-label={t('builder.vueInfo.open')}
            title={t('builder.vueInfo.open')}
            onClick={() => setVueInfo(true)}
          >
            <Icon name="info" size={16} />
          </button>
        )}
      </li>
    )
  }
  const kinds = <NewMenuKinds />
  if (newMenuTab === 'sections') {
    return (
      <div className="new-menu">
        {kinds}
        <SectionsLibrary />
      </div>
    )
  }
  return (
    <div className="new-menu">
      {kinds}
      {/* Which keys the blocks answer to: the basic ones, or (Tab) the advanced ones. */}
      <div
        className="new-menu-tabs"
        role="group"
        aria-labelledby={keysLabel}
        aria-describedby={`${keysLabel}-help`}
      >
        <span id={keysLabel} className="new-menu-tabs-label">
          {t('builder.actions.keyHints')}
        </span>
        {(['basic', 'advanced'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            aria-pressed={newMenuTab === tab}
            className={newMenuTab === tab ? 'active' : ''}
            onClick={() => newMenuTab !== tab && store.view.switchNewMenuTab()}
          >
            {t(`builder.new.${tab}`)}
          </button>
        ))}
      </div>
      <p id={`${keysLabel}-help`} className="new-menu-keys-help">
        {t('builder.actions.keyHintsHelp')}
      </p>
      <div className="new-menu-columns">
        <ul>{column('left').map(block)}</ul>
        <ul>{column('right').map(block)}</ul>
      </div>
      {vueInfo && <VueInfoDialog onClose={() => setVueInfo(false)} />}
    </div>
  )
})
