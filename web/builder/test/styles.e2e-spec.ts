import type { Browser, Locator, Page } from 'playwright-core'
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

/** One computed property of a canvas element, as the frame's browser reads it. */
function computed(element: Locator, property: string): Promise<string> {
  return element.evaluate(
    (el, name) => el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue(name),
    property,
  )
}

function menu(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Properties' })
}

/** Adds one style row to the selected component through the style editor. */
async function addStyle(page: Page, property: string, value: string): Promise<void> {
  await menu(page).getByRole('button', { name: 'Add a style' }).click()
  const editor = menu(page)
  await editor.getByRole('combobox', { name: 'Property', exact: true }).fill(property)
  const select = editor.getByRole('combobox', { name: 'Value', exact: true })
  if (await select.count()) await select.selectOption(value)
  else await editor.getByRole('textbox', { name: 'Value', exact: true }).fill(value)
  await editor.getByRole('button', { name: 'Save', exact: true }).click()
  await menu(page).getByRole('heading', { name: 'Component' }).waitFor()
}

async function historyEntries(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Edits, newest first' })
    .getByRole('listitem')
    .allInnerTexts()
}

describe('styling in the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('styles a component per breakpoint and for hover, and the canvas computes each', async () => {
    const page = await newBuilderPage(browser, { width: 1600, height: 1000 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'Text', exact: true }).click()
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const text = canvas(page).locator('[data-component-id]').last()
    await text.waitFor()

    // Desktop (the default breakpoint), plain state.
    await addStyle(page, 'color', 'rgb(200, 0, 0)')
    await expect.poll(() => computed(text, 'color')).toBe('rgb(200, 0, 0)')
    await expect(
      menu(page)
        .getByRole('button', { name: /^color:\s*rgb\(200, 0, 0\)$/ })
        .count(),
    ).resolves.toBe(1)

    // A value the CSS does not support is refused with its message.
    await menu(page).getByRole('button', { name: 'Add a style' }).click()
    await menu(page).getByRole('combobox', { name: 'Property' }).fill('width')
    await menu(page).getByRole('textbox', { name: 'Value' }).fill('12 parsecs')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect(menu(page).getByRole('alert').innerText()).resolves.toBe(
      'This value is not valid for this property.',
    )
    await screenshot(page, 'builder-style-editor-invalid')
    await menu(page).getByRole('button', { name: 'Cancel', exact: true }).click()

    // An enumerated property is picked from its list.
    await addStyle(page, 'text-transform', 'uppercase')
    await expect.poll(() => computed(text, 'text-transform')).toBe('uppercase')

    // Mobile: its own colour; desktop keeps the first.
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await expect
      .poll(() => text.evaluate((el) => el.ownerDocument.defaultView!.innerWidth))
      .toBe(480)
    await addStyle(page, 'color', 'rgb(0, 0, 200)')
    await expect.poll(() => computed(text, 'color')).toBe('rgb(0, 0, 200)')
    await page.getByRole('button', { name: 'Tablet (large)', exact: true }).click()
    await expect.poll(() => computed(text, 'color')).toBe('rgb(200, 0, 0)')
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    await expect.poll(() => computed(text, 'color')).toBe('rgb(200, 0, 0)')

    // Hover: a background only while the pointer is over the element.
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(':hover')
    await addStyle(page, 'background-color', 'rgb(0, 150, 0)')
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('default')
    await page.mouse.move(5, 5)
    await expect.poll(() => computed(text, 'background-color')).toBe('rgba(0, 0, 0, 0)')
    await text.hover()
    await expect.poll(() => computed(text, 'background-color')).toBe('rgb(0, 150, 0)')
    await page.mouse.move(5, 5)
    await expect.poll(() => computed(text, 'background-color')).toBe('rgba(0, 0, 0, 0)')

    // A size typed into Dimensions, then switched to px: the rendered size is filled in.
    const width = menu(page).getByRole('combobox', { name: 'Width', exact: true })
    await width.fill('50')
    await menu(page).getByRole('combobox', { name: 'Unit of Width', exact: true }).selectOption('%')
    await expect.poll(() => computed(text, 'width')).not.toBe('')
    const half = Number.parseFloat(await computed(text, 'width'))
    await menu(page)
      .getByRole('combobox', { name: 'Unit of Width', exact: true })
      .selectOption('px')
    await expect.poll(async () => Number.parseFloat(await width.inputValue())).toBeCloseTo(half, 0)

    // Scrubbing the Width label: live on the canvas, no history entry until release, then one.
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const before = await historyEntries(page)
    const label = menu(page).getByText('Width', { exact: true })
    const box = (await label.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 8 })
    await expect
      .poll(async () => Number.parseFloat(await computed(text, 'width')))
      .toBeCloseTo(half + 40, 0)
    expect(await historyEntries(page)).toEqual(before)
    await page.mouse.up()
    await expect.poll(() => historyEntries(page)).toHaveLength(before.length + 1)
    await expect
      .poll(async () => Number.parseFloat(await computed(text, 'width')))
      .toBeCloseTo(half + 40, 0)
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect
      .poll(async () => Number.parseFloat(await computed(text, 'width')))
      .toBeCloseTo(half, 0)
    await page.getByRole('button', { name: 'History', exact: true }).click()

    await page.setViewportSize({ width: 1600, height: 2200 })
    await screenshot(page, 'builder-styles-panel')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  }, 120_000)

  it('lays out a container, edits an SVG in its dialog and adds a reusable style, by keyboard', async () => {
    const page = await newBuilderPage(browser, { width: 1600, height: 1400 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'Horizontal container', exact: true }).click()
    await page.getByRole('button', { name: 'SVG', exact: true }).click()
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const svg = canvas(page).locator('svg').first()
    await svg.waitFor()

    // The SVG dialog: code, the size hint, the preview, Save.
    await menu(page).getByRole('button', { name: 'Edit SVG' }).press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Edit SVG' })
    const code = dialog.getByRole('textbox', { name: 'SVG code' })
    await code.waitFor()
    await code.press('Control+a')
    await page.keyboard.insertText(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="40"><rect x="0" y="0" width="10" height="10" fill="rgb(0, 128, 0)"/></svg>',
    )
    await dialog.getByRole('note').waitFor()
    expect(await dialog.getByRole('note').innerText()).toContain('width or height')
    await dialog.getByRole('button', { name: 'Preview', exact: true }).press('Enter')
    await dialog.getByRole('img', { name: 'SVG preview' }).locator('rect').waitFor()
    await screenshot(page, 'builder-svg-dialog')
    await dialog.getByRole('button', { name: 'Save', exact: true }).press('Enter')
    await canvas(page).locator('rect[fill="rgb(0, 128, 0)"]').waitFor()

    // A reusable style made from the menu, by keyboard.
    await menu(page).getByRole('button', { name: 'New reusable style' }).press('Enter')
    await menu(page).getByRole('button', { name: 'OK', exact: true }).press('Enter')
    expect(await menu(page).getByRole('alert').innerText()).toBe('Style must have a name')
    await menu(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Faded')
    await menu(page).getByRole('button', { name: 'Add a style' }).press('Enter')
    await page.keyboard.type('opacity')
    await menu(page).getByRole('textbox', { name: 'Value', exact: true }).fill('0.5')
    await page.keyboard.press('Enter')
    await menu(page)
      .getByRole('button', { name: /^opacity:\s*0\.5$/ })
      .waitFor()
    await menu(page).getByRole('button', { name: 'OK', exact: true }).press('Enter')
    await menu(page).getByText('Faded', { exact: true }).waitFor()
    const rendered = canvas(page).locator('svg').first()
    await expect.poll(() => computed(rendered, 'opacity')).toBe('0.5')

    // The container's layout toolbar: a column.
    await page
      .getByRole('treeitem', { name: /ContainerHorizontal/ })
      .first()
      .click()
    await menu(page)
      .getByRole('group', { name: 'Direction' })
      .getByRole('button', { name: 'Column', exact: true })
      .press('Enter')
    const container = canvas(page).locator('[data-component-id] > [data-component-id]').first()
    await expect.poll(() => computed(container, 'flex-direction')).toBe('column')
    expect(
      await menu(page)
        .getByRole('group', { name: 'Direction' })
        .getByRole('button', { name: 'Column', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    await screenshot(page, 'builder-layout-panel')

    // An event with its parameter's default, shown in the menu once saved.
    await menu(page).getByRole('button', { name: 'Add an event' }).press('Enter')
    await menu(page).getByRole('combobox', { name: 'Event', exact: true }).selectOption('periodic')
    expect(await menu(page).getByRole('textbox', { name: 'Interval (ms)' }).inputValue()).toBe(
      '1000',
    )
    await menu(page).getByRole('button', { name: 'Save', exact: true }).press('Enter')
    await menu(page).getByText('periodic', { exact: true }).waitFor()
    await page.setViewportSize({ width: 1600, height: 2600 })
    await screenshot(page, 'builder-component-menu-full')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  }, 120_000)
})
