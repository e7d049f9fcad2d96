import { FormattedMessage } from 'react-intl'
import { RouteLink } from '../../components/route-link'

export function NotFoundScreen() {
  return (
    <div className="container page-narrow center-page">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p className="muted">
        <FormattedMessage id="notFound.text" />
      </p>
      <RouteLink to="Home" className="button button-primary">
        <FormattedMessage id="notFound.home" />
      </RouteLink>
    </div>
  )
}
