import { observer } from 'mobx-react-lite'
import { useRef, type CSSProperties, type DragEvent } from 'react'
import { useT } from '../i18n/use-t'
import { message } from '../actions/action'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { RenameField } from './rename-field'
import { indentOf, type TreeModel, type TreeRowData } from './tree-model'
import { treeDragEnd, treeDragLeave, treeDragOver, treeDragStart, treeDrop } from './tree-drop'

/** A row's data as plain values, so a row whose values did not change does not render again. */
export interface TreeRowProps extends TreeRowData {
  model: TreeModel
  /** Where the virtualiser places the row (px from the top of the list). */
  top: number
}

/**
 * Whether a component is a custom component's source or an instance of one (the tree marks
 * both, by an icon and in the row's accessible name).
 */
function customRole(
  definitions: readonly string[],
  component: { id: string; customSourceId?: string },
): 'customSource' | 'customInstance' | undefined {
  if (definitions.includes(component.id)) return 'customSource'
  if (component.customSourceId !== undefined && definitions.includes(component.customSourceId))
    return 'customInstance'
  return undefined
}

/**
 * One row of the tree. It observes its own component (name, hidden state) and its own flags
 * (selected, hovered, focused, renaming, drop indicator), so an edit renders this row alone.
 */
export const TreeRow = observer(function TreeRow({
  id,
  level,
  position,
  siblings,
  expanded,
  model,
  top,
}: TreeRowProps) {
  const store = useBuilder()
  const t = useT()
  const element = useRef<HTMLDivElement>(null)
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const selected = model.selected.is(id)
  const hovered = model.hovered.is(id)
  const focused = model.focused.is(id)
  const renaming = model.renaming.is(id)
  const drop = model.drop.of(id)
  const hidden = component.state?.hide === true
  const name = component.name
  const root = level === 1
  const custom = customRole(store.editor.doc.site.context.customComponentIds, component)
  const label = custom ? t(`builder.tree.${custom}`, { name }) : name
  // Moving and hiding are structure and state: off for a role without the design power.
  const limit = store.roleLimit('design')
  const style: CSSProperties = { top, paddingLeft: indentOf(level) + 4 }
  const className = [
    'tree-row',
    selected && 'selected',
    hovered && 'hovered',
    hidden && 'hidden-component',
    drop && `drop-${drop.hover}`,
    drop?.refused && 'drop-refused',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      ref={element}
      role="treeitem"
      id={treeItemId(id)}
      data-tree-id={id}
      aria-label={label}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      aria-selected={selected}
      {...(expanded === undefined ? {} : { 'aria-expanded': expanded })}
      tabIndex={focused ? 0 : -1}
      className={className}
      style={style}
      draggable={!root && !renaming && store.editor.editingEnabled && !limit}
      onClick={() => store.view.select(id)}
      onMouseEnter={() => store.view.hover(id)}
      onMouseLeave={() => store.view.hoveredId === id && store.view.hover(undefined)}
      onDragStart={(event: DragEvent) => treeDragStart(store, event, id)}
      onDragEnd={() => treeDragEnd(store)}
      onDragOver={(event: DragEvent) => treeDragOver(store, event, id)}
      onDragLeave={(event: DragEvent) => treeDragLeave(store, event)}
      onDrop={(event: DragEvent) => treeDrop(store, event, id)}
    >
      <span
        className="tree-toggle"
        aria-hidden="true"
        title={expanded === undefined ? undefined : t('builder.tree.expandHint')}
        onClick={(event) => {
          if (expanded === undefined || root) return
          event.stopPropagation()
          if (event.shiftKey) model.expandAll(id, !expanded)
          else store.view.setExpanded(id, !expanded)
        }}
      >
        {expanded !== undefined && (
          <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />
        )}
      </span>
      {renaming ? (
        <RenameField
          initial={name}
          onDone={(value, byKey) => {
            if (value !== undefined) store.components.rename(id, value)
            store.view.stopRename()
            if (byKey) element.current?.focus()
          }}
        />
      ) : (
        <span className="tree-name">{name}</span>
      )}
      {custom && (
        <span className={`tree-custom tree-${custom}`} title={label} aria-hidden="true">
          <Icon name="custom" size={12} />
        </span>
      )}
      {!root && (
        <button
          type="button"
          className="tree-eye"
          tabIndex={-1}
          aria-label={t(hidden ? 'builder.tree.show' : 'builder.tree.hide', { name })}
          title={
            limit
              ? `${t(hidden ? 'builder.tree.show' : 'builder.tree.hide', { name })}: ${message(t, limit)}`
              : t(hidden ? 'builder.tree.show' : 'builder.tree.hide', { name })
          }
          disabled={limit !== undefined}
          onClick={(event) => {
            event.stopPropagation()
            store.components.toggleHidden(id)
          }}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={14} />
        </button>
      )}
    </div>
  )
})

/** The DOM id of a component's row (for focus and aria-activedescendant-free lookups). */
export function treeItemId(id: string): string {
  return `tree-item-${id}`
}
