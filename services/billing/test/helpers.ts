import {
  apiClient,
  MailSinkClient,
  sql,
  testStack,
  uniqueEmail,
  uniqueSuffix,
  visitWithHost,
  waitFor,
  type ApiClient,
} from '@tessera/kit/testing'
import { Queue, QueueEvents } from 'bullmq'
import { expect } from 'vitest'
import { dataCheckMacValue, encryptData } from '../src/payments/ecpay/ecpay-crypto.js'

export const stack = testStack()
export const api: ApiClient = apiClient(stack.gatewayUrl, { contract: 'gateway' })
export const fakeUrl = stack.urls['fake-ecpay']!
export const paidPoolUrl = stack.urls['site-server-paid1']!
export const mail = new MailSinkClient(stack.mailSinkUrl)
export const keys = { hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' }
export const PASSWORD = 'correct horse 1'
export const SUPPORT_EMAIL = 'support@tessera.localhost'

export const CARDS = {
  success: '4311952222222222',
  decline: '4000000000000002',
  threeDSecure: '4000000000003220',
  timeout: '4000000000000119',
  duplicate: '4000000000000259',
  badCheckValue: '4000000000000341',
}

export interface ErrorBody {
  code: string
  message: string
}

export interface CheckoutBody {
  id: string
  user_id: string
  status: string
  site_type: string
  recurrence: string
  amount: number
  settle_amount: number
  site_name: string
  subdomain: string
  site_id: string | null
  payment_error: string | null
  card4: string | null
  billing_info: Record<string, string> | null
  subscription: {
    status: string
    period: number
    period_start: string | null
    period_end: string | null
    canceled_at: string | null
    delete_at: string | null
  }
  charges?: Array<{ period: number; amount: number }>
  three_d_url?: string
}

export interface User {
  id: string
  email: string
  token: string
}

export async function register(): Promise<User> {
  const res = await api.post<{ auth_token: string; user: { id: string; email: string } }>(
    '/api/users/registrations',
    { body: { email: uniqueEmail('billing'), password: PASSWORD } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, email: res.body.user.email, token: res.body.auth_token }
}

export const uniqueSubdomain = () => `paid-${uniqueSuffix()}`
export const siteName = () => `Shop ${uniqueSuffix().slice(-8)}`

export function billingInfo(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    phoneCountry: 'TW',
    phoneNumber: '0912345678',
    name: 'Ann Lee',
    countryCode: '158',
    address: '1 Taipei Road, Taipei',
    ...overrides,
  }
}

/** A checkout with billing details, ready to pay. */
export async function newCheckout(
  user: User,
  body: Record<string, unknown> = {},
  save = false,
): Promise<CheckoutBody> {
  const created = await api.post<CheckoutBody>('/api/checkouts', {
    token: user.token,
    body: { site_type: 'Paid1', name: siteName(), subdomain: uniqueSubdomain(), ...body },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const patched = await api.patch<CheckoutBody>(`/api/checkouts/${created.body.id}`, {
    token: user.token,
    body: { billing_info: { ...billingInfo(user.email), save } },
  })
  expect(patched.status, JSON.stringify(patched.body)).toBe(200)
  return patched.body
}

/** What the card form does: a trade token from us, a pay token from the provider. */
export async function cardPayToken(
  user: User,
  checkoutId: string,
  card = CARDS.success,
): Promise<{ payToken: string; tradeNo: string }> {
  const token = await api.post<{ token: string; trade_no: string; sdk_url: string }>(
    `/api/checkouts/${checkoutId}/actions/create_ecpay_token`,
    { token: user.token, body: {} },
  )
  expect(token.status, JSON.stringify(token.body)).toBe(200)
  const res = await fetch(`${fakeUrl}/sdk/pay-token`, {
    method: 'POST',
    body: JSON.stringify({ token: token.body.token, cardNumber: card }),
  })
  const body = (await res.json()) as { PayToken: string }
  return { payToken: body.PayToken, tradeNo: token.body.trade_no }
}

export async function pay(user: User, checkoutId: string, card = CARDS.success) {
  const { payToken, tradeNo } = await cardPayToken(user, checkoutId, card)
  const res = await api.post<CheckoutBody & ErrorBody>(`/api/checkouts/${checkoutId}/actions/pay`, {
    token: user.token,
    body: { pay_token: payToken },
  })
  return { ...res, tradeNo }
}

export async function getCheckout(user: User, id: string): Promise<CheckoutBody> {
  const res = await api.get<CheckoutBody>(`/api/checkouts/${id}`, { token: user.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

export function waitForStatus(user: User, id: string, status: string, timeoutMs = 15_000) {
  return waitFor(
    async () => {
      const checkout = await getCheckout(user, id)
      return checkout.status === status ? checkout : undefined
    },
    { timeoutMs, what: `checkout ${id} to be ${status}` },
  )
}

export async function setScenario(member: string, scenario: string, times = 0): Promise<void> {
  const res = await fetch(`${fakeUrl}/__scenario`, {
    method: 'POST',
    body: JSON.stringify({ member, scenario, times }),
  })
  expect(res.status).toBe(200)
}

export async function fakeTrades(
  member: string,
): Promise<Array<{ tradeNo: string; status: string; answered: number }>> {
  const res = await fetch(`${fakeUrl}/__trades?member=${encodeURIComponent(member)}`)
  return (await res.json()) as Array<{ tradeNo: string; status: string; answered: number }>
}

/** Waits until billing has answered `count` of the fake's notifications for the trade. */
export function waitForNotificationsAnswered(member: string, tradeNo: string, count: number) {
  return waitFor(
    async () => {
      const trade = (await fakeTrades(member)).find((t) => t.tradeNo === tradeNo)
      return trade && trade.answered >= count ? trade : undefined
    },
    { what: `${count} answered notifications of trade ${tradeNo}` },
  )
}

/** A notification as ECPay signs it, for trades of our own making. */
export function signedNotification(
  tradeNo: string,
  rtnCode: number,
  providerTradeNo: string,
  forge = false,
): Record<string, unknown> {
  const plain = JSON.stringify({
    RtnCode: rtnCode,
    RtnMsg: rtnCode === 1 ? 'Success' : 'Authorization failed',
    MerchantID: '3002607',
    OrderInfo: {
      MerchantTradeNo: tradeNo,
      TradeNo: providerTradeNo,
      TradeAmt: 960,
      TradeStatus: rtnCode === 1 ? '1' : '0',
    },
    CardInfo: { Card4No: '2222', BindCardID: `card-${providerTradeNo}` },
  })
  const check = dataCheckMacValue(plain, keys)
  return {
    MerchantID: '3002607',
    RpHeader: { Timestamp: Math.floor(Date.now() / 1000) },
    TransCode: 1,
    TransMsg: 'Success',
    Data: encryptData(plain, keys),
    // A forged value differs from the right one in its first character, whatever that is.
    CheckMacValue: forge ? `${check.startsWith('0') ? '1' : '0'}${check.slice(1)}` : check,
  }
}

export function postNotification(body: unknown) {
  return api.post<ErrorBody | string>('/api/ecpay/notifications', { body })
}

/** Billing's queue, to run its jobs now rather than when they are due. */
export function billingQueue(): Queue {
  return new Queue('billing', {
    connection: { url: stack.redisUrl, maxRetriesPerRequest: null },
    prefix: `${stack.redisPrefix}:bull`,
  })
}

/** The billing queue's events, to wait for a job to finish rather than sleep. */
export async function billingQueueEvents(): Promise<QueueEvents> {
  const events = new QueueEvents('billing', {
    connection: { url: stack.redisUrl, maxRetriesPerRequest: null },
    prefix: `${stack.redisPrefix}:bull`,
  })
  await events.waitUntilReady()
  return events
}

export async function chargesOf(
  checkoutId: string,
): Promise<Array<{ period: number; trade_no: string }>> {
  return sql(
    `SELECT period, trade_no FROM billing.charges WHERE checkout_id = $1 ORDER BY period`,
    [checkoutId],
  )
}

export async function sitesOfCheckout(checkoutId: string) {
  return sql<{ id: string; disabled: boolean; site_type: string; subdomain: string }>(
    `SELECT id, disabled, site_type, subdomain FROM sites.sites WHERE checkout_id = $1`,
    [checkoutId],
  )
}

export function visitPaid(subdomain: string, path = '/') {
  return visitWithHost(paidPoolUrl, `${subdomain}.localhost:${new URL(paidPoolUrl).port}`, path)
}

export { sql, waitFor }
