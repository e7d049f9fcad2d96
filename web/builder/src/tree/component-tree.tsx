import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { useT } from '../i18n/use-t'

const TreeRow = observer(function TreeRowView({ id, level }: { id: string; level: number }) {
  const store = useBuilder()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const children = component.children ?? []
  const expanded = store.view.expanded[id] === true || level === 1
  const selected = store.view.selectedId === id
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-selected={selected}
      aria-label={component.name}
      {...(children.length > 0 ? { 'aria-expanded': expanded } : {})}
    >
      <div
        className={`tree-row${selected ? ' selected' : ''}${store.view.hoveredId === id ? ' hovered' : ''}`}
        style={{ paddingLeft: level * 12 }}
        onClick={() => store.view.select(id)}
        onMouseEnter={() => store.view.hover(id)}
        onMouseLeave={() => store.view.hover(undefined)}
      >
        {children.length > 0 && (
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
      </div>
      {expanded && children.length > 0 && (
        <ul role="group">
          {children.map((child) => (
            <TreeRow key={child.id} id={child.id} level={level + 1} />
          ))}
        </ul>
      )}
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
        <TreeRow id={store.page.root.id} level={1} />
      </ul>
    </nav>
  )
})
