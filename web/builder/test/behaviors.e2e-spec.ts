import { testStack } from '@tessera/kit/testing'
import type { Site } from '@tessera/site-format'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  expectSaved,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  type TestUser,
  waitForBuilder,
} from './builder-page'

const buildMenu = (page: Page) => page.getByRole('navigation', { name: 'Build menu' })
const menu = (page: Page) => page.getByRole('complementary', { name: 'Properties' })
const publishedUrl = (subdomain: string) =>
  `http://${subdomain}.localhost:${new URL(testStack().urls['site-server']!).port}/`

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

/**
 * A site whose Menu button calls the behaviour Open menu on click. The behaviour writes its
 * text arg (default 'Opened') into the button; a second arg is a Boolean defaulting to true.
 */
async function siteWithBehavior(user: TestUser, name = 'Behaviour Site') {
  const ids = { behavior: '', button: '' }
  const site = await createServerSite(
    user,
    (draft: Site) => {
      const context = draft.context
      const root = draft.pages[draft.defaults.homePage]!.root
      ids.behavior = `${context.namespace}-b-${context.nextId++}`
      ids.button = `${context.namespace}-c-${context.nextId++}`
      context.behaviors[ids.behavior] = {
        id: ids.behavior,
        name: 'Open menu',
        code: 'helpers.setContent(behaviorContext.component.id, args.text)',
        args: {
          text: { name: 'text', type: 'string', default: 'Opened', help: 'Shown after a click' },
          animate: { name: 'animate', type: 'boolean', default: true, help: 'Slide it in' },
        },
      }
      root.children = [
        ...(root.children ?? []),
        {
          id: ids.button,
          name: 'Menu button',
          tag: 'div',
          content: 'Menu',
          parentId: root.id,
          style: { custom: {} },
          events: { click: { name: 'click', behaviors: [{ behaviorId: ids.behavior }] } },
        },
      ]
    },
    name,
  )
  return { site, ...ids }
}

/** Publishes, once the last notice has gone (notices stay 4 s). */
async function publish(page: Page): Promise<void> {
  await expectSaved(page)
  const notice = page.getByRole('alert').filter({ hasText: 'Published' })
  await expect.poll(() => notice.count()).toBe(0)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await notice.waitFor()
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

  it('asks before deleting a behaviour in use, removes its calls in one undoable step, and the live site no longer calls it', async () => {
    const user = await registerUser('builder-behavior-delete')
    const { site, button } = await siteWithBehavior(user)
    const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const published = await browser.newPage()
    const warnings: string[] = []
    published.on('console', (message) => warnings.push(message.text()))

    // Live first: a click runs the behaviour with its default text.
    await publish(page)
    await published.goto(publishedUrl(site.subdomain))
    await published.locator(`.${button}`).click()
    await expect.poll(() => published.locator(`.${button}`).innerText()).toBe('Opened')

    // The event's argument fields show the defaults, the help as their description.
    await canvas(page).locator(`[data-component-id="${button}"]`).click()
    await menu(page).getByRole('button', { name: 'Edit the click event' }).click()
    const text = menu(page).getByRole('textbox', { name: /^text/ })
    expect(await text.inputValue()).toBe('')
    expect(await text.getAttribute('placeholder')).toBe('Opened')
    const description = await text.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => el.ownerDocument.getElementById(id)?.textContent)
        .join(' '),
    )
    expect(description).toBe('Shown after a click')
    expect(await menu(page).getByRole('checkbox', { name: 'animate' }).isChecked()).toBe(true)
    await screenshot(page, 'builder-event-arguments')
    await menu(page).getByRole('button', { name: 'Cancel', exact: true }).click()

    // Delete asks, listing the event that calls it.
    await buildMenu(page).getByRole('button', { name: 'Behaviours', exact: true }).click()
    await page.getByRole('button', { name: 'Edit Open menu' }).click()
    await page.getByRole('dialog', { name: 'Edit behaviour' }).waitFor()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete “Open menu”?' })
    await confirm.waitFor()
    expect(await confirm.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/Menu button\s+click\s+\/home/),
    ])
    await screenshot(page, 'builder-behavior-delete')
    expect(await seriousViolations(page)).toEqual([])
    await confirm.getByRole('button', { name: 'Delete behaviour' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await page.getByText('This site has no behaviours yet.').waitFor()
    await expect.poll(() => menu(page).getByText('No events.').count()).toBe(1)

    // One undo brings back the behaviour and the call; redo deletes both again.
    await page.keyboard.press('Control+z')
    await page.getByRole('button', { name: 'Edit Open menu' }).waitFor()
    await menu(page).getByRole('button', { name: 'Edit the click event' }).waitFor()
    expect(await menu(page).locator('.event-list').innerText()).toContain('Open menu')
    await buildMenu(page).getByRole('button', { name: 'History', exact: true }).click()
    await page.getByRole('button', { name: 'Delete behaviour Open menu' }).waitFor()
    await buildMenu(page).getByRole('button', { name: 'History', exact: true }).click()
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(() => menu(page).getByText('No events.').count()).toBe(1)

    // The live site: the click no longer calls anything, and nothing is unknown.
    await publish(page)
    warnings.length = 0
    await published.reload()
    await published.locator(`.${button}`).click()
    await published.waitForTimeout(500)
    expect(await published.locator(`.${button}`).innerText()).toBe('Menu')
    expect(warnings.filter((line) => /unknown behaviour/i.test(line))).toEqual([])
    await published.close()
    await page.context().close()
  }, 180_000)

  it('shows the delete confirmation and the argument fields in Traditional Chinese', async () => {
    const user = await registerUser('builder-behavior-zh')
    const { site, button } = await siteWithBehavior(user, 'Behaviour Site zh')
    const page = await newBuilderPage(browser, { user, locale: 'zh-tw', width: 1280, height: 800 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await canvas(page).locator(`[data-component-id="${button}"]`).click()
    const properties = page.getByRole('complementary', { name: '屬性' })
    await properties.getByRole('button', { name: '編輯 click 事件' }).click()
    await properties.getByText('Shown after a click').waitFor()
    await screenshot(page, 'builder-event-arguments-zh-tw')
    await page.keyboard.press('Escape')
    await page
      .getByRole('navigation', { name: '建構選單' })
      .getByRole('button', { name: '行為', exact: true })
      .click()
    await page.getByRole('button', { name: '編輯 Open menu' }).click()
    await page.getByRole('button', { name: '刪除', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: '刪除「Open menu」？' })
    await confirm.getByRole('listitem').waitFor()
    await screenshot(page, 'builder-behavior-delete-zh-tw')
    await confirm.getByRole('button', { name: '取消' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    await page.context().close()
  }, 120_000)
})
