import { makeAutoObservable, runInAction } from 'mobx'
import type { AuthApi } from '../api/auth-api'
import { toUser } from '../api/user'
import type { SessionStore } from '../stores/session-store'
import { validateAccountEmail } from './email-rule'
import { FormState } from './form-state'

/** Changing the e-mail unconfirms it and regenerates the avatar (the server does both). */
export class EmailChangeForm {
  email = ''
  done = false
  readonly state = new FormState<'email'>()

  constructor(
    private readonly auth: AuthApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<EmailChangeForm, 'auth' | 'session'>(this, { auth: false, session: false })
  }

  private get rules() {
    return { email: () => validateAccountEmail(this.email) }
  }

  set(_field: 'email', value: string): void {
    this.email = value
    this.done = false
    this.state.typed(this.rules, 'email')
  }

  blur(field: 'email'): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  submit(): Promise<boolean> {
    const userId = this.session.userId
    if (!userId || !this.state.check(this.rules)) return Promise.resolve(false)
    return this.state.run(async () => {
      const user = toUser(await this.auth.updateUser(userId, { email: this.email.trim() }))
      runInAction(() => {
        this.session.setUser(user)
        this.done = true
        this.email = ''
        this.state.touched = {}
      })
    })
  }
}
