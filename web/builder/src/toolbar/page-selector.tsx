import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { useT } from '../i18n/use-t'
import { message } from '../actions/action'

/** The page being edited, and a button that adds a page (in the page menu's form). */
export const PageSelector = observer(function PageSelector() {
  const store = useBuilder()
  const t = useT()
  const limit = store.roleLimit('design')
  return (
    <div className="page-selector">
      <span className="toolbar-select">
        {/* Page names are unique: the name alone fits the toolbar, the address is its title. */}
        <select
          aria-label={t('builder.toolbar.page')}
          title={store.view.activeRoute}
          value={store.view.activeRoute}
          onChange={(event) => store.pages.show(event.target.value)}
        >
          {store.pages.list.map((page) => (
            <option key={page.route} value={page.route} title={page.route}>
              {page.name}
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbar.addPage')}
        title={
          limit
            ? `${t('builder.toolbar.addPage')}: ${message(t, limit)}`
            : t('builder.toolbar.addPage')
        }
        disabled={limit !== undefined}
        onClick={() => {
          if (store.view.menu !== 'pages') store.view.toggleMenu('pages')
          store.view.startCreating('page')
        }}
      >
        <Icon name="plus" />
      </button>
    </div>
  )
})
