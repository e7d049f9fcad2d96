import { observer } from 'mobx-react-lite'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../components/text-field'
import type { PasswordChangeForm } from '../../forms/password-change-form'

/** New password twice, plus the current one when changing it while logged in. */
export const PasswordFields = observer(function PasswordFields({
  form,
}: {
  form: PasswordChangeForm
}) {
  const { state } = form
  return (
    <>
      {form.needsOldPassword && (
        <TextField
          label={<FormattedMessage id="form.currentPassword" />}
          type="password"
          name="current-password"
          autoComplete="current-password"
          value={form.oldPassword}
          onValue={(v) => form.set('oldPassword', v)}
          onBlur={() => form.blur('oldPassword')}
          error={state.errorFor('oldPassword')}
        />
      )}
      <TextField
        label={<FormattedMessage id="form.newPassword" />}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={form.password}
        onValue={(v) => form.set('password', v)}
        onBlur={() => form.blur('password')}
        error={state.errorFor('password')}
        hint={<FormattedMessage id="form.passwordRule" />}
      />
      <TextField
        label={<FormattedMessage id="form.confirmPassword" />}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={form.confirm}
        onValue={(v) => form.set('confirm', v)}
        onBlur={() => form.blur('confirm')}
        error={state.errorFor('confirm')}
      />
    </>
  )
})
