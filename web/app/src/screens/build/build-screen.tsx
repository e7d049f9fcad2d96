import { FormattedMessage } from 'react-intl'
import { useParams } from 'react-router'
import { RouteLink } from '../../components/route-link'

/**
 * The builder's place in the route table. The editor itself lands separately (code-split away
 * from the platform screens); until then this says so and offers the way back (editor.md: Home
 * for a scratch site, Sites otherwise).
 */
export function BuildScreen() {
  const { siteId } = useParams()
  return (
    <main id="main" className="container page-narrow center-page">
      <h1>
        <FormattedMessage id="build.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="build.unavailable" />
      </p>
      <RouteLink to={siteId ? 'Sites' : 'Home'} className="button button-primary">
        <FormattedMessage id={siteId ? 'build.backSites' : 'build.backHome'} />
      </RouteLink>
    </main>
  )
}
