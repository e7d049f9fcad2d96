import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd'
import { ActionKey, shortcutOf } from '../actions/action-key'
import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { MixinEditor } from '../panels/styles/mixin-editor'
import { isBuiltinMixin } from '../panels/styles/mixins-section'
import { siteStyleActions } from './site-style-actions'
import { styleName } from '../i18n/builtin-names'

/**
 * The Reusable tab: the site's reusable styles in style order (later ones win), reordered by
 * drag (or the move buttons), removed with their uses, edited in the mixin editor.
 */
export const ReusableTab = observer(function ReusableTab() {
  const store = useBuilder()
  const t = useT()
  const actions = siteStyleActions(store)
  const { menu } = actions
  void store.editor.mixinsVersion
  void store.editor.historyVersion
  const context = store.editor.site.context
  const order = context.styleOrder.filter((id) => context.styles[id] !== undefined)
  const editable = store.editor.editingEnabled

  if (menu.editingMixin !== undefined) {
    const id = menu.editingMixin === '' ? undefined : menu.editingMixin
    return (
      <MixinEditor key={menu.editingMixin} mixinId={id} onClose={() => menu.editMixin(undefined)} />
    )
  }

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return
    const from = context.styleOrder.indexOf(result.draggableId)
    const to = context.styleOrder.indexOf(order[result.destination.index] ?? '')
    if (from >= 0 && to >= 0) actions.moveMixin(from, to)
  }
  const move = (id: string, step: number) => {
    const from = context.styleOrder.indexOf(id)
    const target = order[order.indexOf(id) + step]
    if (target !== undefined) actions.moveMixin(from, context.styleOrder.indexOf(target))
  }

  return (
    <div className="styles-reusable">
      <button
        type="button"
        className="menu-add"
        aria-keyshortcuts={shortcutOf(store.preferences.keyOf('styles.new'))}
        disabled={!editable}
        onClick={() => menu.editMixin('')}
      >
        <Icon name="plus" size={16} />
        {t('builder.stylesMenu.newMixin')}
        <ActionKey id="styles.new" />
      </button>
      {order.length === 0 ? (
        <p className="menu-empty">{t('builder.stylesMenu.noMixins')}</p>
      ) : (
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId="mixins">
            {(provided) => (
              <ol
                className="menu-list styles-list"
                aria-label={t('builder.stylesMenu.tab.reusable')}
                ref={provided.innerRef}
                {...provided.droppableProps}
              >
                {order.map((id, index) => {
                  const mixin = context.styles[id]
                  const name = mixin ? styleName(t, mixin) : id
                  const builtin = isBuiltinMixin(id)
                  return (
                    <Draggable key={id} draggableId={id} index={index} isDragDisabled={!editable}>
                      {(drag) => (
                        <li ref={drag.innerRef} {...drag.draggableProps} className="menu-row">
                          <span
                            className="drag-handle"
                            {...drag.dragHandleProps}
                            aria-label={t('builder.stylesMenu.reorder', { name })}
                          >
                            ⋮⋮
                          </span>
                          <span className="menu-row-main styles-row-name">
                            <span className="menu-row-title" title={name}>
                              {name}
                            </span>
                            {builtin && (
                              <span className="badge">{t('builder.mixins.builtin')}</span>
                            )}
                          </span>
                          <span className="item-actions">
                            <button
                              type="button"
                              className="icon-button"
                              aria-label={t('builder.mixins.moveUp', { name })}
                              title={t('builder.mixins.moveUp', { name })}
                              disabled={!editable || index === 0}
                              onClick={() => move(id, -1)}
                            >
                              <span className="flip">
                                <Icon name="chevronDown" size={14} />
                              </span>
                            </button>
                            <button
                              type="button"
                              className="icon-button"
                              aria-label={t('builder.mixins.moveDown', { name })}
                              title={t('builder.mixins.moveDown', { name })}
                              disabled={!editable || index === order.length - 1}
                              onClick={() => move(id, 1)}
                            >
                              <Icon name="chevronDown" size={14} />
                            </button>
                            {!builtin && (
                              <>
                                <button
                                  type="button"
                                  className="icon-button"
                                  aria-label={t('builder.mixins.edit', { name })}
                                  title={t('builder.mixins.edit', { name })}
                                  disabled={!editable}
                                  onClick={() => menu.editMixin(id)}
                                >
                                  <Icon name="pencil" size={14} />
                                </button>
                                <button
                                  type="button"
                                  className="icon-button"
                                  aria-label={t('builder.stylesMenu.deleteMixin', { name })}
                                  title={t('builder.stylesMenu.deleteMixin', { name })}
                                  disabled={!editable}
                                  onClick={() => actions.removeMixin(id)}
                                >
                                  <Icon name="trash" size={14} />
                                </button>
                              </>
                            )}
                          </span>
                        </li>
                      )}
                    </Draggable>
                  )
                })}
                {provided.placeholder}
              </ol>
            )}
          </Droppable>
        </DragDropContext>
      )}
    </div>
  )
})
