import { makeAutoObservable } from 'mobx'
import { validatePassword } from '@tessera/site-format/validation'
import type { AuthApi } from '../api/auth-api'
import type { SessionStore } from '../stores/session-store'
import { validateAccountEmail } from './email-rule'
import { FormState } from './form-state'

type Field = 'email' | 'password'

export class LoginForm {
  email = ''
  password = ''
  readonly state = new FormState<Field>()

  constructor(
    private readonly auth: AuthApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<LoginForm, 'auth' | 'session'>(this, { auth: false, session: false })
  }

  private get rules() {
    return {
      email: () => validateAccountEmail(this.email),
      password: () => validatePassword(this.password),
    }
  }

  set(field: Field, value: string): void {
    this[field] = value
    this.state.typed(this.rules, field)
  }

  blur(field: Field): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  /** Logs in; true when the session has started. */
  submit(): Promise<boolean> {
    if (!this.state.check(this.rules)) return Promise.resolve(false)
    return this.state.run(async () => {
      const session = await this.auth.login({ email: this.email.trim(), password: this.password })
      await this.session.start(session.auth_token)
    })
  }
}
