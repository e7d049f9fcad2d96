import { gzipSync } from 'node:zlib'
import { MailSinkClient, testStack, uniqueEmail } from '@tessera/kit/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'
const HOME_JS_BUDGET = 150 * 1024

describe('web app: account flow in a browser', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const mail = new MailSinkClient(stack.mailSinkUrl)
  const email = uniqueEmail('app-e2e')
  let browser: Browser
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
    page = await context.newPage()
  }, 30_000)

  afterAll(async () => {
    await browser?.close()
  })

  const expectAccessible = async () => expect(await seriousViolations(page)).toEqual([])

  it('serves the home page within its JavaScript budget, accessible', async () => {
    const scripts: Array<Promise<Buffer>> = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body())
    })
    await page.goto(app('/'), { waitUntil: 'networkidle' })
    await expect.poll(() => page.title()).toBe('Build and host websites · Tessera')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const gzipped = (await Promise.all(scripts)).reduce(
      (sum, body) => sum + gzipSync(body).length,
      0,
    )
    expect(gzipped).toBeGreaterThan(0)
    expect(gzipped).toBeLessThanOrEqual(HOME_JS_BUDGET)
    page.removeAllListeners('response')
    await screenshot(page, 'home')
    await expectAccessible()
    // The cookie notice goes once accepted, and stays gone.
    const notice = page.getByRole('region', { name: 'Cookie notice' })
    await notice.getByRole('button', { name: 'Got it' }).click()
    await notice.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await notice.count()).toBe(0)
  })

  it('signs up and lands on the dashboard with a reminder to confirm', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click()
    await page.getByRole('heading', { name: 'Create your account' }).waitFor()
    await screenshot(page, 'signup')
    await expectAccessible()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    const submit = page.getByRole('button', { name: 'Sign up' })
    expect(await submit.isDisabled()).toBe(true)
    await page.getByRole('checkbox').check()
    await submit.click()
    await page.waitForURL((url) => url.pathname === '/sites')
    await page.getByText('Please confirm your e-mail address').waitFor()
  })

  it('confirms the e-mail with the code from the message', async () => {
    const message = await mail.waitForMail(email)
    const code = /confirm-email\?code=([^\s"&<]+)/.exec(message.text)?.[1]
    expect(code).toBeTruthy()
    await page.goto(app(`/confirm-email?code=${code}`))
    await page.getByText('Your e-mail is confirmed. Thank you!').waitFor()
    await screenshot(page, 'confirm-email')
    await expectAccessible()
    await page.goto(app('/settings/info'))
    await page.getByTestId('account-email').getByText(email).waitFor()
    await page.getByText('Confirmed', { exact: true }).waitFor()
    expect(await page.getByText('Please confirm your e-mail address').count()).toBe(0)
    await screenshot(page, 'settings-info')
    await expectAccessible()
  })

  it('logs out, and a login route sends to Login with from, then back after login', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto(app('/sites'))
    await page.waitForURL((url) => url.pathname === '/login')
    const from = new URL(page.url()).searchParams.get('from')
    expect(Buffer.from(from ?? '', 'base64').toString()).toBe('/sites')
    await page.getByRole('heading', { name: 'Log in' }).waitFor()
    await screenshot(page, 'login')
    await expectAccessible()

    // Keyboard only: the e-mail field has focus, Tab moves through the form in order, Enter submits.
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return el
          ? `${el.tagName.toLowerCase()}:${el.getAttribute('name') ?? el.textContent?.trim()}`
          : ''
      })
    expect(await focused()).toBe('input:email')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('input:password')
    await page.keyboard.type('wrong password')
    await page.keyboard.press('Enter')
    await page.getByRole('alert').getByText('The e-mail or password is incorrect.').waitFor()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Control+A')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('a:Forgot your password?')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('button:Log in')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/sites')
  })

  it('switches to Traditional Chinese and shows translated screens', async () => {
    await page.goto(app('/'))
    await page.getByLabel('Language').selectOption('zh-tw')
    await page
      .getByRole('navigation', { name: '主選單' })
      .getByRole('link', { name: '網站' })
      .waitFor()
    await page
      .getByRole('heading', { level: 1 })
      .getByText('幾分鐘打造', { exact: false })
      .waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW')
    await screenshot(page, 'home-zh-tw')
    await page.goto(app('/settings/info'))
    await page.getByRole('heading', { name: '你的帳號' }).waitFor()
    await expect.poll(() => page.title()).toBe('設定 · Tessera')
    await screenshot(page, 'settings-info-zh-tw')
    await expectAccessible()
    // The choice is kept for the next visit.
    await page.reload()
    await page.getByRole('heading', { name: '你的帳號' }).waitFor()
    await page.getByLabel('語言').selectOption('en')
    await page.getByRole('heading', { name: 'Your account' }).waitFor()
  })

  it('shows the other public screens: forgot password, legal pages with anchors, Not Found', async () => {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const visitor = await fresh.newPage()
    try {
      await visitor.goto(app('/auth/forgot'))
      await visitor.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
      await visitor.getByLabel('E-mail').fill(email)
      await visitor.getByRole('button', { name: 'Send reset link' }).click()
      await visitor.getByText('a reset link is on its way', { exact: false }).waitFor()
      await screenshot(visitor, 'forgot-password')
      expect(await seriousViolations(visitor)).toEqual([])

      await visitor.goto(app('/terms#plans'))
      await visitor.getByRole('heading', { name: 'Plans and payment' }).waitFor()
      await expect
        .poll(() =>
          visitor.evaluate(() => document.getElementById('plans')!.getBoundingClientRect().top),
        )
        .toBeLessThan(200)
      await screenshot(visitor, 'terms')
      expect(await seriousViolations(visitor)).toEqual([])

      await visitor.goto(app('/no/such/page'))
      await visitor.getByRole('heading', { name: 'Not Found' }).waitFor()
      await visitor.getByText("Sorry, we can't find what you're looking for.").waitFor()
      await screenshot(visitor, 'not-found')
      expect(await seriousViolations(visitor)).toEqual([])

      await visitor.setViewportSize({ width: 390, height: 844 })
      await visitor.goto(app('/'))
      await visitor.getByRole('heading', { level: 1 }).waitFor()
      await screenshot(visitor, 'home-mobile')
    } finally {
      await fresh.close()
    }
  })
})
