import { testStack } from '@tessera/kit/testing'
import { findThemePreset } from '@tessera/site-format/sections'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  expectSaved,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

const buildMenu = (page: Page) => page.getByRole('navigation', { name: /^(Build menu|建構選單)$/ })
const publishedUrl = (subdomain: string) =>
  `http://${subdomain}.localhost:${new URL(testStack().urls['site-server']!).port}/`

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

async function addSection(page: Page, category: string, name: string): Promise<void> {
  const count = await canvas(page).locator('[data-component-id]').count()
  await page
    .getByRole('group', { name: 'Section categories' })
    .getByRole('button', { name: category })
    .click()
  await page.getByRole('button', { name: `Add section: ${name}` }).click()
  await expect
    .poll(() => canvas(page).locator('[data-component-id]').count())
    .toBeGreaterThan(count)
}

describe('sections library and theme presets', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('adds a hero, features and a footer to a blank page, switches the preset, and the published page wears it at 1280 and 390 px', async () => {
    const user = await registerUser('builder-sections')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)

    await buildMenu(page).getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'Sections', exact: true }).click()
    await addSection(page, 'Heroes', 'Title beside a picture')
    await addSection(page, 'Features', 'Three cards')
    await addSection(page, 'Footers', 'Simple footer')
    await page.getByRole('button', { name: 'Add section: Simple footer' }).hover()
    await screenshot(page, 'sections-library-1280-en')
    const frame = canvas(page)
    await frame.getByText('A clear promise in a few words').waitFor()
    await frame.getByText('Three reasons people choose us').waitFor()
    await frame.getByText('Made with care, one page at a time.').waitFor()

    // One preset, one undo step: the canvas follows at once.
    const forest = findThemePreset('forest')!
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()
    await page.getByRole('button', { name: 'Forest', exact: true }).click()
    const heroBand = frame
      .getByText('A clear promise in a few words')
      .locator('xpath=ancestor::*[3]')
    await expect
      .poll(() => heroBand.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(forest.colors.hero))
    await screenshot(page, 'sections-theme-presets-1280-en')

    await expectSaved(page)
    const notice = page.getByRole('alert').filter({ hasText: 'Published' })
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await notice.waitFor()

    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      const published = await context.newPage()
      const res = await published.goto(publishedUrl(site.subdomain), { waitUntil: 'load' })
      expect(res?.status()).toBe(200)
      const title = published.getByRole('heading', { level: 1 })
      expect(await title.textContent()).toBe('A clear promise in a few words')
      const style = (selector: string, property: string) =>
        published
          .locator(selector)
          .first()
          .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property)
      // The hero band, its title, a solid button, the card link colour and the fonts.
      const band = title.locator('xpath=ancestor::*[3]')
      // Bands reach the window's edges.
      expect((await band.boundingBox())!.x).toBe(0)
      expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        rgb(forest.colors.hero),
      )
      expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe(
        rgb(forest.colors.heroText),
      )
      expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Palatino')
      const button = published.getByRole('link', { name: 'Get started' })
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        rgb(forest.colors.primary),
      )
      expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe(
        rgb(forest.colors.onPrimary),
      )
      expect(await style('footer', 'background-color')).toBe(rgb(forest.colors.band))
      // Nothing is wider than the window.
      expect(
        await published.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width)
      expect(await seriousViolations(published)).toEqual([])
      await screenshot(published, `sections-published-forest-${width}`)
      await context.close()
    }
    await page.context().close()
  }, 180_000)

  it('shows the library and the presets in zh-tw', async () => {
    const user = await registerUser('builder-sections-zh')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, locale: 'zh-tw', width: 1280, height: 800 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await buildMenu(page).getByRole('button', { name: '新增元件', exact: true }).click()
    await page.getByRole('button', { name: '版面區段', exact: true }).click()
    await page.getByRole('button', { name: '新增區段：標題與圖片並排' }).waitFor()
    await screenshot(page, 'sections-library-1280-zh-tw')
    await page.getByRole('button', { name: '新增區段：標題與圖片並排' }).click()
    await canvas(page).getByText('用幾個字說清楚您的承諾').waitFor()
    await buildMenu(page).getByRole('button', { name: '主題', exact: true }).click()
    await page.getByRole('button', { name: '午夜', exact: true }).waitFor()
    await screenshot(page, 'sections-theme-presets-1280-zh-tw')
    await page.context().close()
  }, 120_000)
})
