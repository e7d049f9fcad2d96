import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Tabs } from '../ui/tabs'
import { FontsTab } from './fonts-tab'
import { MetaTab } from './meta-tab'
import { SeoTab } from './seo-tab'
import { ThemeActions } from './theme-actions'
import { ThemePresets } from './theme-presets'
import { VariablesTab } from './variables-tab'

const tabs = ['variables', 'fonts', 'meta', 'seo'] as const
type ThemeTab = (typeof tabs)[number]

/** The Theme menu (editor.md section 2): tabs Variables, Fonts, Meta and SEO, a WAI-ARIA tablist. */
export const ThemeMenu = observer(function ThemeMenu() {
  const store = useBuilder()
  const t = useT()
  const actions = useMemo(() => new ThemeActions(store), [store])
  const [tab, setTab] = useState<ThemeTab>('variables')
  return (
    <div className="theme-menu">
      <header className="panel-header">
        <h2>{t('builder.menu.theme')}</h2>
      </header>
      <ThemePresets />
      <Tabs
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        label={t('builder.theme.tabs')}
        tabLabel={(name) => t(`builder.theme.tab.${name}`)}
        className="theme-tabs"
        panelClassName="theme-panel"
        panelFocusable
      >
        {tab === 'variables' && <VariablesTab actions={actions} />}
        {tab === 'fonts' && <FontsTab actions={actions} />}
        {tab === 'meta' && <MetaTab actions={actions} />}
        {tab === 'seo' && <SeoTab actions={actions} />}
      </Tabs>
    </div>
  )
})
