import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { EmailField } from '../../components/email-field'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { LoginForm } from '../../forms/login-form'
import { loginDestination } from '../../router/route-rules'
import { routeTable } from '../../router/route-table'
import { useStore } from '../../stores/store-context'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

export const LoginScreen = observer(function LoginScreen() {
  const store = useStore()
  const intl = useIntl()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const form = useLocalStore(() => new LoginForm(store.auth, store.session))
  const { state } = form

  const onSubmit = async () => {
    if (await form.submit()) {
      const remembered = store.session.takeLoginRedirect()
      navigate(loginDestination(routeTable, search.get('from'), remembered), { replace: true })
    }
  }

  return (
    <AuthCard
      title={<FormattedMessage id="login.title" />}
      footer={
        <FormattedMessage
          id="login.noAccount"
          values={{
            link: (text) => (
              <RouteLink to="SignUp" query={{ from: search.get('from') ?? undefined }}>
                {text}
              </RouteLink>
            ),
          }}
        />
      }
    >
      <SubmitForm onSubmit={onSubmit}>
        <EmailField {...bindField(form, 'email')} autoFocus />
        <TextField
          label={<FormattedMessage id="form.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <p className="form-aside">
          <RouteLink to="ForgotPassword">
            <FormattedMessage id="login.forgot" />
          </RouteLink>
        </p>
        <FormError error={state.serverError} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={state.submitting}
        >
          {intl.formatMessage({ id: state.submitting ? 'login.submitting' : 'login.submit' })}
        </button>
      </SubmitForm>
    </AuthCard>
  )
})
