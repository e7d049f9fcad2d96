import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** Up to 9 custom component slots, keys 1-9 (editor.md section 2). */
export const CUSTOM_SLOTS = 9

export const CustomMenu = observer(function CustomMenu() {
  const store = useBuilder()
  const t = useT()
  void store.editor.epoch
  const ids = store.editor.site.context.customComponentIds.slice(0, CUSTOM_SLOTS)
  if (ids.length === 0) {
    return <p className="menu-empty">{t('builder.custom.empty')}</p>
  }
  return (
    <ol className="menu-list">
      {ids.map((id, index) => (
        <li key={id} className="menu-row">
          <span className="menu-row-main">
            <kbd>{index + 1}</kbd>
            <span className="menu-row-title">{store.editor.doc.findComponent(id)?.name ?? id}</span>
          </span>
        </li>
      ))}
    </ol>
  )
})
