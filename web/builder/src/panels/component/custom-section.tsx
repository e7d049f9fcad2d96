import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'

/** The to-custom button: the component becomes a custom component (slots 1 to 9). */
export const CustomSection = observer(function CustomSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  void store.editor.epoch
  const context = store.editor.site.context
  const component = store.editor.doc.findComponent(id)
  if (!component || component.parentId === undefined) return null
  const isCustom = context.customComponentIds.includes(id)
  const isPart = context.customChildIds.includes(id) || component.customSourceId !== undefined
  return (
    <section className="menu-section">
      {isCustom ? (
        <>
          <p className="menu-note">{t('builder.toCustom.isCustom')}</p>
          <button
            type="button"
            className="button"
            disabled={!store.editor.editingEnabled}
            onClick={() => store.custom.add(id)}
          >
            <Icon name="plus" size={16} />
            <span>{t('builder.toCustom.addInstance')}</span>
          </button>
        </>
      ) : isPart ? (
        <p className="menu-note">{t('builder.toCustom.isPart')}</p>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!store.editor.editingEnabled}
          onClick={() => store.components.makeCustom(id)}
        >
          <Icon name="custom" size={16} />
          <span>{t('builder.toCustom.make')}</span>
        </button>
      )}
    </section>
  )
})
