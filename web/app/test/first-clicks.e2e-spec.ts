import { apiClient, testStack, uniqueEmail } from '@tessera/kit/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser'

const PASSWORD = 'correct horse battery'

/** What a new user meets first: the account forms' clicks and where logging in leads. */
describe('web app: first clicks in a browser', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-first')
  let browser: Browser

  beforeAll(async () => {
    const registered = await apiClient(stack.gatewayUrl).post('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  async function freshPage(locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale })
    return { context, page: await context.newPage() }
  }

  const top = async (page: Page, name: string) =>
    (await page.getByRole('link', { name }).boundingBox())!.y

  it('on Login, leaving the focused e-mail field untouched moves nothing and shows no error', async () => {
    const { context, page } = await freshPage()
    await page.goto(app('/login'))
    await page.getByRole('heading', { name: 'Log in' }).waitFor()
    const emailField = page.getByLabel('E-mail')
    await expect.poll(() => emailField.evaluate((el) => el === document.activeElement)).toBe(true)

    // Dismissing the cookie notice takes focus away: the empty field stays as it was.
    await page.getByRole('button', { name: 'Got it' }).click()
    expect(await emailField.getAttribute('aria-invalid')).toBeNull()
    expect(await page.getByText('Enter your e-mail.').count()).toBe(0)

    // The first click on a link lands (the blur it causes moves nothing under the pointer).
    await emailField.focus()
    const before = await top(page, 'Forgot your password?')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/forgot', { timeout: 3000 })

    // Typed in, then left: the message shows, in the space kept for it.
    await page.goto(app('/login'))
    await page.getByRole('heading', { name: 'Log in' }).waitFor()
    expect(await top(page, 'Forgot your password?')).toBe(before)
    await emailField.fill('not-an-address')
    await page.getByRole('heading', { name: 'Log in' }).click()
    await page.getByText('Enter a valid e-mail address.').waitFor()
    expect(await emailField.getAttribute('aria-invalid')).toBe('true')
    expect(await top(page, 'Forgot your password?')).toBe(before)
    await screenshot(page, 'login-typed-error')
    await context.close()
  })

  it('on Sign-up, the first click on the terms box or the login link lands', async () => {
    const { context, page } = await freshPage()
    await page.goto(app('/signup'))
    await page.getByRole('heading', { name: 'Create your account' }).waitFor()
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').focus()
    await page.getByRole('checkbox').click()
    expect(await page.getByRole('checkbox').isChecked()).toBe(true)
    expect(await page.getByText('Enter your e-mail.').count()).toBe(0)

    await page.getByLabel('E-mail').focus()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 3000 })
    await context.close()
  })

  it('shows the account forms in Traditional Chinese with the same room for messages', async () => {
    const { context, page } = await freshPage('zh-TW')
    await page.goto(app('/login'))
    await page.getByRole('heading', { name: '登入' }).waitFor()
    await page.getByRole('button', { name: '我知道了' }).click()
    await page.getByLabel('電子郵件').fill('x')
    await page.getByRole('heading', { name: '登入' }).click()
    await page.locator('.field-error').first().filter({ hasText: /\S/ }).waitFor()
    await screenshot(page, 'login-typed-error-zh-tw')
    await context.close()
  })

  it('keeps the hash through the login redirect, and sends a logged-in user from Login to Sites', async () => {
    const { context, page } = await freshPage()
    await page.goto(app('/site-assets#uploads'))
    await page.waitForURL((url) => url.pathname === '/login')
    const from = new URL(page.url()).searchParams.get('from')
    expect(Buffer.from(from ?? '', 'base64').toString()).toBe('/site-assets#uploads')

    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/site-assets')
    expect(new URL(page.url()).hash).toBe('#uploads')

    await page.goto(app('/login'))
    await page.waitForURL((url) => url.pathname === '/sites')
    await page.goto(app('/signup'))
    await page.waitForURL((url) => url.pathname === '/sites')
    await context.close()
  })
})
