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
      'GET checkouts/prices': () => ({
        body: {
          results: [
            { site_type: 'Paid2', recurrence: 'Monthly', amount: 6000, settle_amount: 1920 },
            { site_type: 'Paid2', recurrence: 'Yearly', amount: 6000, settle_amount: 1920 },
            { site_type: 'Paid2', recurrence: 'Daily', amount: 600, settle_amount: 192 },
          ],
        },
      }),
      'POST checkouts': ({ body }) => ({
        status: 201,
        body: checkoutBody({ ...(body as object), id: 'c9' } as Partial<CheckoutView>),
      }),
    })
    const env = environment()
    const store = new CheckoutStore(api, env)
    await store.start('new', { plan: 'Paid2', period: 'Monthly' })
    expect(store.phase).toBe('site')
    expect(store.amount).toBe(6000)
    // The card is charged in New Taiwan dollars: known before a checkout exists.
    expect(store.settleAmount).toBe(1920)
    store.setRecurrence('Daily')
    expect(store.settleAmount).toBe(192)
    store.setRecurrence('Monthly')
    await store.createCheckout()
    expect(store.siteForm.errors.siteName).toEqual({ key: 'errors.site_name' })
    expect(store.siteForm.errors.subdomain).toEqual({ key: 'errors.site_subdomain_empty' })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    store.setSiteName('My Shop')
    // The subdomain follows the name until one is typed.
    expect(store.subdomain).toBe('my-shop')
    expect(store.siteForm.errors.subdomain).toBeUndefined()
    store.setSubdomain('My-Own-Shop')
    store.setSiteName('My Shop 2')
    expect(store.subdomain).toBe('my-own-shop')
    await store.createCheckout()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      site_type: 'Paid2',
      recurrence: 'Monthly',
      name: 'My Shop 2',
      subdomain: 'my-own-shop',
    })
    expect(env.went).toEqual(['/checkout/c9'])
    expect(store.phase).toBe('billing')
  })

  it('offers the first saved address as soon as the checkout is made, the e-mail for a new one', async () => {
    const saved = { ...validDetails, id: 'b1', created_at: '2026-01-01T00:00:00.000Z' }
    const { api, calls } = billingApi({
      'GET checkouts/prices': () => ({ body: { results: [] } }),
      'POST checkouts': () => ({ status: 201, body: checkoutBody({ id: 'c9' }) }),
      'GET billing_info': () => ({ body: { results: [saved], cards: [] } }),
      'PATCH checkouts/c9': () => ({
        body: checkoutBody({ id: 'c9', billing_info: validDetails }),
      }),
      'POST checkouts/c9/actions/create_ecpay_token': () => ({ status: 500 }),
    })
    const store = new CheckoutStore(api, environment())
    await store.start('new', { plan: 'Paid1' })
    store.suggestEmail('ada@example.test')
    store.setSiteName('My Shop')
    await store.createCheckout()
    expect(store.phase).toBe('billing')
    expect(store.choice).toBe('b1')
    expect(store.usesSavedAddress).toBe(true)
    expect(store.details).toMatchObject(validDetails)

    store.choose('new')
    expect(store.details).toMatchObject({ email: 'ada@example.test', name: '', address: '' })
    store.setDetail('name', 'Bo Chen')
    store.choose('b1')
    expect(store.details.name).toBe('Ann Lee')
    store.choose('new')
    expect(store.details.name).toBe('Bo Chen')

    store.choose('b1')
    await store.continueToCard()
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ billing_info_id: 'b1' })
  })

  it('shows the address a reopened checkout already has, saved or not', async () => {
    const saved = { ...validDetails, id: 'b1', created_at: '2026-01-01T00:00:00.000Z' }
    const other = { ...validDetails, name: 'Bo Chen' }
    let given = validDetails
    const { api } = billingApi({
      'GET checkouts/c1': () => ({ body: checkoutBody({ billing_info: given }) }),
      'GET billing_info': () => ({ body: { results: [saved], cards: [] } }),
    })
    const first = new CheckoutStore(api, environment())
    await first.start('c1', {})
    expect(first.choice).toBe('b1')
    given = other
    const second = new CheckoutStore(api, environment())
    await second.start('c1', {})
    second.suggestEmail('ada@example.test')
    expect(second.choice).toBe('new')
    expect(second.details).toEqual(other)
  })

  it('opens a checkout that can no longer be paid on its result', async () => {
    const { api } = billingApi({
      'GET checkouts/c1': () => ({
        body: checkoutBody({ status: 'Completed', site_id: 'site-1' }),
      }),
      'GET billing_info': () => ({ body: { results: [], cards: [] } }),
    })
    const env = environment()
    const store = new CheckoutStore(api, env)
    await store.start('c1', {})
    expect(env.went).toEqual(['/checkout/c1/3ds_result'])
    expect(store.phase).not.toBe('billing')
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

  it('pays and leaves for 3-D Secure, or stays on the card step when the card is refused', async () => {
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

    answer = {
      status: 400,
      body: { code: 'EcpayPaymentFailed', message: 'Authorization failed' },
    }
    store.back()
    await store.continueToCard()
    const tokens = () => calls.filter((c) => c.path.endsWith('create_ecpay_token')).length
    expect(tokens()).toBe(2)
    await store.pay()
    // Still on the card step, with the provider's reason and a new trade for another card.
    expect(store.phase).toBe('card')
    expect(store.error).toEqual({ code: 'EcpayPaymentFailed', message: 'Authorization failed' })
    expect(store.providerMessage).toBe('Authorization failed')
    expect(tokens()).toBe(3)

    answer = { body: checkoutBody({ status: 'Completed' }) }
    await store.pay()
    expect(store.error).toBeUndefined()
    expect(env.went.at(-1)).toBe('/checkout/c1/3ds_result')
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
