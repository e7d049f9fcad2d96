import { makeAutoObservable, runInAction } from 'mobx'
import { isApiError } from '../api/api-error'
import type { AuthApi } from '../api/auth-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { SessionStore } from '../stores/session-store'
import { FormState } from './form-state'

export type ConfirmStatus = 'idle' | 'confirming' | 'confirmed' | 'expired' | 'failed'

/** E-mail confirmation: confirmed, or the code expired (a new one can be sent). */
export class ConfirmEmailStore {
  code = ''
  status: ConfirmStatus = 'idle'
  error: DisplayError | undefined = undefined
  readonly state = new FormState<'code'>()

  constructor(
    private readonly auth: AuthApi,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<ConfirmEmailStore, 'auth' | 'session'>(this, { auth: false, session: false })
  }

  private get rules() {
    return { code: () => (this.code.trim() ? undefined : { key: 'errors.confirm_code_empty' }) }
  }

  set(_field: 'code', value: string): void {
    this.code = value
    this.state.typed(this.rules, 'code')
  }

  blur(field: 'code'): void {
    this.state.touch(field)
    this.state.check(this.rules, field)
  }

  async confirm(code = this.code): Promise<void> {
    this.code = code
    if (!this.state.check(this.rules) || this.status === 'confirming') return
    this.status = 'confirming'
    this.error = undefined
    try {
      await this.auth.confirmEmail(code.trim())
      runInAction(() => (this.status = 'confirmed'))
      if (this.session.loggedIn) await this.session.fetchUser().catch(() => undefined)
    } catch (error) {
      runInAction(() => {
        // Already confirmed is the outcome the user wanted.
        if (isApiError(error) && error.code === 'AlreadyConfirmed') this.status = 'confirmed'
        else if (isApiError(error) && error.code === 'ConfirmCodeExpired') this.status = 'expired'
        else this.status = 'failed'
        this.error = toDisplayError(error)
      })
    }
  }
}
