import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd'
import { ActionKey, shortcutOf } from '../actions/action-key'
import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { PageForm } from './page-form'
import { useT } from '../i18n/use-t'

/** Pages listed with a number key (editor.md section 2: up to 9, plus the new-page entry). */
export const NUMBERED_PAGES = 9

/**
 * The page menu: pages in order (reordered by drag), a click shows one, the pencil opens its
 * settings (hidden for the page being edited there), and the plus opens the new-page form.
 */
export const PagesMenu = observer(function PagesMenu() {
  const store = useBuilder()
  const t = useT()
  const { view, pages } = store
  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return
    pages.move(result.source.index, result.destination.index)
  }
  return (
    <div className="pages-menu">
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="pages">
          {(provided) => (
            <ol className="menu-list" ref={provided.innerRef} {...provided.droppableProps}>
              {pages.list.map((page, index) => (
                <Draggable key={page.route} draggableId={page.route} index={index}>
                  {(drag) => (
                    <li
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      className={`menu-row${page.route === view.activeRoute ? ' current' : ''}`}
                    >
                      <span
                        className="drag-handle"
                        {...drag.dragHandleProps}
                        aria-label={t('builder.pages.reorder', { name: page.name })}
                      >
                        ⋮⋮
                      </span>
                      <button
                        type="button"
                        className="menu-row-main"
                        aria-current={page.route === view.activeRoute ? 'page' : undefined}
                        onClick={() => pages.show(page.route)}
                        {...(index < NUMBERED_PAGES
                          ? { 'aria-keyshortcuts': store.preferences.keyOf(`pages.${index + 1}`) }
                          : {})}
                      >
                        {index < NUMBERED_PAGES && <ActionKey id={`pages.${index + 1}`} />}
                        <span className="menu-row-title">{page.route}</span>
                        <span className="menu-row-note">{page.name}</span>
                        {page.route === pages.homePage && (
                          <span className="badge" title={t('builder.pages.home')}>
                            <Icon name="home" size={14} />
                            <span className="visually-hidden">{t('builder.pages.home')}</span>
                          </span>
                        )}
                      </button>
                      {view.editingPage !== page.route && (
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t('builder.pages.edit', { name: page.name })}
                          title={t('builder.pages.edit', { name: page.name })}
                          onClick={() => view.editPage(page.route)}
                        >
                          <Icon name="pencil" size={16} />
                        </button>
                      )}
                    </li>
                  )}
                </Draggable>
              ))}
              {provided.placeholder}
            </ol>
          )}
        </Droppable>
      </DragDropContext>
      {view.creating === 'page' ? (
        <PageForm onDone={() => view.startCreating(undefined)} />
      ) : (
        <button
          type="button"
          className="menu-add"
          aria-keyshortcuts={shortcutOf(store.preferences.keyOf('pages.new'))}
          onClick={() => view.startCreating('page')}
        >
          <Icon name="plus" size={16} />
          {t('builder.pages.new')}
          <ActionKey id="pages.new" />
        </button>
      )}
    </div>
  )
})
