import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { PasswordChangeForm } from '../../forms/password-change-form'
import { useStore } from '../../stores/store-context'
import { PasswordFields } from './password-fields'
import { SubmitForm } from '../../components/submit-form'

/** The e-mailed link: /reset-password?token=… */
export const ResetPasswordScreen = observer(function ResetPasswordScreen() {
  const store = useStore()
  const intl = useIntl()
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const form = useLocalStore(() => new PasswordChangeForm(store.auth, token))
  const { state } = form

  if (!token) {
    return (
      <AuthCard title={<FormattedMessage id="reset.title" />}>
        <p className="notice notice-error" role="alert">
          <FormattedMessage id="errors.ResetTokenInvalid" />
        </p>
        <RouteLink to="ForgotPassword" className="button button-primary button-block">
          <FormattedMessage id="reset.again" />
        </RouteLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={<FormattedMessage id="reset.title" />}>
      {form.done ? (
        <>
          <p className="notice notice-success" role="status">
            <FormattedMessage id="reset.done" />
          </p>
          <RouteLink to="Login" className="button button-primary button-block">
            <FormattedMessage id="reset.login" />
          </RouteLink>
        </>
      ) : (
        <SubmitForm onSubmit={() => form.submit()}>
          <PasswordFields form={form} />
          <FormError error={state.serverError} />
          {state.serverError?.code === 'ResetTokenInvalid' && (
            <p>
              <RouteLink to="ForgotPassword">
                <FormattedMessage id="reset.again" />
              </RouteLink>
            </p>
          )}
          <button
            type="submit"
            className="button button-primary button-block"
            disabled={state.submitting}
          >
            {intl.formatMessage({ id: 'reset.submit' })}
          </button>
        </SubmitForm>
      )}
    </AuthCard>
  )
})
