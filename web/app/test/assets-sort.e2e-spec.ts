import { apiClient, testStack, uniqueEmail, solidPng } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'

/** The asset manager's sort by usage: what each asset counts against the allowance. */
describe('web app: assets sorted by usage', () => {
  const stack = testStack()
  const api = apiClient(stack.gatewayUrl)
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-asset-sort')
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const registered = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    const token = registered.body.auth_token
    for (const [name, bytes] of [
      ['small.png', solidPng(16, 16, [200, 40, 40])],
      ['large.png', solidPng(400, 300, [40, 90, 200])],
      ['medium.png', solidPng(120, 90, [40, 160, 90])],
    ] as const) {
      const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
        token,
        body: { name, site_id: 'identity', content_type: 'image/png', content_size: bytes.length },
      })
      expect(created.status).toBe(201)
      const put = await fetch(created.body.signed_url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/png' },
      })
      expect(put.status).toBe(200)
      const verified = await api.post(`/api/site-assets/${created.body.id}/actions/verify`, {
        token,
      })
      expect(verified.status).toBe(200)
    }
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

  const names = () => page.locator('.asset-grid .asset-name').allTextContents()

  it('orders by usage, most first and least first, in en and zh-tw', async () => {
    await page.goto(app('/site-assets'))
    await expect.poll(names, { timeout: 20_000 }).toHaveLength(3)
    await page.getByLabel('Sort by').selectOption({ label: 'Most storage used first' })
    await expect.poll(names).toEqual(['large.png', 'medium.png', 'small.png'])
    await page.getByLabel('Sort by').selectOption({ label: 'Least storage used first' })
    await expect.poll(names).toEqual(['small.png', 'medium.png', 'large.png'])
    await page.getByLabel('Sort by').selectOption({ label: 'Most storage used first' })
    await expect.poll(names).toEqual(['large.png', 'medium.png', 'small.png'])
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'assets-sort-usage')

    await page.getByLabel('Language').selectOption('zh-tw')
    const sort = page.getByLabel('排序方式')
    await expect.poll(() => sort.locator('option:checked').textContent()).toBe('佔用空間最多優先')
    await expect.poll(names).toEqual(['large.png', 'medium.png', 'small.png'])
    await screenshot(page, 'assets-sort-usage-zh-tw')
  }, 90_000)

  /** Each card's buttons that stick out of the card, or whose label sticks out of the button. */
  const overflowing = () =>
    page.locator('.asset-card').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect()
        return [...card.querySelectorAll<HTMLElement>('.asset-actions .button')]
          .filter((button) => {
            const b = button.getBoundingClientRect()
            return (
              b.left < box.left ||
              b.right > box.right ||
              b.bottom > box.bottom ||
              button.scrollWidth > button.clientWidth
            )
          })
          .map((button) => button.textContent)
      }),
    )

  it('keeps the card buttons inside their cards at 1280 and 390 px, in en and zh-tw', async () => {
    for (const lang of ['en', 'zh-tw']) {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(app('/site-assets'))
      await expect.poll(names, { timeout: 20_000 }).toHaveLength(3)
      const shown = await page.locator('html').getAttribute('lang')
      if (shown?.toLowerCase() !== lang) {
        await page.getByLabel(shown === 'en' ? 'Language' : '語言').selectOption(lang)
        await expect
          .poll(() => page.locator('html').getAttribute('lang'))
          .toMatch(new RegExp(lang, 'i'))
      }
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 })
        await expect.poll(overflowing).toEqual([])
        await screenshot(page, `assets-cards-${width}-${lang}`)
      }
    }
  }, 90_000)
})
