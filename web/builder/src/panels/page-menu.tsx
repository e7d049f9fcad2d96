import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageForm } from '../menus/page-form'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Tabs } from '../ui/tabs'
import { PageHeadForm } from './page-head-form'
import { PageCollectionSetting } from '../collections/page-collection-field'

const TABS = ['info', 'meta'] as const
type PageTab = (typeof TABS)[number]

/** Page editing (editor.md section 2, Page menu): the info and meta tabs, a WAI-ARIA tablist. */
export const PageMenu = observer(function PageMenu({ route }: { route: string }) {
  const store = useBuilder()
  const t = useT()
  const [tab, setTab] = useState<PageTab>('info')
  void store.editor.pagesVersion
  const page = store.editor.site.pages[route]
  if (!page) return null

  return (
    <div className="page-menu">
      <header className="panel-header">
        <h2>{t('builder.pages.settings')}</h2>
      </header>
      <Tabs
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('builder.pages.tabs')}
        tabLabel={(name) => t(name === 'info' ? 'builder.pages.tabInfo' : 'builder.pages.tabMeta')}
        className="page-tabs"
        panelFocusable
      >
        {tab === 'info' ? <PageInfo route={route} /> : <PageHeadForm key={route} route={route} />}
      </Tabs>
    </div>
  )
})

/** The info tab: view mode, edit mode, set as home page, remove (when 2+ pages). */
const PageInfo = observer(function PageInfo({ route }: { route: string }) {
  const store = useBuilder()
  const t = useT()
  const [editing, setEditing] = useState(false)
  void store.editor.pagesVersion
  const page = store.editor.site.pages[route]
  if (!page) return null
  const home = store.pages.homePage === route
  if (editing) return <PageForm key={route} route={route} onDone={() => setEditing(false)} />
  return (
    <>
      <dl className="facts">
        <dt>{t('builder.pages.name')}</dt>
        <dd>{page.name}</dd>
        <dt>{t('builder.pages.route')}</dt>
        <dd>{page.route}</dd>
        <dt>{t('builder.pages.public')}</dt>
        <dd>{t(page.public ? 'builder.common.yes' : 'builder.common.no')}</dd>
        <dt>{t('builder.pages.home')}</dt>
        <dd>{t(home ? 'builder.common.yes' : 'builder.common.no')}</dd>
      </dl>
      <PageCollectionSetting route={route} />
      <div className="form-actions form-actions-column">
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {t('builder.pages.editInfo')}
        </button>
        {!home && (
          <button type="button" className="button" onClick={() => store.pages.setHome(route)}>
            {t('builder.pages.setHome')}
          </button>
        )}
        {store.pages.list.length > 1 && (
          <button
            type="button"
            className="button button-danger"
            onClick={() => store.pages.remove(route)}
          >
            {t('builder.pages.remove')}
          </button>
        )}
        <button type="button" className="button" onClick={() => store.view.editPage(undefined)}>
          {t('builder.common.close')}
        </button>
      </div>
    </>
  )
})
