import { testStack } from '@tessera/kit/testing'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

const publishedUrl = (subdomain: string) =>
  `http://${subdomain}.localhost:${new URL(testStack().urls['site-server']!).port}/`

/** What the canvas and the published page must agree on. */
const PROPERTIES = [
  'display',
  'align-items',
  'justify-content',
  'background-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-left-radius',
  'font-size',
] as const

function computedStyle(element: Locator): Promise<Record<string, string>> {
  return element.evaluate(
    (el, names) => {
      const style = el.ownerDocument.defaultView!.getComputedStyle(el)
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]))
    },
    PROPERTIES as unknown as string[],
  )
}

const menu = (page: Page) => page.getByRole('complementary', { name: 'Properties' })
const buildMenu = (page: Page) => page.getByRole('navigation', { name: 'Build menu' })
const stateSelect = (page: Page) => page.getByRole('combobox', { name: 'State', exact: true })
const SECTIONS = [
  'Layout',
  'Spacing',
  'Size',
  'Position',
  'Typography',
  'Backgrounds',
  'Borders',
  'Effects',
] as const

/** Opens every section of the style panel. */
async function openSections(page: Page): Promise<void> {
  for (const name of SECTIONS) {
    const toggle = menu(page).getByRole('button', { name: `${name} section`, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  }
}

/** Adds a block from the New menu; returns its canvas element and id. */
async function addBlock(page: Page, name: string): Promise<{ element: Locator; id: string }> {
  const before = new Set(
    await canvas(page)
      .locator('[data-component-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-component-id'))),
  )
  await buildMenu(page).getByRole('button', { name: 'New', exact: true }).click()
  await page.getByRole('button', { name, exact: true }).click()
  await page.keyboard.press('Escape')
  let id = ''
  await expect
    .poll(async () => {
      const ids = await canvas(page)
        .locator('[data-component-id]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-component-id')))
      id = ids.find((found) => found && !before.has(found)) ?? ''
      return id
    })
    .not.toBe('')
  return { element: canvas(page).locator(`[data-component-id="${id}"]`), id }
}

/** Picks a theme colour for a colour field of the panel. */
async function pickSwatch(page: Page, field: string, swatch: string): Promise<void> {
  await menu(page).getByRole('button', { name: field, exact: true }).click()
  const picker = menu(page).getByRole('dialog', { name: `Choose ${field}` })
  await picker.getByRole('button', { name: swatch, exact: true }).click()
  await picker.getByRole('button', { name: 'Done', exact: true }).click()
}

/** Types a value into one of the panel's value fields. */
async function typeValue(page: Page, name: string, value: string, keys?: string): Promise<void> {
  const field = menu(page).getByRole('combobox', { name, exact: true })
  await field.fill(value)
  if (keys) await field.press(keys)
  await field.blur()
}

async function setBuilderWidth(page: Page, width: number, sample: Locator): Promise<void> {
  const field = page.locator('.builder-toolbar').getByRole('textbox', { name: 'Width' })
  await field.fill(String(width))
  await field.press('Enter')
  await expect
    .poll(() => sample.evaluate((el) => el.ownerDocument.defaultView!.innerWidth))
    .toBe(width)
}

