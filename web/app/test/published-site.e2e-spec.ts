import { apiClient, testStack, uniqueEmail, uniqueSuffix, solidPng } from '@tessera/kit/testing'
import { serializeSite } from '@tessera/site-format'
import { richSite } from '@tessera/site-format/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allViolations, launchBrowser, screenshot } from './browser'

const COLOURS: Array<[number, number, number]> = [
  [30, 64, 120],
  [200, 120, 40],
  [40, 140, 90],
  [150, 40, 60],
  [90, 90, 160],
  [20, 110, 130],
]

/** A published site with every built-in a visitor meets, checked with axe and the keyboard. */
describe('published site: accessible to every visitor', () => {
  const stack = testStack()
  const api = apiClient(stack.gatewayUrl)
  let browser: Browser
  let siteUrl: string

  beforeAll(async () => {
    const registered = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email: uniqueEmail('published-a11y'), password: 'correct horse battery' },
    })
    expect(registered.status).toBe(201)
    const token = registered.body.auth_token
    const upload = async (bytes: Buffer, name: string) => {
      const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
        token,
        body: {
          name,
          site_id: 'identity',
          content_type: 'image/png',
          content_size: bytes.length,
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const put = await fetch(created.body.signed_url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/png' },
      })
      expect(put.status).toBe(200)
      const verified = await api.post<{ url: string }>(
        `/api/site-assets/${created.body.id}/actions/verify`,
        { token },
      )
      expect(verified.status, JSON.stringify(verified.body)).toBe(200)
      return verified.body.url
    }
    const images: string[] = []
    for (const [i, colour] of COLOURS.entries()) {
      images.push(await upload(solidPng(900, 600, colour), `photo-${i + 1}.png`))
    }
    const logo = await upload(solidPng(240, 80, [30, 30, 30]), 'logo.png')
    const subdomain = `rich-${uniqueSuffix()}`
    const site = await api.post<{ id: string }>('/api/sites', {
      token,
      body: { subdomain, ...serializeSite(richSite({ images, logo })) },
    })
    expect(site.status, JSON.stringify(site.body)).toBe(201)
    const published = await api.post(`/api/sites/${site.body.id}/actions/publish`, {
      token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    siteUrl = `http://${subdomain}.localhost:${new URL(stack.urls['site-server']!).port}/`
    browser = await launchBrowser()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
  })

  async function open(
    width: number,
    locale = 'en-US',
    path = '',
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 800 : 844 },
      locale,
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const res = await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' })
    expect(res?.status()).toBe(200)
    // The runtime is running once the view counter has asked for the count.
    await expect.poll(() => page.locator('[role=status]').textContent()).toMatch(/^\d+$/)
    expect(errors).toEqual([])
    return { page, context }
  }

  for (const width of [1280, 390]) {
    it(`has no axe violations at ${width} px, with the lightbox closed and open, and works by keyboard`, async () => {
      const { page, context } = await open(width)
      expect(await page.locator('main').count()).toBe(1)
      expect(await allViolations(page)).toEqual([])
      await screenshot(page, `published-site-${width}`)

      // Images keep their place: the first gallery image loads first.
      const gallery = page.locator('main img[tabindex="0"]')
      expect(await gallery.count()).toBe(6)
      expect(await gallery.first().getAttribute('fetchpriority')).toBe('high')

      // Tab reaches the gallery; Enter opens the dialog on that image, with its alt text.
      const third = gallery.nth(2)
      await third.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Image viewer' })
      await dialog.waitFor()
      expect(await dialog.getAttribute('aria-modal')).toBe('true')
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')))
        .toBe(true)
      const shown = dialog.getByRole('img', { name: 'Harbour photograph 3' })
      await shown.waitFor()
      for (const name of ['Download image', 'Close', 'Previous image', 'Next image']) {
        expect(await dialog.getByRole('button', { name }).count(), name).toBe(1)
      }
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
      expect(await allViolations(page)).toEqual([])
      await screenshot(page, `published-site-lightbox-${width}`)

      // Tab stays in the dialog; the arrow keys move on; Escape closes and gives focus back.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(
        true,
      )
      await page.keyboard.press('ArrowRight')
      await dialog.getByRole('img', { name: 'Harbour photograph 4' }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('alt')))
        .toBe('Harbour photograph 3')
      await context.close()
    }, 120_000)
  }

  it('switches language with the keyboard, in a select named Language', async () => {
    const { page, context } = await open(1280)
    const select = page.getByRole('combobox', { name: 'Language' })
    expect(await select.inputValue()).toBe('en')
    await select.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator('h1').textContent()).toBe('歡迎來到工作室')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-tw')
    expect(await select.inputValue()).toBe('zh-tw')
    expect(await allViolations(page)).toEqual([])
    await screenshot(page, 'published-site-zh-tw')

    // The choice holds on the next page view.
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('h1').textContent()).toBe('歡迎來到工作室')
    expect(await select.inputValue()).toBe('zh-tw')
    await context.close()
  }, 120_000)

  // The address decides the language (each language has its own, for visitors and search
  // engines alike); a Chinese visitor follows the Chinese address.
  it('opens in Chinese at its Chinese address', async () => {
    const { page, context } = await open(390, 'zh-TW', 'zh-tw')
    await expect.poll(() => page.locator('h1').textContent()).toBe('歡迎來到工作室')
    const gallery = page.locator('main img[tabindex="0"]')
    await gallery.first().focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await screenshot(page, 'published-site-lightbox-390-zh-tw')
    await context.close()
  }, 120_000)
})
