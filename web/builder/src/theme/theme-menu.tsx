import { observer } from 'mobx-react-lite'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { FontsTab } from './fonts-tab'
import { MetaTab } from './meta-tab'
import { ThemeActions } from './theme-actions'
import { VariablesTab } from './variables-tab'

const tabs = ['variables', 'fonts', 'meta'] as const
type ThemeTab = (typeof tabs)[number]

/** The Theme menu (editor.md section 2): tabs Variables, Fonts and Meta, a WAI-ARIA tablist. */
export const ThemeMenu = observer(function ThemeMenu() {
  const store = useBuilder()
  const t = useT()
  const actions = useMemo(() => new ThemeActions(store), [store])
  const [tab, setTab] = useState<ThemeTab>('variables')
  const buttons = useRef<Partial<Record<ThemeTab, HTMLButtonElement | null>>>({})
  const base = useId()
  const tabId = (name: ThemeTab) => `${base}-tab-${name}`
  const panelId = (name: ThemeTab) => `${base}-panel-${name}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(tab)
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
    setTab(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="theme-menu">
      <header className="panel-header">
        <h2>{t('builder.menu.theme')}</h2>
      </header>
      <div
        className="theme-tabs"
        role="tablist"
        aria-label={t('builder.theme.tabs')}
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
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`builder.theme.tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        className="theme-panel"
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
      >
        {tab === 'variables' && <VariablesTab actions={actions} />}
        {tab === 'fonts' && <FontsTab actions={actions} />}
        {tab === 'meta' && <MetaTab actions={actions} />}
      </div>
    </div>
  )
})
