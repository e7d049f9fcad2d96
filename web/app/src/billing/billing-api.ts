import type { ApiClient } from '../api/api-client'

export type PaidPlan = 'Paid1' | 'Paid2' | 'Paid3'
export type Recurrence = 'Daily' | 'Monthly' | 'Yearly'
export type CheckoutStatus =
  'Pending' | 'Processing' | 'Completed' | 'Failed' | 'Canceled' | 'Expired'

/** Billing details, with the spec's field names (platform.md section 3). */
export interface BillingDetails {
  email: string
  phoneCountry: string
  phoneNumber: string
  name: string
  countryCode: string
  address: string
}

export interface SavedBillingInfo extends BillingDetails {
  id: string
  created_at: Date
}

export interface SavedCard {
  checkout_id: string
  site_name: string
  card4: string
}

export interface CheckoutView {
  id: string
  status: CheckoutStatus
  site_type: PaidPlan
  recurrence: Recurrence
  /** US cents. */
  amount: number
  settle_amount: number
  settle_currency: string
  site_name: string
  subdomain: string
  site_id: string | null
  billing_info: BillingDetails | null
  save_billing: boolean
  payment_error: string | null
  card4: string | null
  subscription: {
    status: 'None' | 'Active' | 'PastDue' | 'Canceled' | 'Lapsed' | 'Ended'
    period: number
    period_start: Date | null
    period_end: Date | null
    canceled_at: Date | null
    delete_at: Date | null
  }
  expires_at: Date
  created_at: Date
  charges?: Array<{ period: number; amount: number; period_start: Date; period_end: Date }>
  three_d_url?: string
}

/** A paid plan's price for one period, and what the card is charged for it. */
export interface PlanPrice {
  site_type: PaidPlan
  recurrence: Recurrence
  /** US cents. */
  amount: number
  /** Whole New Taiwan dollars. */
  settle_amount: number
}

export interface ProviderToken {
  token: string
  sdk_url: string
}

/** The billing service's calls (platform.md section 7, billing and checkout). */
export class BillingApi {
  constructor(private readonly api: ApiClient) {}

  createCheckout(body: {
    site_type: PaidPlan
    recurrence: Recurrence
    name: string
    subdomain: string
  }): Promise<CheckoutView> {
    return this.api.post('checkouts', { body })
  }

  prices(): Promise<{ results: PlanPrice[] }> {
    return this.api.get('checkouts/prices')
  }

  listCheckouts(): Promise<{ results: CheckoutView[] }> {
    return this.api.get('checkouts')
  }

  getCheckout(id: string): Promise<CheckoutView> {
    return this.api.get(`checkouts/${encodeURIComponent(id)}`)
  }

  updateCheckout(
    id: string,
    body: {
      recurrence?: Recurrence
      billing_info?: BillingDetails & { save: boolean }
      billing_info_id?: string
      status?: 'Canceled'
    },
  ): Promise<CheckoutView> {
    return this.api.patch(`checkouts/${encodeURIComponent(id)}`, { body })
  }

  private action<T>(id: string, action: string, body: object = {}): Promise<T> {
    return this.api.post(`checkouts/${encodeURIComponent(id)}/actions/${action}`, { body })
  }

  createEcpayToken(id: string): Promise<ProviderToken & { trade_no: string }> {
    return this.action(id, 'create_ecpay_token')
  }

  pay(id: string, payToken: string): Promise<CheckoutView> {
    return this.action(id, 'pay', { pay_token: payToken })
  }

  queryEcpayOrder(id: string): Promise<CheckoutView> {
    return this.action(id, 'query_ecpay_order')
  }

  syncEcpayCharges(id: string): Promise<CheckoutView> {
    return this.action(id, 'sync_ecpay_charges')
  }

  cancelSubscription(id: string): Promise<CheckoutView> {
    return this.action(id, 'cancel_subscription')
  }

  billingInfo(): Promise<{ results: SavedBillingInfo[]; cards: SavedCard[] }> {
    return this.api.get('billing_info')
  }

  deleteBillingInfo(id: string): Promise<void> {
    return this.api.delete(`billing_info/${encodeURIComponent(id)}`)
  }

  createEcpayUserToken(userId: string): Promise<ProviderToken> {
    return this.api.post(`users/${encodeURIComponent(userId)}/create_ecpay_user_token`, {
      body: {},
    })
  }
}
