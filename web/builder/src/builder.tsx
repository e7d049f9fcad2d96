import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { BuilderHost } from './host'
import { BuilderIntl } from './i18n/builder-intl'
import { BuilderLayout } from './layout/builder-layout'
import { LoadErrorDialog } from './site/load-error-dialog'
import { loadSite, SiteLoadError, type LoadError } from './site/site-loader'
import { SiteSessionContext } from './site/session-context'
import { SiteSession, type ReopenExtra } from './site/site-session'
import { BuilderStore } from './store/builder-store'
import { BuilderContext } from './store-context'
import { inputActivity } from './input-activity'
import './styles/builder.css'
import { useT } from './i18n/use-t'

type Loading =
  | { state: 'loading' }
  | { state: 'ready'; store: BuilderStore; session: SiteSession }
  | { state: 'failed'; reason: LoadError }

/** The builder on one site: loads it, then shows the editor (or the load-error dialog). */
export const Builder = observer(function Builder({
  host,
  siteId,
  templateId,
}: {
  host: BuilderHost
  siteId: string
  /** A template to start from (the Templates page's choice), applied once the site is open. */
  templateId?: string
}) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' })
  const pendingTemplate = useRef(templateId)
  // Opening again: another version, or newer content when the tab is visible again.
  const [opening, setOpening] = useState<{ version?: number; count: number } & ReopenExtra>({
    count: 0,
  })
  useEffect(() => inputActivity.watch(window), [])
  useEffect(() => {
    let current = true
    let made: BuilderStore | undefined
    let session: SiteSession | undefined
    setLoading({ state: 'loading' })
    loadSite(host, siteId, opening.version, opening.point).then(
      (opened) => {
        if (!current) return
        session = new SiteSession(host, siteId, opened, (version, extra) =>
          setOpening((now) => ({
            ...(version === undefined ? {} : { version }),
            ...extra,
            count: now.count + 1,
          })),
        )
        made = new BuilderStore(host, siteId, opened)
        session.attach(made)
        if (opening.restore !== undefined) void session.restorePoints?.restore(opening.restore)
        const template = pendingTemplate.current
        pendingTemplate.current = undefined
        if (template !== undefined) void made.templates.startFrom(template)
        setLoading({ state: 'ready', store: made, session })
      },
      (error: unknown) => {
        if (!current) return
        console.warn('Loading the site failed', error)
        setLoading({
          state: 'failed',
          reason: error instanceof SiteLoadError ? error.reason : 'failed',
        })
      },
    )
    return () => {
      current = false
      session?.dispose()
      made?.dispose()
    }
  }, [host, siteId, opening])
  return (
    <BuilderIntl>
      {loading.state === 'loading' && <LoadingScreen />}
      {loading.state === 'failed' && <LoadErrorDialog host={host} reason={loading.reason} />}
      {loading.state === 'ready' && (
        <BuilderContext.Provider value={loading.store}>
          <SiteSessionContext.Provider value={loading.session}>
            <BuilderLayout />
          </SiteSessionContext.Provider>
        </BuilderContext.Provider>
      )}
    </BuilderIntl>
  )
})

function LoadingScreen() {
  const t = useT()
  return (
    <p className="builder-loading" role="status">
      {t('builder.loading')}
    </p>
  )
}
