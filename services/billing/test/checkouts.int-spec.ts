import { beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  billingInfo,
  CARDS,
  chargesOf,
  fakeTrades,
  getCheckout,
  mail,
  newCheckout,
  paidPoolUrl,
  pay,
  postNotification,
  register,
  signedNotification,
  siteName,
  sitesOfCheckout,
  sql,
  SUPPORT_EMAIL,
  uniqueSubdomain,
  visitPaid,
  waitFor,
  waitForNotificationsAnswered,
  waitForStatus,
  type CheckoutBody,
  type ErrorBody,
  type User,
} from './helpers.js'

let user: User

beforeAll(async () => {
  user = await register()
})

describe('checkout input', () => {
  it('prices the checkout itself and refuses amounts, unknown plans and periods, and wrong types', async () => {
    const ok = await api.post<CheckoutBody>('/api/checkouts', {
      token: user.token,
      body: {
        site_type: 'Paid1',
        recurrence: 'Yearly',
        name: siteName(),
        subdomain: uniqueSubdomain(),
      },
    })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({
      status: 'Pending',
      site_type: 'Paid1',
      recurrence: 'Yearly',
      amount: 3000,
      settle_amount: 960,
      site_id: null,
    })
    const bad: Array<Record<string, unknown>> = [
      { site_type: 'Paid1', name: siteName(), subdomain: uniqueSubdomain(), amount: 1 },
      { site_type: 'Paid9', name: siteName(), subdomain: uniqueSubdomain() },
      { site_type: 'Free', name: siteName(), subdomain: uniqueSubdomain() },
      { site_type: 'Paid1', recurrence: 'Weekly', name: siteName(), subdomain: uniqueSubdomain() },
      { site_type: 'Paid1', name: 42, subdomain: uniqueSubdomain() },
      { site_type: ['Paid1'], name: siteName(), subdomain: uniqueSubdomain() },
    ]
    for (const body of bad) {
      const res = await api.post<ErrorBody>('/api/checkouts', { token: user.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.code).toBe('InvalidFormData')
    }
    const raw = await api.post<ErrorBody>('/api/checkouts', {
      token: user.token,
      rawBody: '{"site_type":',
    })
    expect(raw.status).toBe(400)
    expect(raw.body.code).toBe('InvalidFormData')
    // Nothing was stored for any of them.
    const rows = await sql(`SELECT count(*)::int AS n FROM billing.checkouts WHERE user_id = $1`, [
      user.id,
    ])
    expect(rows[0]!.n).toBe(1)
  })

  it('prices every paid plan and period before a checkout exists, as a checkout would', async () => {
    const res = await api.get<{
      results: Array<{
        site_type: string
        recurrence: string
        amount: number
        currency: string
        settle_amount: number
        settle_currency: string
      }>
    }>('/api/checkouts/prices', { token: user.token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.results).toHaveLength(9)
    expect(res.body.results).toContainEqual({
      site_type: 'Paid1',
      recurrence: 'Yearly',
      amount: 3000,
      currency: 'USD',
      settle_amount: 960,
      settle_currency: 'TWD',
    })
    const monthly = res.body.results.find(
      (p) => p.site_type === 'Paid1' && p.recurrence === 'Monthly',
    )!
    const created = await api.post<CheckoutBody>('/api/checkouts', {
      token: user.token,
      body: {
        site_type: 'Paid1',
        recurrence: 'Monthly',
        name: siteName(),
        subdomain: uniqueSubdomain(),
      },
    })
    expect(created.body).toMatchObject({
      amount: monthly.amount,
      settle_amount: monthly.settle_amount,
    })
    const anonymous = await api.get<ErrorBody>('/api/checkouts/prices')
    expect(anonymous.status).toBe(401)
  })

  it("answers the site rules' codes, a taken subdomain, and a tier without room", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'x', subdomain: uniqueSubdomain() }, 'site_name'],
      [{ name: siteName(), subdomain: 'Bad_Sub' }, 'site_subdomain_format'],
      [{ name: siteName(), subdomain: 'www' }, 'site_subdomain_reserved'],
      [{ name: siteName(), subdomain: '' }, 'site_subdomain_empty'],
    ]
    for (const [body, code] of cases) {
      const res = await api.post<ErrorBody>('/api/checkouts', {
        token: user.token,
        body: { site_type: 'Paid1', ...body },
      })
      expect(res.status, code).toBe(400)
      expect(res.body.code).toBe(code)
    }
    const free = await api.post<{ subdomain: string }>('/api/sites', {
      token: user.token,
      body: { name: siteName(), subdomain: uniqueSubdomain() },
    })
    const taken = await api.post<ErrorBody>('/api/checkouts', {
      token: user.token,
      body: { site_type: 'Paid1', name: siteName(), subdomain: free.body.subdomain },
    })
    expect(taken.body.code).toBe('SubdomainTaken')
    // The local stack runs a Paid1 pool only.
    for (const siteType of ['Paid2', 'Paid3']) {
      const full = await api.post<ErrorBody>('/api/checkouts', {
        token: user.token,
        body: { site_type: siteType, name: siteName(), subdomain: uniqueSubdomain() },
      })
      expect(full.status).toBe(400)
      expect(full.body.code).toBe('NoAvailableSiteServer')
    }
  })

  it('checks billing details field by field, and asks for them before paying', async () => {
    const created = await api.post<CheckoutBody>('/api/checkouts', {
      token: user.token,
      body: { site_type: 'Paid1', name: siteName(), subdomain: uniqueSubdomain() },
    })
    const noInfo = await api.post<ErrorBody>(
      `/api/checkouts/${created.body.id}/actions/create_ecpay_token`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(noInfo.body.code).toBe('MissingInfo')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'not-an-email' }, 'billing_email'],
      [{ phoneNumber: '12' }, 'billing_phone'],
      [{ phoneCountry: 'XX' }, 'billing_phone_country'],
      [{ name: 'A' }, 'billing_name'],
      [{ name: 'Ann_Lee' }, 'billing_name'],
      [{ countryCode: '999' }, 'billing_country'],
      [{ address: '' }, 'billing_address'],
      [{ name: 12 }, 'InvalidFormData'],
      [{ extra: true }, 'InvalidFormData'],
    ]
    for (const [override, code] of cases) {
      const res = await api.patch<ErrorBody>(`/api/checkouts/${created.body.id}`, {
        token: user.token,
        body: { billing_info: billingInfo(user.email, override) },
      })
      expect(res.status, code).toBe(400)
      expect(res.body.code, JSON.stringify(override)).toBe(code)
    }
    const chinese = await api.patch<CheckoutBody>(`/api/checkouts/${created.body.id}`, {
      token: user.token,
      body: {
        billing_info: billingInfo(user.email, { name: '王小明 (Acme)' }),
        recurrence: 'Daily',
      },
    })
    expect(chinese.status).toBe(200)
    expect(chinese.body).toMatchObject({
      recurrence: 'Daily',
      amount: 300,
      billing_info: { name: '王小明 (Acme)' },
    })
    const none = await api.patch<ErrorBody>(`/api/checkouts/${created.body.id}`, {
      token: user.token,
      body: {},
    })
    expect(none.body.code).toBe('NoUpdates')
  })

  it('answers 404 for an unknown checkout and 400 for a malformed id', async () => {
    const unknown = await api.get<ErrorBody>(
      '/api/checkouts/0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00',
      {
        token: user.token,
      },
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('CheckoutNotFound')
    const malformed = await api.get<ErrorBody>('/api/checkouts/nope', { token: user.token })
    expect(malformed.status).toBe(400)
    expect((await api.get('/api/checkouts')).status).toBe(401)
  })
})

