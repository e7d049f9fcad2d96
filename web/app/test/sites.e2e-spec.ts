import { apiClient, testStack, uniqueEmail, uniqueSuffix, solidPng } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'
const PNG = solidPng(64, 48, [67, 56, 202])

describe('web app: sites and assets in a browser', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-sites')
  const siteName = `Cafe ${uniqueSuffix().slice(-6)}`
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
      viewport: { width: 1280, height: 800 },
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

  const card = () =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: siteName }) })

  it('creates a blank site from ?s=new and opens it in the builder', async () => {
    await page.goto(app('/sites?s=new'))
    const dialog = page.getByRole('dialog', { name: 'Create a site' })
    await dialog.getByLabel('Site name').fill(siteName)
    await screenshot(page, 'sites-create')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Next' }).click()
    const start = page.getByRole('dialog', { name: 'How would you like to start?' })
    await start.getByRole('button', { name: 'Blank' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/build/'))
    await page.goto(app('/sites'))
    await card().getByText('Not published').waitFor()
  })

  it('publishes the site and serves it at its subdomain', async () => {
    await page.getByRole('button', { name: `Publish ${siteName}` }).click()
    await card().getByText('Published', { exact: true }).waitFor()
    const link = card().getByRole('link', { name: /localhost/ })
    const href = await link.getAttribute('href')
    const port = new URL(stack.urls['site-server']!).port
    expect(href).toMatch(new RegExp(`^http://[a-z0-9-]+\\.localhost:${port}/$`))
    await screenshot(page, 'sites')
    expect(await seriousViolations(page)).toEqual([])
    const visitor = await browser.newPage()
    try {
      const response = await visitor.goto(href!)
      expect(response?.status()).toBe(200)
      expect(await visitor.content()).toContain('<html')
    } finally {
      await visitor.close()
    }
  })

  it('site settings: a custom domain with the DNS record to add, and usage', async () => {
    await page.getByRole('button', { name: `Settings ${siteName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Settings: ${siteName}` })
    expect(await dialog.getByRole('switch', { name: 'Published' }).isChecked()).toBe(true)
    await dialog.getByRole('tab', { name: 'Domains' }).click()
    const domain = `www.e2e-${uniqueSuffix()}.test`
    await dialog.getByLabel('Domain', { exact: true }).fill(domain)
    await dialog.getByRole('button', { name: 'Add domain' }).click()
    await dialog.getByText(domain, { exact: true }).first().waitFor()
    await dialog.getByText(/^tessera-verify=/).waitFor()
    await screenshot(page, 'site-settings-domains')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: `Remove ${domain}` }).click()
    await dialog.getByText('No custom domains yet.').waitFor()
    await dialog.getByRole('tab', { name: 'Usage' }).click()
    await dialog.getByText('Bandwidth').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  it('previews the site in a sandboxed frame', async () => {
    const href = await card().getByRole('link', { name: 'Edit' }).getAttribute('href')
    const siteId = href!.split('/').pop()!
    await page.goto(app(`/preview?siteId=${siteId}`))
    const frame = page.locator('iframe.preview-frame')
    await frame.waitFor()
    // An opaque origin: the site's scripts cannot reach the app's storage (or its token).
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin')
    expect(await frame.getAttribute('srcdoc')).toMatch(/^<!doctype html>/i)
    await page.frameLocator('iframe.preview-frame').locator('body').waitFor({ state: 'attached' })
    await screenshot(page, 'preview')
    await page.goto(app('/sites'))
  })

  it('uploads an image with progress, optimised by the image service, and lists it', async () => {
    const jobCalls: string[] = []
    const onRequest = (request: { method(): string; url(): string }) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/jobs')) jobCalls.push(`${request.method()} ${path}`)
    }
    page.on('request', onRequest)
    await page.goto(app('/site-assets'))
    await page.getByRole('heading', { name: 'Assets' }).waitFor()
    await page.getByLabel('Upload to').selectOption({ label: siteName })
    await page
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: 'tiny-photo.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('progressbar', { name: 'Uploading tiny-photo.png' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Optimising…' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor()
    page.off('request', onRequest)
    // The png went through the jobs API (posted, then polled), with no fallback notice.
    expect(jobCalls[0]).toBe('POST /api/jobs')
    expect(jobCalls.slice(1).every((call) => /^GET \/api\/jobs\/[0-9a-f-]{36}$/.test(call))).toBe(
      true,
    )
    expect(jobCalls.length).toBeGreaterThan(1)
    expect(await page.getByText('uploaded instead').count()).toBe(0)
    const listed = page
      .getByRole('list', { name: 'Assets', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'tiny-photo.png' })
    await listed.waitFor()
    await page.getByText('Page 1 of 1 (1 asset)').waitFor()
    // Names past 9 characters carry a tooltip with the whole name.
    expect(await listed.locator('.asset-name').getAttribute('title')).toBe('tiny-photo.png')
    await screenshot(page, 'assets')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('shows the templates picker', async () => {
    await page.goto(app('/templates'))
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor()
    await screenshot(page, 'templates')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('shows the dashboard in Traditional Chinese', async () => {
    await page.goto(app('/sites'))
    await page.getByLabel('Language').selectOption('zh-tw')
    await page.getByRole('heading', { name: '你的網站' }).waitFor()
    await page.getByRole('button', { name: '建立網站' }).waitFor()
    await screenshot(page, 'sites-zh-tw')
    await page.getByLabel('語言').selectOption('en')
    await page.getByRole('heading', { name: 'Your sites' }).waitFor()
  })

  it('deletes the site by typing its name, once its assets are gone', async () => {
    await page.goto(app('/site-assets'))
    await page.getByRole('button', { name: 'Delete tiny-photo.png' }).click()
    await page
      .getByRole('dialog', { name: 'Delete asset' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page.getByText('No assets here yet.', { exact: false }).waitFor()

    await page.goto(app('/sites'))
    await page.getByRole('button', { name: `Delete ${siteName}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete site' })
    const confirm = dialog.getByRole('button', { name: 'Delete site' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel(`Type ${siteName} to confirm`).fill(siteName)
    await confirm.click()
    await card().waitFor({ state: 'detached' })
  })
})
