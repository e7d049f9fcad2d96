import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import './sections.css'

/** Blocks or Sections: the two halves of the New menu. */
export const NewMenuKinds = observer(function NewMenuKinds() {
  const store = useBuilder()
  const t = useT()
  const sections = store.view.newMenuTab === 'sections'
  return (
    <div className="new-menu-kinds" role="group" aria-label={t('builder.sections.kinds')}>
      <button
        type="button"
        aria-pressed={!sections}
        className={sections ? '' : 'active'}
        onClick={() => sections && store.view.showNewMenuTab('basic')}
      >
        {t('builder.sections.blocks')}
      </button>
      <button
        type="button"
        aria-pressed={sections}
        className={sections ? 'active' : ''}
        onClick={() => store.view.showNewMenuTab('sections')}
      >
        {t('builder.sections.tab')}
      </button>
    </div>
  )
})
