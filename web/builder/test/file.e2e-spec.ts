import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiClient, testStack, visitWithHost } from '@tessera/kit/testing'
import { deserializeSite, serializeSite, type Site, type StoredSite } from '@tessera/site-format'
import { shippedTemplates } from '@tessera/site-format/templates'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
  type TestUser,
} from './builder-page'

const openFileMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: 'File', exact: true })
    .click()

/** Publishes a site and answers its published pages' HTML by route. */
async function publishedPages(
  user: TestUser,
  site: { id: string; subdomain: string },
  routes: string[],
) {
  const api = apiClient(testStack().gatewayUrl)
  const published = await api.post(`/api/sites/${site.id}/actions/publish`, {
    token: user.token,
    body: { publish: true },
  })
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  const siteServer = testStack().urls['site-server']!
  const host = `${site.subdomain}.localhost:${new URL(siteServer).port}`
  const pages: Record<string, string> = {}
  for (const route of routes) {
    const visit = await visitWithHost(siteServer, host, route)
    expect(visit.status, route).toBe(200)
    pages[route] = visit.text
  }
  return pages
}

describe('the File menu in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('exports the site, resets it, imports the export back, undoes the import, and refuses a broken file', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const rows = () => page.getByRole('treeitem').count()
    // A blank page: its root and the content container blocks go into.
    const blank = await rows()
    for (const key of ['a', 'h', 'a', 't']) await page.keyboard.press(key)
    expect(await rows()).toBe(blank + 2)

    // Key e in the File menu opens the export modal; Tab reaches the name, Enter exports.
    await openFileMenu(page)
    await page.keyboard.press('e')
    const exporting = page.getByRole('dialog', { name: 'Export site' })
    await exporting.waitFor()
    expect(await exporting.getByRole('radio', { name: 'Site file (JSON)' }).isChecked()).toBe(true)
    await page.keyboard.press('Tab')
    const name = exporting.getByRole('textbox', { name: 'File name' })
    expect(await name.evaluate((field) => field === document.activeElement)).toBe(true)
    const fileName = await name.inputValue()
    expect(fileName).toMatch(/^pub-scratch\d{8}-\d{6}\.json$/)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ])
    expect(download.suggestedFilename()).toBe(fileName)
    await exporting.waitFor({ state: 'detached' })
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-export-')), 'site.json')
    await download.saveAs(file)

    await page.getByRole('button', { name: 'Reset site' }).click()
    await page
      .getByRole('dialog', { name: 'Reset site' })
      .getByRole('button', { name: 'Reset site' })
      .click()
    expect(await rows()).toBe(blank)
    await expect.poll(() => page.getByText('No component selected').count()).toBe(1)

    await page.locator('.file-menu input[type=file]').setInputFiles(file)
    const confirm = page.getByRole('dialog', { name: 'Import site' })
    await confirm.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-file-import')
    await confirm.getByRole('button', { name: 'Replace site' }).click()
    await expect.poll(rows).toBe(blank + 2)
    await page.keyboard.press('Control+z')
    await expect.poll(rows).toBe(blank)

    await page.locator('.file-menu input[type=file]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{not a site'),
    })
    const error = page.getByRole('dialog', { name: 'Import error' })
    await error.waitFor()
    expect(await error.textContent()).toContain('Failed to parse site data from file.')
    await page.context().close()
  }, 90_000)

  it('exports a server site and imports it into a new site: both publish the same pages', async () => {
    const user = await registerUser('builder-export')
    const template = shippedTemplates().find((t) => t.key === 'business')!
    const api = apiClient(testStack().gatewayUrl)
    const created = await api.post<{ id: string; subdomain: string }>('/api/sites', {
      token: user.token,
      body: {
        subdomain: `export-${Date.now()}`,
        ...serializeSite(template.site as Site),
        name: 'Exported original',
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const original = created.body
    const copy = await createServerSite(user, () => {}, 'Imported copy')

    const page = await newBuilderPage(browser, { user, width: 1280 })
    await page.goto(appUrl(`/build/${original.id}`))
    await waitForBuilder(page)
    await openFileMenu(page)
    await page.getByRole('button', { name: /Export site/ }).click()
    const exporting = page.getByRole('dialog', { name: 'Export site' })
    const name = exporting.getByRole('textbox', { name: 'File name' })
    // The name defaults from the site's name; the file downloads under it.
    const fileName = await name.inputValue()
    expect(fileName).toMatch(/^pub-Exported original\d{8}-\d{6}\.json$/)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-export-modal')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe(fileName)
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-export-')), fileName)
    await download.saveAs(file)

    await page.goto(appUrl(`/build/${copy.id}`))
    await waitForBuilder(page)
    await openFileMenu(page)
    // A site without languages has no translations to export: the modal says where to add one.
    await page.getByRole('button', { name: /Export site/ }).click()
    await exporting.getByRole('radio', { name: 'Translations (CSV)' }).check()
    await exporting
      .getByRole('status')
      .filter({
        hasText: 'This site has no languages yet, so there are no translations to export.',
      })
      .waitFor()
    expect(await exporting.getByRole('button', { name: 'Export', exact: true }).isDisabled()).toBe(
      true,
    )
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-export-csv-empty')
    await exporting.getByRole('button', { name: 'Open Translations' }).click()
    const translations = page.getByRole('dialog', { name: 'Translations' })
    await translations.waitFor()
    await translations.getByRole('button', { name: 'Export CSV' }).click()
    await translations.getByText('Nothing to export yet: add a language first.').waitFor()
    await screenshot(page, 'builder-translations-csv-empty')
    await translations.getByRole('button', { name: 'Done' }).click()
    await translations.waitFor({ state: 'detached' })

    await openFileMenu(page)
    await page.locator('.file-menu input[type=file]').setInputFiles(file)
    await page
      .getByRole('dialog', { name: 'Import site' })
      .getByRole('button', { name: 'Replace site' })
      .click()
    await expect
      .poll(() => page.locator('[role="status"].save-state').textContent(), { timeout: 20_000 })
      .toBe('Saved')
    await page.context().close()

    const routes = template.site.pageOrder
    const [before, after] = await Promise.all([
      publishedPages(user, original, routes),
      publishedPages(user, copy, routes),
    ])
    // What the spec says changes: an import takes this site's namespace (every id and class
    // carries it), and a page names its own site (id, address, and name in its structured
    // data). Nothing else may differ.
    const namespace = async (id: string) => {
      const res = await api.get<StoredSite>(`/api/sites/${id}`, { token: user.token })
      return deserializeSite(res.body).context.namespace
    }
    const own = async (html: string, site: { id: string; subdomain: string }, name: string) =>
      html
        .replaceAll(`${await namespace(site.id)}-`, '<namespace>-')
        .replaceAll(site.id, '<site>')
        .replaceAll(`//${site.subdomain}.`, '//<subdomain>.')
        .replaceAll(`"name":"${name}"`, '"name":"<name>"')
    for (const route of routes) {
      expect(await own(after[route]!, copy, 'Imported copy'), route).toBe(
        await own(before[route]!, original, 'Exported original'),
      )
    }
  }, 120_000)

  it('exports, and tells of an empty translations file and a broken import, in Traditional Chinese', async () => {
    const user = await registerUser('builder-export-zh')
    const site = await createServerSite(user, (s) => (s.name = '港灣咖啡'), 'Harbor Cafe')
    const page = await newBuilderPage(browser, { user, locale: 'zh-tw', width: 1280 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await page.keyboard.press('f')
    await page.keyboard.press('e')
    const exporting = page.getByRole('dialog', { name: '匯出網站' })
    const name = exporting.getByRole('textbox', { name: '檔案名稱' })
    expect(await name.inputValue()).toMatch(/^pub-港灣咖啡\d{8}-\d{6}\.json$/)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-export-modal-zh-tw')
    await exporting.getByRole('radio', { name: '翻譯（CSV）' }).check()
    await exporting
      .getByRole('status')
      .filter({ hasText: '這個網站還沒有任何語言，因此沒有可匯出的翻譯。' })
      .waitFor()
    await screenshot(page, 'builder-export-csv-empty-zh-tw')
    await exporting.getByRole('button', { name: '開啟翻譯' }).click()
    const translations = page.getByRole('dialog', { name: '翻譯' })
    await translations.getByRole('button', { name: '匯出 CSV' }).click()
    await translations.getByText('目前沒有可匯出的內容：請先新增語言。').waitFor()
    await screenshot(page, 'builder-translations-csv-empty-zh-tw')
    await page.keyboard.press('Escape')
    await translations.waitFor({ state: 'detached' })
    await page.keyboard.press('f')

    await page.locator('.file-menu input[type=file]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{not a site'),
    })
    const error = page.getByRole('dialog', { name: '匯入錯誤' })
    await error.getByRole('alert').filter({ hasText: '無法從檔案讀取網站資料。' }).waitFor()
    await screenshot(page, 'builder-import-error-zh-tw')
    await page.context().close()
  }, 90_000)
})
