import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

/** The New menu's name, in English and Chinese. */
const NEW_MENU = /^(New|新增元件)$/

/** Adds a built-in block by its New-menu key; the menu is closed again. */
async function add(page: Page, key: string): Promise<void> {
  await page.keyboard.press('a')
  await expect.poll(() => page.getByRole('region', { name: NEW_MENU }).isVisible()).toBe(true)
  await page.keyboard.press(key)
}

const textOf = (page: Page, id: string) =>
  canvas(page).locator(`[data-component-id="${id}"]`).innerText()

describe('inline text editing opens where the pointer is', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('edits the double-clicked component, however fast the selection changes before', async () => {
    const page = await newBuilderPage(browser, { width: 1600 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await add(page, '2')
    const h2 = canvas(page).locator('h2')
    await h2.waitFor()
    await add(page, 't')
    const text = canvas(page).getByText('Text', { exact: true })
    await text.waitFor()
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    const ids = {
      h2: (await h2.getAttribute('data-component-id'))!,
      text: (await text.getAttribute('data-component-id'))!,
    }
    const expected = { h2: await textOf(page, ids.h2), text: 'Text' }
    const editable = canvas(page).locator('[contenteditable="true"]')

    // The middle of a component, in page coordinates (clear of the selection's label).
    const middle = async (key: 'h2' | 'text') => {
      const box = (await canvas(page).locator(`[data-component-id="${ids[key]}"]`).boundingBox())!
      return { x: box.x + Math.min(40, box.width / 2), y: box.y + box.height / 2 }
    }
    const editedId = () =>
      editable.evaluate((el) =>
        el.closest('[data-component-id]')?.getAttribute('data-component-id'),
      )

    // Select (or edit) one, then at once double-click the other and type: the typing lands in
    // the double-clicked one, round after round, both ways.
    for (let round = 0; round < 8; round++) {
      const [from, to] = round % 2 === 0 ? (['h2', 'text'] as const) : (['text', 'h2'] as const)
      const first = await middle(from)
      if (round % 4 < 2) await page.mouse.click(first.x, first.y)
      else await page.mouse.dblclick(first.x, first.y)
      // Where the other one is now: editing docks the text toolbar below the canvas, which
      // may scroll the page; a person double-clicks what they see.
      const second = await middle(to)
      await page.mouse.dblclick(second.x, second.y)
      await expect.poll(editedId).toBe(ids[to])
      await expect
        .poll(() => editable.evaluate((el) => el.ownerDocument.activeElement === el))
        .toBe(true)
      await page.keyboard.press('Control+a')
      await page.keyboard.type(`round ${round}`)
      await page.keyboard.press('Escape')
      await editable.waitFor({ state: 'detached' })
      expected[to] = `round ${round}`
      expect({ h2: await textOf(page, ids.h2), text: await textOf(page, ids.text) }).toEqual(
        expected,
      )
    }
    await page.context().close()
  }, 120_000)

  it('docks the text toolbar below the canvas, in English and Chinese, at two widths', async () => {
    for (const locale of ['en', 'zh-tw'] as const) {
      const page = await newBuilderPage(browser, { locale, width: 1280, height: 800 })
      await page.goto(appUrl('/build/scratch'))
      await waitForBuilder(page)
      await add(page, '2')
      await canvas(page).locator('h2').waitFor()
      if (await page.getByRole('region', { name: NEW_MENU }).isVisible()) {
        await page.keyboard.press('Escape')
      }
      // The new heading is selected: Enter edits it.
      await page.keyboard.press('Enter')
      const toolbar = page.locator('.text-toolbar')
      await toolbar.waitFor()
      // (Narrower screens get the pages' preview, not the editor.)
      for (const width of [1280, 1024]) {
        await page.setViewportSize({ width, height: 800 })
        // Below the canvas, not over it, once the layout has followed the window.
        await expect
          .poll(async () => {
            const viewport = (await page.locator('.canvas-viewport').boundingBox())!
            return (await toolbar.boundingBox())!.y - (viewport.y + viewport.height)
          })
          .toBeGreaterThanOrEqual(0)
        const frame = (await page.locator('iframe.canvas-frame').boundingBox())!
        expect(frame.y).toBeLessThan((await toolbar.boundingBox())!.y)
        expect(await page.evaluate(() => innerWidth)).toBe(width)
        await screenshot(page, `builder-text-toolbar-${locale}-${width}`)
        if (width === 1280) expect(await seriousViolations(page)).toEqual([])
      }
      await page.context().close()
    }
  }, 120_000)
})
