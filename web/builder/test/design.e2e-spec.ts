import { apiClient, testStack } from '@tessera/kit/testing'
import { deserializeSite, type StoredSite } from '@tessera/site-format'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
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
  type TestUser,
} from './builder-page'

const siteServerUrl = () => testStack().urls['site-server']!
const publishedUrl = (subdomain: string) =>
  `http://${subdomain}.localhost:${new URL(siteServerUrl()).port}/`

/** Properties compared between the canvas and the published page. */
const PROPERTIES = [
  'color',
  'background-color',
  'font-size',
  'font-family',
  'padding-top',
  'padding-left',
  'letter-spacing',
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

function computed(element: Locator, property: string): Promise<string> {
  return element.evaluate(
    (el, name) => el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue(name),
    property,
  )
}

const menu = (page: Page) => page.getByRole('complementary', { name: 'Properties' })
const buildMenu = (page: Page) => page.getByRole('navigation', { name: 'Build menu' })
const stateSelect = (page: Page) => page.getByRole('combobox', { name: 'State', exact: true })

/** Focus back on the page, so the builder's keys apply. */
const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

/** Google's font stylesheet is not reachable from tests: an empty one stands in. */
async function stubGoogleFonts(context: BrowserContext): Promise<void> {
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  )
  await context.route('https://fonts.gstatic.com/**', (route) => route.abort())
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

/** Adds a Text block from the New menu and returns its canvas element and id. */
async function addText(page: Page): Promise<{ element: Locator; id: string }> {
  const before = await canvas(page).locator('[data-component-id]').count()
  await buildMenu(page).getByRole('button', { name: 'New', exact: true }).click()
  await page.getByRole('button', { name: 'Text', exact: true }).click()
  await buildMenu(page).getByRole('button', { name: 'New', exact: true }).click()
  await expect.poll(() => canvas(page).locator('[data-component-id]').count()).toBe(before + 1)
  const element = canvas(page).locator('[data-component-id]').last()
  const id = (await element.getAttribute('data-component-id'))!
  return { element: canvas(page).locator(`[data-component-id="${id}"]`), id }
}

async function setBuilderWidth(page: Page, width: number, sample: Locator): Promise<void> {
  const field = page.locator('.builder-toolbar').getByRole('textbox', { name: 'Width' })
  await field.fill(String(width))
  await field.press('Enter')
  await expect
    .poll(() => sample.evaluate((el) => el.ownerDocument.defaultView!.innerWidth))
    .toBe(width)
}

/** Publishing saves what is pending first (editor.md section 4): no need to wait for a save. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor()
}

async function openBuilder(browser: Browser, user: TestUser, siteId: string): Promise<Page> {
  const page = await newBuilderPage(browser, { user, width: 1600, height: 1000 })
  await stubGoogleFonts(page.context())
  await page.goto(appUrl(`/build/${siteId}`))
  await waitForBuilder(page)
  return page
}

describe('design in the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('publishes styles per breakpoint and state, a Google font and a theme colour as the canvas shows them', async () => {
    const user = await registerUser('builder-design')
    const site = await createServerSite(user)
    const page = await openBuilder(browser, user, site.id)

    // A theme colour and a Google font, from the Theme menu.
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()
    await menu(page).getByRole('button', { name: 'Add variable' }).click()
    await menu(page).getByRole('textbox', { name: 'Key', exact: true }).fill('brand')
    await menu(page).getByRole('textbox', { name: 'Value', exact: true }).fill('#123456')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await menu(page).getByText('brand', { exact: true }).waitFor()
    await menu(page).getByRole('tab', { name: 'Fonts' }).click()
    await menu(page).getByRole('button', { name: 'Add font' }).click()
    await menu(page).getByRole('combobox', { name: 'Source' }).selectOption('google')
    await menu(page).getByRole('textbox', { name: 'Font name' }).fill('Roboto')
    await menu(page).getByRole('combobox', { name: 'Fallback font' }).fill('sans-serif')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await menu(page).getByText('Roboto', { exact: true }).first().waitFor()
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()

    // A global style, from the Styles menu.
    await buildMenu(page).getByRole('button', { name: 'Styles', exact: true }).click()
    await menu(page).getByRole('tab', { name: 'Global' }).click()
    await menu(page)
      .getByRole('button', { name: /New global style/ })
      .click()
    await menu(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Spacing')
    const css = menu(page).getByRole('textbox', { name: 'CSS', exact: true })
    await css.click()
    await page.keyboard.insertText('body { letter-spacing: 2px; }')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await menu(page).getByText('Spacing', { exact: true }).waitFor()
    await buildMenu(page).getByRole('button', { name: 'Styles', exact: true }).click()

    const { element: text, id } = await addText(page)
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    await addStyle(page, 'color', '${brand}')
    await addStyle(page, 'font-family', 'Roboto')
    await addStyle(page, 'font-size', '40px')
    await expect.poll(() => computed(text, 'color')).toBe('rgb(18, 52, 86)')
    await page.getByRole('button', { name: 'Tablet (large)', exact: true }).click()
    await addStyle(page, 'font-size', '32px')
    await page.getByRole('button', { name: 'Tablet (small)', exact: true }).click()
    await addStyle(page, 'font-size', '24px')
    await addStyle(page, 'padding', '12px')
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await addStyle(page, 'font-size', '18px')
    await addStyle(page, 'color', 'rgb(0, 0, 200)')
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    await stateSelect(page).selectOption(':hover')
    await addStyle(page, 'background-color', 'rgb(0, 150, 0)')
    // The canvas shows the selected component as hovered while the state is chosen.
    await expect.poll(() => computed(text, 'background-color')).toBe('rgb(0, 150, 0)')
    await screenshot(page, 'builder-design-hover-state')
    await stateSelect(page).selectOption('default')
    await page.mouse.move(5, 5)
    await expect.poll(() => computed(text, 'background-color')).toBe('rgba(0, 0, 0, 0)')

    await publish(page)
    const visitor = await browser.newContext()
    await stubGoogleFonts(visitor)
    const published = await visitor.newPage()
    const publishedText = published.locator(`.${id}`)
    const seen: Record<number, Record<string, string>> = {}
    for (const width of [1200, 900, 700, 400]) {
      await setBuilderWidth(page, width, text)
      await stateSelect(page).selectOption('default')
      await page.mouse.move(5, 5)
      await expect.poll(() => computed(text, 'background-color')).toBe('rgba(0, 0, 0, 0)')
      const shown = await computedStyle(text)
      await stateSelect(page).selectOption(':hover')
      await expect.poll(() => computed(text, 'background-color')).toBe('rgb(0, 150, 0)')
      const shownHover = await computedStyle(text)

      await published.setViewportSize({ width, height: 900 })
      if (width === 1200) {
        await published.goto(publishedUrl(site.subdomain), { waitUntil: 'domcontentloaded' })
      }
      await publishedText.waitFor()
      await published.mouse.move(1, 1)
      await expect.poll(() => computedStyle(publishedText)).toEqual(shown)
      await publishedText.hover()
      await expect.poll(() => computedStyle(publishedText)).toEqual(shownHover)
      seen[width] = shown
    }
    await stateSelect(page).selectOption('default')
    // Each breakpoint showed its own size, the mobile its own colour, the font and theme colour.
    expect([1200, 900, 700, 400].map((width) => seen[width]!['font-size'])).toEqual([
      '40px',
      '32px',
      '24px',
      '18px',
    ])
    expect(seen[1200]!.color).toBe('rgb(18, 52, 86)')
    expect(seen[400]!.color).toBe('rgb(0, 0, 200)')
    expect(seen[700]!['padding-top']).toBe('12px')
    expect(seen[1200]!['font-family']).toMatch(/^Roboto, sans-serif$/)
    expect(seen[1200]!['letter-spacing']).toBe('2px')
    await screenshot(published, 'builder-design-published-400')
    await visitor.close()
    await page.context().close()
  }, 300_000)

  it('runs a behaviour written in the modal on the published page, never on the canvas', async () => {
    const user = await registerUser('builder-behavior')
    const site = await createServerSite(user)
    const page = await openBuilder(browser, user, site.id)
    const { element: target, id: targetId } = await addText(page)
    const { id: buttonId } = await addText(page)
    const original = await target.innerText()

    // The behaviour, written in its modal.
    await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()
    await page.getByRole('button', { name: /New behaviour/ }).click()
    const dialog = page.getByRole('dialog', { name: 'New behaviour' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Set text')
    await dialog.getByRole('button', { name: 'Add argument' }).click()
    await dialog.getByRole('button', { name: 'OK', exact: true }).click()
    expect(await dialog.getByRole('alert').innerText()).toBe('The argument needs a name')
    await dialog.getByRole('textbox', { name: 'Argument name' }).fill('target')
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('component')
    await dialog.getByRole('button', { name: 'OK', exact: true }).click()
    await dialog.getByRole('button', { name: 'Add argument' }).click()
    await dialog.getByRole('textbox', { name: 'Argument name' }).fill('target')
    await dialog.getByRole('button', { name: 'OK', exact: true }).click()
    expect(await dialog.getByRole('alert').innerText()).toBe(
      'An argument with this name already exists',
    )
    await dialog.getByRole('textbox', { name: 'Argument name' }).fill('text')
    await dialog.getByRole('textbox', { name: 'Default', exact: true }).fill('Clicked!')
    await dialog.getByRole('button', { name: 'OK', exact: true }).click()
    await dialog.getByRole('button', { name: 'Add argument' }).click()
    await dialog.getByRole('textbox', { name: 'Argument name' }).fill('loud')
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('boolean')
    await dialog.getByRole('combobox', { name: 'Default', exact: true }).selectOption('false')
    await dialog.getByRole('button', { name: 'OK', exact: true }).click()
    await dialog.getByText('boolean = false').waitFor()
    const code = dialog.getByRole('textbox', { name: 'Code', exact: true })
    await code.click()
    await page.keyboard.press('Tab')
    await expect.poll(() => code.innerText()).toBe('  ')
    await expect.poll(() => code.evaluate((el) => el.ownerDocument.activeElement === el)).toBe(true)
    await page.keyboard.press('Control+a')
    await page.keyboard.insertText(
      "helpers.requireArgs(args, ['target'])\nhelpers.setContent(args.target, args.text)",
    )
    // The draft is kept in the editor state while the dialog is open, which is saved too.
    await expect
      .poll(
        async () => {
          const stored = await apiClient(siteServerUrl()).get<StoredSite>(`/api/sites/${site.id}`, {
            token: user.token,
          })
          return JSON.stringify(deserializeSite(stored.body).editor ?? {})
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain('helpers.setContent(args.target, args.text)')
    await screenshot(page, 'builder-behavior-modal')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Edit Set text' }).waitFor()
    await screenshot(page, 'builder-behaviors-menu')
    await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()

    // The second text calls it with the first as target; the first calls it with no target.
    const wire = async (id: string, targetArg: string | undefined) => {
      await canvas(page).locator(`[data-component-id="${id}"]`).click()
      await menu(page).getByRole('button', { name: 'Add an event' }).click()
      await menu(page).getByRole('combobox', { name: 'Event', exact: true }).selectOption('click')
      const form = menu(page).locator('.event-form')
      await form
        .getByRole('combobox', { name: 'Add a behaviour', exact: true })
        .selectOption({ label: 'Set text' })
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      if (targetArg !== undefined) {
        // The field suggests the page's components; the id is typed whole here.
        await form.getByRole('combobox', { name: /^target/ }).fill(targetArg)
      }
      await form.getByRole('button', { name: 'Save', exact: true }).click()
      await menu(page).getByRole('button', { name: 'Edit the click event' }).waitFor()
    }
    await wire(buttonId, targetId)
    await wire(targetId, undefined)

    // On the canvas a click selects; nothing of the site's code runs there.
    await canvas(page).locator(`[data-component-id="${buttonId}"]`).click()
    expect(await canvas(page).locator('script').count()).toBe(0)
    expect(await page.locator('iframe[title="Canvas"]').getAttribute('sandbox')).not.toContain(
      'allow-scripts',
    )
    expect(await target.innerText()).toBe(original)

    await publish(page)
    const visitor = await browser.newContext()
    const published = await visitor.newPage()
    const errors: string[] = []
    published.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await published.goto(publishedUrl(site.subdomain))
    const publishedTarget = published.locator(`.${targetId}`)
    await expect.poll(() => publishedTarget.innerText()).toBe(original)
    await published.locator(`.${buttonId}`).click()
    await expect.poll(() => publishedTarget.innerText()).toBe('Clicked!')
    // A call without its required argument fails with the spec's message.
    await publishedTarget.click()
    await expect
      .poll(() => errors.some((text) => text.includes('Arg "target" is required')))
      .toBe(true)
    await visitor.close()

    // Still nothing ran on the canvas.
    expect(await target.innerText()).toBe(original)
    await page.context().close()
  }, 240_000)

  it('edits the theme and the breakpoints in Chromium, with their errors', async () => {
    const page = await newBuilderPage(browser, { width: 1600, height: 1100 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)

    // Theme variables: key and value required, keys unique.
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()
    await menu(page).getByRole('button', { name: 'Add variable' }).click()
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => menu(page).getByRole('alert').first().innerText())
      .toBe('The variable needs a name')
    await menu(page).getByRole('textbox', { name: 'Key', exact: true }).fill('accent')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => menu(page).getByRole('alert').first().innerText())
      .toBe('The value cannot be empty')
    await menu(page).getByRole('textbox', { name: 'Value', exact: true }).fill('#ff8800')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await menu(page).getByText('accent', { exact: true }).waitFor()
    await menu(page).getByRole('button', { name: 'Add variable' }).click()
    await menu(page).getByRole('textbox', { name: 'Key', exact: true }).fill('accent')
    await menu(page).getByRole('textbox', { name: 'Value', exact: true }).fill('red')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => menu(page).getByRole('alert').first().innerText())
      .toBe('A variable with this name already exists')
    await menu(page).getByRole('button', { name: 'Cancel', exact: true }).click()

    // Fonts: a Google font needs a fallback.
    await menu(page).getByRole('tab', { name: 'Fonts' }).click()
    await menu(page).getByRole('button', { name: 'Add font' }).click()
    await menu(page).getByRole('combobox', { name: 'Source' }).selectOption('google')
    await menu(page).getByRole('textbox', { name: 'Font name' }).fill('Lato')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(() => menu(page).getByRole('alert').first().innerText())
      .toBe('This font needs a fallback font')
    await menu(page).getByRole('combobox', { name: 'Fallback font' }).fill('serif')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).click()
    await menu(page).getByText('Lato', { exact: true }).first().waitFor()
    await screenshot(page, 'builder-theme-fonts')
    expect(await seriousViolations(page)).toEqual([])
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()

    // Breakpoints: a new one, refused while it overlaps, then saved and offered in the toolbar.
    await page.getByRole('button', { name: 'Edit breakpoints' }).click()
    const dialog = page.getByRole('dialog', { name: 'Breakpoints' })
    await dialog.getByRole('button', { name: 'Add breakpoint' }).click()
    await dialog.getByRole('button', { name: 'Add it' }).click()
    const row = dialog.getByRole('group', { name: /^Breakpoint 5/ })
    await row.getByRole('textbox', { name: 'Name' }).fill('Watch')
    await row.getByRole('textbox', { name: 'Max width' }).fill('480')
    await expect.poll(() => row.locator('.field-error').innerText()).not.toBe('')
    await dialog.getByRole('status').waitFor()
    await row.getByRole('textbox', { name: 'Max width' }).fill('300')
    await expect.poll(() => row.locator('.field-error').innerText()).toBe('')
    await screenshot(page, 'builder-breakpoint-editor')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Watch', exact: true }).click()
    const sample = canvas(page).locator('[data-component-id]').first()
    await expect
      .poll(() => sample.evaluate((el) => el.ownerDocument.defaultView!.innerWidth))
      .toBe(300)
    await page.context().close()
  }, 180_000)

  it('keeps the Styles menu, the Behaviours modal, Theme and the breakpoint editor accessible and keyboard-operable', async () => {
    const page = await newBuilderPage(browser, { width: 1600, height: 1100 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const faults: string[] = []
    const check = async (name: string) => {
      faults.push(...(await seriousViolations(page)).map((fault) => `${name}: ${fault}`))
    }

    // Styles by keyboard: s opens the menu, g a global style, Tab leaves the code editor.
    await blur(page)
    await page.keyboard.press('s')
    await menu(page).getByRole('tab', { name: 'Reusable' }).waitFor()
    await check('Styles, Reusable')
    await page.keyboard.press('n')
    const mixinName = menu(page).getByRole('textbox', { name: 'Name', exact: true })
    await expect.poll(() => mixinName.evaluate((el) => el === document.activeElement)).toBe(true)
    await menu(page).getByRole('button', { name: 'OK', exact: true }).press('Enter')
    expect(await menu(page).getByRole('alert').innerText()).toBe('Style must have a name')
    await mixinName.fill('Muted')
    await menu(page).getByRole('button', { name: 'OK', exact: true }).press('Enter')
    await menu(page).getByText('Muted', { exact: true }).waitFor()
    await screenshot(page, 'builder-styles-reusable')
    await check('Styles, Reusable list')
    await menu(page).getByRole('tab', { name: 'Reusable' }).focus()
    await page.keyboard.press('ArrowRight')
    await menu(page).getByRole('tab', { name: 'Global', selected: true }).waitFor()
    await blur(page)
    await page.keyboard.press('g')
    const globalName = menu(page).getByRole('textbox', { name: 'Name', exact: true })
    await expect.poll(() => globalName.evaluate((el) => el === document.activeElement)).toBe(true)
    await menu(page).getByRole('button', { name: 'Save', exact: true }).press('Enter')
    expect(await menu(page).getByRole('alert').innerText()).toBe('Style must have a name')
    const css = menu(page).getByRole('textbox', { name: 'CSS', exact: true })
    // The code editor is loaded on first use.
    await css.waitFor()
    await page.keyboard.type('Base')
    await page.keyboard.press('Tab')
    await expect.poll(() => css.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.insertText('h1 { margin: 0; }')
    // Escape closes a completion list, if one is open; Escape then Tab leaves the editor.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
    const save = menu(page).getByRole('button', { name: 'Save', exact: true })
    await expect.poll(() => save.evaluate((el) => el === document.activeElement)).toBe(true)
    // The focus is visible (the builder draws it as a ring).
    expect(
      await save.evaluate((el) => el.matches(':focus-visible') && getComputedStyle(el).boxShadow),
    ).not.toMatch(/^(none|false)$/)
    await screenshot(page, 'builder-styles-global')
    await check('Styles, Global editor')
    await page.keyboard.press('Enter')
    await menu(page).getByText('Base', { exact: true }).waitFor()
    // A second one with the same name is refused.
    await blur(page)
    await page.keyboard.press('g')
    await page.keyboard.type('Base')
    await menu(page).getByRole('button', { name: 'Save', exact: true }).press('Enter')
    expect(await menu(page).getByRole('alert').innerText()).toBe(
      'A global style with this name already exists',
    )
    await menu(page).getByRole('button', { name: 'Cancel', exact: true }).press('Enter')
    await buildMenu(page).getByRole('button', { name: 'Styles', exact: true }).click()

    // The Behaviours modal, opened by keyboard (b, then n).
    await blur(page)
    await page.keyboard.press('b')
    await page.keyboard.press('n')
    const dialog = page.getByRole('dialog', { name: 'New behaviour' })
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).waitFor()
    await check('Behaviours modal')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // Theme and the breakpoint editor.
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()
    await menu(page).getByRole('tab', { name: 'Variables' }).waitFor()
    await check('Theme')
    await screenshot(page, 'builder-theme-variables')
    await buildMenu(page).getByRole('button', { name: 'Theme', exact: true }).click()
    await page.getByRole('button', { name: 'Edit breakpoints' }).press('Enter')
    await page.getByRole('dialog', { name: 'Breakpoints' }).waitFor()
    await check('Breakpoint editor')
    expect(faults).toEqual([])
    await page.context().close()
  }, 180_000)

  it('shows the Styles menu and the behaviour modal in Traditional Chinese', async () => {
    const page = await newBuilderPage(browser, { width: 1600, height: 1100, locale: 'zh-tw' })
    try {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(appUrl('/build/scratch'))
      try {
        await waitForBuilder(page)
      } catch (error) {
        await screenshot(page, 'builder-zh-tw-load')
        throw new Error(
          `${String(error)}\n${errors.join('\n')}\n${await page.locator('body').innerText()}`,
        )
      }
      const rawKey = /\b(builder|errors)\.[a-zA-Z]+\.[a-zA-Z.]+/
      await blur(page)
      await page.keyboard.press('s')
      await page.getByRole('tab', { name: '可重複使用' }).waitFor()
      await page.getByRole('tab', { name: '全域' }).click()
      await blur(page)
      await page.keyboard.press('g')
      await page.getByRole('textbox', { name: 'CSS', exact: true }).waitFor()
      expect(await page.locator('.right-menu').innerText()).not.toMatch(rawKey)
      await screenshot(page, 'builder-styles-global-zh-tw')
      await page.getByRole('button', { name: '取消', exact: true }).click()
      await blur(page)
      await page.keyboard.press('s')
      await blur(page)
      await page.keyboard.press('b')
      await page.keyboard.press('n')
      const dialog = page.getByRole('dialog', { name: '新增行為' })
      await dialog.getByRole('button', { name: '新增參數' }).click()
      await dialog.getByRole('button', { name: '確定' }).click()
      expect(await dialog.getByRole('alert').innerText()).toBe('參數需要名稱')
      expect(await dialog.innerText()).not.toMatch(rawKey)
      await screenshot(page, 'builder-behavior-modal-zh-tw')
    } finally {
      await page.context().close()
    }
  }, 120_000)
})
