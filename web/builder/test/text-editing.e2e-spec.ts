import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  launchBrowser,
  newBuilderPage,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

/** Adds a Text block by keyboard; the New menu is closed again and the text selected. */
async function addText(page: Page): Promise<string> {
  await page.keyboard.press('a')
  await expect.poll(() => page.getByRole('region', { name: 'New' }).isVisible()).toBe(true)
  await page.keyboard.press('t')
  const text = canvas(page).getByText('Text', { exact: true })
  await text.waitFor()
  if (await page.getByRole('region', { name: 'New' }).isVisible()) {
    await page.keyboard.press('Escape')
  }
  return (await text.getAttribute('data-component-id'))!
}

const componentHtml = (page: Page, id: string) =>
  canvas(page).locator(`[data-component-id="${id}"]`).innerHTML()

/**
 * Records mutations of the canvas outside one component, so typing can be shown to touch
 * nothing else of the page.
 */
async function watchOutside(page: Page, id: string): Promise<void> {
  await page.evaluate((editing) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Canvas"]')!
    const doc = frame.contentDocument!
    const inside = doc.querySelector(`[data-component-id="${editing}"]`)!
    const seen: string[] = []
    ;(window as unknown as { __outside: string[] }).__outside = seen
    new MutationObserver((records) => {
      for (const record of records) {
        if (!inside.contains(record.target) && record.target !== inside) {
          seen.push((record.target as Element).nodeName ?? 'text')
        }
      }
    }).observe(doc.body, { subtree: true, childList: true, characterData: true, attributes: true })
  }, id)
}

const outsideMutations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __outside: string[] }).__outside)

/**
 * A drag from one point of the page to another, sent through Chromium's input protocol as a
 * mouse does it (Playwright's own mouse has Chromium intercept drags, which this Chromium does
 * not survive when the drag starts on the canvas's text).
 */
async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const session = await page.context().newCDPSession(page)
  const send = (
    type: 'mouseMoved' | 'mousePressed' | 'mouseReleased',
    { x, y }: { x: number; y: number },
    buttons: number,
  ) =>
    session.send('Input.dispatchMouseEvent', {
      type,
      x,
      y,
      button: type === 'mouseMoved' && buttons === 0 ? 'none' : 'left',
      buttons,
      clickCount: 1,
    })
  await send('mouseMoved', from, 0)
  await send('mousePressed', from, 1)
  for (let i = 1; i <= 5; i++) {
    const at = { x: from.x + ((to.x - from.x) * i) / 5, y: from.y + ((to.y - from.y) * i) / 5 }
    await send('mouseMoved', at, 1)
  }
  await send('mouseReleased', to, 0)
  await session.detach()
}

/** The text selected in the canvas's document. */
const canvasSelection = (page: Page) =>
  canvas(page)
    .locator('body')
    .evaluate((body) => body.ownerDocument.getSelection()?.toString() ?? '')

