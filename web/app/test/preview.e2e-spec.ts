import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import { createSite, serializeSite } from '@tessera/site-format'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser'

/** /preview?siteId=… for visitors who are not logged in (platform.md section 2). */
describe('web app: public preview, logged out', () => {
  const stack = testStack()
  const api = apiClient(stack.gatewayUrl)
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  let browser: Browser
  let token: string

  async function site(text: string): Promise<string> {
    const content = createSite(`Preview ${text}`)
    const home = content.pages[content.defaults.homePage]!
    home.root.children = [
      {
        id: `${content.context.namespace}-c-${content.context.nextId++}`,
        name: 'Heading',
        tag: 'h1',
        content: text,
        parentId: home.root.id,
        style: { custom: {} },
      },
    ]
    const res = await api.post<{ id: string }>('/api/sites', {
      token,
      body: { subdomain: `preview-${uniqueSuffix()}`, ...serializeSite(content) },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.id
  }

  beforeAll(async () => {
    const registered = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email: uniqueEmail('app-preview'), password: 'correct horse battery' },
    })
    expect(registered.status).toBe(201)
    token = registered.body.auth_token
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  const frameText = (page: Page) =>
    page.frameLocator('iframe.preview-frame').locator('h1').textContent({ timeout: 30_000 })

  it('shows a site whose preview is enabled, and one that is published', async () => {
    const previewed = await site('Draft for the link')
    const enabled = await api.patch(`/api/sites/${previewed}`, {
      token,
      body: { enable_preview: true },
    })
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200)
    const published = await site('Live for everyone')
    const publish = await api.post(`/api/sites/${published}/actions/publish`, {
      token,
      body: { publish: true },
    })
    expect(publish.status).toBe(200)

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(app(`/preview?siteId=${previewed}`))
    expect(await frameText(page)).toBe('Draft for the link')
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.goto(app(`/preview?siteId=${published}`))
    expect(await frameText(page)).toBe('Live for everyone')
    await screenshot(page, 'preview-logged-out')
    await context.close()
  }, 90_000)

  it('shows Not Found for an unknown page, and a site it may not show as not found', async () => {
    const previewed = await site('Has a home only')
    await api.patch(`/api/sites/${previewed}`, { token, body: { enable_preview: true } })
    const hidden = await site('Neither published nor previewed')

    for (const locale of ['en-US', 'zh-TW']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale })
      const page = await context.newPage()
      await page.goto(app(`/preview/no-such-page?siteId=${previewed}`))
      const heading = page.getByRole('heading', { level: 1 })
      await expect
        .poll(() => heading.textContent(), { timeout: 30_000 })
        .toBe(locale === 'en-US' ? 'Not Found' : '找不到頁面')
      expect(await page.locator('iframe').count()).toBe(0)
      if (locale === 'en-US') await screenshot(page, 'preview-not-found')
      else await screenshot(page, 'preview-not-found-zh-tw')

      await page.goto(app(`/preview?siteId=${hidden}`))
      await expect
        .poll(() => page.locator('main h1').textContent(), { timeout: 30_000 })
        .toBe(locale === 'en-US' ? 'Site not found.' : '找不到網站。')
      expect(await page.locator('iframe').count()).toBe(0)
      await context.close()
    }
  }, 90_000)
})