describe('paying', () => {
  it('completes a checkout: one charge, a paid site on a server of its tier, saved details and card', async () => {
    const checkout = await newCheckout(user, {}, true)
    const paid = await pay(user, checkout.id)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body).toMatchObject({ status: 'Completed', card4: '2222', payment_error: null })
    expect(paid.body.subscription).toMatchObject({ status: 'Active', period: 0 })
    const [site] = await sitesOfCheckout(checkout.id)
    expect(site).toMatchObject({ id: paid.body.site_id, site_type: 'Paid1', disabled: false })
    const siteView = await api.get<{ site_type: string; site_server: { address: string } }>(
      `/api/sites/${site!.id}`,
      { token: user.token },
    )
    expect(siteView.body.site_type).toBe('Paid1')
    expect(siteView.body.site_server.address).toBe(`http://localhost:${new URL(paidPoolUrl).port}`)
    await api.post(`/api/sites/${site!.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    const page = await visitPaid(checkout.subdomain)
    expect(page.status).toBe(200)
    expect(page.text).toContain(checkout.site_name)

    // The provider's notification arrives too: acknowledged, nothing charged twice.
    await waitFor(async () => {
      const rows = await sql(`SELECT 1 FROM billing.notifications WHERE trade_no = $1`, [
        paid.tradeNo,
      ])
      return rows.length > 0 ? true : undefined
    })
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    const full = await getCheckout(user, checkout.id)
    expect(full.charges).toEqual([expect.objectContaining({ period: 0, amount: 3000 })])

    const infos = await api.get<{
      results: Array<{ id: string; name: string }>
      cards: Array<{ card4: string }>
    }>('/api/billing_info?page=1', { token: user.token })
    expect(infos.body.results).toEqual([
      expect.objectContaining({ name: 'Ann Lee', countryCode: '158' }),
    ])
    expect(infos.body.cards).toEqual([
      expect.objectContaining({ card4: '2222', checkout_id: checkout.id }),
    ])
    const again = await api.post<ErrorBody>(
      `/api/checkouts/${checkout.id}/actions/create_ecpay_token`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(again.body.code).toBe('SiteCheckoutNotActive')
  })

  it('answers a declined card with the provider error, and lets the buyer try again', async () => {
    const checkout = await newCheckout(user)
    const declined = await pay(user, checkout.id, CARDS.decline)
    expect(declined.status).toBe(400)
    expect(declined.body.code).toBe('EcpayPaymentFailed')
    expect(await getCheckout(user, checkout.id)).toMatchObject({
      status: 'Pending',
      payment_error: 'EcpayPaymentFailed',
    })
    expect(await chargesOf(checkout.id)).toHaveLength(0)
    const retried = await pay(user, checkout.id, CARDS.success)
    expect(retried.body.status).toBe('Completed')
    expect(await chargesOf(checkout.id)).toHaveLength(1)
  })

  it('redirects through 3-D Secure and completes when the browser comes back', async () => {
    const checkout = await newCheckout(user)
    const started = await pay(user, checkout.id, CARDS.threeDSecure)
    expect(started.status).toBe(200)
    expect(started.body.status).toBe('Processing')
    expect(started.body.three_d_url).toMatch(/\/3ds\//)
    const page = await fetch(started.body.three_d_url!)
    expect(await page.text()).toContain('Authenticate')
    const result = await fetch(started.body.three_d_url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=pass',
    })
    const html = await result.text()
    const action = /action="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&')
    const resultData = /name="ResultData" value="([^"]+)"/
      .exec(html)![1]!
      .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))
    expect(action).toContain(`/api/ecpay/checkouts/${checkout.id}/3ds_result`)
    const back = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ResultData: resultData }).toString(),
      redirect: 'manual',
    })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toMatch(new RegExp(`/checkout/${checkout.id}/3ds_result$`))
    await waitForStatus(user, checkout.id, 'Completed')
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    expect(await sitesOfCheckout(checkout.id)).toHaveLength(1)
  })

  it('survives a payment whose answer times out: the order query settles it, once', async () => {
    const checkout = await newCheckout(user)
    const timedOut = await pay(user, checkout.id, CARDS.timeout)
    expect(timedOut.status).toBe(400)
    expect(timedOut.body.code).toBe('EcpayUnknownError')
    expect((await getCheckout(user, checkout.id)).status).toBe('Processing')
    const again = await api.post<ErrorBody>(
      `/api/checkouts/${checkout.id}/actions/create_ecpay_token`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(again.body.code).toBe('SiteCheckoutNotActive')
    const queried = await api.post<CheckoutBody>(
      `/api/checkouts/${checkout.id}/actions/query_ecpay_order`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(queried.status).toBe(200)
    expect(queried.body.status).toBe('Completed')
    const synced = await api.post<CheckoutBody>(
      `/api/checkouts/${checkout.id}/actions/sync_ecpay_charges`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(synced.body.charges).toHaveLength(1)
    expect(await chargesOf(checkout.id)).toHaveLength(1)
  })

  it('refuses a notification with a bad check value and changes nothing until the order is queried', async () => {
    const checkout = await newCheckout(user)
    const started = await pay(user, checkout.id, CARDS.badCheckValue)
    expect(started.body.status).toBe('Processing')
    await waitForNotificationsAnswered(user.id, started.tradeNo, 1)
    expect((await getCheckout(user, checkout.id)).status).toBe('Processing')
    expect(
      await sql(`SELECT 1 FROM billing.notifications WHERE trade_no = $1`, [started.tradeNo]),
    ).toHaveLength(0)
    const forged = await postNotification(signedNotification(started.tradeNo, 1, 'F1', true))
    expect(forged.status).toBe(400)
    expect((forged.body as ErrorBody).code).toBe('InvalidNotification')
    for (const garbage of [{}, { Data: 'AAAA' }, { Data: 'not base64!' }, 'text']) {
      const res = await postNotification(garbage)
      expect(res.status).toBe(400)
    }
    expect(await chargesOf(checkout.id)).toHaveLength(0)
    const queried = await api.post<CheckoutBody>(
      `/api/checkouts/${checkout.id}/actions/query_ecpay_order`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(queried.body.status).toBe('Completed')
  })

  it('applies duplicated and stale notifications once', async () => {
    const checkout = await newCheckout(user)
    const started = await pay(user, checkout.id, CARDS.duplicate)
    expect(started.status).toBe(200)
    await waitForStatus(user, checkout.id, 'Completed')
    await waitFor(async () => {
      const rows = await sql(`SELECT event_key FROM billing.notifications WHERE trade_no = $1`, [
        started.tradeNo,
      ])
      return rows.length === 2 ? rows : undefined
    })
    await waitForNotificationsAnswered(user.id, started.tradeNo, 4)
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    expect(await sitesOfCheckout(checkout.id)).toHaveLength(1)
    expect((await getCheckout(user, checkout.id)).status).toBe('Completed')
    // A replay of a stored notification is acknowledged and ignored.
    const replay = await postNotification(signedNotification(started.tradeNo, 1, 'REPLAYED'))
    expect(replay.status).toBe(200)
    expect(await chargesOf(checkout.id)).toHaveLength(1)
  })
})

describe('outcomes', () => {
  it('cancels before paying, and refuses to pay a cancelled checkout', async () => {
    const checkout = await newCheckout(user)
    const canceled = await api.patch<CheckoutBody>(`/api/checkouts/${checkout.id}`, {
      token: user.token,
      body: { status: 'Canceled' },
    })
    expect(canceled.body.status).toBe('Canceled')
    const token = await api.post<ErrorBody>(
      `/api/checkouts/${checkout.id}/actions/create_ecpay_token`,
      {
        token: user.token,
        body: {},
      },
    )
    expect(token.body.code).toBe('SiteCheckoutNotActive')
    const payAnyway = await api.post<ErrorBody>(`/api/checkouts/${checkout.id}/actions/pay`, {
      token: user.token,
      body: { pay_token: 'x' },
    })
    expect(payAnyway.body.code).toBe('SiteCheckoutNotActive')
    const listed = await api.get<{ results: CheckoutBody[] }>('/api/checkouts?status=Canceled', {
      token: user.token,
    })
    expect(listed.body.results.map((c) => c.id)).toContain(checkout.id)
  })

  it('expires an unpaid checkout, and still creates the site when payment is confirmed later', async () => {
    const checkout = await newCheckout(user)
    const token = await api.post<{ trade_no: string }>(
      `/api/checkouts/${checkout.id}/actions/create_ecpay_token`,
      {
        token: user.token,
        body: {},
      },
    )
    await sql(
      `UPDATE billing.checkouts SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [checkout.id],
    )
    expect((await getCheckout(user, checkout.id)).status).toBe('Expired')
    const payLate = await api.post<ErrorBody>(`/api/checkouts/${checkout.id}/actions/pay`, {
      token: user.token,
      body: { pay_token: 'x' },
    })
    expect(payLate.body.code).toBe('SiteCheckoutNotActive')
    const notice = await postNotification(
      signedNotification(token.body.trade_no, 1, `L${Date.now()}`),
    )
    expect(notice.status).toBe(200)
    const done = await getCheckout(user, checkout.id)
    expect(done.status).toBe('Completed')
    expect(await sitesOfCheckout(checkout.id)).toHaveLength(1)
  })

  it('fails a paid checkout whose site cannot be made, and tells support', async () => {
    const checkout = await newCheckout(user)
    // Someone takes the subdomain between checkout and payment.
    const other = await register()
    const taken = await api.post('/api/sites', {
      token: other.token,
      body: { name: siteName(), subdomain: checkout.subdomain },
    })
    expect(taken.status).toBe(201)
    const paid = await pay(user, checkout.id)
    expect(paid.body).toMatchObject({ status: 'Failed', payment_error: 'SubdomainTaken' })
    expect(await chargesOf(checkout.id)).toHaveLength(1)
    const message = await mail.waitForMail(SUPPORT_EMAIL, {
      match: (m) => m.text.includes(checkout.id),
    })
    expect(message.subject).toContain(checkout.id)
  })
})

