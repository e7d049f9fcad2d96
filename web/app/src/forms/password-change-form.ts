import { makeAutoObservable, runInAction } from 'mobx'
import { validatePassword, validatePasswordConfirm } from '@tessera/site-format/validation'
import type { AuthApi } from '../api/auth-api'
import { FormState } from './form-state'

type Field = 'oldPassword' | 'password' | 'confirm'

/**
 * A new password, twice. With a reset token (from the e-mailed link) no old password is asked;
 * logged in, the current one is.
 */
export class PasswordChangeForm {
  oldPassword = ''
  password = ''
  confirm = ''
  done = false
  readonly state = new FormState<Field>()

  constructor(
    private readonly auth: AuthApi,
    readonly resetToken?: string,
    private readonly onNewToken?: (token: string) => void,
  ) {
    makeAutoObservable<PasswordChangeForm, 'auth' | 'onNewToken'>(this, {
      auth: false,
      onNewToken: false,
    })
  }

  get needsOldPassword(): boolean {
    return this.resetToken === undefined
  }

  private get rules() {
    return {
      // The current password was set under the same rule; only its presence is checked here.
      oldPassword: () =>
        this.needsOldPassword && this.oldPassword.length === 0
          ? { key: 'errors.password_length' }
          : undefined,
      password: () => validatePassword(this.password),
      confirm: () => validatePasswordConfirm(this.password, this.confirm),
    }
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.done = false
    this.state.typed(this.rules, field)
    if (field === 'password' && this.confirm) this.state.check(this.rules, 'confirm')
  }

  blur(field: Field): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  submit(): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    return this.state.run(async () => {
      const answer = await this.auth.changePassword(
        this.resetToken !== undefined
          ? { password: this.password, token: this.resetToken }
          : { password: this.password, old_password: this.oldPassword },
      )
      // The change ended every earlier session, this one too: carry on with the new one.
      if (answer?.auth_token) this.onNewToken?.(answer.auth_token)
      runInAction(() => {
        this.done = true
        this.oldPassword = ''
        this.password = ''
        this.confirm = ''
        this.state.touched = {}
      })
    })
  }
}
