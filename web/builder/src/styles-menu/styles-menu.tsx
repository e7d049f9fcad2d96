import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Tabs } from '../ui/tabs'
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
  return (
    <div className="styles-menu">
      <header className="panel-header">
        <h2>{t('builder.menu.styles')}</h2>
      </header>
      <Tabs
        tabs={tabs}
        selected={menu.tab}
        onSelect={(name) => menu.setTab(name)}
        label={t('builder.stylesMenu.tabs')}
        tabLabel={(name) => t(`builder.stylesMenu.tab.${name}`)}
        className="theme-tabs"
        panelClassName="theme-panel styles-panel"
      >
        {menu.tab === 'reusable' ? <ReusableTab /> : <GlobalTab />}
      </Tabs>
    </div>
  )
})
