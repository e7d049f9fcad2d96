import type { QueueEvents } from 'bullmq'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EcpayProvider } from '../src/payments/ecpay/ecpay.provider.js'
import {
  api,
  billingQueue,
  billingQueueEvents,
  CARDS,
  chargesOf,
  fakeTrades,
  fakeUrl,
  getCheckout,
  keys,
  mail,
  newCheckout,
  pay,
  register,
  setScenario,
  sitesOfCheckout,
  sql,
  visitPaid,
  waitFor,
  type CheckoutBody,
  type ErrorBody,
  type User,
} from './helpers.js'

const queue = billingQueue()
let events: QueueEvents
let jobs = 0

beforeAll(async () => {
  events = await billingQueueEvents()
})

afterAll(async () => {
  await Promise.all([queue.close(), events?.close()])
})

async function run(name: string, data: Record<string, unknown>): Promise<void> {
  await runJob(name, data)
}

function runJob(name: string, data: Record<string, unknown>) {
  return queue.add(name, data, { jobId: `test-${Date.now()}-${jobs++}`, removeOnComplete: true })
}

/** Runs a job and waits until the worker is done with it, whether it succeeded or not. */
async function runToEnd(name: string, data: Record<string, unknown>): Promise<void> {
  const job = await runJob(name, data)
  await job.waitUntilFinished(events, 20_000).catch(() => undefined)
}

/** A completed Daily subscription whose period just ended. */
async function dueSubscription(user: User): Promise<CheckoutBody> {
  const checkout = await newCheckout(user, { recurrence: 'Daily' })
  const paid = await pay(user, checkout.id)
  expect(paid.body.status).toBe('Completed')
  await sql(
    `UPDATE billing.checkouts SET period_start = now() - interval '1 day', period_end = now() - interval '1 second'
     WHERE id = $1`,
    [checkout.id],
  )
  return paid.body
}

/** A new owner's due subscription whose site is published. */
async function publishedDueSubscription(): Promise<{ owner: User; checkout: CheckoutBody }> {
  const owner = await register()
  const checkout = await dueSubscription(owner)
  await api.post(`/api/sites/${checkout.site_id}/actions/publish`, {
    token: owner.token,
    body: { publish: true },
  })
  return { owner, checkout }
}

