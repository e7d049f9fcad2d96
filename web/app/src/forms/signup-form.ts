import { makeAutoObservable } from 'mobx'
import { validatePassword, validatePasswordConfirm } from '@tessera/site-format/validation'
import type { AuthApi } from '../api/auth-api'
import type { SessionStore } from '../stores/session-store'
import { validateAccountEmail } from './email-rule'
import { FormState } from './form-state'
import { defaultIdentity } from './random-name'

type Field = 'email' | 'password' | 'confirm'

/** The account sign-up form: e-mail, password twice, and the terms ticked. */
export class SignupForm {
  email = ''
  password = ''
  confirm = ''
  termsAccepted = false
  readonly state = new FormState<Field>()
  private readonly identity = defaultIdentity()

  constructor(
    private readonly auth: AuthApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<SignupForm, 'auth' | 'session' | 'identity'>(this, {
      auth: false,
      session: false,
      identity: false,
    })
  }

  private get rules() {
    return {
      email: () => validateAccountEmail(this.email),
      password: () => validatePassword(this.password),
      confirm: () => validatePasswordConfirm(this.password, this.confirm),
    }
  }

  /** The button stays disabled until the terms are ticked. */
  get canSubmit(): boolean {
    return this.termsAccepted && !this.state.submitting
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.state.typed(this.rules, field)
    if (field === 'password' && this.confirm) this.state.check(this.rules, 'confirm')
  }

  blur(field: Field): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted
  }

  submit(): Promise<boolean> {
    if (!this.termsAccepted || !this.state.check(this.rules)) return Promise.resolve(false)
    return this.state.run(async () => {
      const session = await this.auth.register({
        email: this.email.trim(),
        password: this.password,
        ...this.identity,
      })
      await this.session.start(session.auth_token)
    })
  }
}
