import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'

/**
 * Buying a plan end to end: pricing on Home, Checkout with the fake ECPay's card form, the
 * 3-D Secure page, the result, and the paid site answering on its subdomain. The app runs on
 * localhost (APP_ORIGIN), where ECPay's return lands.
 */
describe('web app: buying a plan', () => {
  const stack = testStack()
  const gatewayPort = new URL(stack.gatewayUrl).port
  const app = (path: string) => `http://localhost:${gatewayPort}${path}`
  const paidPort = new URL(stack.urls['site-server-paid1']!).port
  const email = uniqueEmail('app-checkout')
  const siteName = `Shop ${uniqueSuffix().slice(-6)}`
  const subdomain = `shop-${uniqueSuffix()}`
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const api = apiClient(stack.gatewayUrl)
    const registered = await api.post('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    browser = await launchBrowser()
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    })
    page = await context.newPage()
    await page.goto(app('/login'))
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/sites')
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('goes from the pricing table through 3-D Secure to a live paid site', async () => {
    await page.goto(app('/#pricing'))
    await page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: 'Monthly' })
      .click()
    const starter = page
      .locator('.plan-card')
      .filter({ has: page.getByRole('heading', { name: 'Starter' }) })
    await starter.getByRole('link', { name: 'Choose plan' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout/new')
    expect(new URL(page.url()).searchParams.get('plan')).toBe('Paid1')
    await expect.poll(() => page.getByTestId('checkout-total').textContent()).toContain('$30')

    await page.getByLabel('Site name').fill(siteName)
    await page.getByLabel('Subdomain').fill(subdomain)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => /^\/checkout\/[0-9a-f-]{36}$/.test(url.pathname))
    const checkoutId = new URL(page.url()).pathname.split('/')[2]!

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Phone', { exact: true }).fill('0912345678')
    await page.getByLabel('Name', { exact: true }).fill('Ann Lee')
    await page.getByLabel('Address').fill('1 Taipei Road, Taipei')
    await screenshot(page, 'checkout-billing')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue to payment' }).click()

    const card = page.locator('#fake-ecpay-card')
    await card.waitFor()
    await card.fill('4000 0000 0000 3220')
    await screenshot(page, 'checkout-card')
    await page.getByRole('button', { name: 'Pay $30' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/3ds/'))
    await page.getByRole('button', { name: 'Authenticate' }).click()
    await page.waitForURL((url) => url.pathname === `/checkout/${checkoutId}/3ds_result`)
    const outcome = page.getByTestId('checkout-outcome')
    await expect
      .poll(() => outcome.getAttribute('data-outcome'), { timeout: 20_000 })
      .toBe('Completed')
    await expect.poll(() => outcome.textContent()).toContain('Your site is ready')
    await screenshot(page, 'checkout-complete')

    // The site lives on the Paid1 pool; published, it answers on its subdomain.
    const api = apiClient(stack.gatewayUrl)
    const login = await api.post<{ auth_token: string }>('/api/auth/logins', {
      body: { email, password: PASSWORD },
    })
    const checkout = await api.get<{ site_id: string }>(`/api/checkouts/${checkoutId}`, {
      token: login.body.auth_token,
    })
    const published = await api.post(`/api/sites/${checkout.body.site_id}/actions/publish`, {
      token: login.body.auth_token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    const visit = await page.goto(`http://${subdomain}.localhost:${paidPort}/`)
    expect(visit?.status()).toBe(200)
    expect(await page.content()).toContain(siteName)

    // Settings, history shows it, with its period and amount.
    await page.goto(app('/settings/history'))
    const row = page.getByRole('row').filter({ hasText: siteName })
    await expect.poll(() => row.textContent()).toContain('$30')
    expect(await row.textContent()).toContain('Completed')
    await screenshot(page, 'settings-history')
  }, 90_000)
})