describe('renewals', () => {
  let user: User
  beforeAll(async () => {
    user = await register()
  })

  it('charges the next period on the saved card, once, and schedules the one after', async () => {
    const checkout = await dueSubscription(user)
    await run('renew', { checkoutId: checkout.id, period: 1 })
    await waitFor(async () => ((await chargesOf(checkout.id)).length === 2 ? true : undefined))
    const renewed = await getCheckout(user, checkout.id)
    expect(renewed.subscription).toMatchObject({ status: 'Active', period: 1 })
    expect(new Date(renewed.subscription.period_end!).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    )
    expect(await queue.getJob(`renew-${checkout.id}-2`)).toBeTruthy()
    // The same job again finds the period paid.
    await runToEnd('renew', { checkoutId: checkout.id, period: 1 })
    expect(await chargesOf(checkout.id)).toHaveLength(2)
  })

  it('charges once when a run died after charging and the job runs twice', async () => {
    const checkout = await dueSubscription(user)
    const [row] = await sql<{ card_id: string; settle_amount: number }>(
      `SELECT card_id, settle_amount FROM billing.checkouts WHERE id = $1`,
      [checkout.id],
    )
    // The first run got as far as charging, then its worker was killed before recording the result.
    const tradeNo = `RDIED${Date.now()}`.slice(0, 20)
    await sql(
      `INSERT INTO billing.trades (trade_no, checkout_id, period, attempt, amount, settle_amount)
       VALUES ($1, $2, 1, 1, $3, $4)`,
      [tradeNo, checkout.id, checkout.amount, row!.settle_amount],
    )
    const provider = new EcpayProvider(
      {
        ...keys,
        merchantId: '3002607',
        paymentBaseUrl: fakeUrl,
        queryBaseUrl: fakeUrl,
        timeoutMs: 3000,
      },
      pino({ level: 'silent' }),
    )
    const charged = await provider.chargeSavedCard({
      tradeNo,
      amount: row!.settle_amount,
      cardId: row!.card_id,
      memberId: user.id,
      itemName: 'renewal',
      notifyUrl: 'http://127.0.0.1:9/unused',
    })
    expect(charged.status).toBe('paid')
    await Promise.all([
      runToEnd('renew', { checkoutId: checkout.id, period: 1 }),
      runToEnd('renew', { checkoutId: checkout.id, period: 1 }),
    ])
    await waitFor(async () => ((await chargesOf(checkout.id)).length === 2 ? true : undefined))
    expect((await chargesOf(checkout.id)).map((c) => c.trade_no)).toEqual([
      expect.any(String),
      tradeNo,
    ])
    const renewals = (await fakeTrades(user.id)).filter(
      (t) => t.tradeNo.startsWith('R') && t.status === 'paid',
    )
    expect(renewals.map((t) => t.tradeNo).filter((no) => no === tradeNo)).toHaveLength(1)
    const forThis = await sql(
      `SELECT trade_no FROM billing.trades WHERE checkout_id = $1 AND period = 1`,
      [checkout.id],
    )
    expect(forThis).toHaveLength(1)
  })

  it('sends a reminder before the renewal', async () => {
    const checkout = await newCheckout(user, { recurrence: 'Monthly' })
    await pay(user, checkout.id)
    await run('remind', { checkoutId: checkout.id, period: 1 })
    const message = await mail.waitForMail(user.email, {
      match: (m) => m.subject.includes(checkout.site_name),
    })
    expect(message.subject).toContain('renews soon')
    expect(message.text).toContain('$30')
  })

  it('retries failed renewals, then disables the site and says so', async () => {
    const { owner, checkout } = await publishedDueSubscription()
    expect((await visitPaid(checkout.subdomain)).status).toBe(200)
    await setScenario(owner.id, 'renewal_failures', 10)
    await run('renew', { checkoutId: checkout.id, period: 1 })
    const lapsed = await waitFor(
      async () => {
        const c = await getCheckout(owner, checkout.id)
        return c.subscription.status === 'Lapsed' ? c : undefined
      },
      { timeoutMs: 20_000, what: 'the subscription to lapse' },
    )
    expect(lapsed.subscription.period).toBe(0)
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    // The checkout lapses first; the site is disabled by the call to the sites service after it.
    const disabled = async () =>
      (await sitesOfCheckout(checkout.id))[0]?.disabled ? true : undefined
    await waitFor(disabled, { what: 'the site to be disabled' })
    await waitFor(async () =>
      (await visitPaid(checkout.subdomain)).status === 404 ? true : undefined,
    )
    const failures = await mail.waitForMail(owner.email, {
      count: 2,
      match: (m) => m.subject.includes('could not renew'),
    })
    expect(failures.text).toContain('attempt 2 of 3')
    await mail.waitForMail(owner.email, { match: (m) => m.subject.includes('was disabled') })
    const attempts = await sql(
      `SELECT status FROM billing.trades WHERE checkout_id = $1 AND period = 1`,
      [checkout.id],
    )
    expect(attempts.map((t) => t.status)).toEqual(['failed', 'failed', 'failed'])
  })

  it('disables the site when the job runs again after a run recorded the lapse and then failed', async () => {
    const { owner, checkout } = await publishedDueSubscription()
    // What a run leaves when the sites service failed right after the lapse was recorded.
    await sql(
      `UPDATE billing.checkouts SET subscription = 'Lapsed', failed_renewals = 3, site_disabled_at = now()
       WHERE id = $1`,
      [checkout.id],
    )
    expect((await visitPaid(checkout.subdomain)).status).toBe(200)
    await run('renew', { checkoutId: checkout.id, period: 1 })
    await waitFor(async () =>
      (await visitPaid(checkout.subdomain)).status === 404 ? true : undefined,
    )
    expect((await sitesOfCheckout(checkout.id))[0]!.disabled).toBe(true)
    await mail.waitForMail(owner.email, { match: (m) => m.subject.includes('was disabled') })
    expect(await chargesOf(checkout.id)).toHaveLength(1)
  })
})

