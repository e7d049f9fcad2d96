import { makeAutoObservable, runInAction } from 'mobx'
import {
  billingCountryByCode,
  billingCountryByIso,
  isBillingName,
  isBillingPhone,
  PLAN_PRICES,
} from '@tessera/site-format/plans'
import {
  validateSiteName,
  validateSubdomain,
  type ValidationResult,
} from '@tessera/site-format/validation'
import { ApiError } from '../api/api-error'
import { FormState } from '../forms/form-state'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import { formatUsd } from '../plans/plan-format'
import type {
  BillingApi,
  BillingDetails,
  CheckoutView,
  PaidPlan,
  Recurrence,
  SavedBillingInfo,
} from './billing-api'
import { openCardForm, type CardForm } from './card-form'

export type CheckoutPhase =
  'loading' | 'site' | 'billing' | 'card' | 'redirecting' | 'inactive' | 'failed'

type BillingField = keyof BillingDetails
type SiteField = 'siteName' | 'subdomain'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface CheckoutEnvironment {
  locale(): string
  /** Moves to a route path (the router) — `replace` for the new checkout's own address. */
  go(path: string, options?: { replace?: boolean }): void
  /** Leaves the app for the provider's 3-D Secure page. */
  redirect(url: string): void
  checkoutPath(id: string): string
  completePath(id: string): string
}

export function isPaidPlan(value: string | undefined): value is PaidPlan {
  return value === 'Paid1' || value === 'Paid2' || value === 'Paid3'
}

/**
 * The Checkout screen's state: the site a new checkout buys, billing details (a saved address or a
 * new one), the provider's card form, then payment and the 3-D Secure redirect.
 */
export class CheckoutStore {
  phase: CheckoutPhase = 'loading'
  checkout: CheckoutView | undefined = undefined
  error: DisplayError | undefined = undefined
  busy = false

  plan: PaidPlan = 'Paid1'
  recurrence: Recurrence = 'Yearly'
  siteName = ''
  subdomain = ''
  readonly siteForm = new FormState<SiteField>()

  saved: SavedBillingInfo[] = []
  /** 'new' or the id of a saved address. */
  choice = 'new'
  details: BillingDetails = {
    email: '',
    phoneCountry: 'TW',
    phoneNumber: '',
    name: '',
    countryCode: '158',
    address: '',
  }
  save = true
  readonly billingForm = new FormState<BillingField>()

  private cardForm: CardForm | undefined = undefined

  constructor(
    private readonly api: BillingApi,
    private readonly env: CheckoutEnvironment,
  ) {
    makeAutoObservable<CheckoutStore, 'api' | 'env' | 'cardForm'>(this, {
      api: false,
      env: false,
      cardForm: false,
    })
  }

  /** Opens a checkout, or (id 'new') starts one for a plan and period from the pricing table. */
  async start(
    id: string,
    query: { plan?: string; period?: string; email?: string },
  ): Promise<void> {
    this.details.email ||= query.email ?? ''
    if (id === 'new') {
      if (isPaidPlan(query.plan)) this.plan = query.plan
      if (query.period === 'Monthly' || query.period === 'Yearly' || query.period === 'Daily') {
        this.recurrence = query.period
      }
      this.phase = 'site'
      return
    }
    try {
      const [checkout, infos] = await Promise.all([
        this.api.getCheckout(id),
        this.api.billingInfo().catch(() => ({ results: [] as SavedBillingInfo[] })),
      ])
      runInAction(() => {
        this.saved = infos.results
        if (this.saved[0]) this.choice = this.saved[0].id
        this.show(checkout)
      })
    } catch (error) {
      runInAction(() => {
        this.error = toDisplayError(error)
        this.phase = 'failed'
      })
    }
  }

  private show(checkout: CheckoutView): void {
    this.checkout = checkout
    this.recurrence = checkout.recurrence
    this.plan = checkout.site_type
    if (checkout.billing_info) this.details = { ...checkout.billing_info }
    this.phase = checkout.status === 'Pending' ? 'billing' : 'inactive'
  }

  /** The price shown: always the plan table's, and the server prices it again. */
  get amount(): number {
    return this.checkout?.amount ?? PLAN_PRICES[this.recurrence][this.plan]
  }

  get total(): string {
    return formatUsd(this.amount)
  }

  setSiteName(value: string): void {
    this.siteName = value
    if (this.siteForm.touched.siteName) this.siteForm.check(this.siteRules(), 'siteName')
  }

  setSubdomain(value: string): void {
    this.subdomain = value.toLowerCase()
    if (this.siteForm.touched.subdomain) this.siteForm.check(this.siteRules(), 'subdomain')
  }

  private siteRules(): Record<SiteField, () => ValidationResult> {
    return {
      siteName: () => validateSiteName(this.siteName.trim()),
      subdomain: () => validateSubdomain(this.subdomain.trim()),
    }
  }

