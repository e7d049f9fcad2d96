import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  waitForBuilder,
} from './builder-page'

const buildMenu = (page: Page) => page.getByRole('navigation', { name: 'Build menu' })
const saveState = (page: Page) => page.locator('[role="status"].save-state')

async function expectSaved(page: Page): Promise<void> {
  await expect.poll(() => saveState(page).textContent(), { timeout: 20_000 }).toBe('Saved')
}

/** Every answer of the site server's step save, by status. */
function stepSaves(page: Page): number[] {
  const statuses: number[] = []
  page.on('response', (response) => {
    if (
      response.request().method() === 'PATCH' &&
      /\/api\/sites\/[^/]+\/steps$/.test(response.url())
    )
      statuses.push(response.status())
  })
  return statuses
}

/** Creates a behaviour with a name (and nothing else) through its modal. */
async function createBehavior(page: Page, name: string): Promise<void> {
  await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()
  await page.getByRole('button', { name: /New behaviour/ }).click()
  const dialog = page.getByRole('dialog', { name: 'New behaviour' })
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: `Edit ${name}` }).waitFor()
  await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()
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

describe('behaviours in the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('saves a new behaviour and a component added after it without a false conflict', async () => {
    const user = await registerUser('builder-behavior-save')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    const saves = stepSaves(page)
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await expectSaved(page)

    await createBehavior(page, 'Open menu')
    await expectSaved(page)
    const { id } = await addText(page)
    await expectSaved(page)

    expect(saves.length).toBeGreaterThanOrEqual(2)
    expect(saves.every((status) => status === 200)).toBe(true)
    expect(await page.getByRole('dialog', { name: 'Someone else saved this site' }).count()).toBe(0)

    await page.reload()
    await waitForBuilder(page)
    await canvas(page).locator(`[data-component-id="${id}"]`).waitFor()
    await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()
    await page.getByRole('button', { name: 'Edit Open menu' }).waitFor()
    await page.context().close()
  }, 120_000)
})
