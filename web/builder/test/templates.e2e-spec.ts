import { apiClient, sql, uniqueSuffix } from '@tessera/kit/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvasBody,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  stack,
  waitForBuilder,
  type TestUser,
} from './builder-page'

interface TemplateBody {
  id: string
  name: string
  version: string
  public: boolean
  pages: string
}

async function registerAdmin(): Promise<TestUser> {
  const user = await registerUser('template-admin')
  await sql(`UPDATE auth.users SET user_type = 'Admin' WHERE id = $1`, [user.id])
  const res = await apiClient(stack().gatewayUrl).post<{ auth_token: string }>('/api/auth/logins', {
    body: { email: user.email, password: 'correct horse battery' },
  })
  expect(res.status).toBe(200)
  return { ...user, token: res.body.auth_token }
}

describe('templates in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('saves an admin site as a template, lists it on the Templates page and in the builder, and replaces a site with it after the warning', async () => {
    const admin = await registerAdmin()
    const marker = `Template marker ${uniqueSuffix()}`
    const name = `E2E template ${uniqueSuffix().slice(-8)}`
    const site = await createServerSite(admin, (s) => {
      const root = s.pages[s.defaults.homePage]!.root
      root.children = [
        {
          id: `${s.context.namespace}-c-${s.context.nextId++}`,
          name: 'Text',
          tag: 'p',
          content: marker,
          parentId: root.id,
          style: { custom: {} },
        },
      ]
    })

    const page = await newBuilderPage(browser, { user: admin })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await page.keyboard.press('f')
    await page.getByRole('button', { name: 'Create template' }).click()
    const save = page.getByRole('dialog', { name: 'Save template' })
    await save.waitFor()
    const saveButton = save.getByRole('button', { name: 'Save template' })
    await save.getByLabel('Name').fill(name)
    await save.getByLabel('Description').fill('')
    expect(await saveButton.isDisabled()).toBe(true)
    await save.getByLabel('Description').fill('A page with one marked paragraph')
    expect(await saveButton.isDisabled()).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-template-save')
    await saveButton.click()
    await save.waitFor({ state: 'detached' })

    const list = await apiClient(stack().gatewayUrl).get<{ results: TemplateBody[] }>(
      '/api/templates',
    )
    const saved = list.body.results.find((t) => t.name === name)
    expect(saved).toMatchObject({ version: '2', public: true })
    expect(saved!.pages).toContain(marker)
    await page.context().close()

    // Anyone sees it on the Templates page, next to the shipped ones.
    const visitor = await newBuilderPage(browser)
    await visitor.goto(appUrl('/templates'))
    await visitor.getByRole('heading', { name }).waitFor()
    for (const shipped of ['Mei Lin', 'Atelier North', 'Field Notes', 'Harbor & Finch'])
      await visitor.getByRole('heading', { name: shipped }).waitFor()
    await screenshot(visitor, 'templates-page')

    // In the builder's list (key t in the File menu), choosing it overwrites the site after
    // the warning, as one undoable step.
    await visitor.goto(appUrl('/build/scratch'))
    await waitForBuilder(visitor)
    const rows = () => visitor.getByRole('treeitem').count()
    // A blank page: its root and the content container blocks go into.
    const blank = await rows()
    for (const key of ['a', 'h', 'a', 't']) await visitor.keyboard.press(key)
    await expect.poll(rows).toBe(blank + 2)
    await visitor.keyboard.press('Escape')
    await visitor.keyboard.press('f')
    await visitor.keyboard.press('t')
    const picker = visitor.getByRole('dialog', { name: 'Templates' })
    await picker.getByRole('radio', { name: new RegExp(name) }).waitFor()
    expect(await picker.getByRole('radio').count()).toBeGreaterThanOrEqual(7)
    // Nothing chosen yet: Use template waits, and says why.
    const use = picker.getByRole('button', { name: 'Use template' })
    expect(await use.isDisabled()).toBe(true)
    expect(await use.getAttribute('aria-describedby')).toBeTruthy()
    await picker.getByText('Choose a template above to use it.').waitFor()
    const option = picker.getByRole('radio', { name: new RegExp(name) })
    await option.focus()
    await visitor.keyboard.press('Space')
    expect(await option.isChecked()).toBe(true)
    expect(await use.isDisabled()).toBe(false)
    expect(await seriousViolations(visitor)).toEqual([])
    await screenshot(visitor, 'builder-templates')
    await picker.getByRole('button', { name: 'Use template' }).click()
    const warning = visitor.getByRole('dialog', { name: 'Overwrite this site?' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain(
      `The current site will be overwritten by the template ${name}.`,
    )
    expect(await canvasBody(visitor)).not.toContain(marker)
    await warning.getByRole('button', { name: 'Overwrite site' }).click()
    await expect.poll(() => canvasBody(visitor), { timeout: 15_000 }).toContain(marker)
    // The template's page: its root and the marked paragraph.
    await expect.poll(rows).toBe(2)
    await visitor.keyboard.press('Control+z')
    await expect.poll(rows).toBe(blank + 2)
    expect(await canvasBody(visitor)).not.toContain(marker)
    await visitor.context().close()
  }, 120_000)

  it('lists the templates by summary, fetches only the one chosen, and applies it', async () => {
    const page = await newBuilderPage(browser, { width: 1280 })
    const calls: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/templates')) calls.push(`${url.pathname}${url.search}`)
    })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.keyboard.press('f')
    const [listed] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/templates'),
      page.keyboard.press('t'),
    ])
    const picker = page.getByRole('dialog', { name: 'Templates' })
    await picker.getByRole('radio', { name: /Mei Lin/ }).waitFor()
    // One list call, asking for summaries; no template's content came with it.
    expect(calls).toEqual([expect.stringMatching(/^\/api\/templates\?(.*&)?summary=true(&|$)/)])
    const { results } = (await listed.json()) as { results: Array<Record<string, unknown>> }
    expect(results.length).toBeGreaterThanOrEqual(6)
    for (const card of results) expect(Object.keys(card)).not.toContain('pages')
    const chosen = results.find((card) => card.name === 'Mei Lin')!

    const use = picker.getByRole('button', { name: 'Use template' })
    expect(await use.isDisabled()).toBe(true)
    await screenshot(page, 'builder-templates-list')
    await picker.getByRole('radio', { name: /Mei Lin/ }).check()
    await use.click()
    const warning = page.getByRole('dialog', { name: 'Overwrite this site?' })
    const [fetched] = await Promise.all([
      page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith('/api/templates/'),
      ),
      warning.getByRole('button', { name: 'Overwrite site' }).click(),
    ])
    expect((await fetched.json()) as { id: string }).toMatchObject({ id: chosen.id })
    await expect
      .poll(() => canvasBody(page), { timeout: 15_000 })
      .toContain('I design calm, useful things for the web.')
    // The chosen template alone was fetched, once.
    expect(calls.slice(1)).toEqual([`/api/templates/${String(chosen.id)}`])
    await page.context().close()
  }, 90_000)

  it('opens a scratch site made from a shipped template from the Templates page', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/templates'))
    await page.getByRole('link', { name: 'Use template Mei Lin' }).click()
    await page.waitForURL((url) => url.pathname === '/build/scratch' && url.search === '')
    await waitForBuilder(page)
    await expect
      .poll(() => canvasBody(page), { timeout: 15_000 })
      .toContain('I design calm, useful things for the web.')
    await screenshot(page, 'builder-from-template')
    await page.context().close()
  }, 90_000)

  it('names the shipped templates in Traditional Chinese on the Templates page and in the builder', async () => {
    const page = await newBuilderPage(browser, { locale: 'zh-tw', width: 1280 })
    await page.goto(appUrl('/templates'))
    for (const name of ['林美', '北方工作室', '田野筆記', '港灣與雀', '明路學苑', '河畔園藝社'])
      await page.getByRole('heading', { name }).waitFor()
    await screenshot(page, 'templates-page-zh-tw')

    // The builder's list, its overwrite warning and its notice name them the same way.
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.keyboard.press('f')
    await page.keyboard.press('t')
    const picker = page.getByRole('dialog', { name: '範本' })
    await picker.getByRole('radio', { name: /林美/ }).waitFor()
    await picker.getByText('請先在上方選擇範本。').waitFor()
    await screenshot(page, 'builder-templates-list-zh-tw')
    await picker.getByRole('radio', { name: /林美/ }).check()
    await picker.getByRole('button', { name: '使用範本' }).click()
    const warning = page.getByRole('dialog', { name: '要覆蓋這個網站嗎？' })
    expect(await warning.textContent()).toContain('目前的網站將被範本「林美」覆蓋。')
    await screenshot(page, 'builder-template-warning-zh-tw')
    await warning.getByRole('button', { name: '覆蓋網站' }).click()
    await page.getByRole('status').filter({ hasText: '已套用範本「林美」。' }).waitFor({
      state: 'attached',
      timeout: 15_000,
    })
    await page.context().close()
  }, 90_000)
})
