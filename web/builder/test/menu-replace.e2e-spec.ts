import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, canvas, launchBrowser, newBuilderPage, waitForBuilder } from './builder-page'

const openFileMenu = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: 'File', exact: true })
    .click()

/** The component menu's name and content, as it shows them. */
async function menuShows(page: Page): Promise<{ name: string; content: string }> {
  const rows = await page.locator('.component-menu .value-row').allInnerTexts()
  const name = rows[0]?.trim() ?? ''
  const content = rows.find((row) => /Heading 1|A link/.test(row))?.trim() ?? ''
  return { name, content }
}

/**
 * The exported site with the component `id` turned into a link (also inside sections kept as
 * JSON text), and how many were changed.
 */
function asLink(value: unknown, id: string): { value: unknown; changed: number } {
  if (typeof value === 'string' && value.startsWith('{') && value.includes(id)) {
    const inner = asLink(JSON.parse(value), id)
    return {
      value: inner.changed > 0 ? JSON.stringify(inner.value) : value,
      changed: inner.changed,
    }
  }
  if (Array.isArray(value)) {
    let changed = 0
    const items = value.map((item) => {
      const next = asLink(item, id)
      changed += next.changed
      return next.value
    })
    return { value: items, changed }
  }
  if (value === null || typeof value !== 'object') return { value, changed: 0 }
  const record = { ...(value as Record<string, unknown>) }
  let changed = 0
  if (record.id === id && record.tag === 'h1') {
    Object.assign(record, { tag: 'a', name: 'Link', content: 'A link' })
    changed++
  }
  for (const [key, field] of Object.entries(record)) {
    if (key === 'history') continue
    const next = asLink(field, id)
    record[key] = next.value
    changed += next.changed
  }
  return { value: record, changed }
}

describe('the component menu after a whole-site replacement', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('shows the component that now has the selected id, after an import and its undo', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)

    // A heading, selected.
    for (const key of ['a', '1']) await page.keyboard.press(key)
    const heading = canvas(page).locator('h1[data-component-id]')
    await heading.waitFor()
    const id = (await heading.getAttribute('data-component-id'))!
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    await heading.click()
    await expect.poll(() => menuShows(page)).toEqual({ name: 'H1', content: 'Heading 1' })

    // The site exported, with that id made a link in the file.
    await openFileMenu(page)
    await page.keyboard.press('e')
    const exporting = page.getByRole('dialog', { name: 'Export site' })
    await exporting.waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    const file = join(mkdtempSync(join(tmpdir(), 'tessera-menu-')), 'site.json')
    await download.saveAs(file)
    const edited = asLink(JSON.parse(readFileSync(file, 'utf8')), id)
    expect(edited.changed).toBe(1)
    writeFileSync(file, JSON.stringify(edited.value))
    const link = canvas(page).locator(`a[data-component-id="${id}"]`)

    // The import puts a link under the same id (the File menu is still open): the menu shows it.
    await page.locator('.file-menu input[type=file]').setInputFiles(file)
    await page
      .getByRole('dialog', { name: 'Import site' })
      .getByRole('button', { name: 'Replace site' })
      .click()
    await link.waitFor()
    await expect
      .poll(() => page.getByRole('treeitem', { selected: true }).innerText())
      .toContain('Link')
    await expect.poll(() => menuShows(page)).toEqual({ name: 'Link', content: 'A link' })

    // Undoing the import is a replacement too.
    await page.keyboard.press('Control+z')
    await heading.waitFor()
    await expect.poll(() => menuShows(page)).toEqual({ name: 'H1', content: 'Heading 1' })
    await page.context().close()
  }, 90_000)
})
