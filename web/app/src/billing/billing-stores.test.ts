import { describe, expect, it, vi } from 'vitest'
import { ApiClient } from '../api/api-client'
import { fakeApi, type FakeHandler } from '../testing/fake-api'
import { BillingApi, type CheckoutView } from './billing-api'
import { BillingHistoryStore } from './billing-history-store'
import { CheckoutCompleteStore } from './checkout-complete-store'
import { CheckoutStore, type CheckoutEnvironment } from './checkout-store'

function billingApi(routes: Record<string, FakeHandler>) {
  const fake = fakeApi(routes)
  const client = new ApiClient(
    {
      token: () => 'token',
      locale: () => 'en',
      onUnauthorized: () => {},
      onLoginScreen: () => false,
    },
    '/api/',
    fake.fetch,
  )
  return { api: new BillingApi(client), calls: fake.calls }
}

function checkoutBody(overrides: Partial<CheckoutView> = {}) {
  return {
    id: 'c1',
    status: 'Pending',
    site_type: 'Paid1',
    recurrence: 'Yearly',
    amount: 3000,
    settle_amount: 960,
    settle_currency: 'TWD',
    site_name: 'Shop',
    subdomain: 'shop',
    site_id: null,
    billing_info: null,
    save_billing: false,
    payment_error: null,
    card4: null,
    subscription: {
      status: 'None',
      period: 0,
      period_start: null,
      period_end: null,
      canceled_at: null,
      delete_at: null,
    },
    expires_at: '2030-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function environment(): CheckoutEnvironment & { went: string[]; redirected: string[] } {
  const went: string[] = []
  const redirected: string[] = []
  return {
    went,
    redirected,
    locale: () => 'en',
    go: (path) => void went.push(path),
    redirect: (url) => void redirected.push(url),
    checkoutPath: (id) => `/checkout/${id}`,
    completePath: (id) => `/checkout/${id}/3ds_result`,
  }
}

const validDetails = {
  email: 'ann@example.test',
  phoneCountry: 'TW',
  phoneNumber: '0912345678',
  name: 'Ann Lee',
  countryCode: '158',
  address: '1 Taipei Road',
}

describe('CheckoutStore', () => {
  it('starts a new checkout from the pricing table, priced from the plan table', async () => {
    const { api, calls } = billingApi({
      'POST checkouts': ({ body }) => ({
        status: 201,
        body: checkoutBody({ ...(body as object), id: 'c9' } as Partial<CheckoutView>),
      }),
    })
    const env = environment()
    const store = new CheckoutStore(api, env)
    await store.start('new', { plan: 'Paid2', period: 'Monthly' })
    expect(store.phase).toBe('site')
    expect(store.total).toBe('$60')
    await store.createCheckout()
    expect(store.siteForm.errors.siteName).toEqual({ key: 'errors.site_name' })
    expect(calls).toHaveLength(0)
    store.setSiteName('My Shop')
    store.setSubdomain('My-Shop')
    await store.createCheckout()
    expect(calls[0]!.body).toEqual({
      site_type: 'Paid2',
      recurrence: 'Monthly',
      name: 'My Shop',
      subdomain: 'my-shop',
    })
    expect(env.went).toEqual(['/checkout/c9'])
    expect(store.phase).toBe('billing')
  })

  it('checks billing details with the service rules before anything is sent', async () => {
    const { api, calls } = billingApi({
      'GET checkouts/c1': () => ({ body: checkoutBody() }),
      'GET billing_info': () => ({ body: { results: [], cards: [] } }),
    })
    const store = new CheckoutStore(api, environment())
    await store.start('c1', {})
    store.setDetail('name', 'A')
    store.setDetail('email', 'nope')
    await store.continueToCard()
    expect(store.billingForm.errors).toMatchObject({
      name: { key: 'errors.billing_name' },
      email: { key: 'errors.billing_email' },
      phoneNumber: { key: 'errors.billing_phone' },
      address: { key: 'errors.billing_address' },
    })
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0)
  })

  it('pays and leaves for 3-D Secure, or comes back to billing when the card is refused', async () => {
    let answer: { status?: number; body: unknown } = {
      body: checkoutBody({ status: 'Processing', three_d_url: 'https://bank.test/3ds' }),
    }
    const { api, calls } = billingApi({
      'GET checkouts/c1': () => ({ body: checkoutBody() }),
      'GET billing_info': () => ({ body: { results: [], cards: [] } }),
      'PATCH checkouts/c1': () => ({ body: checkoutBody({ billing_info: validDetails }) }),
      'POST checkouts/c1/actions/create_ecpay_token': () => ({
        body: { token: 't', sdk_url: 'http://127.0.0.1:3090/sdk.js', trade_no: 'P1' },
      }),
      'POST checkouts/c1/actions/pay': () => answer,
    })
    const sdk = {
      initialize: (_t: string, _l: number, cb: (e: unknown) => void) => cb(null),
      createPayment: (_t: string, _l: string, cb: (e: unknown) => void) => cb(null),
      getPayToken: (cb: (info: { PayToken: string }, e: unknown) => void) =>
        cb({ PayToken: 'pay' }, null),
    }
    window.ECPay = sdk
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) (node as HTMLScriptElement).onload?.(new Event('load'))
    })
    const env = environment()
    const store = new CheckoutStore(api, env)
    await store.start('c1', {})
    for (const [k, v] of Object.entries(validDetails))
      store.setDetail(k as keyof typeof validDetails, v)
    await store.continueToCard()
    expect(store.phase).toBe('card')
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      billing_info: { ...validDetails, save: true },
    })
    await store.pay()
    expect(calls.at(-1)!.body).toEqual({ pay_token: 'pay' })
    expect(env.redirected).toEqual(['https://bank.test/3ds'])

    answer = { status: 400, body: { code: 'EcpayPaymentFailed', message: 'declined' } }
    store.back()
    await store.continueToCard()
    await store.pay()
    expect(store.phase).toBe('billing')
    expect(store.error).toEqual({ code: 'EcpayPaymentFailed', message: 'declined' })
  })
})

