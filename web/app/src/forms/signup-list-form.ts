import { makeAutoObservable } from 'mobx'
import { validateSignupEmail } from '@tessera/site-format/validation'
import type { ApiClient } from '../api/api-client'
import { isApiError } from '../api/api-error'
import type { PreferencesStore } from '../stores/preferences-store'
import type { ToastStore } from '../stores/toast-store'
import { FormState } from './form-state'

/** The product's own sign-up mailing list, set at build time (VITE_SIGNUP_LIST_ID). */
export const SIGNUP_LIST_ID: string = import.meta.env.VITE_SIGNUP_LIST_ID ?? 'signup'

/** How long the confirmation toast stays (platform.md section 9). */
export const SIGNUP_LIST_TOAST_MS = 4000

/**
 * The second sign-up form (shown when the showSignup flag is off): join the mailing list.
 * After submitting, the button shows 'submitted' and stays disabled for that e-mail, and a toast
 * confirms it; an e-mail already on the list (CustomDataUniqueFail) counts as submitted.
 */
export class SignupListForm {
  email: string
  readonly state = new FormState<'email'>()

  constructor(
    private readonly api: ApiClient,
    private readonly preferences: PreferencesStore,
    private readonly toasts: ToastStore,
  ) {
    this.email = preferences.signupListEmail
    makeAutoObservable<SignupListForm, 'api' | 'preferences' | 'toasts'>(this, {
      api: false,
      preferences: false,
      toasts: false,
    })
  }

  get submitted(): boolean {
    return this.email.trim() !== '' && this.email.trim() === this.preferences.signupListEmail
  }

  private get rules() {
    return { email: () => validateSignupEmail(this.email) }
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
    if (this.submitted || !this.state.check(this.rules)) return Promise.resolve(false)
    const email = this.email.trim()
    return this.state.run(async () => {
      let message: 'signupList.subscribed' | 'signupList.alreadySubscribed' =
        'signupList.subscribed'
      try {
        await this.api.post(
          `mailing_lists/${encodeURIComponent(SIGNUP_LIST_ID)}/actions/add_contact`,
          { body: { email, list_type: 'signup' }, auth: 'never' },
        )
      } catch (error) {
        if (!isApiError(error) || error.code !== 'CustomDataUniqueFail') throw error
        message = 'signupList.alreadySubscribed'
      }
      this.preferences.setSignupListEmail(email)
      this.toasts.show(message, { tone: 'success', durationMs: SIGNUP_LIST_TOAST_MS })
    })
  }
}