describe('cancelling', () => {
  it('keeps the site to the period end, disables it then, and deletes it 30 days after', async () => {
    const user = await register()
    const checkout = await newCheckout(user, { recurrence: 'Monthly' })
    const paid = await pay(user, checkout.id)
    // What the site holds goes with it: an asset and a custom data table.
    const siteId = paid.body.site_id
    const asset = await api.post('/api/site-assets', {
      token: user.token,
      body: { name: 'logo.png', content_type: 'image/png', content_size: 100, site_id: siteId },
    })
    expect(asset.status, JSON.stringify(asset.body)).toBe(201)
    const table = await api.post(`/api/sites/${siteId}/custom_data`, {
      token: user.token,
      body: {
        action: 'CreateTable',
        data: { table_name: 'contacts', columns: { email: { name: 'email' } } },
      },
    })
    expect(table.status, JSON.stringify(table.body)).toBe(200)
    const canceled = await api.post<CheckoutBody>(
      `/api/checkouts/${checkout.id}/actions/cancel_subscription`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(canceled.status).toBe(200)
    expect(canceled.body.subscription.status).toBe('Canceled')
    const end = new Date(canceled.body.subscription.period_end!).getTime()
    expect(new Date(canceled.body.subscription.delete_at!).getTime() - end).toBe(30 * 86_400_000)
    expect(await queue.getJob(`renew-${checkout.id}-1`)).toBeFalsy()
    expect(await queue.getJob(`delete-${checkout.id}`)).toBeTruthy()
    const again = await api.post<ErrorBody>(
      `/api/checkouts/${checkout.id}/actions/cancel_subscription`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(again.body.code).toBe('SubscriptionNotActive')
    // Still up until the period ends; a stray renewal charges nothing.
    expect((await sitesOfCheckout(checkout.id))[0]!.disabled).toBe(false)
    await sql(
      `UPDATE billing.checkouts SET period_end = now() - interval '1 second' WHERE id = $1`,
      [checkout.id],
    )
    await run('renew', { checkoutId: checkout.id, period: 1 })
    await run('end', { checkoutId: checkout.id })
    await waitFor(async () =>
      (await sitesOfCheckout(checkout.id))[0]?.disabled ? true : undefined,
    )
    expect((await getCheckout(user, checkout.id)).subscription.status).toBe('Ended')
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    // The daily sweep deletes what is past its 30 days, even without the delayed job.
    await sql(
      `UPDATE billing.checkouts SET period_end = now() - interval '31 days' WHERE id = $1`,
      [checkout.id],
    )
    await run('sweep', {})
    await waitFor(async () =>
      (await sitesOfCheckout(checkout.id)).length === 0 ? true : undefined,
    )
    const gone = await api.get(`/api/sites/${paid.body.site_id}`, { token: user.token })
    expect(gone.status).toBe(404)
    const [row] = await sql(`SELECT site_deleted_at FROM billing.checkouts WHERE id = $1`, [
      checkout.id,
    ])
    expect(row!.site_deleted_at).toBeTruthy()
    const [left] = await sql<{ assets: string; tables: string }>(
      `SELECT (SELECT count(*) FROM assets.assets WHERE site_id = $1) AS assets,
              (SELECT count(*) FROM custom_data.tables WHERE site_id = $1) AS tables`,
      [siteId],
    )
    expect(left).toEqual({ assets: '0', tables: '0' })
  })

  it('disables the site when the job runs again after a run recorded the end and then failed', async () => {
    const user = await register()
    const checkout = await newCheckout(user, { recurrence: 'Monthly' })
    await pay(user, checkout.id)
    // What a run leaves when the sites service failed right after the end was recorded.
    await sql(
      `UPDATE billing.checkouts SET subscription = 'Ended', site_disabled_at = now(),
         period_end = now() - interval '1 second'
       WHERE id = $1`,
      [checkout.id],
    )
    expect((await sitesOfCheckout(checkout.id))[0]!.disabled).toBe(false)
    await run('end', { checkoutId: checkout.id })
    await waitFor(async () =>
      (await sitesOfCheckout(checkout.id))[0]?.disabled ? true : undefined,
    )
  })

  it('refuses to cancel a checkout that never completed', async () => {
    const user = await register()
    const checkout = await newCheckout(user)
    const res = await api.post<ErrorBody>(
      `/api/checkouts/${checkout.id}/actions/cancel_subscription`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('SubscriptionNotActive')
  })
})

describe('reconciliation', () => {
  it('frees a checkout whose 3-D Secure was left behind, and still honours a late payment', async () => {
    const user = await register()
    const checkout = await newCheckout(user)
    const started = await pay(user, checkout.id, CARDS.threeDSecure)
    expect(started.body.status).toBe('Processing')
    await sql(
      `UPDATE billing.trades SET created_at = now() - interval '2 hours' WHERE trade_no = $1`,
      [started.tradeNo],
    )
    await run('reconcile-trade', { tradeNo: started.tradeNo })
    const freed = await waitFor(async () => {
      const c = await getCheckout(user, checkout.id)
      return c.status === 'Pending' ? c : undefined
    })
    expect(freed.payment_error).toBe('EcpayTokenExpired')
    // The bank answers after all: the payment wins.
    const page = await fetch(started.body.three_d_url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=pass',
    })
    expect(page.status).toBe(200)
    await waitFor(async () =>
      (await getCheckout(user, checkout.id)).status === 'Completed' ? true : undefined,
    )
    expect(await chargesOf(checkout.id)).toHaveLength(1)
  })
})
