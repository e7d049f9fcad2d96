import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import type { BuildMenuEntry } from '../store/view-state'
import { HistoryMenu } from './history-menu'
import { NewMenu } from './new-menu'
import { PagesMenu } from './pages-menu'
import { menuExtensions } from './menu-extensions'
import { useT } from '../i18n/use-t'
import { customDragOpeners } from '../custom/custom-drag'

function content(entry: BuildMenuEntry) {
  switch (entry) {
    case 'new':
      return <NewMenu />
    case 'pages':
      return <PagesMenu />
    case 'history':
      return <HistoryMenu />
    default: {
      const Extension = menuExtensions[entry]
      return Extension ? <Extension /> : null
    }
  }
}

/** The open sub-menu of the build menu, beside it. */
export const SubMenu = observer(function SubMenu() {
  const store = useBuilder()
  const t = useT()
  const entry = store.view.menu
  // Translations is a modal of its own (src/translations/), not a sub-menu.
  if (entry === undefined || entry === 'translations') return null
  const title = t(`builder.menu.${entry}`)
  return (
    <section
      className="sub-menu"
      aria-label={title}
      {...(entry === 'new' || entry === 'custom' ? customDragOpeners(store) : {})}
    >
      <header className="panel-header">
        <h2>{title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.common.close')}
          onClick={() => store.view.closeMenu()}
        >
          <Icon name="close" size={16} />
        </button>
      </header>
      <div className="panel-body">{content(entry)}</div>
    </section>
  )
})
