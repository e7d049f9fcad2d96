import { observer } from 'mobx-react-lite'
import { ActionKey } from '../actions/action-key'
import { useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { CUSTOM_DRAG_TYPE } from '../dnd/drag-data'
import { draggedComponent, endComponentDrag } from '../dnd/component-drag'
import { CUSTOM_SLOTS } from '../custom/custom-actions'
import '../custom/custom.css'

export { CUSTOM_SLOTS }

/**
 * The Custom sub-menu (editor.md section 2): up to 9 custom component slots, keys 1-9. A click
 * (or the key) adds an instance where a new block would go; a slot can be dragged onto the
 * canvas or the tree; a component dropped on the menu becomes a custom component.
 */
export const CustomMenu = observer(function CustomMenu() {
  const store = useBuilder()
  const t = useT()
  const [dropping, setDropping] = useState(false)
  const slots = store.custom.slots
  const editing = store.editor.editingEnabled
  const onDragOver = (event: React.DragEvent) => {
    if (!editing || draggedComponent(event.dataTransfer) === undefined) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'link'
    store.custom.dragEnter()
    setDropping(true)
  }
  const onDrop = (event: React.DragEvent) => {
    const id = draggedComponent(event.dataTransfer)
    setDropping(false)
    if (id === undefined || !editing) return
    event.preventDefault()
    endComponentDrag()
    store.custom.dragDone()
    store.custom.make(id)
  }
  return (
    <div
      className="custom-menu"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={(event) => {
        const into = event.relatedTarget instanceof Node ? event.relatedTarget : null
        if (into && event.currentTarget.contains(into)) return
        setDropping(false)
        store.custom.dragLeave()
      }}
      onDrop={onDrop}
    >
      {slots.length === 0 ? (
        <p className="menu-empty">{t('builder.custom.empty')}</p>
      ) : (
        <ol className="menu-list" aria-label={t('builder.custom.slots')}>
          {slots.map((component, index) => (
            <li key={component.id} className="menu-row">
              <button
                type="button"
                className="menu-row-main custom-menu-slot"
                draggable={editing}
                disabled={!editing}
                aria-keyshortcuts={store.preferences.keyOf(`custom.${index + 1}`)}
                title={t('builder.custom.add', { name: component.name })}
                onDragStart={(event) => {
                  event.dataTransfer.setData(CUSTOM_DRAG_TYPE, component.id)
                  event.dataTransfer.effectAllowed = 'copy'
                }}
                onClick={() => store.custom.add(component.id)}
              >
                <ActionKey id={`custom.${index + 1}`} />
                <span className="menu-row-title">{component.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className={`custom-menu-drop${dropping ? ' active' : ''}`}>
        {t('builder.custom.dropHint')}
      </p>
    </div>
  )
})
