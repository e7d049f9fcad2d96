import { apiClient, testStack, uniqueEmail, uniqueSuffix, solidPng } from '@tessera/kit/testing'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WORD_FLIP_MS } from '../src/screens/home/rotation'
import { launchBrowser, screenshot } from './browser'

const PASSWORD = 'correct horse battery'

/** Where things sit on the platform screens: nothing jumps, nothing hides, keys work. */
describe('web app: layout and keyboard in a browser', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-layout')
  const siteName = `Bakery ${uniqueSuffix().slice(-6)}`
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const registered = await apiClient(stack.gatewayUrl).post('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    browser = await launchBrowser()
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    })
    page = await context.newPage()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  // A test that fails half-way must not leave the next one at a phone's width.
  beforeEach(async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  const box = async (locator: Locator) => (await locator.boundingBox())!

  it("loads the home page's templates teaser as the reader scrolls towards it, not with the page", async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    const asked: string[] = []
    const listen = (req: { url(): string }) => {
      if (new URL(req.url()).pathname === '/api/templates') asked.push(req.url())
    }
    page.on('request', listen)
    try {
      await page.goto(app('/'), { waitUntil: 'networkidle' })
      expect(asked).toEqual([])
      const teaser = page.getByRole('region', { name: 'Start from a template' })
      await teaser.scrollIntoViewIfNeeded()
      await teaser.getByRole('listitem').first().waitFor()
      expect(await teaser.getByRole('listitem').count()).toBe(3)
      expect(asked).toHaveLength(1)
      expect(new URL(asked[0]!).searchParams.get('summary')).toBe('true')
    } finally {
      page.off('request', listen)
    }
  })

  it('keeps the hero heading and its buttons still while the word turns', async () => {
    // The page's clock is driven by the test: each word comes at once, not after its interval.
    const hero = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
    await hero.clock.install()
    try {
      for (const width of [1280, 390]) {
        await hero.setViewportSize({ width, height: 800 })
        await hero.goto(app('/'))
        const heading = hero.getByRole('heading', { level: 1 })
        const button = hero.getByRole('link', { name: 'Try it now' })
        const current = hero.locator('.hero-word-current')
        const seen = new Map<string, string>()
        // Every word once: heading height and button position, per word.
        while (seen.size < 4) {
          const word = (await current.textContent()) ?? ''
          const [h, b] = [await box(heading), await box(button)]
          seen.set(word, `${h.height} ${b.y}`)
          await hero.clock.runFor(WORD_FLIP_MS)
          await expect.poll(() => current.textContent(), { timeout: 10_000 }).not.toBe(word)
        }
        expect(new Set(seen.values()).size, [...seen].join(', ')).toBe(1)
        if (width === 1280) {
          const lineHeight = await heading.evaluate((el) =>
            parseFloat(getComputedStyle(el).lineHeight),
          )
          expect((await box(heading)).height).toBeLessThanOrEqual(2 * lineHeight + 1)
          await screenshot(hero, 'home-hero')
        }
      }
    } finally {
      await hero.close()
    }
  }, 60_000)

  it('scrolls a legal heading into view below the sticky header', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(app('/terms#plans'))
      const section = page.locator('#plans')
      await section.getByRole('heading').first().waitFor()
      const header = await box(page.locator('.site-header'))
      // The smooth scroll can take a few seconds to settle on a machine busy with other tests.
      await expect
        .poll(async () => (await box(section.getByRole('heading').first())).y)
        .toBeGreaterThanOrEqual(header.y + header.height)
    }
  })

  it('opens a dialog on its first field and returns focus to the opener', async () => {
    await page.goto(app('/login'))
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/sites')

    const opener = page.getByRole('button', { name: 'Create site' }).first()
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Create a site' })
    await dialog.waitFor()
    await expect
      .poll(() => dialog.getByLabel('Site name').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)

    // Name, then a blank start: the builder opens on the new site; the list shows it.
    await opener.click()
    await dialog.getByLabel('Site name').fill(siteName)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await page
      .getByRole('dialog', { name: 'How would you like to start?' })
      .locator('.start-button')
      .first()
      .click()
    await page.waitForURL((url) => /^\/build\/[^/]+$/.test(url.pathname))
    await page.goto(app('/sites'))
    await page.getByRole('heading', { name: siteName }).waitFor()
  })

  it('says Not Found in the preview of a page the site does not have', async () => {
    await page.goto(app('/sites'))
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: siteName }) })
    const href = await card.getByRole('link', { name: 'Edit' }).getAttribute('href')
    const siteId = href!.split('/').pop()!
    await page.goto(app(`/preview/no-such-page?siteId=${siteId}`))
    await page.getByRole('heading', { name: 'Not Found' }).waitFor()
    await page.getByText("Sorry, we can't find what you're looking for.").waitFor()
    expect(await page.getByText('The site failed to load', { exact: false }).count()).toBe(0)
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await page.locator('iframe.preview-frame').waitFor()
  })

  it('lays the Usage tab out as a table of names and values', async () => {
    await page.goto(app('/sites'))
    await page.getByRole('button', { name: `Settings ${siteName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Settings: ${siteName}` })
    await dialog.getByRole('tab', { name: 'Usage' }).click()
    const term = dialog.locator('dt', { hasText: 'Bandwidth' })
    await term.waitFor()
    const value = term.locator('xpath=following-sibling::dd[1]')
    const [t, v] = [await box(term), await box(value)]
    expect(Math.abs(t.y - v.y)).toBeLessThan(4)
    expect(v.x).toBeGreaterThan(t.x + t.width)
    await screenshot(page, 'site-settings-usage')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
  })

  it('answers the arrow keys in the user menu', async () => {
    const button = page.getByRole('button', { name: 'Account menu' })
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}:${el.textContent?.trim()}`
      })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const menu = page.getByRole('menu', { name: 'Account menu' })
    await menu.waitFor()
    expect(await button.getAttribute('aria-haspopup')).toBe('menu')
    expect(await focusedName()).toMatch(new RegExp(`^menuitem:${email}`))
    // The person's workspaces come next, once their list has loaded.
    await menu.getByRole('menuitemradio', { name: 'Personal' }).waitFor()
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toBe('menuitemradio:Personal')
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toBe('menuitem:Sites')
    await page.keyboard.press('End')
    expect(await focusedName()).toBe('menuitem:Log out')
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toMatch(/^menuitem:/)
    expect(await focusedName()).not.toBe('menuitem:Log out')
    await page.keyboard.press('ArrowUp')
    expect(await focusedName()).toBe('menuitem:Log out')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowUp')
    expect(await focusedName()).toBe('menuitem:Log out')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/sites')
  })

  it('keeps an asset card’s buttons inside the card, and says when a filter matches nothing', async () => {
    await page.goto(app('/site-assets'))
    await page.getByLabel('Upload to').selectOption({ label: siteName })
    await page.locator('input[type=file][multiple]').setInputFiles({
      name: 'croissant-photo.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [180, 120, 40]),
    })
    const card = page
      .getByRole('list', { name: 'Assets', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'croissant-photo.png' })
    await card.waitFor()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      const inside = await box(card)
      for (const name of ['Preview', 'Replace', 'Delete']) {
        const button = await box(card.getByRole('button', { name: new RegExp(`^${name}`) }))
        expect(button.x, `${width}px ${name}`).toBeGreaterThanOrEqual(inside.x)
        expect(button.x + button.width, `${width}px ${name}`).toBeLessThanOrEqual(
          inside.x + inside.width,
        )
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await screenshot(page, 'assets-card')

    await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-asset-name')
    await page.getByText('No assets match.', { exact: false }).waitFor()
    expect(await page.getByText('No assets here yet', { exact: false }).count()).toBe(0)
  })

  it('shows the changed screens in Traditional Chinese', async () => {
    await page.goto(app('/site-assets'))
    await page.getByLabel('Language').selectOption('zh-tw')
    await page.getByRole('heading', { name: '素材' }).waitFor()
    await page.getByRole('searchbox').fill('no-such-asset-name')
    await page.getByText('沒有符合的素材', { exact: false }).waitFor()
    await screenshot(page, 'assets-no-match-zh-tw')
    await page.goto(app('/sites'))
    await page.getByRole('button', { name: `設定 ${siteName}` }).click()
    await page.getByRole('tab', { name: '用量' }).click()
    await page.locator('dl.usage').waitFor()
    await screenshot(page, 'site-settings-usage-zh-tw')
    await page.keyboard.press('Escape')
    await page.goto(app('/'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await screenshot(page, 'home-hero-zh-tw')
    await page.getByLabel('語言').selectOption('en')
  })
})