describe('the style panel', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('styles a section and a button for Desktop, Mobile and hover, published as the canvas shows', async () => {
    const user = await registerUser('style-panel')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, width: 1600, height: 1000 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()

    // The section: a flex column centred, a theme background, padding; less on Mobile.
    const { element: section, id: sectionId } = await addBlock(page, 'Vertical container')
    await section.click({ position: { x: 3, y: 3 } })
    await openSections(page)
    await menu(page).getByRole('button', { name: 'Flex', exact: true }).click()
    await menu(page).getByRole('radio', { name: 'Centre', exact: true }).click()
    await pickSwatch(page, 'Background colour', 'color-secondary')
    await typeValue(page, 'Padding top', '40', 'Shift+Enter')
    await expect.poll(async () => (await computedStyle(section))['padding-left']).toBe('40px')

    // The button: theme background, 8 px radius, 12/24 px padding.
    const { element: button, id: buttonId } = await addBlock(page, 'Button')
    await button.click()
    await pickSwatch(page, 'Background colour', 'color-primary')
    await typeValue(page, 'Radius', '8')
    await typeValue(page, 'Padding top', '12', 'Alt+Enter')
    await typeValue(page, 'Padding left', '24', 'Alt+Enter')
    await expect.poll(async () => (await computedStyle(button))['padding-right']).toBe('24px')

    // Mobile: a smaller button text, less section padding.
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await typeValue(page, 'Size', '14')
    // Its corner, not the button inside it.
    await section.click({ position: { x: 3, y: 3 } })
    await typeValue(page, 'Padding top', '16', 'Shift+Enter')

    // Hover: the button's background from another theme colour.
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    await button.click()
    await stateSelect(page).selectOption(':hover')
    await pickSwatch(page, 'Background colour', 'color-active')
    await expect
      .poll(async () => (await computedStyle(button))['background-color'])
      .toBe('rgb(35, 67, 180)')
    // The source of each value is shown, and the panel passes axe with every section open.
    await page.setViewportSize({ width: 1600, height: 3000 })
    await screenshot(page, 'style-panel-hover')
    expect(await seriousViolations(page)).toEqual([])
    await stateSelect(page).selectOption('default')
    await page.setViewportSize({ width: 1600, height: 1000 })

    // Publishing saves what is pending first.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor()

    const visitor = await browser.newContext()
    const published = await visitor.newPage()
    for (const width of [1280, 390]) {
      await setBuilderWidth(page, width, button)
      await page.mouse.move(5, 5)
      const shown = { section: await computedStyle(section), button: await computedStyle(button) }
      await stateSelect(page).selectOption(':hover')
      await expect
        .poll(async () => (await computedStyle(button))['background-color'])
        .toBe('rgb(35, 67, 180)')
      const shownHover = await computedStyle(button)
      await stateSelect(page).selectOption('default')

      await published.setViewportSize({ width, height: 900 })
      await published.goto(publishedUrl(site.subdomain), { waitUntil: 'domcontentloaded' })
      const publishedButton = published.locator(`.${buttonId}`)
      const publishedSection = published.locator(`.${sectionId}`)
      await publishedButton.waitFor()
      await published.mouse.move(1, 1)
      await expect.poll(() => computedStyle(publishedSection)).toEqual(shown.section)
      await expect.poll(() => computedStyle(publishedButton)).toEqual(shown.button)
      await publishedButton.hover()
      await expect.poll(() => computedStyle(publishedButton)).toEqual(shownHover)
      // Each width shows its own breakpoint's values.
      expect(shown.section['padding-top']).toBe(width === 390 ? '16px' : '40px')
      expect(shown.button['border-top-left-radius']).toBe('8px')
      if (width === 390) expect(shown.button['font-size']).toBe('14px')
      await screenshot(published, `style-panel-published-${width}`)
    }
    await visitor.close()
    await page.context().close()
  }, 300_000)

  for (const locale of ['en', 'zh-tw'] as const) {
    it(`shows every section in ${locale}, each pictured`, async () => {
      // Twice the pixels, so each section's picture can be read.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 2,
        locale: locale === 'zh-tw' ? 'zh-TW' : 'en-US',
      })
      await context.addInitScript((lang) => {
        localStorage.setItem(
          'tessera.preferences',
          JSON.stringify({ cookiesAccepted: true, locale: lang, scratchPopupViewed: true }),
        )
      }, locale)
      const page = await context.newPage()
      await page.goto(appUrl('/build/scratch'))
      await waitForBuilder(page)
      await canvas(page)
        .locator('[data-component-id]')
        .first()
        .click({ position: { x: 3, y: 3 } })
      await page.locator('.right-menu .style-panel').waitFor()
      await page.setViewportSize({ width: 1280, height: 3400 })
      const toggles = page.locator('.right-menu .sp-section .section-toggle')
      for (let i = 0; i < (await toggles.count()); i++) {
        if ((await toggles.nth(i).getAttribute('aria-expanded')) === 'false') {
          await toggles.nth(i).click()
        }
      }
      const sections = page.locator('.right-menu .sp-section')
      for (let i = 0; i < (await sections.count()); i++) {
        const name = await sections.nth(i).getAttribute('data-section')
        await screenshot(sections.nth(i), `builder-style-panel-${locale}-1280-${name}`)
      }
      expect(await seriousViolations(page)).toEqual([])
      await page.setViewportSize({ width: 390, height: 844 })
      await screenshot(page, `builder-style-panel-${locale}-390`)
      await context.close()
    }, 120_000)
  }
})
