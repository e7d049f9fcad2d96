import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser'

const PASSWORD = 'correct horse battery'

/**
 * What a buyer meets after the first purchase, through the fake ECPay: a declined card, the
 * finished checkout opened again, and the next checkout with the address saved by the first.
 */
describe('web app: paying again', () => {
  const stack = testStack()
  const gatewayPort = new URL(stack.gatewayUrl).port
  const app = (path: string) => `http://localhost:${gatewayPort}${path}`
  const email = uniqueEmail('app-checkout-again')
  const siteName = `Bakery ${uniqueSuffix().slice(-6)}`
  let browser: Browser
  let page: Page
  let checkoutId = ''

  beforeAll(async () => {
    const registered = await apiClient(stack.gatewayUrl).post('/api/users/registrations', {
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

  /** The site step of a new monthly Starter checkout, on to the billing step. */
  async function startCheckout(name: string): Promise<string> {
    await page.goto(app('/checkout/new?plan=Paid1&period=Monthly'))
    await page.getByLabel('Site name').fill(name)
    await page.getByLabel('Subdomain').fill(`shop-${uniqueSuffix()}`)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL((url) => /^\/checkout\/[0-9a-f-]{36}$/.test(url.pathname))
    await page.getByRole('heading', { name: 'Billing' }).waitFor()
    return new URL(page.url()).pathname.split('/')[2]!
  }

  it("keeps a declined card on the payment step with the provider's message", async () => {
    checkoutId = await startCheckout(siteName)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Phone', { exact: true }).fill('0912345678')
    await page.getByLabel('Name', { exact: true }).fill('Ann Lee')
    await page.getByLabel('Address', { exact: true }).fill('1 Taipei Road, Taipei')
    await page.getByRole('button', { name: 'Continue to payment' }).click()

    const card = page.locator('#fake-ecpay-card')
    await card.fill('4000 0000 0000 0002')
    await page.getByRole('button', { name: 'Pay $30' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Authorization failed' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('The payment failed')
    expect(await page.getByRole('heading', { name: 'Payment' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Billing' }).count()).toBe(0)
    await screenshot(page, 'checkout-declined')

    // The card form is ready for another card, on a new trade.
    await card.fill('4311 9522 2222 2222')
    await page.getByRole('button', { name: 'Pay $30' }).click()
    await page.waitForURL((url) => url.pathname === `/checkout/${checkoutId}/3ds_result`)
    await expect
      .poll(() => page.getByTestId('checkout-outcome').getAttribute('data-outcome'), {
        timeout: 20_000,
      })
      .toBe('Completed')
  }, 90_000)

  it('shows the result when the finished checkout is opened again', async () => {
    await page.goto(app(`/checkout/${checkoutId}`))
    const outcome = page.getByTestId('checkout-outcome')
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('Completed')
    expect(await outcome.textContent()).toContain('Starter plan')
    const open = outcome.getByRole('link', { name: `Open ${siteName}` })
    expect(await open.getAttribute('href')).toMatch(/^\/build\/[0-9a-f-]{36}$/)
    expect(await page.getByText('still processing or has expired').count()).toBe(0)
    await screenshot(page, 'checkout-reopened')
  })

  it('offers the saved address on the first visit of the next checkout', async () => {
    await startCheckout(`Deli ${uniqueSuffix().slice(-6)}`)
    const choice = page.getByRole('combobox', { name: 'Billing address' })
    await choice.waitFor()
    expect(await choice.locator('option:checked').textContent()).toContain('Ann Lee')
    // The saved address is used as it is: no empty new-address fields beside it.
    expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).count()).toBe(0)
    expect(await page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(0)

    await choice.selectOption({ label: 'New address' })
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email)
    expect(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue()).toBe('')

    await page.reload()
    await choice.waitFor()
    expect(await choice.locator('option:checked').textContent()).toContain('Ann Lee')
    expect(await page.locator('.checkout-steps').getByRole('textbox').count()).toBe(0)
    await screenshot(page, 'checkout-saved-address')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.locator('#fake-ecpay-card').waitFor()
  }, 60_000)
})