describe('ownership', () => {
  it('refuses every checkout and billing record of another user', async () => {
    const owner = await register()
    const checkout = await newCheckout(owner, {}, true)
    await pay(owner, checkout.id)
    const stranger = await register()
    const t = { token: stranger.token }
    expect((await api.get(`/api/checkouts/${checkout.id}`, t)).status).toBe(403)
    expect(
      (await api.patch(`/api/checkouts/${checkout.id}`, { ...t, body: { recurrence: 'Daily' } }))
        .status,
    ).toBe(403)
    for (const action of [
      'cancel_subscription',
      'query_ecpay_order',
      'sync_ecpay_charges',
      'create_ecpay_token',
    ]) {
      const res = await api.post<ErrorBody>(`/api/checkouts/${checkout.id}/actions/${action}`, {
        ...t,
        body: {},
      })
      expect(res.status, action).toBe(403)
    }
    const payOther = await api.post(`/api/checkouts/${checkout.id}/actions/pay`, {
      ...t,
      body: { pay_token: 'x' },
    })
    expect(payOther.status).toBe(403)
    expect((await api.get<{ results: unknown[] }>('/api/checkouts', t)).body.results).toEqual([])
    const ownerInfos = await api.get<{ results: Array<{ id: string }> }>('/api/billing_info', {
      token: owner.token,
    })
    const infoId = ownerInfos.body.results[0]!.id
    expect((await api.delete(`/api/billing_info/${infoId}`, t)).status).toBe(403)
    expect((await api.get<{ results: unknown[] }>('/api/billing_info', t)).body.results).toEqual([])
    const useOther = await api.post<CheckoutBody>('/api/checkouts', {
      ...t,
      body: { site_type: 'Paid1', name: siteName(), subdomain: uniqueSubdomain() },
    })
    const borrowed = await api.patch<ErrorBody>(`/api/checkouts/${useOther.body.id}`, {
      ...t,
      body: { billing_info_id: infoId },
    })
    expect(borrowed.status).toBe(404)
    const token = await api.post(`/api/users/${owner.id}/create_ecpay_user_token`, {
      ...t,
      body: {},
    })
    expect(token.status).toBe(403)
    // The owner still has it all.
    expect((await api.delete(`/api/billing_info/${infoId}`, { token: owner.token })).status).toBe(
      204,
    )
    expect(
      (await api.get<{ results: unknown[] }>('/api/billing_info', { token: owner.token })).body
        .results,
    ).toEqual([])
  })

  it('gives the owner a card provider user token, once they have billing details', async () => {
    const fresh = await register()
    const missing = await api.post<ErrorBody>(`/api/users/${fresh.id}/create_ecpay_user_token`, {
      token: fresh.token,
      body: {},
    })
    expect(missing.body.code).toBe('MissingInfo')
    const checkout = await newCheckout(fresh, {}, true)
    await api.post(`/api/checkouts/${checkout.id}/actions/create_ecpay_token`, {
      token: fresh.token,
      body: {},
    })
    const token = await api.post<{ token: string; sdk_url: string }>(
      `/api/users/${fresh.id}/create_ecpay_user_token`,
      { token: fresh.token, body: {} },
    )
    expect(token.status).toBe(200)
    expect(token.body.token).toMatch(/^u/)
    expect(token.body.sdk_url).toMatch(/\/sdk\.js$/)
    expect(await fakeTrades(fresh.id)).toHaveLength(1)
  })
})
