import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  waitForBuilder,
} from './builder-page'

const LOCALES = ['en', 'zh-tw'] as const
const WIDTHS = [1280, 1440] as const

const names = {
  en: {
    publish: 'Publish',
    version: 'Version',
    preview: 'Preview link',
    copy: 'Copy link',
    remove: 'Delete draft',
    published: 'Published',
    more: 'More',
  },
  'zh-tw': {
    publish: '發佈',
    version: '版本',
    preview: '預覽連結',
    copy: '複製連結',
    remove: '刪除草稿',
    published: '已發佈',
    more: '更多',
  },
}

/**
 * The toolbar's height, how far its content reaches past its width, and its controls that are
 * cut off or broken over two lines.
 */
function toolbarLayout(
  page: Page,
): Promise<{ height: number; overflow: number; squeezed: string[] }> {
  return page.locator('.builder-toolbar').evaluate((toolbar) => {
    const toolbarBox = toolbar.getBoundingClientRect()
    const squeezed = [...toolbar.querySelectorAll<HTMLElement>('button, select, input, label')]
      .filter((control) => control.offsetParent !== null && !control.closest('[hidden]'))
      .filter((control) => {
        const box = control.getBoundingClientRect()
        return (
          control.scrollWidth > control.clientWidth + 1 ||
          box.height > 36 ||
          box.right > toolbarBox.right ||
          box.left < toolbarBox.left
        )
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '')
    return {
      height: toolbarBox.height,
      overflow: toolbar.scrollWidth - toolbar.clientWidth,
      squeezed,
    }
  })
}

describe('the toolbar', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  // One walk through the version states per language, each state measured at every width.
  for (const locale of LOCALES) {
    it(`keeps one row in every version state at ${WIDTHS.join(' and ')} px, ${locale}`, async () => {
      const t = names[locale]
      const user = await registerUser(`toolbar-${locale}`)
      const site = await createServerSite(user, (s) => {
        s.context.i18n = { en: { hello: 'Hello' }, 'zh-tw': { hello: '你好' } }
      })
      const page = await newBuilderPage(browser, { user, locale, width: WIDTHS[0], height: 800 })
      await page.goto(appUrl(`/build/${site.id}`))
      await waitForBuilder(page)
      const toolbar = page.locator('.builder-toolbar')
      await toolbar.getByRole('button', { name: t.publish, exact: true }).waitFor()
      const heights: Record<string, number> = {}
      const record = async (state: string) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          // Whatever follows the window's size in script has drawn its next frame.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          )
          await screenshot(page, `builder-toolbar-${locale}-${width}-${state}`)
          const layout = await toolbarLayout(page)
          heights[`${state} at ${width} px`] = layout.height
          expect(
            layout.overflow,
            `${state} at ${width} px: content past the toolbar's edge`,
          ).toBeLessThanOrEqual(0)
          expect(layout.squeezed, `${state} at ${width} px: controls cut off or wrapped`).toEqual(
            [],
          )
        }
      }
      await record('unpublished')

      // The editor state's save held: the indicator says so, at its fixed width.
      let held: Route[] = []
      await page.route('**/*', (route) => {
        const request = route.request()
        if (request.method() === 'PATCH' && (request.postData() ?? '').includes('"editor"'))
          held.push(route)
        else void route.fallback()
      })
      await page.locator('.canvas-viewport').click({ position: { x: 5, y: 5 } })
      await page.getByRole('combobox', { name: t.version }).focus()
      await page.keyboard.press('Escape')
      const treeToggle = toolbar.locator('button[aria-pressed]').first()
      await treeToggle.click()
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0)
      await record('saving')
      await treeToggle.click()
      const release = held
      held = []
      await page.unroute('**/*')
      for (const route of release) await route.fallback()

      await toolbar.getByRole('button', { name: t.publish, exact: true }).click()
      await page.getByRole('alert').filter({ hasText: t.published }).waitFor()
      await record('live')

      const version = page.getByRole('combobox', { name: t.version })
      await version.selectOption('create')
      await expect.poll(() => version.inputValue(), { timeout: 15_000 }).toBe('draft')
      await toolbar.getByRole('button', { name: t.more, exact: true }).click()
      const preview = page.getByRole('switch', { name: t.preview })
      await preview.click()
      await expect.poll(() => preview.isChecked()).toBe(true)
      await page.getByRole('button', { name: t.copy }).waitFor()
      await record('draft-preview')
      await page.keyboard.press('Escape')
      await expect.poll(() => preview.isVisible()).toBe(false)
      await page.getByRole('button', { name: t.remove }).click()
      await record('confirm-delete')

      // One row: the toolbar's own height, whatever the state.
      const base = heights[`unpublished at ${WIDTHS[0]} px`]!
      expect(base).toBeLessThanOrEqual(48)
      for (const [state, height] of Object.entries(heights))
        expect(height, `${state} against unpublished`).toBe(base)
      await page.context().close()
    }, 90_000)
  }
})
