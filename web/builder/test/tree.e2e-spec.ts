import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSite, serializeSite, type Component } from '@tessera/site-format'
import {
  appUrl,
  canvas,
  dragOntoCanvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

/** The tags of the container's children on the canvas, in order. */
function containerTags(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('main > [data-component-id]')
    .first()
    .evaluate((el) => [...el.children].map((child) => child.tagName))
}

/** The tags of the page root's children on the canvas, in order. */
/** The children of the page's content container, where blocks of a new page go. */
function rootTags(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('main')
    .first()
    .evaluate((el) => [...el.children].map((child) => child.tagName))
}

function tree(page: Page) {
  return page.getByRole('tree', { name: 'Components' })
}

function row(page: Page, name: string) {
  return tree(page).getByRole('treeitem', { name, exact: true })
}

function announced(page: Page): Promise<string> {
  return page
    .locator('.component-tree [aria-live="polite"]')
    .textContent()
    .then((text) => (text ?? '').trim())
}

describe('the component tree in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('reorders by dragging a row and by keys, and takes a palette block dropped on a row', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    // Root > ContainerHorizontal > [Text, H2], by keys.
    for (const key of ['a', 'h', 'a', 't', 'a', '2']) await page.keyboard.press(key)
    await page.keyboard.press('Escape')
    await canvas(page).locator('h2').waitFor()
    await row(page, 'H2').waitFor()
    expect(await containerTags(page)).toEqual(['DIV', 'H2'])
    expect(await row(page, 'ContainerHorizontal').getAttribute('aria-expanded')).toBe('true')
    expect(await row(page, 'H2').getAttribute('aria-level')).toBe('4')

    // Hover is shared with the canvas both ways.
    await row(page, 'Text').hover()
    await page.locator('.overlay-hover').waitFor()
    await canvas(page).locator('h2').hover()
    await expect.poll(() => row(page, 'H2').getAttribute('class')).toContain('hovered')

    // Dragged onto the top edge of the Text row: before it.
    await row(page, 'H2').dragTo(row(page, 'Text'), { targetPosition: { x: 60, y: 2 } })
    await expect.poll(() => containerTags(page)).toEqual(['H2', 'DIV'])
    expect(
      await tree(page)
        .getByRole('treeitem')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
    ).toEqual(['Root', 'Content', 'ContainerHorizontal', 'H2', 'Text'])

    // By keys: the arrows move the focus and the selection, Alt and the arrows move the component.
    await row(page, 'H2').click()
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Text')
    expect(await row(page, 'Text').getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Alt+ArrowDown')
    await expect.poll(() => containerTags(page)).toEqual(['DIV', 'H2'])
    await expect
      .poll(() => announced(page))
      .toBe('Moved H2 down, to position 2 in ContainerHorizontal')
    await page.keyboard.press('Alt+ArrowLeft')
    await expect.poll(() => rootTags(page)).toEqual(['DIV', 'H2'])
    await expect.poll(() => announced(page)).toBe('Moved H2 out, into Content')
    expect(page.url()).toContain('/build/scratch')
    expect(await row(page, 'H2').getAttribute('aria-level')).toBe('3')
    await page.keyboard.press('Alt+ArrowRight')
    await expect.poll(() => rootTags(page)).toEqual(['DIV'])
    expect(await containerTags(page)).toEqual(['DIV', 'H2'])
    await expect.poll(() => announced(page)).toBe('Moved H2 into ContainerHorizontal')
    // The focus stays on the moved row.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('H2')

    // Undo takes the keyboard move back.
    await page.keyboard.press('Control+z')
    await expect.poll(() => rootTags(page)).toEqual(['DIV', 'H2'])

    // A New-menu block dropped in the middle of the container's row goes into it, last.
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const containerRow = row(page, 'ContainerHorizontal')
    const box = (await containerRow.boundingBox())!
    await page
      .getByRole('button', { name: 'Heading 1', exact: true })
      .dragTo(containerRow, { targetPosition: { x: 60, y: box.height / 2 } })
    await expect.poll(() => containerTags(page)).toEqual(['DIV', 'H1'])
    await page.getByRole('button', { name: 'New', exact: true }).click()

    // Rename by Enter, from the tree.
    await row(page, 'H1').click()
    await page.keyboard.press('Enter')
    await page.keyboard.type('Title')
    await page.keyboard.press('Enter')
    await row(page, 'Title').waitFor()

    // A row dragged onto the canvas moves there: onto the top edge of the text, before it.
    const text = canvas(page).locator('main > [data-component-id] > *').first()
    await dragOntoCanvas(page, row(page, 'H2'), text, { x: 10, y: 1 })
    await expect.poll(() => containerTags(page)).toEqual(['H2', 'DIV', 'H1'])
    await screenshot(page, 'builder-tree-reordered')
    await page.context().close()
  }, 90_000)

  it('opens a page of 10,000 components and scrolls the tree to what the canvas selects', async () => {
    const site = createSite('Large Site')
    const root = site.pages[site.defaults.homePage]!.root
    root.children = []
    for (let i = 0; i < 10_000; i++) {
      const component: Component = {
        id: `${site.context.namespace}-c-${site.context.nextId++}`,
        name: `Item ${i}`,
        tag: 'p',
        content: `Item ${i}`,
        style: { custom: {} },
        parentId: root.id,
      }
      root.children.push(component)
    }
    // A scratch site of that size, kept where the builder keeps it (too large to send whole).
    const page = await newBuilderPage(browser)
    await page.context().addInitScript(
      ({ key, text }) => {
        if (sessionStorage.getItem('tessera.tree-seeded')) return
        sessionStorage.setItem('tessera.tree-seeded', '1')
        localStorage.setItem(key, text)
      },
      { key: 'tessera.scratch-site', text: JSON.stringify(serializeSite(site)) },
    )
    const started = Date.now()
    await page.goto(appUrl('/build/scratch'))
    await row(page, 'Item 0').waitFor()
    const opened = Date.now() - started
    // Only the rows in view (and a few beyond) are in the document.
    expect(await tree(page).getByRole('treeitem').count()).toBeLessThan(100)
    expect(await row(page, 'Item 9999').count()).toBe(0)

    // Selected on the canvas, far down the page: the tree shows its row.
    const target = canvas(page).getByText('Item 9000', { exact: true })
    await target.scrollIntoViewIfNeeded()
    await target.click()
    await expect.poll(() => row(page, 'Item 9000').getAttribute('aria-selected')).toBe('true')
    const scroller = (await page.locator('.component-tree .tree-scroll').boundingBox())!
    const shown = (await row(page, 'Item 9000').boundingBox())!
    expect(shown.y).toBeGreaterThanOrEqual(scroller.y)
    expect(shown.y + shown.height).toBeLessThanOrEqual(scroller.y + scroller.height + 1)

    // Keys still move through the long list, and End reaches its last row.
    await row(page, 'Item 9000').focus()
    await page.keyboard.press('End')
    await expect.poll(() => row(page, 'Item 9999').getAttribute('aria-selected')).toBe('true')
    console.log(`tree: a 10,000-component page opened in ${opened} ms`)
    await page.context().close()
  }, 120_000)

  it('has no serious or critical accessibility faults in the tree', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    for (const key of ['a', 'v', 'a', 't', 'a', 'h']) await page.keyboard.press(key)
    await page.keyboard.press('Escape')
    await row(page, 'ContainerHorizontal').waitFor()
    await row(page, 'Text').click()
    const faults = await seriousViolations(page)
    // With a row being renamed and one hidden.
    await row(page, 'Text').getByRole('button', { name: 'Hide Text' }).click()
    await row(page, 'ContainerHorizontal').click()
    await page.keyboard.press('Enter')
    faults.push(...(await seriousViolations(page)).map((fault) => `renaming: ${fault}`))
    await screenshot(page, 'builder-tree-renaming')
    expect(faults).toEqual([])
    await page.context().close()
  }, 60_000)
})
