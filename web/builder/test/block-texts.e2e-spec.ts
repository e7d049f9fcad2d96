import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  waitForBuilder,
} from './builder-page'

const texts = {
  en: { heading: 'Heading 2', title: 'Get in touch', send: 'Send', newMenu: 'New' },
  'zh-tw': { heading: '標題 2', title: '與我們聯絡', send: '送出', newMenu: '新增元件' },
} as const

describe('new blocks start with texts in the builder’s language', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  for (const locale of ['en', 'zh-tw'] as const) {
    it(`adds a heading and a contact form in ${locale}, at 1280 and 390 px`, async () => {
      const words = texts[locale]
      const other = texts[locale === 'en' ? 'zh-tw' : 'en']
      const user = await registerUser('builder-block-texts')
      const site = await createServerSite(user)
      const page = await newBuilderPage(browser, { user, locale, width: 1280, height: 800 })
      await page.goto(appUrl(`/build/${site.id}`))
      await waitForBuilder(page)

      // By keys: the New menu, a heading, the Advanced tab, a contact form.
      await page.keyboard.press('a')
      await page.getByRole('region', { name: words.newMenu }).waitFor()
      await page.keyboard.press('2')
      await page.keyboard.press('Tab')
      await page.keyboard.press('c')
      await page.keyboard.press('Escape')
      const home = canvas(page)
      await home.locator('h2', { hasText: words.title }).waitFor()
      expect(await home.getByText(words.heading, { exact: true }).count()).toBe(1)
      expect(await home.getByText(words.send, { exact: true }).count()).toBe(1)
      expect(await home.getByText(other.title, { exact: true }).count()).toBe(0)
      await screenshot(page, `builder-block-texts-${locale}-1280`)

      // Saved as added: the stored page says the same.
      await page.locator('.save-state-saved').waitFor({ timeout: 30_000 })
      await page.reload()
      await waitForBuilder(page)
      await canvas(page).locator('h2', { hasText: words.title }).waitFor()

      // On a phone the builder first shows the page as it is, with the texts as added.
      await page.setViewportSize({ width: 390, height: 844 })
      await page
        .getByRole('button', {
          name: locale === 'zh-tw' ? '仍要開啟編輯器' : 'Open the editor anyway',
        })
        .waitFor()
      await screenshot(page, `builder-block-texts-${locale}-390`)
      await page.context().close()
    }, 90_000)
  }
})
