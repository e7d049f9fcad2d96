import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { shortcutOf, withKey } from '../actions/action-key'
import { buildMenuEntries, loggedInOnly, menuPower, subMenus } from '../actions/build-menu-entries'
import { message } from '../actions/action'
import { Icon } from '../ui/icons'
import { useT } from '../i18n/use-t'
import { customDragOpeners } from '../custom/custom-drag'

/**
 * The build menu (editor.md section 2), in the spec's order. A sub-menu entry opens its menu (one
 * at a time; a click on the open one closes it); Theme and Styles switch the right-hand menu.
 */
export const BuildMenu = observer(function BuildMenu() {
  const store = useBuilder()
  const t = useT()
  const { view } = store
  const dragOpeners = customDragOpeners(store)
  const entries = buildMenuEntries.filter((entry) => store.loggedIn || !loggedInOnly.has(entry))
  return (
    <nav className="build-menu" aria-label={t('builder.menu.label')}>
      <ul>
        {entries.map((entry) => {
          const label = t(`builder.menu.${entry}`)
          // The key this person opens it with, in its tooltip.
          const key = store.preferences.keyOf(`menu.${entry}`)
          const opens = subMenus.has(entry)
          const modeEntry = entry === 'theme' || entry === 'styles'
          const active = opens ? view.menu === entry : modeEntry && view.mode === entry
          // What this person's role may not use stays in its place, off, and says why.
          const limit = store.roleLimit(menuPower.get(entry) ?? 'design')
          if (limit) {
            return (
              <li key={entry}>
                <button
                  type="button"
                  className="build-menu-entry role-limited"
                  aria-label={label}
                  aria-disabled="true"
                  aria-description={message(t, limit)}
                  title={`${label}: ${message(t, limit)}`}
                >
                  <Icon name={entry} />
                  <span className="build-menu-text">{label}</span>
                </button>
              </li>
            )
          }
          return (
            <li key={entry}>
              <button
                type="button"
                className={`build-menu-entry${active ? ' active' : ''}`}
                aria-label={label}
                title={withKey(t, label, key)}
                {...(key ? { 'aria-keyshortcuts': shortcutOf(key) } : {})}
                {...(opens ? { 'aria-expanded': view.menu === entry } : {})}
                {...(modeEntry ? { 'aria-pressed': view.mode === entry } : {})}
                onClick={() => view.toggleMenu(entry)}
                {...(entry === 'new' || entry === 'custom' ? dragOpeners : {})}
              >
                <Icon name={entry} />
                <span className="build-menu-text">{label}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
})
