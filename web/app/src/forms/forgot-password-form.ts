import { makeAutoObservable, runInAction } from 'mobx'
import type { AuthApi } from '../api/auth-api'
import { validateAccountEmail } from './email-rule'
import { FormState } from './form-state'

export class ForgotPasswordForm {
  email = ''
  /** The address a reset link was asked for (the answer never says whether it exists). */
  sentTo: string | undefined = undefined
  readonly state = new FormState<'email'>()

  constructor(private readonly auth: AuthApi) {
    makeAutoObservable<ForgotPasswordForm, 'auth'>(this, { auth: false })
  }

  private get rules() {
    return { email: () => validateAccountEmail(this.email) }
  }

  set(_field: 'email', value: string): void {
    this.email = value
    this.state.typed(this.rules, 'email')
  }

  blur(field: 'email'): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  submit(): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    const email = this.email.trim()
    return this.state.run(async () => {
      await this.auth.requestPasswordReset(email)
      runInAction(() => (this.sentTo = email))
    })
  }
}
