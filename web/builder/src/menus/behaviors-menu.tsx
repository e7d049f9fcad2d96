import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** The site's behaviours, by name. */
export const BehaviorsMenu = observer(function BehaviorsMenu() {
  const store = useBuilder()
  const t = useT()
  void store.editor.behaviorsVersion
  const behaviors = Object.values(store.editor.site.context.behaviors)
  if (behaviors.length === 0) {
    return <p className="menu-empty">{t('builder.behaviors.empty')}</p>
  }
  return (
    <ul className="menu-list">
      {behaviors.map((behavior) => (
        <li key={behavior.id} className="menu-row">
          <span className="menu-row-main">
            <span className="menu-row-title">{behavior.name}</span>
          </span>
        </li>
      ))}
    </ul>
  )
})
