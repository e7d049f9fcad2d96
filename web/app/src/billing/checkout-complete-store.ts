import { makeAutoObservable, runInAction } from 'mobx'
import { toDisplayError, type DisplayError } from '../i18n/error-message'
import type { BillingApi, CheckoutStatus, CheckoutView } from './billing-api'

/**
 * CheckoutComplete: where the browser lands after 3-D Secure (or after paying without it). Waits
 * for the provider's result, asking the provider directly once if it is slow.
 */
export class CheckoutCompleteStore {
  checkout: CheckoutView | undefined = undefined
  error: DisplayError | undefined = undefined
  loading = true
  private stopped = false

  constructor(
    private readonly api: BillingApi,
    private readonly options: { intervalMs?: number; attempts?: number } = {},
  ) {
    makeAutoObservable<CheckoutCompleteStore, 'api' | 'options' | 'stopped'>(this, {
      api: false,
      options: false,
      stopped: false,
    })
  }

  /**
   * One of the four results of platform.md section 4 (Completed, Failed, Canceled, Expired);
   * Processing until one is known; Pending when the card was refused and can be tried again.
   */
  get outcome(): CheckoutStatus | undefined {
    return this.checkout?.status
  }

  async watch(id: string): Promise<void> {
    const interval = this.options.intervalMs ?? 1000
    const attempts = this.options.attempts ?? 30
    try {
      for (let i = 0; i < attempts && !this.stopped; i++) {
        // Halfway through, ask the provider instead of waiting for its notification.
        const checkout =
          i === Math.floor(attempts / 3)
            ? await this.api.queryEcpayOrder(id)
            : await this.api.getCheckout(id)
        runInAction(() => {
          this.checkout = checkout
          this.loading = false
        })
        if (checkout.status !== 'Processing') return
        await new Promise((r) => setTimeout(r, interval))
      }
    } catch (error) {
      runInAction(() => {
        this.error = toDisplayError(error)
        this.loading = false
      })
    }
  }

  stop(): void {
    this.stopped = true
  }
}
