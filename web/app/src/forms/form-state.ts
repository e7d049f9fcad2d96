import { makeAutoObservable, runInAction } from 'mobx'
import type { ValidationError, ValidationResult } from '@tessera/site-format/validation'
import { toDisplayError, type DisplayError } from '../i18n/error-message'

/** What every form shares: per-field rule failures, the server's answer, and progress. */
export class FormState<Field extends string> {
  errors: Partial<Record<Field, ValidationError>> = {}
  serverError: DisplayError | undefined = undefined
  submitting = false
  /** Fields whose errors show while typing (after the first submit, or after leaving them). */
  touched: Partial<Record<Field, boolean>> = {}
  /**
   * Fields the user has typed in. Leaving a field shows its error only then: a field that had
   * focus on arrival must not turn red, and push the page down, when the user clicks elsewhere.
   */
  edited: Partial<Record<Field, boolean>> = {}

  constructor() {
    makeAutoObservable(this)
  }

  get valid(): boolean {
    return Object.values(this.errors).every((error) => error === undefined)
  }

  /**
   * Runs each field's rule and keeps what failed; true when every rule passed. Checking the whole
   * form is a new submission: the server's answer to the last one no longer holds.
   */
  check(rules: Record<Field, () => ValidationResult>, only?: Field): boolean {
    if (!only) this.serverError = undefined
    const fields = only ? [only] : (Object.keys(rules) as Field[])
    for (const field of fields) {
      const error = rules[field]()
      if (error) this.errors[field] = error
      else delete this.errors[field]
      if (!only) this.touched[field] = true
    }
    return this.valid
  }

  /**
   * A value typed into `field`: checked, and from now on its error shows once it is left. The
   * server's answer was about the values sent, so it goes: only current errors show.
   */
  typed(rules: Record<Field, () => ValidationResult>, field: Field): boolean {
    this.edited[field] = true
    this.serverError = undefined
    return this.check(rules, field)
  }

  /** Leaving a field: its error shows from now on, if the user has typed in it. */
  touch(field: Field): void {
    if (this.edited[field]) this.touched[field] = true
  }

  errorFor(field: Field): ValidationError | undefined {
    return this.touched[field] ? this.errors[field] : undefined
  }

  /** Submits once at a time; a failure becomes `serverError`. Resolves true on success. */
  async run(action: () => Promise<void>): Promise<boolean> {
    if (this.submitting) return false
    this.submitting = true
    this.serverError = undefined
    try {
      await action()
      return true
    } catch (error) {
      runInAction(() => (this.serverError = toDisplayError(error)))
      return false
    } finally {
      runInAction(() => (this.submitting = false))
    }
  }
}
