import { makeAutoObservable, reaction } from 'mobx'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale'
import { readJson, type KeyValueStorage } from './storage'

export const PREFERENCES_KEY = 'tessera.preferences'

export interface Preferences {
  cookiesAccepted: boolean
  scratchPopupViewed: boolean
  /** Which sign-up form shows: the account form (true) or the mailing-list form (false). */
  showSignup: boolean
  /** The e-mail already put on the sign-up mailing list, if any. */
  signupListEmail: string
  locale: Locale
}

const defaults: Preferences = {
  cookiesAccepted: false,
  scratchPopupViewed: false,
  showSignup: true,
  signupListEmail: '',
  locale: DEFAULT_LOCALE,
}

/** The user's preferences, kept in browser storage under one fixed key. */
export class PreferencesStore implements Preferences {
  cookiesAccepted = defaults.cookiesAccepted
  scratchPopupViewed = defaults.scratchPopupViewed
  showSignup = defaults.showSignup
  signupListEmail = defaults.signupListEmail
  locale: Locale = defaults.locale

  constructor(
    private readonly storage: KeyValueStorage,
    firstVisitLocale: Locale = DEFAULT_LOCALE,
  ) {
    const saved = readJson<Preferences>(storage, PREFERENCES_KEY)
    this.cookiesAccepted = saved.cookiesAccepted === true
    this.scratchPopupViewed = saved.scratchPopupViewed === true
    this.showSignup = typeof saved.showSignup === 'boolean' ? saved.showSignup : defaults.showSignup
    this.signupListEmail = typeof saved.signupListEmail === 'string' ? saved.signupListEmail : ''
    this.locale = isLocale(saved.locale) ? saved.locale : firstVisitLocale
    makeAutoObservable<PreferencesStore, 'storage'>(this, { storage: false })
    reaction(
      () => this.snapshot,
      (snapshot) => this.storage.set(PREFERENCES_KEY, JSON.stringify(snapshot)),
    )
  }

  get snapshot(): Preferences {
    return {
      cookiesAccepted: this.cookiesAccepted,
      scratchPopupViewed: this.scratchPopupViewed,
      showSignup: this.showSignup,
      signupListEmail: this.signupListEmail,
      locale: this.locale,
    }
  }

  setLocale(locale: Locale): void {
    this.locale = locale
  }

  acceptCookies(): void {
    this.cookiesAccepted = true
  }

  markScratchPopupViewed(): void {
    this.scratchPopupViewed = true
  }

  setShowSignup(show: boolean): void {
    this.showSignup = show
  }

  setSignupListEmail(email: string): void {
    this.signupListEmail = email
  }
}
