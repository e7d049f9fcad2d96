import { makeAutoObservable, runInAction } from 'mobx'
import {
  billingCountryByCode,
  billingCountryByIso,
  isBillingName,
  isBillingPhone,
  PLAN_PRICES,
} from '@tessera/site-format/plans'
import {
  subdomainFromName,
  validateSiteName,
  validateSubdomain,
  type ValidationResult,
} from '@tessera/site-format/validation'
import { ApiError } from '../api/api-error'
import { FormState } from '../forms/form-state'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type {
  BillingApi,
  BillingDetails,
  CheckoutView,
  PaidPlan,
  PlanPrice,
  Recurrence,
  SavedBillingInfo,
} from './billing-api'
import { openCardForm, type CardForm } from './card-form'

export type CheckoutPhase = 'loading' | 'site' | 'billing' | 'card' | 'redirecting' | 'failed'

type BillingField = keyof BillingDetails
type SiteField = 'siteName' | 'subdomain'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Refusals whose message is the payment provider's own words, worth showing to the buyer. */
const PROVIDER_REFUSALS = ['EcpayPaymentFailed', 'EcpayTokenFailed']

/** Refusals after which the card form needs a new trade for another try. */
const NEW_TRADE_NEEDED = ['EcpayPaymentFailed', 'EcpayTokenExpired']

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

function emptyDetails(): BillingDetails {
  return {
    email: '',
    phoneCountry: 'TW',
    phoneNumber: '',
    name: '',
    countryCode: '158',
    address: '',
  }
}

function sameDetails(a: BillingDetails, b: BillingDetails): boolean {
  return (Object.keys(emptyDetails()) as BillingField[]).every((field) => a[field] === b[field])
}

