import { makeAutoObservable, runInAction } from 'mobx'
import type { AuthApi } from '../api/auth-api'
import { toDisplayError, type DisplayError } from '../i18n/error-message'

/** Sending the confirmation e-mail again (logged in). */
export class ResendConfirmation {
  status: 'idle' | 'sending' | 'sent' | 'failed' = 'idle'
  error: DisplayError | undefined = undefined

  constructor(private readonly auth: AuthApi) {
    makeAutoObservable<ResendConfirmation, 'auth'>(this, { auth: false })
  }

  async send(): Promise<void> {
    if (this.status === 'sending') return
    this.status = 'sending'
    this.error = undefined
    try {
      await this.auth.resendConfirmEmail()
      runInAction(() => (this.status = 'sent'))
    } catch (error) {
      runInAction(() => {
        this.status = 'failed'
        this.error = toDisplayError(error)
      })
    }
  }
}
