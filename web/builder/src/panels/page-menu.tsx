import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { PageForm } from '../menus/page-form'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** Page editing, info tab: view mode, edit mode, set as home page, remove (when 2+ pages). */
export const PageMenu = observer(function PageMenu({ route }: { route: string }) {
  const store = useBuilder()
  const t = useT()
  const [editing, setEditing] = useState(false)
  const page = store.editor.site.pages[route]
  void store.editor.pagesVersion
  if (!page) return null
  const home = store.pages.homePage === route
  return (
    <div className="page-menu">
      <header className="panel-header">
        <h2>{t('builder.pages.settings')}</h2>
      </header>
      {editing ? (
        <PageForm key={route} route={route} onDone={() => setEditing(false)} />
      ) : (
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
      )}
    </div>
  )
})
