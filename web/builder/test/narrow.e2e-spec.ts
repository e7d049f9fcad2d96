import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  waitForBuilder,
} from './builder-page'

const texts = {
  en: {
    title: 'The editor needs a wider screen',
    open: 'Open the editor anyway',
    frame: 'Preview of the page',
    /** A new Text block's own text, in the builder's language. */
    text: 'Text',
  },
  'zh-tw': {
    title: '編輯器需要較寬的螢幕',
    open: '仍要開啟編輯器',
    frame: '頁面預覽',
    text: '文字',
  },
}

describe('the builder on a narrow screen', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  for (const locale of ['en', 'zh-tw'] as const) {
    it(`shows a notice and the page under 900 px, and the editor when asked, ${locale}`, async () => {
      const t = texts[locale]
      const page = await newBuilderPage(browser, { locale, width: 1280, height: 800 })
      await page.goto(appUrl('/build/scratch'))
      await waitForBuilder(page)
      // A Text on the page, added in the editor.
      for (const key of ['a', 't']) await page.keyboard.press(key)
      await page.keyboard.press('Escape')
      await canvas(page).locator('[data-component-id] > div').first().waitFor()
      await screenshot(page, `builder-narrow-editor-${locale}-1280`)

      // Narrower than 900 px: the notice and the page as visitors see it, not the editor.
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('heading', { name: t.title }).waitFor()
      expect(await page.locator('.builder-toolbar').count()).toBe(0)
      const preview = page.frameLocator('iframe.narrow-preview-frame')
      await expect.poll(() => preview.locator('body').innerText()).toContain(t.text)
      expect(await page.getByTitle(t.frame).count()).toBe(1)
      // The page fills the phone's width, with no sideways scroll.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)
      await screenshot(page, `builder-narrow-${locale}-390`)

      // The editor anyway: shown at once, and still after a reload in the same tab.
      await page.getByRole('button', { name: t.open }).click()
      await page.locator('.builder-toolbar').waitFor()
      await page.reload()
      await waitForBuilder(page)
      expect(await page.getByRole('heading', { name: t.title }).count()).toBe(0)
      await screenshot(page, `builder-narrow-editor-${locale}-390`)
      await page.context().close()
    })
  }
})