describe('CheckoutCompleteStore', () => {
  it('waits for the result, asking the provider once when it is slow', async () => {
    let gets = 0
    const { api, calls } = billingApi({
      'GET checkouts/c1': () => ({
        body: checkoutBody({ status: gets++ < 20 ? 'Processing' : 'Failed' }),
      }),
      'POST checkouts/c1/actions/query_ecpay_order': () => ({
        body: checkoutBody({ status: 'Processing' }),
      }),
    })
    const store = new CheckoutCompleteStore(api, { intervalMs: 1, attempts: 30 })
    await store.watch('c1')
    expect(store.outcome).toBe('Failed')
    expect(calls.filter((c) => c.path.endsWith('query_ecpay_order'))).toHaveLength(1)
  })
})

describe('BillingHistoryStore', () => {
  it('offers cancelling only an active subscription, and shows the cancelled one', async () => {
    const active = checkoutBody({
      status: 'Completed',
      subscription: {
        status: 'Active',
        period: 0,
        period_start: new Date(),
        period_end: new Date(),
        canceled_at: null,
        delete_at: null,
      },
    })
    const { api } = billingApi({
      'GET checkouts': () => ({ body: { results: [active, checkoutBody({ id: 'c2' })] } }),
      'POST checkouts/c1/actions/cancel_subscription': () => ({
        body: { ...active, subscription: { ...active.subscription, status: 'Canceled' } },
      }),
    })
    const store = new BillingHistoryStore(api)
    await store.load()
    expect(store.checkouts.map((c) => store.canCancel(c))).toEqual([true, false])
    store.ask('c1')
    await store.cancel('c1')
    expect(store.checkouts[0]!.subscription.status).toBe('Canceled')
    expect(store.confirming).toBeUndefined()
  })
})
