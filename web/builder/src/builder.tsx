import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { BuilderHost } from './host'
import { BuilderIntl } from './i18n/builder-intl'
import { BuilderLayout } from './layout/builder-layout'
import { LoadErrorDialog } from './site/load-error-dialog'
import { loadSite, SiteLoadError, type LoadError } from './site/site-loader'
import { BuilderStore } from './store/builder-store'
import { BuilderContext } from './store-context'
import './styles/builder.css'
import { useT } from './i18n/use-t'

type Loading =
  | { state: 'loading' }
  | { state: 'ready'; store: BuilderStore }
  | { state: 'failed'; reason: LoadError }

/** The builder on one site: loads it, then shows the editor (or the load-error dialog). */
export const Builder = observer(function Builder({
  host,
  siteId,
}: {
  host: BuilderHost
  siteId: string
}) {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' })
  useEffect(() => {
    let current = true
    let made: BuilderStore | undefined
    setLoading({ state: 'loading' })
    loadSite(host, siteId).then(
      (opened) => {
        if (!current) return
        made = new BuilderStore(host, siteId, opened)
        setLoading({ state: 'ready', store: made })
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
      made?.dispose()
    }
  }, [host, siteId])
  return (
    <BuilderIntl>
      {loading.state === 'loading' && <LoadingScreen />}
      {loading.state === 'failed' && <LoadErrorDialog host={host} reason={loading.reason} />}
      {loading.state === 'ready' && (
        <BuilderContext.Provider value={loading.store}>
          <BuilderLayout />
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
