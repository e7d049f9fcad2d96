import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { ResendConfirmation } from '../forms/resend-confirmation'
import { useStore } from '../stores/store-context'
import { FormError } from './form-error'

/** Reminds a logged-in user with an unconfirmed e-mail, with a way to get a new link. */
export const EmailBanner = observer(function EmailBanner() {
  const { session, auth } = useStore()
  const [resend] = useState(() => new ResendConfirmation(auth))
  const user = session.user
  if (!user || user.emailConfirmed) return null
  return (
    <div className="banner banner-info" role="status">
      <div className="container banner-inner">
        <span>
          <FormattedMessage
            id="banner.unconfirmed"
            values={{ email: <strong>{user.email}</strong> }}
          />
        </span>
        {resend.status === 'sent' ? (
          <span className="banner-done">
            <FormattedMessage id="settings.resendSent" />
          </span>
        ) : (
          <button
            type="button"
            className="button button-small"
            disabled={resend.status === 'sending'}
            onClick={() => void resend.send()}
          >
            <FormattedMessage id="settings.resend" />
          </button>
        )}
        <FormError error={resend.error} />
      </div>
    </div>
  )
})
