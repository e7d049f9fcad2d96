import { randomBytes, randomUUID } from 'node:crypto'
import type { INestApplicationContext } from '@nestjs/common'
import { NestFactory } from '@nestjs/core'
import { apiClient, testStack } from '@tessera/kit/testing'
import {
  addBuiltinComponent,
  BuiltinComponentId,
  deserializeSite,
  editComponent,
  setComponentStyle,
  SiteDocument,
  type Command,
  type Component,
  type Site,
  type StoredSite,
} from '@tessera/site-format'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../infra/local/stack.mjs'
import { AppModule } from '../../../services/site-server/dist/app.module.js'
import { loadSiteServerConfig } from '../../../services/site-server/dist/config.js'
import { ContentService } from '../../../services/site-server/dist/content/content.service.js'
import {
  appUrl,
  canvas,
  createServerSite,
  expectSaved,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  type TestUser,
  waitForBuilder,
} from './builder-page'

const siteServer = () => apiClient(testStack().urls['site-server']!)

async function stored(user: TestUser, siteId: string): Promise<Site> {
  const res = await siteServer().get<StoredSite>(`/api/sites/${siteId}`, { token: user.token })
  expect(res.status).toBe(200)
  return deserializeSite(res.body)
}

/** A site whose home page holds one paragraph, 'Original text'. */
function withIntro(site: Site): void {
  const root = site.pages[site.defaults.homePage]!.root
  const intro: Component = {
    id: `${site.context.namespace}-c-${site.context.nextId++}`,
    name: 'Intro',
    tag: 'p',
    content: 'Original text',
    style: { custom: {} },
    parentId: root.id,
  }
  root.children = [...(root.children ?? []), intro]
}

