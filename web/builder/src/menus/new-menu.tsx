import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { newMenuBlocks, type NewMenuBlock } from '@tessera/site-format'
import { allowedBlocks } from '../hotkeys/run-hotkey'
import { hotkeys } from '../hotkeys/key-table'
import { useBuilder } from '../store-context'
import { BLOCK_DRAG_TYPE } from '../dnd/drag-data'
import { useT } from '../i18n/use-t'

/** The hotkey of each block, shown on its button. */
const blockKeys = new Map<string, { key: string; advanced: boolean }>()
for (const hotkey of hotkeys) {
  if (hotkey.effect.kind === 'block') {
    blockKeys.set(hotkey.effect.builtinId, {
      key: hotkey.key,
      advanced: hotkey.scope === 'newAdvanced',
    })
  }
}

/**
 * The New menu (the palette): every block of both columns, with the conditions of the spec.
 * A click adds the block to the selection (or the page root); dragging places it where dropped.
 */
export const NewMenu = observer(function NewMenu() {
  const store = useBuilder()
  const t = useT()
  const allowed = allowedBlocks(store)
  const visible = newMenuBlocks.filter((block) => allowed.has(block.id))
  const column = (side: NewMenuBlock['column']) => visible.filter((block) => block.column === side)
  const { newMenuTab } = store.view
  const keysLabel = useId()
  const block = (item: NewMenuBlock) => {
    const name = t(`builder.block.${item.id}`)
    const shortcut = blockKeys.get(item.id)
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
          {...(showKey ? { 'aria-keyshortcuts': shortcut.key } : {})}
        >
          <span>{name}</span>
          {showKey && <kbd aria-hidden="true">{shortcut.key}</kbd>}
        </button>
      </li>
    )
  }
  return (
    <div className="new-menu">
      {/* Which keys the blocks answer to: the basic ones, or (Tab) the advanced ones. */}
      <div className="new-menu-tabs" role="group" aria-labelledby={keysLabel}>
        <span id={keysLabel} className="new-menu-tabs-label">
          {t('builder.new.tabs')}
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
      <div className="new-menu-columns">
        <ul>{column('left').map(block)}</ul>
        <ul>{column('right').map(block)}</ul>
      </div>
    </div>
  )
})
