import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'

/** Starting a site in one flow: a name, then a template or a blank page, then the builder. */
describe('web app: create a site from a template and land in the builder', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-start')
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

  async function loggedIn(width: number, lang: 'en' | 'zh-tw' = 'en'): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 800 : 844 },
      locale: 'en-US',
    })
    const page = await context.newPage()
    await page.goto(app('/login'))
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/sites')
    if (lang === 'zh-tw') {
      await page.getByLabel('Language').selectOption('zh-tw')
      await page.getByRole('heading', { name: '你的網站' }).waitFor()
    }
    return page
  }

  it('from the dashboard: name, a shipped template, then the builder showing it', async () => {
    const page = await loggedIn(1280)
    const name = `Studio ${uniqueSuffix().slice(-6)}`
    await page.getByRole('button', { name: 'Create site' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create a site' })
    await dialog.getByLabel('Site name').fill(name)
    await dialog.getByRole('button', { name: 'Next' }).click()

    const start = page.getByRole('dialog', { name: 'How would you like to start?' })
    const template = start.getByRole('button', { name: 'Atelier North' })
    await template.waitFor()
    await expect.poll(() => start.getByRole('button').count()).toBeGreaterThan(6)
    await screenshot(page, 'create-site-start-1280-en')
    expect(await seriousViolations(page)).toEqual([])
    await template.click()

    await page.waitForURL((url) => /^\/build\/[^/]+$/.test(url.pathname))
    const canvas = page.frameLocator('iframe.canvas-frame')
    await canvas.getByText('Pictures with room to breathe.').waitFor()
    await screenshot(page, 'create-site-builder-1280-en')

    // The new site is on the dashboard under the name given, not the template's.
    await page.goto(app('/sites'))
    await page.getByRole('heading', { name }).waitFor()
    await page.context().close()
  }, 90_000)

  for (const [width, lang] of [
    [390, 'en'],
    [1280, 'zh-tw'],
    [390, 'zh-tw'],
  ] as const) {
    it(`offers the templates and a blank page at ${width} px in ${lang}`, async () => {
      const page = await loggedIn(width, lang)
      await page.getByRole('main').getByRole('button').first().click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[name=site-name]').fill(`Start ${uniqueSuffix().slice(-6)}`)
      await dialog.locator('button[type=submit]').click()
      await dialog.locator('.start-option').nth(6).waitFor()
      await expect
        .poll(() => dialog.getByRole('heading', { level: 2 }).textContent())
        .toBe(lang === 'en' ? 'How would you like to start?' : '想從哪裡開始？')
      await screenshot(page, `create-site-start-${width}-${lang}`)
      expect(await seriousViolations(page)).toEqual([])
      // Nothing spills out of the dialog sideways.
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.context().close()
    }, 60_000)
  }

  /** Creates a blank site through the dialog and opens it; returns the canvas frame. */
  async function blankSite(page: Page) {
    await page.getByRole('main').getByRole('button').first().click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('input[name=site-name]').fill(`Blank ${uniqueSuffix().slice(-6)}`)
    await dialog.locator('button[type=submit]').click()
    await dialog.locator('.start-button').first().click()
    await page.waitForURL((url) => /^\/build\/[^/]+$/.test(url.pathname))
    return page.frameLocator('iframe.canvas-frame')
  }

  /** The canvas at the phone breakpoint (its button is named after the site's breakpoint). */
  async function phoneCanvas(page: Page) {
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
  }

  it('a blank site opens on a page that says where to start; new blocks look designed', async () => {
    const page = await loggedIn(1280)
    const canvas = await blankSite(page)
    const hint = canvas.getByRole('region', { name: 'Add your first section' })
    await hint.getByRole('button', { name: /Browse sections/ }).waitFor()
    await screenshot(page, 'builder-empty-page-1280-en')

    // A block from the hint lands in the centred content container, and the hint goes.
    await hint.getByRole('button', { name: /Heading 1/ }).click()
    await canvas.locator('main h1').waitFor()
    expect(await hint.count()).toBe(0)
    await page.getByRole('button', { name: 'New', exact: true }).click()
    for (const name of ['Text', 'Button', 'Image', 'Video']) {
      await page
        .locator('.palette-block', { hasText: new RegExp(`^${name}`) })
        .first()
        .click()
    }
    await canvas.getByText('Choose image').waitFor()
    await canvas.getByText('Choose video').waitFor()
    const main = (await canvas.locator('main').boundingBox())!
    const button = (await canvas.locator('main button').first().boundingBox())!
    // A button, not a bar across the page.
    expect(button.width).toBeLessThan(main.width / 4)
    await page.keyboard.press('Escape')
    await screenshot(page, 'builder-blocks-1280-en')
    await phoneCanvas(page)
    await screenshot(page, 'builder-blocks-phone-en')
    await page.context().close()
  }, 90_000)

  it('says where to start in Traditional Chinese, at the desktop and phone widths', async () => {
    const page = await loggedIn(1280, 'zh-tw')
    const canvas = await blankSite(page)
    const hint = canvas.getByRole('region', { name: '加入第一個版面區段' })
    await hint.getByRole('button', { name: /瀏覽版面區段/ }).waitFor()
    await screenshot(page, 'builder-empty-page-1280-zh-tw')
    await phoneCanvas(page)
    await screenshot(page, 'builder-empty-page-phone-zh-tw')
    await page.context().close()
  }, 90_000)
})
