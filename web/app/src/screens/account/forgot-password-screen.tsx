import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { EmailField } from '../../components/email-field'
import { useLocalStore } from '../../components/use-store-state'
import { ForgotPasswordForm } from '../../forms/forgot-password-form'
import { useStore } from '../../stores/store-context'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

export const ForgotPasswordScreen = observer(function ForgotPasswordScreen() {
  const store = useStore()
  const intl = useIntl()
  const form = useLocalStore(() => new ForgotPasswordForm(store.auth))
  const { state } = form
  return (
    <AuthCard
      title={<FormattedMessage id="forgot.title" />}
      footer={
        <RouteLink to="Login">
          <FormattedMessage id="forgot.back" />
        </RouteLink>
      }
    >
      {form.sentTo ? (
        <p className="notice notice-success" role="status">
          <FormattedMessage id="forgot.sent" values={{ email: <strong>{form.sentTo}</strong> }} />
        </p>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage id="forgot.lead" />
          </p>
          <SubmitForm onSubmit={() => form.submit()}>
            <EmailField {...bindField(form, 'email')} autoFocus />
            <FormError error={state.serverError} />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={state.submitting}
            >
              {intl.formatMessage({ id: 'forgot.submit' })}
            </button>
          </SubmitForm>
        </>
      )}
    </AuthCard>
  )
})