const red = { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' } as const

/**
 * The site-server's content service in this process (its build, as the stack runs it), on the
 * stack's database and Redis: saves made here reach the stack's site-servers' subscribers.
 */
async function contentService(): Promise<{
  app: INestApplicationContext
  content: ContentService
}> {
  const env = testStack().env['site-server']!
  const config = loadSiteServerConfig({
    ...env,
    PORT: String(await freePort()),
    GRPC_PORT: String(await freePort()),
    REPLICA_ID: 'live-edits-agent',
  })
  const app = await NestFactory.createApplicationContext(AppModule.register(config), {
    logger: false,
  })
  return { app, content: app.get(ContentService) }
}

/**
 * An agent's call as the MCP service makes it: one group command, saved with the agent as its
 * origin. The commands are made on the stored site, so they carry its current values.
 */
async function agentCall(
  content: ContentService,
  user: TestUser,
  siteId: string,
  make: (doc: SiteDocument) => Command[],
): Promise<void> {
  const doc = new SiteDocument(await stored(user, siteId))
  const group: Command = { type: 'g', data: { commands: make(doc) } }
  await content.saveSteps(siteId, {
    saveId: randomBytes(18).toString('base64url'),
    steps: [{ do: group }],
    authorId: user.id,
    power: 'design',
    origin: {
      agent: { clientId: 'test-agent', clientName: 'Claude', label: 'Make the intro red' },
    },
  })
}

const intro = (page: Page) => canvas(page).locator('p[data-component-id]').first()

/** Adds a text component by the keyboard: the New menu's key, then its text block. */
async function addText(page: Page): Promise<void> {
  await page.keyboard.press('a')
  await page.getByRole('region', { name: 'New' }).waitFor()
  await page.keyboard.press('t')
  await page.keyboard.press('Escape')
}

describe("an agent's edits, live in the open builder", () => {
  let browser: Browser
  let agent: Awaited<ReturnType<typeof contentService>>

  beforeAll(async () => {
    browser = await launchBrowser()
    agent = await contentService()
    // Its first query opens the database's connections, outside the timed save.
    await agent.content.site(randomUUID()).catch(() => undefined)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await agent?.app.close()
  })

  it("shows an agent's call at once, keeps the person's unsaved edit, and undoes the call in one step", async () => {
    const user = await registerUser('builder-live')
    const site = await createServerSite(user, withIntro)
    const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
    // The builder listens once the site's event stream says it is ready.
    const listening = page.waitForResponse((res) => res.url().endsWith(`/${site.id}/events`))
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await listening
    await expectSaved(page)
    const count = () => canvas(page).locator('[data-component-id]').count()
    const before = await count()

    // The person's edit, not yet saved (the save waits 3 s after the last edit).
    await addText(page)
    expect(await count()).toBe(before + 1)

    await agentCall(agent.content, user, site.id, (doc) => {
      const id = doc.site.pages['/home']!.root.children![0]!.id
      return [
        editComponent(doc, id, { content: 'Rewritten by the agent' }),
        setComponentStyle(doc, id, red, 'rgb(200, 0, 0)'),
      ]
    })
    // Through the save, Redis, the stream and the rebase, without a reload.
    await intro(page).getByText('Rewritten by the agent').waitFor()
    await expect
      .poll(() => intro(page).evaluate((el) => getComputedStyle(el).color))
      .toBe('rgb(200, 0, 0)')
    expect(await count()).toBe(before + 1)

    // The history shows the call as one entry, named by the agent.
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const entries = page.getByRole('list', { name: 'Edits, newest first' }).getByRole('listitem')
    expect(await entries.allInnerTexts()).toEqual([
      'Claude: Make the intro red',
      'Add Text',
      'initial',
    ])
    await screenshot(page, 'builder-live-agent-history-en-1280')

    // One Ctrl+Z takes the whole call back; the person's edit stays; both are saved.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Control+z')
    await intro(page).getByText('Original text').waitFor()
    expect(await intro(page).evaluate((el) => getComputedStyle(el).color)).not.toBe(
      'rgb(200, 0, 0)',
    )
    expect(await count()).toBe(before + 1)
    await expectSaved(page)
    const saved = await stored(user, site.id)
    const home = saved.pages['/home']!.root
    expect(home.children!.map((c) => c.content ?? c.name)).toContain('Original text')
    expect(home.children).toHaveLength(2)
    // The person's edit is the one entry to undo; the agent's call waits to be redone.
    expect(saved.history.back).toHaveLength(1)
    expect(saved.history.forward).toHaveLength(1)
    expect(JSON.stringify(saved.history.forward[0])).toContain('Rewritten by the agent')
    await page.context().close()
  }, 120_000)

  it("keeps the person's new block beside one the agent added meanwhile, and saves both", async () => {
    const user = await registerUser('builder-live-both')
    const site = await createServerSite(user, withIntro)
    const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
    const listening = page.waitForResponse((res) => res.url().endsWith(`/${site.id}/events`))
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await listening
    await expectSaved(page)
    const ids = () =>
      canvas(page)
        .locator('[data-component-id]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-component-id')!))
    const before = await ids()

    // The person's block, not yet saved, took the next id from the site's counter.
    await addText(page)
    const mine = (await ids()).find((id) => !before.includes(id))!
    expect(mine).toBeDefined()
    const text = await canvas(page).locator(`[data-component-id="${mine}"]`).innerText()

    // The agent adds a heading on the stored site: the same next id.
    let theirs = ''
    await agentCall(agent.content, user, site.id, (doc) => {
      const root = doc.site.pages['/home']!.root.id
      const add = addBuiltinComponent(doc, BuiltinComponentId.h2, root)
      const commands = add.type === 'g' ? add.data.commands : [add]
      const heading = commands.find((c) => c.type === 'addC')!.data.component
      heading.content = 'Added by the agent'
      theirs = heading.id
      return [add]
    })
    expect(theirs).toBe(mine)
    await canvas(page).getByText('Added by the agent').waitFor()
    await expect.poll(async () => (await ids()).length).toBe(before.length + 2)
    // Nothing was dropped: no notice, and the person's block is still there, under a new id.
    expect(await page.getByText('Changes saved elsewhere replaced').count()).toBe(0)
    const after = await ids()
    expect(new Set(after).size).toBe(after.length)
    const renamed = after.find((id) => !before.includes(id) && id !== theirs)!
    expect(await canvas(page).locator(`[data-component-id="${renamed}"]`).innerText()).toBe(text)
    expect(await canvas(page).locator(`[data-component-id="${theirs}"]`).innerText()).toBe(
      'Added by the agent',
    )
    await screenshot(page, 'builder-live-both-added-en-1280')

    // The person's save is taken as it is (no conflict), and both are stored.
    await expectSaved(page)
    const saved = await stored(user, site.id)
    const home = saved.pages['/home']!.root
    const stacked = JSON.stringify(home)
    expect(stacked).toContain('Added by the agent')
    expect(stacked).toContain(`"id":"${renamed}"`)
    expect(saved.context.nextId).toBeGreaterThan(Number(renamed.split('-').at(-1)))

    // Opened again, the page shows both.
    await page.reload()
    await waitForBuilder(page)
    await canvas(page).getByText('Added by the agent').waitFor()
    expect((await ids()).sort()).toEqual([...after].sort())
    expect(await canvas(page).locator(`[data-component-id="${renamed}"]`).innerText()).toBe(text)
    await page.context().close()
  }, 120_000)

  it("shows another builder's save in the open one, as that person's edit", async () => {
    const user = await registerUser('builder-live-member')
    const site = await createServerSite(user, withIntro)
    const open = async () => {
      const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
      const listening = page.waitForResponse((res) => res.url().endsWith(`/${site.id}/events`))
      await page.goto(appUrl(`/build/${site.id}`))
      await waitForBuilder(page)
      await listening
      await expectSaved(page)
      return page
    }
    const [watching, editing] = [await open(), await open()]
    const count = (page: Page) => canvas(page).locator('[data-component-id]').count()
    const before = await count(watching)
    await addText(editing)
    await expectSaved(editing)
    await expect.poll(() => count(watching), { timeout: 5000 }).toBe(before + 1)
    // No reload: one entry, not marked as an agent's.
    await watching.getByRole('button', { name: 'History', exact: true }).click()
    const entries = watching.getByRole('list', { name: 'Edits, newest first' })
    expect(await entries.getByRole('listitem').allInnerTexts()).toEqual(['Add Text', 'initial'])
    expect(await entries.locator('li.agent').count()).toBe(0)
    await watching.context().close()
    await editing.context().close()
  }, 90_000)

  for (const locale of ['en', 'zh-tw'] as const) {
    it(`names the agent's entry in the history menu at 1280 and 390 px, ${locale}`, async () => {
      const user = await registerUser('builder-live-history')
      const site = await createServerSite(user, withIntro)
      const page = await newBuilderPage(browser, { user, locale, width: 1280, height: 800 })
      const listening = page.waitForResponse((res) => res.url().endsWith(`/${site.id}/events`))
      await page.goto(appUrl(`/build/${site.id}`))
      await waitForBuilder(page)
      await listening
      await agentCall(agent.content, user, site.id, (doc) => {
        const id = doc.site.pages['/home']!.root.children![0]!.id
        return [editComponent(doc, id, { content: 'Rewritten by the agent' })]
      })
      await intro(page).getByText('Rewritten by the agent').waitFor()
      // Nothing of the person's waits to be saved: the agent's call is saved already.
      await page.locator('.save-state-saved').waitFor()
      const zh = locale === 'zh-tw'
      const history = zh ? '歷程記錄' : 'History'
      const entry = zh ? 'Claude：Make the intro red' : 'Claude: Make the intro red'
      await page.getByRole('button', { name: history, exact: true }).click()
      await page.locator('.history-list li.agent').getByText(entry).waitFor()
      await screenshot(page, `builder-live-agent-history-${locale}-1280`)

      await page.setViewportSize({ width: 390, height: 844 })
      await page
        .getByRole('button', { name: zh ? '仍要開啟編輯器' : 'Open the editor anyway' })
        .click()
      await page.locator('.builder-toolbar').waitFor()
      // The menu stays open across the resize; it is opened again only if it closed.
      const row = page.locator('.history-list li.agent').getByText(entry)
      if (!(await row.isVisible())) {
        await page.getByRole('button', { name: history, exact: true }).click()
      }
      await row.waitFor()
      await screenshot(page, `builder-live-agent-history-${locale}-390`)
      await page.context().close()
    }, 90_000)
  }
})
