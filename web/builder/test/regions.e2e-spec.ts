import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, canvas, launchBrowser, newBuilderPage, waitForBuilder } from './builder-page'

/** The region that holds the focus, by its class. */
function focusedRegion(page: Page): Promise<string> {
  return page.evaluate(() => {
    const regions = [
      'builder-toolbar',
      'build-menu',
      'sub-menu',
      'component-tree',
      'builder-canvas',
      'right-menu',
    ]
    const active = document.activeElement
    return regions.find((name) => active?.closest(`.${name}`)) ?? `none (${active?.tagName})`
  })
}

describe('regions by keyboard', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('cycles the regions with F6 and Shift+F6, and Tab leaves the canvas', async () => {
    const page = await newBuilderPage(browser, { width: 1440, height: 900 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    for (const key of ['a', 't']) await page.keyboard.press(key)
    await page.keyboard.press('Escape')
    const text = canvas(page).locator('[data-component-id] > div').first()
    await text.click()
    await page.getByRole('complementary', { name: 'Properties' }).waitFor()
    const selected = await text.getAttribute('data-component-id')

    // From the canvas frame itself, F6 reaches the right-hand menu, then the toolbar, and on.
    await page.keyboard.press('F6')
    await expect.poll(() => focusedRegion(page)).toBe('right-menu')
    const order: string[] = []
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('F6')
      order.push(await focusedRegion(page))
    }
    expect(order).toEqual([
      'builder-toolbar',
      'build-menu',
      'component-tree',
      'builder-canvas',
      'right-menu',
    ])
    const back: string[] = []
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+F6')
      back.push(await focusedRegion(page))
    }
    expect(back).toEqual([
      'builder-canvas',
      'component-tree',
      'build-menu',
      'builder-toolbar',
      'right-menu',
    ])
    // In the tree, focus lands on the selected component's row.
    await page.keyboard.press('Shift+F6')
    await page.keyboard.press('Shift+F6')
    expect(await focusedRegion(page)).toBe('component-tree')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('treeitem')

    // Tab in the canvas no longer selects the next component: focus moves on, out of it.
    await text.click()
    await page.keyboard.press('Tab')
    await expect.poll(() => focusedRegion(page)).toBe('right-menu')
    expect(
      await page
        .getByRole('tree', { name: 'Components' })
        .getByRole('treeitem', { selected: true })
        .count(),
    ).toBe(1)
    expect(await text.getAttribute('data-component-id')).toBe(selected)
    await page.context().close()
  })
})
