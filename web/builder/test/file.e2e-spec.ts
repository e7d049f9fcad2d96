import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  launchBrowser,
  newBuilderPage,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

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
    for (const key of ['a', 'h', 'a', 't']) await page.keyboard.press(key)
    expect(await rows()).toBe(3)

    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'File', exact: true })
      .click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export site/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^pub-scratch\d{8}-\d{6}\.json$/)
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-export-')), 'site.json')
    await download.saveAs(file)

    await page.getByRole('button', { name: 'Reset site' }).click()
    await page
      .getByRole('dialog', { name: 'Reset site' })
      .getByRole('button', { name: 'Reset site' })
      .click()
    expect(await rows()).toBe(1)
    await expect.poll(() => page.getByText('No component selected').count()).toBe(1)

    await page.locator('.file-menu input[type=file]').setInputFiles(file)
    const confirm = page.getByRole('dialog', { name: 'Import site' })
    await confirm.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-file-import')
    await confirm.getByRole('button', { name: 'Replace site' }).click()
    await expect.poll(rows).toBe(3)
    await page.keyboard.press('Control+z')
    await expect.poll(rows).toBe(1)

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
})