  setRecurrence(recurrence: Recurrence): void {
    this.recurrence = recurrence
    const checkout = this.checkout
    if (checkout && checkout.status === 'Pending' && checkout.recurrence !== recurrence) {
      void this.guard(async () => {
        const updated = await this.api.updateCheckout(checkout.id, { recurrence })
        runInAction(() => (this.checkout = updated))
      })
    }
  }

  async createCheckout(): Promise<void> {
    if (!this.siteForm.check(this.siteRules())) return
    await this.siteForm.run(async () => {
      const checkout = await this.api.createCheckout({
        site_type: this.plan,
        recurrence: this.recurrence,
        name: this.siteName.trim(),
        subdomain: this.subdomain.trim(),
      })
      runInAction(() => this.show(checkout))
      this.env.go(this.env.checkoutPath(checkout.id), { replace: true })
    })
  }

  choose(choice: string): void {
    this.choice = choice
    const info = this.saved.find((s) => s.id === choice)
    if (info) this.details = { ...info }
  }

  setDetail(field: BillingField, value: string): void {
    this.details[field] = value
    if (field === 'phoneCountry') {
      const country = billingCountryByIso(value)
      if (country && !this.details.address) this.details.countryCode = country.code
    }
    if (this.billingForm.touched[field]) this.billingForm.check(this.billingRules(), field)
  }

  setSave(save: boolean): void {
    this.save = save
  }

  touch(field: BillingField): void {
    this.billingForm.touch(field)
    this.billingForm.check(this.billingRules(), field)
  }

  /** The same rules the billing service applies, with the same codes. */
  private billingRules(): Record<BillingField, () => ValidationResult> {
    const d = this.details
    return {
      email: () => (EMAIL.test(d.email.trim()) ? undefined : { key: 'errors.billing_email' }),
      phoneCountry: () =>
        billingCountryByIso(d.phoneCountry) ? undefined : { key: 'errors.billing_phone_country' },
      phoneNumber: () =>
        isBillingPhone(d.phoneNumber.trim()) ? undefined : { key: 'errors.billing_phone' },
      name: () => (isBillingName(d.name.trim()) ? undefined : { key: 'errors.billing_name' }),
      countryCode: () =>
        billingCountryByCode(d.countryCode) ? undefined : { key: 'errors.billing_country' },
      address: () => (d.address.trim().length >= 5 ? undefined : { key: 'errors.billing_address' }),
    }
  }

  private async guard(work: () => Promise<void>): Promise<boolean> {
    if (this.busy) return false
    this.busy = true
    this.error = undefined
    try {
      await work()
      return true
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
      return false
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  /** Saves the billing details on the checkout and opens the provider's card form. */
  async continueToCard(): Promise<void> {
    const checkout = this.checkout
    if (!checkout) return
    if (this.choice === 'new' && !this.billingForm.check(this.billingRules())) return
    await this.guard(async () => {
      const body =
        this.choice === 'new'
          ? {
              billing_info: {
                ...this.details,
                email: this.details.email.trim(),
                name: this.details.name.trim(),
                phoneNumber: this.details.phoneNumber.trim(),
                address: this.details.address.trim(),
                save: this.save,
              },
            }
          : { billing_info_id: this.choice }
      const updated = await this.api.updateCheckout(checkout.id, body)
      const token = await this.api.createEcpayToken(checkout.id)
      runInAction(() => {
        this.checkout = updated
        this.phase = 'card'
      })
      // The card form draws into the element the Card step renders.
      await new Promise((r) => setTimeout(r, 0))
      this.cardForm = await openCardForm(token.sdk_url, token.token, this.env.locale())
    })
  }

  /** Pays with what the buyer typed; 3-D Secure leaves the app, the rest goes to the result page. */
  async pay(): Promise<void> {
    const checkout = this.checkout
    const form = this.cardForm
    if (!checkout || !form) return
    await this.guard(async () => {
      const payToken = await form.payToken().catch(() => {
        throw new ApiError(400, 'EcpayTokenFailed', '')
      })
      let result: CheckoutView
      try {
        result = await this.api.pay(checkout.id, payToken)
      } catch (error) {
        const display = toDisplayError(error)
        // A refused card leaves the checkout payable: a new trade token for another try.
        if (display.code === 'EcpayPaymentFailed' || display.code === 'EcpayTokenExpired') {
          runInAction(() => (this.phase = 'billing'))
        }
        if (display.code === 'EcpayUnknownError') {
          this.env.go(this.env.completePath(checkout.id))
        }
        throw error
      }
      if (result.three_d_url) {
        runInAction(() => (this.phase = 'redirecting'))
        this.env.redirect(result.three_d_url)
        return
      }
      this.env.go(this.env.completePath(checkout.id))
    })
  }

  back(): void {
    this.phase = 'billing'
  }

  async cancel(): Promise<void> {
    const checkout = this.checkout
    if (!checkout) return
    await this.guard(async () => {
      const updated = await this.api.updateCheckout(checkout.id, { status: 'Canceled' })
      runInAction(() => this.show(updated))
    })
  }
}
