import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { ConfirmEmailStore } from '../../forms/confirm-email-store'
import { ResendConfirmation } from '../../forms/resend-confirmation'
import { encodeFrom } from '../../router/route-rules'
import { useStore } from '../../stores/store-context'
import { SubmitForm } from '../../components/submit-form'

/** The e-mailed link (/confirm-email?code=…), or a code typed in. */
export const ConfirmEmailScreen = observer(function ConfirmEmailScreen() {
  const store = useStore()
  const intl = useIntl()
  const [search] = useSearchParams()
  const linkCode = search.get('code') ?? ''
  const confirm = useLocalStore(() => new ConfirmEmailStore(store.auth, store.session))
  const [started, setStarted] = useState(false)

  useEffect(() => {
    if (linkCode && !started) {
      setStarted(true)
      void confirm.confirm(linkCode)
    }
  }, [confirm, linkCode, started])

  return (
    <AuthCard title={<FormattedMessage id="confirm.title" />}>
      {confirm.status === 'confirming' && (
        <p role="status" className="muted">
          <FormattedMessage id="confirm.confirming" />
        </p>
      )}
      {confirm.status === 'confirmed' && (
        <>
          <p className="notice notice-success" role="status">
            <FormattedMessage id="confirm.done" />
          </p>
          <RouteLink
            to={store.session.loggedIn ? 'Sites' : 'Login'}
            className="button button-primary button-block"
          >
            <FormattedMessage id={store.session.loggedIn ? 'confirm.toSites' : 'confirm.toLogin'} />
          </RouteLink>
        </>
      )}
      {confirm.status === 'expired' && <Expired />}
      {(confirm.status === 'idle' || confirm.status === 'failed') && (
        <SubmitForm onSubmit={() => confirm.confirm()}>
          <FormError error={confirm.error} fallback="errors.confirm_failed" />
          <p className="muted">
            <FormattedMessage id="confirm.lead" />
          </p>
          <TextField
            label={<FormattedMessage id="confirm.code" />}
            name="code"
            autoComplete="one-time-code"
            value={confirm.code}
            onValue={(v) => confirm.set('code', v)}
            onBlur={() => confirm.blur('code')}
            error={confirm.state.errorFor('code')}
          />
          <button type="submit" className="button button-primary button-block">
            {intl.formatMessage({ id: 'confirm.submit' })}
          </button>
        </SubmitForm>
      )}
    </AuthCard>
  )
})

/** The code expired: logged in, send a new one; logged out, log in first. */
const Expired = observer(function Expired() {
  const store = useStore()
  const location = useLocation()
  const resend = useLocalStore(() => new ResendConfirmation(store.auth))
  return (
    <>
      <p className="notice notice-warning" role="alert">
        <FormattedMessage id="errors.ConfirmCodeExpired" />
      </p>
      {resend.status === 'sent' ? (
        <p className="notice notice-success" role="status">
          <FormattedMessage id="settings.resendSent" />
        </p>
      ) : store.session.loggedIn ? (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={resend.status === 'sending'}
          onClick={() => void resend.send()}
        >
          <FormattedMessage id="confirm.resend" />
        </button>
      ) : (
        <RouteLink
          to="Login"
          query={{ from: encodeFrom(`${location.pathname}${location.search}`) }}
          className="button button-primary button-block"
        >
          <FormattedMessage id="confirm.loginToResend" />
        </RouteLink>
      )}
      <FormError error={resend.error} />
    </>
  )
})
