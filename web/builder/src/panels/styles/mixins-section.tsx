import { observer } from 'mobx-react-lite'
import { GLOBAL_NAMESPACE } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { styleActions } from '../../styles-editing/style-actions'
import { Collapsible } from '../component/collapsible'
import { componentMenuState } from '../component/menu-state'
import { useDerived } from '../../store/use-derived'
import { PickAndAdd } from './pick-and-add'
import { styleName } from '../../i18n/builtin-names'

/** Built-in mixins are shown and used, not edited. */
export function isBuiltinMixin(id: string): boolean {
  return id.startsWith(`${GLOBAL_NAMESPACE}-`)
}

/** The reusable styles a component uses, in order: add, remove, reorder, edit. */
export const MixinsSection = observer(function MixinsSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  void store.editor.mixinsVersion
  const menu = componentMenuState(store)
  const actions = styleActions(store)
  const context = store.editor.site.context
  const used = useDerived(() => {
    void store.editor.historyVersion
    return [...(store.editor.doc.findComponent(id)?.style.mixins ?? [])]
  }, [store, id])
  const available = context.styleOrder.filter((mixinId) => !used.includes(mixinId))
  const nameOf = (mixinId: string) => {
    const mixin = context.styles[mixinId]
    return mixin ? styleName(t, mixin) : mixinId
  }
  return (
    <Collapsible
      section="mixins"
      title={t('builder.mixins.title')}
      actions={
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.mixins.new')}
          title={t('builder.mixins.new')}
          onClick={() => menu.open({ kind: 'mixin', componentId: id })}
        >
          <Icon name="plus" size={16} />
        </button>
      }
    >
      {used.length === 0 ? (
        <p className="menu-note">{t('builder.mixins.none')}</p>
      ) : (
        <ol className="mixin-list">
          {used.map((mixinId, index) => {
            const name = nameOf(mixinId)
            return (
              <li key={mixinId} className="mixin-item">
                <span className="mixin-name">
                  {name}
                  {isBuiltinMixin(mixinId) && (
                    <span className="badge">{t('builder.mixins.builtin')}</span>
                  )}
                </span>
                <span className="item-actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('builder.mixins.moveUp', { name })}
                    title={t('builder.mixins.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => actions.moveMixin(id, mixinId, index - 1)}
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
                    disabled={index === used.length - 1}
                    onClick={() => actions.moveMixin(id, mixinId, index + 1)}
                  >
                    <Icon name="chevronDown" size={14} />
                  </button>
                  {!isBuiltinMixin(mixinId) && context.styles[mixinId] && (
                    <button
                      type="button"
                      className="icon-button"
                      aria-label={t('builder.mixins.edit', { name })}
                      title={t('builder.mixins.edit', { name })}
                      onClick={() => menu.open({ kind: 'mixin', mixinId, componentId: id })}
                    >
                      <Icon name="pencil" size={14} />
                    </button>
                  )}
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('builder.mixins.remove', { name })}
                    title={t('builder.mixins.remove', { name })}
                    onClick={() => actions.dropMixin(id, mixinId)}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </span>
              </li>
            )
          })}
        </ol>
      )}
      {available.length > 0 && (
        <PickAndAdd
          key={id}
          label={t('builder.mixins.add')}
          options={available.map((mixinId) => ({ value: mixinId, label: nameOf(mixinId) }))}
          disabled={!store.editor.editingEnabled}
          onAdd={(mixinId) => actions.useMixin(id, mixinId)}
        />
      )}
    </Collapsible>
  )
})
