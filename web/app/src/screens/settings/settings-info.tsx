import { observer } from 'mobx-react-lite'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { FormError } from '../../components/form-error'
import { EmailField } from '../../components/email-field'
import { useLocalStore } from '../../components/use-store-state'
import { EmailChangeForm } from '../../forms/email-change-form'
import { PasswordChangeForm } from '../../forms/password-change-form'
import { ResendConfirmation } from '../../forms/resend-confirmation'
import { useStore } from '../../stores/store-context'
import { PasswordFields } from '../account/password-fields'
import { SubmitForm } from '../../components/submit-form'
import { bindField } from '../../forms/bind-field'

export const SettingsInfo = observer(function SettingsInfo() {
  const { session } = useStore()
  const user = session.user
  if (!user) {
    return (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <div className="settings-panels">
      <section className="card settings-card" aria-labelledby="account-title">
        <h2 id="account-title">
          <FormattedMessage id="settings.account" />
        </h2>
        <div className="account-summary">
          <img
            src={user.identiconAvatar}
            alt=""
            width={64}
            height={64}
            className="avatar avatar-large"
          />
          <dl className="details">
            <dt>
              <FormattedMessage id="form.email" />
            </dt>
            <dd data-testid="account-email">{user.email}</dd>
            <dt>
              <FormattedMessage id="settings.emailStatus" />
            </dt>
            <dd>
              {user.emailConfirmed ? (
                <span className="badge badge-success">
                  <FormattedMessage id="settings.confirmed" />
                </span>
              ) : (
                <span className="badge badge-warning">
                  <FormattedMessage id="settings.unconfirmed" />
                </span>
              )}
            </dd>
            {user.identity && (
              <>
                <dt>
                  <FormattedMessage id="settings.identity" />
                </dt>
                <dd>
                  {user.identity.name} <span className="muted">({user.identity.subdomain})</span>
                </dd>
              </>
            )}
            <dt>
              <FormattedMessage id="settings.memberSince" />
            </dt>
            <dd>
              <FormattedDate value={user.createdAt} dateStyle="long" />
            </dd>
          </dl>
        </div>
        {!user.emailConfirmed && <ResendButton />}
      </section>
      <ChangeEmail />
      <ChangePassword />
    </div>
  )
})

const ResendButton = observer(function ResendButton() {
  const { auth } = useStore()
  const resend = useLocalStore(() => new ResendConfirmation(auth))
  return (
    <div className="settings-actions">
      {resend.status === 'sent' ? (
        <p className="notice notice-success" role="status">
          <FormattedMessage id="settings.resendSent" />
        </p>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={resend.status === 'sending'}
          onClick={() => void resend.send()}
        >
          <FormattedMessage id="settings.resend" />
        </button>
      )}
      <FormError error={resend.error} />
    </div>
  )
})

const ChangeEmail = observer(function ChangeEmail() {
  const store = useStore()
  const intl = useIntl()
  const form = useLocalStore(() => new EmailChangeForm(store.auth, store.session))
  return (
    <section className="card settings-card" aria-labelledby="email-title">
      <h2 id="email-title">
        <FormattedMessage id="settings.changeEmail" />
      </h2>
      <p className="muted">
        <FormattedMessage id="settings.changeEmailLead" />
      </p>
      <SubmitForm onSubmit={() => form.submit()}>
        <EmailField
          label={<FormattedMessage id="settings.newEmail" />}
          name="new-email"
          {...bindField(form, 'email')}
        />
        <FormError error={form.state.serverError} />
        {form.done && (
          <p className="notice notice-success" role="status">
            <FormattedMessage id="settings.emailChanged" />
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={form.state.submitting}>
          {intl.formatMessage({ id: 'settings.saveEmail' })}
        </button>
      </SubmitForm>
    </section>
  )
})

const ChangePassword = observer(function ChangePassword() {
  const store = useStore()
  const intl = useIntl()
  const form = useLocalStore(
    () => new PasswordChangeForm(store.auth, undefined, (token) => store.session.setToken(token)),
  )
  return (
    <section className="card settings-card" aria-labelledby="password-title">
      <h2 id="password-title">
        <FormattedMessage id="settings.changePassword" />
      </h2>
      <SubmitForm onSubmit={() => form.submit()}>
        <PasswordFields form={form} />
        <FormError error={form.state.serverError} />
        {form.done && (
          <p className="notice notice-success" role="status">
            <FormattedMessage id="settings.passwordChanged" />
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={form.state.submitting}>
          {intl.formatMessage({ id: 'settings.savePassword' })}
        </button>
      </SubmitForm>
    </section>
  )
})
