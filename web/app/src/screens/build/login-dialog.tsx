import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmailField } from '../../components/email-field'
import { FormError } from '../../components/form-error'
import { Modal } from '../../components/modal'
import { SubmitForm } from '../../components/submit-form'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { bindField } from '../../forms/bind-field'
import { LoginForm } from '../../forms/login-form'
import { useStore } from '../../stores/store-context'

/**
 * Logging in again without leaving the builder (editor.md section 4: a 401 during a save opens
 * the login dialog, and the save is retried once the user is back).
 */
export const LoginDialog = observer(function LoginDialog({
  onDone,
}: {
  onDone(ok: boolean): void
}) {
  const store = useStore()
  const intl = useIntl()
  const form = useLocalStore(() => new LoginForm(store.auth, store.session))
  const { state } = form
  return (
    <Modal title={<FormattedMessage id="build.loginTitle" />} onClose={() => onDone(false)}>
      <p className="muted">
        <FormattedMessage id="build.loginReason" />
      </p>
      <SubmitForm
        onSubmit={async () => {
          if (await form.submit()) onDone(true)
        }}
      >
        <EmailField {...bindField(form, 'email')} autoFocus />
        <TextField
          label={<FormattedMessage id="form.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <FormError error={state.serverError} />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={state.submitting}
        >
          {intl.formatMessage({ id: state.submitting ? 'login.submitting' : 'login.submit' })}
        </button>
      </SubmitForm>
    </Modal>
  )
})
