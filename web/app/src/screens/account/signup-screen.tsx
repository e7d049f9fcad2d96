import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { EmailField } from '../../components/email-field'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { SignupForm } from '../../forms/signup-form'
import { SignupListForm } from '../../forms/signup-list-form'
import { loginDestination } from '../../router/route-rules'
import { routeTable } from '../../router/route-table'
import { useStore } from '../../stores/store-context'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

/** One of two forms, by the showSignup flag: the account form, or the mailing list. */
export const SignupScreen = observer(function SignupScreen() {
  const { preferences } = useStore()
  return preferences.showSignup ? <AccountSignup /> : <MailingListSignup />
})

const AccountSignup = observer(function AccountSignup() {
  const store = useStore()
  const intl = useIntl()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const form = useLocalStore(() => new SignupForm(store.auth, store.session))
  const { state } = form

  const onSubmit = async () => {
    if (await form.submit())
      navigate(loginDestination(routeTable, search.get('from')), { replace: true })
  }

  return (
    <AuthCard
      title={<FormattedMessage id="signup.title" />}
      footer={
        <FormattedMessage
          id="signup.haveAccount"
          values={{ link: (text) => <RouteLink to="Login">{text}</RouteLink> }}
        />
      }
    >
      <p className="muted">
        <FormattedMessage id="signup.lead" />
      </p>
      <SubmitForm onSubmit={onSubmit}>
        <EmailField {...bindField(form, 'email')} autoFocus />
        <TextField
          label={<FormattedMessage id="form.password" />}
          type="password"
          name="new-password"
          autoComplete="new-password"
          {...bindField(form, 'password')}
          hint={<FormattedMessage id="form.passwordRule" />}
        />
        <TextField
          label={<FormattedMessage id="form.confirmPassword" />}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          {...bindField(form, 'confirm')}
        />
        <div className="checkbox">
          <input
            id="signup-terms"
            type="checkbox"
            checked={form.termsAccepted}
            onChange={(event) => form.setTermsAccepted(event.target.checked)}
          />
          <label htmlFor="signup-terms">
            <FormattedMessage
              id="signup.terms"
              values={{
                terms: (text) => (
                  <RouteLink to="Terms" target="_blank">
                    {text}
                  </RouteLink>
                ),
                privacy: (text) => (
                  <RouteLink to="PrivacyPolicy" target="_blank">
                    {text}
                  </RouteLink>
                ),
              }}
            />
          </label>
        </div>
        <FormError error={state.serverError} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={!form.canSubmit}
        >
          {intl.formatMessage({ id: state.submitting ? 'signup.submitting' : 'signup.submit' })}
        </button>
      </SubmitForm>
    </AuthCard>
  )
})

const MailingListSignup = observer(function MailingListSignup() {
  const store = useStore()
  const intl = useIntl()
  const form = useLocalStore(() => new SignupListForm(store.api, store.preferences, store.toasts))
  const { state } = form
  return (
    <AuthCard title={<FormattedMessage id="signupList.title" />}>
      <p className="muted">
        <FormattedMessage id="signupList.lead" />
      </p>
      <SubmitForm onSubmit={() => form.submit()}>
        <EmailField {...bindField(form, 'email')} />
        <FormError error={state.serverError} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={form.submitted || state.submitting}
        >
          {intl.formatMessage({
            id: form.submitted ? 'signupList.submitted' : 'signupList.submit',
          })}
        </button>
      </SubmitForm>
    </AuthCard>
  )
})