/**
 * The Checkout screen's state: the site a new checkout buys, billing details (a saved address or a
 * new one), the provider's card form, then payment and the 3-D Secure redirect. A checkout that
 * can no longer be paid is shown on the result screen.
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
  /** Whether the subdomain still follows the site name (the buyer has not typed one). */
  private subdomainSuggested = true
  readonly siteForm = new FormState<SiteField>()
  /** Every paid plan and period with what the card is charged, for the estimate before a checkout. */
  prices: PlanPrice[] = []

  saved: SavedBillingInfo[] = []
  /** 'new' or the id of a saved address. */
  choice = 'new'
  /** What the new-address form holds; a saved address is used as it is. */
  fresh: BillingDetails = emptyDetails()
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
  async start(id: string, query: { plan?: string; period?: string }): Promise<void> {
    if (id === 'new') {
      if (isPaidPlan(query.plan)) this.plan = query.plan
      if (query.period === 'Monthly' || query.period === 'Yearly' || query.period === 'Daily') {
        this.recurrence = query.period
      }
      this.phase = 'site'
      // Only the estimate needs them: the step works without.
      const prices = await this.api.prices().catch(() => ({ results: [] }))
      runInAction(() => (this.prices = prices.results))
      return
    }
    try {
      const [checkout, saved] = await Promise.all([this.api.getCheckout(id), this.savedInfos()])
      runInAction(() => this.show(checkout, saved))
    } catch (error) {
      runInAction(() => {
        this.error = toDisplayError(error)
        this.phase = 'failed'
      })
    }
  }

  /** The saved addresses; without them the new-address form still works. */
  private savedInfos(): Promise<SavedBillingInfo[]> {
    return this.api.billingInfo().then(
      (infos) => infos.results,
      () => [],
    )
  }

  private show(checkout: CheckoutView, saved = this.saved): void {
    this.checkout = checkout
    this.recurrence = checkout.recurrence
    this.plan = checkout.site_type
    this.saved = saved
    if (checkout.status !== 'Pending') {
      this.phase = 'loading'
      this.env.go(this.env.completePath(checkout.id), { replace: true })
      return
    }
    const given = checkout.billing_info
    const match = given ? saved.find((info) => sameDetails(info, given)) : saved[0]
    this.choice = match?.id ?? 'new'
    if (given && !match) this.fresh = { ...given }
    this.phase = 'billing'
  }

  /** The account's e-mail, for a new address whose e-mail is still empty. */
  suggestEmail(email: string | undefined): void {
    if (email && !this.fresh.email) this.fresh.email = email
  }

  /** The details the checkout will be billed to: the chosen saved address or the new one. */
  get details(): BillingDetails {
    return this.saved.find((info) => info.id === this.choice) ?? this.fresh
  }

  get usesSavedAddress(): boolean {
    return this.choice !== 'new'
  }

  /** The price shown, in US cents: always the plan table's, and the server prices it again. */
  get amount(): number {
    return this.checkout?.amount ?? PLAN_PRICES[this.recurrence][this.plan]
  }

  /** What the card is charged in New Taiwan dollars, once known. */
  get settleAmount(): number | undefined {
    return (
      this.checkout?.settle_amount ??
      this.prices.find((p) => p.site_type === this.plan && p.recurrence === this.recurrence)
        ?.settle_amount
    )
  }

  /** The payment provider's own words about the last refusal, when it gave some. */
  get providerMessage(): string | undefined {
    const { code, message } = this.error ?? {}
    return code && PROVIDER_REFUSALS.includes(code) && message ? message : undefined
  }

  setSiteName(value: string): void {
    this.siteName = value
    if (this.subdomainSuggested) this.subdomain = subdomainFromName(value)
    if (this.siteForm.touched.siteName) this.siteForm.check(this.siteRules(), 'siteName')
    if (this.siteForm.touched.subdomain) this.siteForm.check(this.siteRules(), 'subdomain')
  }

  setSubdomain(value: string): void {
    this.subdomain = value.toLowerCase()
    this.subdomainSuggested = false
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
      const [checkout, saved] = await Promise.all([
        this.api.createCheckout({
          site_type: this.plan,
          recurrence: this.recurrence,
          name: this.siteName.trim(),
          subdomain: this.subdomain.trim(),
        }),
        this.savedInfos(),
      ])
      runInAction(() => this.show(checkout, saved))
      this.env.go(this.env.checkoutPath(checkout.id), { replace: true })
    })
  }

  choose(choice: string): void {
    this.choice = choice
    this.error = undefined
  }

  setDetail(field: BillingField, value: string): void {
    this.fresh[field] = value
    if (field === 'phoneCountry') {
      const country = billingCountryByIso(value)
      if (country && !this.fresh.address) this.fresh.countryCode = country.code
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
    const d = this.fresh
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

  /** A new trade for the checkout, and the provider's card form drawn for it. */
  private async openCard(checkoutId: string): Promise<void> {
    const token = await this.api.createEcpayToken(checkoutId)
    runInAction(() => (this.phase = 'card'))
    // The card form draws into the element the Card step renders.
    await new Promise((r) => setTimeout(r, 0))
    this.cardForm = await openCardForm(token.sdk_url, token.token, this.env.locale())
  }

  /** Saves the billing details on the checkout and opens the provider's card form. */
  async continueToCard(): Promise<void> {
    const checkout = this.checkout
    if (!checkout) return
    if (!this.usesSavedAddress && !this.billingForm.check(this.billingRules())) return
    await this.guard(async () => {
      const body = this.usesSavedAddress
        ? { billing_info_id: this.choice }
        : {
            billing_info: {
              ...this.fresh,
              email: this.fresh.email.trim(),
              name: this.fresh.name.trim(),
              phoneNumber: this.fresh.phoneNumber.trim(),
              address: this.fresh.address.trim(),
              save: this.save,
            },
          }
      const updated = await this.api.updateCheckout(checkout.id, body)
      runInAction(() => (this.checkout = updated))
      await this.openCard(checkout.id)
    })
  }

  /**
   * Pays with what the buyer typed; 3-D Secure leaves the app, the rest goes to the result page.
   * A refused card keeps the buyer on the card step, with the provider's reason and a form for
   * another try.
   */
  async pay(): Promise<void> {
    const checkout = this.checkout
    const form = this.cardForm
    if (!checkout || !form) return
    await this.guard(async () => {
      const payToken = await form.payToken().catch((error: unknown) => {
        throw new ApiError(400, 'EcpayTokenFailed', error instanceof Error ? error.message : '')
      })
      let result: CheckoutView
      try {
        result = await this.api.pay(checkout.id, payToken)
      } catch (error) {
        const { code } = toDisplayError(error)
        if (code === 'EcpayUnknownError') this.env.go(this.env.completePath(checkout.id))
        // Should no new trade start, the next try says the token expired and starts one then.
        if (code && NEW_TRADE_NEEDED.includes(code))
          await this.openCard(checkout.id).catch(() => {})
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
    this.error = undefined
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
