import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  waitForBuilder,
} from './builder-page'

const NEW_ZH = '新增元件'

const newMenu = (page: Page, zh = false) => page.getByRole('region', { name: zh ? NEW_ZH : 'New' })

/** The canvas's components under the page content, as `name` or `name[children]`. */
function outline(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('main')
    .first()
    .evaluate((main) =>
      [...main.children].map((child) => {
        const inner = [...child.children].filter((c) => c.hasAttribute('data-component-id'))
        return inner.length === 0
          ? child.tagName.toLowerCase()
          : `${child.tagName.toLowerCase()}[${inner.map((c) => c.tagName.toLowerCase()).join(',')}]`
      }),
    )
}

describe('adding blocks and reading the history', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('adds blocks after the selection by key, keeps the New menu open and hints at unused keys', async () => {
    const page = await newBuilderPage(browser, { width: 1280, height: 800 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.keyboard.press('a')
    await newMenu(page).waitFor()
    // A container; the text goes into it (it is empty), the heading after the text.
    await page.keyboard.press('h')
    await page.keyboard.press('t')
    await page.keyboard.press('2')
    await canvas(page).locator('h2').waitFor()
    expect(await newMenu(page).isVisible()).toBe(true)
    // Escape closes the menu, a second one selects the container, which now has children: the
    // button goes after it, not into it.
    await page.keyboard.press('Escape')
    await expect.poll(() => newMenu(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.keyboard.press('a')
    await newMenu(page).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('b')
    await canvas(page).locator('button').first().waitFor()
    await expect.poll(() => outline(page)).toEqual(['div[div,h2]', 'button'])
    // A key the menu does not answer to says so.
    await page.keyboard.press('q')
    await expect
      .poll(() => page.locator('.clipboard-hud').textContent())
      .toBe('Q does nothing in New. Esc closes it.')
    await screenshot(page, 'builder-new-menu-keys')
    await page.keyboard.press('Escape')
    await expect.poll(() => newMenu(page).count()).toBe(0)
    await page.context().close()
  }, 60_000)

  it('shows the drop indicator when a block is dragged from the New menu over the canvas', async () => {
    const page = await newBuilderPage(browser, { width: 1280, height: 800 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.keyboard.press('a')
    await page.keyboard.press('h')
    await page.keyboard.press('Escape')
    const box = canvas(page).locator('main > [data-component-id]').first()
    await box.waitFor()
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const source = await page
      .getByRole('button', { name: 'Heading 1', exact: true })
      .elementHandle()
    const targetId = (await box.getAttribute('data-component-id'))!
    // Drag start and a drag over the box's middle (no drop yet): the indicator shows.
    await page.evaluate(
      ({ element, id }) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe.canvas-frame')!
        const inner = frame.contentDocument!.querySelector(`[data-component-id="${id}"]`)!
        const rect = inner.getBoundingClientRect()
        const dataTransfer = new DataTransfer()
        ;(window as unknown as { drag: unknown }).drag = { dataTransfer, element, inner }
        const at = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 }
        const fire = (node: Element, type: string, init: DragEventInit = {}) =>
          node.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...init }),
          )
        fire(element as Element, 'dragstart')
        fire(inner, 'dragenter', at)
        fire(inner, 'dragover', at)
      },
      { element: source, id: targetId },
    )
    await page.locator('.overlay-drop.drop-self').waitFor()
    await page.evaluate(() => {
      const { dataTransfer, element, inner } = (
        window as unknown as {
          drag: { dataTransfer: DataTransfer; element: Element; inner: Element }
        }
      ).drag
      const rect = inner.getBoundingClientRect()
      const at = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 }
      inner.dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer, ...at }),
      )
      element.dispatchEvent(new DragEvent('dragend', { bubbles: true, dataTransfer }))
    })
    // Dropped inside the box: into it.
    await expect.poll(() => outline(page)).toEqual(['div[h1]'])
    await expect.poll(() => page.locator('.overlay-drop').count()).toBe(0)
    await page.context().close()
  }, 60_000)

  for (const locale of ['en', 'zh-tw'] as const) {
    it(`names each history entry in words (${locale}), also after a jump`, async () => {
      const page = await newBuilderPage(browser, { width: 1280, height: 800, locale })
      const zh = locale === 'zh-tw'
      await page.goto(appUrl('/build/scratch'))
      await waitForBuilder(page)
      // A page named Contact, by the Pages menu's keys.
      await page.keyboard.press('p')
      await page.keyboard.press('n')
      await page.keyboard.type('Contact')
      await page.keyboard.press('Tab')
      await page.keyboard.type('contact')
      await page.keyboard.press('Enter')
      await expect
        .poll(() =>
          page.getByRole('combobox', { name: zh ? '頁面' : 'Page', exact: true }).inputValue(),
        )
        .toBe('/contact')
      await page.keyboard.press('Escape')
      // A text and a heading after it; the heading moved above the text in the tree.
      await page.keyboard.press('a')
      await page.keyboard.press('t')
      await page.keyboard.press('2')
      await page.keyboard.press('Escape')
      await canvas(page).locator('h2').waitFor()
      const tree = page.getByRole('tree')
      await tree.getByRole('treeitem', { name: 'H2' }).click()
      await page.keyboard.press('Alt+ArrowUp')
      await expect.poll(() => outline(page)).toEqual(['h2', 'div'])
      await page.getByRole('button', { name: zh ? '歷程記錄' : 'History', exact: true }).click()
      const list = page.getByRole('list', {
        name: zh ? '編輯記錄，最新的在最上方' : 'Edits, newest first',
      })
      const entries = list.getByRole('listitem')
      const expected = zh
        ? ['移動 H2', '新增 H2', '新增 Text', '新增頁面 Contact']
        : ['Move H2', 'Add H2', 'Add Text', 'Add page Contact']
      await expect.poll(async () => (await entries.allInnerTexts()).slice(0, 4)).toEqual(expected)
      await screenshot(page, `builder-history-${locale}`)
      // Back to before the page was added: the later entries keep their names.
      await list.getByRole('button', { name: zh ? '初始' : 'initial', exact: true }).click()
      await expect
        .poll(() =>
          page.getByRole('combobox', { name: zh ? '頁面' : 'Page', exact: true }).inputValue(),
        )
        .not.toBe('/contact')
      expect((await entries.allInnerTexts()).slice(0, 4)).toEqual(expected)
      await page.context().close()
    }, 60_000)
  }

  for (const locale of ['en', 'zh-tw'] as const) {
    for (const width of [1280, 390]) {
      it(`draws the New menu, History and the Hotkeys tab (${locale}, ${width} px)`, async () => {
        const zh = locale === 'zh-tw'
        const page = await newBuilderPage(browser, { width, height: 800, locale })
        await page.goto(appUrl('/build/scratch'))
        // Under 900 px the builder offers a preview first; the editor is one click away.
        if (width < 900) {
          const open = zh ? '仍要開啟編輯器' : 'Open the editor anyway'
          await page.getByRole('button', { name: open }).click()
        }
        await waitForBuilder(page)
        await page.keyboard.press('a')
        await newMenu(page, zh).waitFor()
        await page.keyboard.press('h')
        await page.keyboard.press('t')
        await canvas(page).locator('main div div').first().waitFor()
        await screenshot(page, `builder-new-menu-${locale}-${width}`)
        await page.keyboard.press('Escape')
        await page.keyboard.press('h')
        await page
          .getByRole('list', { name: zh ? '編輯記錄，最新的在最上方' : 'Edits, newest first' })
          .waitFor()
        await screenshot(page, `builder-history-${locale}-${width}`)
        await page.keyboard.press('Escape')
        // Preferences sit in the toolbar's More panel.
        await page.getByRole('button', { name: zh ? '更多' : 'More', exact: true }).click()
        await page
          .getByRole('button', { name: zh ? '偏好設定' : 'Preferences', exact: true })
          .click()
        await page.getByRole('tab', { name: zh ? '快速鍵' : 'Hotkeys' }).click()
        await page.getByRole('dialog').getByRole('heading').first().waitFor()
        await screenshot(page, `builder-hotkeys-${locale}-${width}`)
        await page.context().close()
      }, 60_000)
    }
  }
})
