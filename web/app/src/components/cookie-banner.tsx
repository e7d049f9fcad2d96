import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useStore } from '../stores/store-context'
import { RouteLink } from './route-link'

/** Says what the app keeps in the browser until the visitor accepts; then never again. */
export const CookieBanner = observer(function CookieBanner() {
  const { preferences } = useStore()
  const intl = useIntl()
  if (preferences.cookiesAccepted) return null
  return (
    <section className="cookie-banner" aria-label={intl.formatMessage({ id: 'cookies.label' })}>
      <div className="container cookie-banner-inner">
        <p>
          <FormattedMessage
            id="cookies.text"
            values={{
              privacy: (text) => (
                <RouteLink to="PrivacyPolicy" hash="cookies">
                  {text}
                </RouteLink>
              ),
            }}
          />
        </p>
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => preferences.acceptCookies()}
        >
          <FormattedMessage id="cookies.accept" />
        </button>
      </div>
    </section>
  )
})
