import { FormattedMessage } from 'react-intl'
import { useRouteError } from 'react-router'

/** A screen that failed to load or render (often a new deployment): offer a reload. */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <div className="container page-narrow center-page">
      <h1>
        <FormattedMessage id="error.title" />
      </h1>
      <p>
        <FormattedMessage id="error.body" />
      </p>
      <button type="button" className="button button-primary" onClick={() => location.reload()}>
        <FormattedMessage id="error.reload" />
      </button>
    </div>
  )
}
