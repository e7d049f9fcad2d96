import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useParams, useSearchParams } from 'react-router'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { PreviewStore } from '../../preview/preview-store'
import { useStore } from '../../stores/store-context'

/**
 * /preview/{page}?siteId=…: the site rendered in a sandboxed iframe with an opaque origin, so
 * the site's own scripts never reach the app (or its token). `action=print` prints the page.
 */
export const PreviewScreen = observer(function PreviewScreen() {
  const store = useStore()
  const intl = useIntl()
  const params = useParams()
  const [search] = useSearchParams()
  const preview = useLocalStore(() => new PreviewStore(store.sites))
  const siteId = search.get('siteId')
  const route = `/${params['*'] ?? ''}`
  const print = search.get('action') === 'print'

  useEffect(() => {
    const pageHref = (page: string) =>
      `${location.origin}${store.path('Preview')}${page === '/' ? '' : page}?siteId=${encodeURIComponent(siteId ?? '')}`
    void preview.load(siteId, route, pageHref, print)
  }, [preview, siteId, route, print, store])

  useEffect(() => {
    if (preview.title) document.title = preview.title
  }, [preview.title])

  if (preview.error === 'notFound.title') {
    return (
      <main id="main" className="container page-narrow center-page">
        <h1>
          <FormattedMessage id="notFound.title" />
        </h1>
        <p>
          <FormattedMessage id="notFound.text" />
        </p>
        <p className="modal-actions" style={{ justifyContent: 'center' }}>
          <a
            className="button button-primary"
            href={`${store.path('Preview')}?siteId=${encodeURIComponent(siteId ?? '')}`}
          >
            <FormattedMessage id="preview.home" />
          </a>
        </p>
      </main>
    )
  }
  if (preview.error) {
    return (
      <main id="main" className="container page-narrow center-page">
        <h1>
          <FormattedMessage id={preview.error} />
        </h1>
        <p className="modal-actions" style={{ justifyContent: 'center' }}>
          <a className="button button-secondary" href={`mailto:support@tessera.site`}>
            <FormattedMessage id="preview.contact" />
          </a>
          <RouteLink to="Sites" className="button button-secondary">
            <FormattedMessage id="preview.sites" />
          </RouteLink>
          <button type="button" className="button button-primary" onClick={() => location.reload()}>
            <FormattedMessage id="preview.refresh" />
          </button>
        </p>
      </main>
    )
  }
  if (!preview.html) {
    return (
      <p role="status" className="muted container center-page">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <iframe
      className="preview-frame"
      title={intl.formatMessage({ id: 'preview.frameTitle' }, { name: preview.title })}
      sandbox={`allow-scripts allow-forms allow-popups allow-top-navigation-by-user-activation${print ? ' allow-modals' : ''}`}
      srcDoc={preview.html}
    />
  )
})
