import { sql } from '@tessera/kit/testing'
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

function modal(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name })
}

function computed(element: Locator, property: string): Promise<string> {
  return element.evaluate(
    (el, name) => el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue(name),
    property,
  )
}

/** The build menu's History sub-menu is open. */
async function historyOpen(page: Page): Promise<boolean> {
  const entry = page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: 'History', exact: true })
  return (await entry.getAttribute('aria-expanded')) === 'true'
}

describe('preferences in the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('applies the canvas toggles and colours, and a reassigned hotkey works after a reload', async () => {
    const page = await newBuilderPage(browser, { width: 1440, height: 900 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const root = canvas(page).locator('[data-component-id]').first()
    expect(await computed(root, 'outline-style')).toBe('none')

    await page.getByRole('button', { name: 'More', exact: true }).click()
    await page.getByRole('button', { name: 'Preferences' }).click()
    const prefs = modal(page, 'Preferences')
    await prefs.waitFor()
    await prefs.getByRole('checkbox', { name: 'Show component bounds' }).check()
    await expect.poll(() => computed(root, 'outline-style')).toBe('dashed')
    await prefs.getByRole('checkbox', { name: 'Override opacity' }).check()
    await prefs.getByLabel('Selection outline', { exact: true }).fill('#10b981')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-preferences-general')

    // Hotkeys: h opens History by default; give it k instead.
    await prefs.getByRole('tab', { name: 'Hotkeys' }).click()
    const history = prefs.getByRole('button', { name: /^Open History: H\. Change$/ })
    await history.click()
    await page.keyboard.press('t')
    await expect
      .poll(() => prefs.getByRole('status').innerText())
      .toBe('Hotkey used by Open Theme (No panel open)')
    await page.keyboard.press('Control+k')
    await expect.poll(() => prefs.getByRole('status').innerText()).toBe('Invalid hotkey')
    // Escape cancels the assignment and leaves the modal open.
    await page.keyboard.press('Escape')
    await expect.poll(() => prefs.getByRole('status').innerText()).toBe('Hotkey unchanged')
    expect(await prefs.isVisible()).toBe(true)
    await history.click()
    await page.keyboard.press('k')
    await expect.poll(() => prefs.getByRole('status').innerText()).toBe('Open History is now K')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-preferences-hotkeys')
    await page.keyboard.press('Escape')
    await prefs.waitFor({ state: 'hidden' })

    // The selection outline takes the chosen colour.
    await page
      .getByRole('tree', { name: 'Components' })
      .getByRole('treeitem', { name: 'Root', exact: true })
      .click()
    await expect
      .poll(() => computed(page.locator('.overlay-selected'), 'outline-color'))
      .toBe('rgb(16, 185, 129)')

    await page.locator('body').press('k')
    await expect.poll(() => historyOpen(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => historyOpen(page)).toBe(false)

    await page.reload()
    await waitForBuilder(page)
    const rootAgain = canvas(page).locator('[data-component-id]').first()
    await expect.poll(() => computed(rootAgain, 'outline-style')).toBe('dashed')
    await page.locator('body').press('h')
    await expect.poll(() => historyOpen(page)).toBe(false)
    await page.locator('body').press('k')
    await expect.poll(() => historyOpen(page)).toBe(true)
    await page.close()
  }, 120_000)

  it('writes a bug report to support, and shows admins the Vue-component info', async () => {
    const user = await registerUser('prefs-admin')
    await sql(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [user.id])
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)

    await page.getByRole('button', { name: 'More', exact: true }).click()
    await page.getByRole('button', { name: 'Report a bug' }).click()
    const report = modal(page, 'Report a bug')
    await report.getByRole('textbox', { name: 'What happened?' }).fill('The canvas went blank')
    const href = await report.getByRole('link', { name: 'Write the e-mail' }).getAttribute('href')
    const mail = new URL(href!)
    expect(mail.protocol).toBe('mailto:')
    const body = mail.searchParams.get('body')!
    expect(body).toContain('The canvas went blank')
    expect(body).toContain(`Site: ${site.id}`)
    expect(body).toContain(`Browser: ${await page.evaluate(() => navigator.userAgent)}`)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-bug-report')
    await report.getByRole('button', { name: 'Cancel' }).click()
    await report.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'About the Vue component' }).click()
    const info = modal(page, 'Vue component')
    await info.waitFor()
    expect(await info.innerText()).toContain('componentName')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-vue-info')
    await info.getByRole('button', { name: 'Got it' }).click()
    await info.waitFor({ state: 'hidden' })
    await page.close()
  }, 120_000)
})
