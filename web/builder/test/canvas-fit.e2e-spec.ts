import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  waitForBuilder,
} from './builder-page'

const scaleField = (page: Page) =>
  page.locator('.builder-toolbar').getByRole('textbox', { name: 'Scale' })
const fitButton = (page: Page) =>
  page.locator('.builder-toolbar').getByRole('button', { name: 'Fit', exact: true })

/** How far the canvas scrolls sideways (0: the whole builder width is in view). */
function sidewaysScroll(page: Page): Promise<number> {
  return page
    .locator('.canvas-viewport')
    .evaluate((element) => element.scrollWidth - element.clientWidth)
}

async function setScale(page: Page, scale: string): Promise<void> {
  await scaleField(page).fill(scale)
  await scaleField(page).press('Enter')
  await expect.poll(() => scaleField(page).inputValue()).toBe(scale)
}

/** The selection outline and the element it outlines, both in the page's coordinates. */
async function outlineAndElement(page: Page, element: Locator) {
  const outline = await page.locator('.overlay-selected').boundingBox()
  const box = await element.boundingBox()
  return { outline: outline!, box: box! }
}

async function expectOutlineExact(page: Page, element: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const { outline, box } = await outlineAndElement(page, element)
      return Math.max(
        Math.abs(outline.x - box.x),
        Math.abs(outline.y - box.y),
        Math.abs(outline.width - box.width),
        Math.abs(outline.height - box.height),
      )
    })
    .toBeLessThan(1)
}

describe('a canvas that fits', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('fits beside the tree and the menus at 1280×800 and zooms exactly', async () => {
    const page = await newBuilderPage(browser, { width: 1280, height: 800 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    // A Text in the page, selected: the right-hand menu opens beside the tree.
    for (const key of ['a', 't']) await page.keyboard.press(key)
    await page.keyboard.press('Escape')
    const text = canvas(page).locator('[data-component-id] > div').first()
    await text.waitFor()
    await text.click()
    await page.getByRole('complementary', { name: 'Properties' }).waitFor()
    await page.getByRole('tree', { name: 'Components' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'New', exact: true })
      .click()

    // The 1080 px builder width does not fit: the canvas fits instead, with no sideways scroll.
    await expect.poll(() => sidewaysScroll(page)).toBe(0)
    await expect.poll(() => fitButton(page).getAttribute('aria-pressed')).toBe('true')
    const fitted = Number(await scaleField(page).inputValue())
    expect(fitted).toBeLessThan(1)
    await expectOutlineExact(page, text)

    // Closing the New menu gives the canvas more room: it fits again, larger.
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'New', exact: true })
      .click()
    await expect
      .poll(async () => Number(await scaleField(page).inputValue()))
      .toBeGreaterThan(fitted)
    await expect.poll(() => sidewaysScroll(page)).toBe(0)

    // A typed scale, two decimals: the outline stays on the element.
    await setScale(page, '0.5')
    expect(await fitButton(page).getAttribute('aria-pressed')).toBe('false')
    await expectOutlineExact(page, text)
    await setScale(page, '1.37')
    await expectOutlineExact(page, text)
    // Out of bounds: refused, the field shows the scale again.
    await scaleField(page).fill('9')
    await scaleField(page).press('Enter')
    await expect.poll(() => scaleField(page).inputValue()).toBe('1.37')

    // Ctrl + 0 fits, Ctrl + 1 is 100%.
    await page.locator('.canvas-viewport').focus()
    await page.keyboard.press('Control+0')
    await expect.poll(() => fitButton(page).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => sidewaysScroll(page)).toBe(0)
    await page.keyboard.press('Control+1')
    await expect.poll(() => scaleField(page).inputValue()).toBe('1')

    // A second Text right below the first: its label never covers the first one's text.
    await text.click()
    for (const key of ['a', 't']) await page.keyboard.press(key)
    await page.keyboard.press('Escape')
    const texts = canvas(page).getByText('Text', { exact: true })
    await expect.poll(() => texts.count()).toBe(2)
    await texts.last().click()
    const above = (await texts.first().boundingBox())!
    await expectOutlineExact(page, texts.last())
    const label = (await page.locator('.overlay-label').boundingBox())!
    const covers =
      label.x < above.x + above.width &&
      label.x + label.width > above.x &&
      label.y < above.y + above.height &&
      label.y + label.height > above.y
    expect(covers).toBe(false)
    await text.click()

    // Ctrl + wheel over the text zooms in around the pointer: the text stays under it. (The
    // page is made taller than the canvas, so the canvas can scroll to keep it there.)
    await canvas(page)
      .locator('body')
      .evaluate((body) => ((body as HTMLElement).style.paddingBottom = '3000px'))
    const before = (await text.boundingBox())!
    const point = { x: before.x + 10, y: before.y + before.height / 2 }
    await page.mouse.move(point.x, point.y)
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, -200)
    await page.keyboard.up('Control')
    await expect.poll(async () => Number(await scaleField(page).inputValue())).toBeGreaterThan(1)
    const scale = Number(await scaleField(page).inputValue())
    const after = (await text.boundingBox())!
    // The page point under the pointer moved by less than a pixel.
    expect(Math.abs(after.x + 10 * scale - point.x)).toBeLessThan(1.5)
    expect(Math.abs(after.y + (before.height / 2) * scale - point.y)).toBeLessThan(1.5)
    await expectOutlineExact(page, text)
    await screenshot(page, 'builder-canvas-zoomed-1280')
    await page.context().close()
  })
})
