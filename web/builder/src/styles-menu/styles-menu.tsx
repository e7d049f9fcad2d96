import { observer } from 'mobx-react-lite'
import { useId, useRef, type KeyboardEvent } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { GlobalTab } from './global-tab'
import { ReusableTab } from './reusable-tab'
import { siteStyleActions, type StylesTab } from './site-style-actions'
import './styles-menu.css'

const tabs: readonly StylesTab[] = ['reusable', 'global']

/** The Styles menu (editor.md section 2): tabs Reusable and Global, a WAI-ARIA tablist. */
export const StylesMenu = observer(function StylesMenu() {
  const store = useBuilder()
  const t = useT()
  const actions = siteStyleActions(store)
  const { menu } = actions
  const buttons = useRef<Partial<Record<StylesTab, HTMLButtonElement | null>>>({})
  const base = useId()
  const tabId = (name: StylesTab) => `${base}-tab-${name}`
  const panelId = (name: StylesTab) => `${base}-panel-${name}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(menu.tab)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    event.stopPropagation()
    menu.setTab(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="styles-menu">
      <header className="panel-header">
        <h2>{t('builder.menu.styles')}</h2>
      </header>
      <div
        className="theme-tabs"
        role="tablist"
        aria-label={t('builder.stylesMenu.tabs')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={menu.tab === name}
            aria-controls={panelId(name)}
            tabIndex={menu.tab === name ? 0 : -1}
            onClick={() => menu.setTab(name)}
          >
            {t(`builder.stylesMenu.tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        className="theme-panel styles-panel"
        role="tabpanel"
        id={panelId(menu.tab)}
        aria-labelledby={tabId(menu.tab)}
      >
        {menu.tab === 'reusable' ? <ReusableTab /> : <GlobalTab />}
      </div>
    </div>
  )
})
