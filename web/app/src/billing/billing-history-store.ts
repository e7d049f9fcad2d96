import { makeAutoObservable, runInAction } from 'mobx'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { BillingApi, CheckoutView } from './billing-api'

/** Settings, history: every checkout with its status, period and amount; cancel a subscription. */
export class BillingHistoryStore {
  checkouts: CheckoutView[] = []
  loading = true
  error: DisplayError | undefined = undefined
  canceling: string | undefined = undefined
  /** The checkout whose cancellation waits for confirmation. */
  confirming: string | undefined = undefined

  constructor(private readonly api: BillingApi) {
    makeAutoObservable<BillingHistoryStore, 'api'>(this, { api: false })
  }

  async load(): Promise<void> {
    try {
      const { results } = await this.api.listCheckouts()
      runInAction(() => (this.checkouts = results))
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.loading = false))
    }
  }

  canCancel(checkout: CheckoutView): boolean {
    return (
      checkout.status === 'Completed' &&
      (checkout.subscription.status === 'Active' || checkout.subscription.status === 'PastDue')
    )
  }

  ask(id: string | undefined): void {
    this.confirming = id
  }

  async cancel(id: string): Promise<void> {
    this.canceling = id
    this.error = undefined
    try {
      const updated = await this.api.cancelSubscription(id)
      runInAction(() => {
        this.checkouts = this.checkouts.map((c) => (c.id === id ? updated : c))
        this.confirming = undefined
      })
    } catch (error) {
      runInAction(() => (this.error = toDisplayError(error)))
    } finally {
      runInAction(() => (this.canceling = undefined))
    }
  }
}
