import { observer } from 'mobx-react-lite'
import { FormattedMessage } from 'react-intl'
import { TextField } from '../../components/text-field'
import { bindField } from '../../forms/bind-field'
import type { PasswordChangeForm } from '../../forms/password-change-form'

/** New password twice, plus the current one when changing it while logged in. */
export const PasswordFields = observer(function PasswordFields({
  form,
}: {
  form: PasswordChangeForm
}) {
  return (
    <>
      {form.needsOldPassword && (
        <TextField
          label={<FormattedMessage id="form.currentPassword" />}
          type="password"
          name="current-password"
          autoComplete="current-password"
          {...bindField(form, 'oldPassword')}
        />
      )}
      <TextField
        label={<FormattedMessage id="form.newPassword" />}
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
    </>
  )
})