describe('text editing on the canvas', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('edits a text in place: type, bold, italic, colour and heading, Escape; one undo restores it, redo brings it back', async () => {
    const page = await newBuilderPage(browser, { width: 1600 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const id = await addText(page)

    // Double-clicked at its start (below the selection label): the caret is where the pointer was.
    const text = canvas(page).getByText('Text', { exact: true })
    const box = (await text.boundingBox())!
    await text.dblclick({ position: { x: 3, y: box.height - 3 } })
    const editable = canvas(page).getByRole('textbox', { name: 'Text' })
    await editable.waitFor()
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' })
    await toolbar.waitFor()
    await expect
      .poll(() => editable.evaluate((el) => el.ownerDocument.activeElement === el))
      .toBe(true)
    await page.keyboard.type('>')
    await expect.poll(() => editable.innerText()).toBe('>Text')
    await page.keyboard.press('Backspace')

    await watchOutside(page, id)
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' and more')
    expect(await outsideMutations(page)).toEqual([])

    // Select "more": bold from the toolbar, italic by key. Slate reads the selection a moment
    // after it changes (throttled) and puts its own back when it renders, so the keys come at a
    // person's pace rather than all within a few milliseconds.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+ArrowLeft')
      await page.waitForTimeout(150)
    }
    await expect
      .poll(() => editable.evaluate((el) => el.ownerDocument.getSelection()?.toString()))
      .toBe('more')
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click()
    await page.keyboard.press('Control+i')
    await expect
      .poll(() =>
        toolbar.getByRole('button', { name: 'Italic', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true')
    expect(
      await toolbar.getByRole('button', { name: 'Bold', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')
    // A colour and a block kind from the toolbar's fields.
    await toolbar.getByLabel('Text colour').fill('#ff0000')
    await toolbar.getByRole('combobox', { name: 'Block' }).selectOption('heading-2')
    await expect
      .poll(() => editable.evaluate((el) => el.ownerDocument.activeElement === el))
      .toBe(true)
    await screenshot(page, 'builder-text-editing')
    expect(await seriousViolations(page)).toEqual([])

    // Alt+F10 reaches the toolbar by keyboard; Escape there ends editing too.
    await page.keyboard.press('Alt+F10')
    await expect
      .poll(() =>
        toolbar
          .getByRole('combobox', { name: 'Block' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Escape')
    await editable.waitFor({ state: 'detached' })
    await toolbar.waitFor({ state: 'detached' })
    const edited =
      '<h2>Text and <span style="color:#ff0000;font-weight:bold"><em>more</em></span></h2>'
    expect(await componentHtml(page, id)).toBe(edited)

    // One history entry for the whole session.
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const entries = page.getByRole('list', { name: 'Edits, newest first' }).getByRole('listitem')
    const texts = await entries.allInnerTexts()
    expect(texts.at(-1)).toBe('initial')
    expect(texts).toHaveLength(3)
    await page.getByRole('button', { name: 'History', exact: true }).click()

    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect.poll(() => componentHtml(page, id)).toBe('Text')
    await page.getByRole('button', { name: 'Redo', exact: true }).click()
    await expect.poll(() => componentHtml(page, id)).toBe(edited)
    await page.context().close()
  }, 90_000)

  it('starts by Enter on the selected text; typed and pasted addresses become links, IME input works, and Ctrl+Z undoes the session', async () => {
    const page = await newBuilderPage(browser, { width: 1600 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const id = await addText(page)

    await page.keyboard.press('Enter')
    const editable = canvas(page).getByRole('textbox', { name: 'Text' })
    await editable.waitFor()
    await expect
      .poll(() => editable.evaluate((el) => el.ownerDocument.activeElement === el))
      .toBe(true)
    await page.keyboard.type(' at example.com today')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('next line')
    // An input method composes in the frame's document like anywhere else.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.imeSetComposition', { text: 'n', selectionStart: 1, selectionEnd: 1 })
    await cdp.send('Input.imeSetComposition', { text: '你', selectionStart: 1, selectionEnd: 1 })
    await cdp.send('Input.insertText', { text: '你好' })
    // Pasted text goes in as plain text, its addresses as links.
    await editable.evaluate((element) => {
      const data = new DataTransfer()
      data.setData('text/plain', ' see www.test.io')
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await page.keyboard.press('Escape')
    await editable.waitFor({ state: 'detached' })
    expect(await componentHtml(page, id)).toBe(
      '<div class="pm-p">Text at <a href="https://example.com">example.com</a> today<br>' +
        'next line你好 see <a href="https://www.test.io">www.test.io</a></div>',
    )

    // The keys are the builder's again: undo and redo the session from the canvas.
    await page.keyboard.press('Control+z')
    await expect.poll(() => componentHtml(page, id)).toBe('Text')
    await page.keyboard.press('Control+Shift+z')
    await expect
      .poll(() =>
        canvas(page)
          .locator(`[data-component-id="${id}"] a`)
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      )
      .toEqual(['https://example.com', 'https://www.test.io'])
    await page.context().close()
  }, 90_000)

  it('selects components, not text, with a press or a drag, but text in the text being edited', async () => {
    const page = await newBuilderPage(browser, { width: 1600 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await addText(page)
    // A second text, below the first; the first selected, so its label covers neither.
    await page.keyboard.press('a')
    await page.keyboard.press('t')
    const texts = canvas(page).getByText('Text', { exact: true })
    await expect.poll(() => texts.count()).toBe(2)
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    await texts.first().click({ position: { x: 3, y: 3 } })
    const text = texts.nth(1)
    // Page coordinates (a box in the frame is given in the page's).
    const box = (await text.boundingBox())!
    const middle = box.y + box.height / 2
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
        x: box.x + 2,
        y: middle,
      }),
    ).toBe('IFRAME')

    // Across the text and beyond it: nothing of the page is selected, not even a caret.
    await drag(page, { x: box.x + 2, y: middle }, { x: box.x + box.width + 200, y: middle })
    expect(await canvasSelection(page)).toBe('')
    expect(
      await canvas(page)
        .locator('body')
        .evaluate((body) => body.ownerDocument.getSelection()?.rangeCount ?? 0),
    ).toBe(0)

    // Being edited, the text is selected as in any text field.
    await text.dblclick({ position: { x: 3, y: box.height - 3 } })
    const editable = canvas(page).getByRole('textbox', { name: 'Text' })
    await expect
      .poll(() => editable.evaluate((el) => el.ownerDocument.activeElement === el))
      .toBe(true)
    // Editing docks the text toolbar below the canvas, which then scrolls the text into view:
    // measure once the text has stopped moving.
    const wordsBox = () => editable.getByText('Text', { exact: true }).boundingBox()
    let words = (await wordsBox())!
    await expect
      .poll(async () => {
        const now = (await wordsBox())!
        const still = now.x === words.x && now.y === words.y
        words = now
        return still
      })
      .toBe(true)
    const line = words.y + words.height / 2
    await drag(page, { x: words.x + 1, y: line }, { x: words.x + words.width + 20, y: line })
    await expect.poll(() => canvasSelection(page)).toBe('Text')
    await page.context().close()
  }, 90_000)
})
