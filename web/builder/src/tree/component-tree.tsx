import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import type { BuilderStore } from '../store/builder-store'
import { Icon } from '../ui/icons'

interface Row {
  id: string
  level: number
}

/** The rows the tree shows: the page root and the children of expanded components. */
function visibleRows(store: BuilderStore): Row[] {
  const rows: Row[] = []
  const visit = (id: string, level: number) => {
    store.editor.signals.track(id)
    rows.push({ id, level })
    const component = store.editor.doc.findComponent(id)
    if (level > 1 && store.view.expanded[id] !== true) return
    for (const child of component?.children ?? []) visit(child.id, level + 1)
  }
  visit(store.page.root.id, 1)
  return rows
}

const TreeRow = observer(function TreeRowView({ id, level }: Row) {
  const store = useBuilder()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const hasChildren = (component.children?.length ?? 0) > 0
  const expanded = store.view.expanded[id] === true || level === 1
  const selected = store.view.selectedId === id
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-selected={selected}
      {...(hasChildren ? { 'aria-expanded': expanded } : {})}
      className={`tree-row${selected ? ' selected' : ''}${store.view.hoveredId === id ? ' hovered' : ''}`}
      style={{ paddingLeft: level * 12 }}
      onClick={() => store.view.select(id)}
      onMouseEnter={() => store.view.hover(id)}
      onMouseLeave={() => store.view.hover(undefined)}
    >
      {hasChildren && (
        <span
          className="tree-toggle"
          onClick={(event) => {
            event.stopPropagation()
            store.view.setExpanded(id, !expanded)
          }}
        >
          <Icon name={expanded ? 'chevronDown' : 'chevronRight'} size={14} />
        </span>
      )}
      <span className="tree-name">{component.name}</span>
    </li>
  )
})

/** The component tree of the page being edited. */
export const ComponentTree = observer(function ComponentTree() {
  const store = useBuilder()
  const t = useT()
  return (
    <nav className="component-tree" aria-label={t('builder.tree.label')}>
      <ul role="tree" aria-label={t('builder.tree.label')}>
        {visibleRows(store).map((row) => (
          <TreeRow key={row.id} {...row} />
        ))}
      </ul>
    </nav>
  )
})
