import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSite,
  DEFAULT_BREAKPOINT_ID,
  serializeSite,
  type Component,
  type Site,
} from '@tessera/site-format'
import { appUrl, CANVAS_FRAME, canvas, launchBrowser, newBuilderPage } from './builder-page'

const SECTIONS = 40
/** A section with no padding: its paragraphs' margins reach through its edges (collapse). */
const OPEN_EDGED = 30
/** A section holding a banner fixed to the bottom of the view. */
const HOLDS_FIXED = 25

/** A page far taller than the canvas: padded sections of paragraphs, and the two odd ones. */
function longSite(): Site {
  const site = createSite('Long Page')
  const root = site.pages[site.defaults.homePage]!.root
  // Block flow (not the root style's flex column): the open-edged section's paragraphs' margins
  // collapse through its edges into the gaps around it.
  root.style.custom = { [DEFAULT_BREAKPOINT_ID]: { default: { display: 'block' } } }
  const add = (
    parent: Component,
    name: string,
    tag: Component['tag'],
    style: Record<string, string>,
    content?: string,
  ): Component => {
    const component: Component = {
      id: `${site.context.namespace}-c-${site.context.nextId++}`,
      name,
      tag,
      style: { custom: { [DEFAULT_BREAKPOINT_ID]: { default: style } } },
      parentId: parent.id,
      ...(content === undefined ? {} : { content }),
    }
    parent.children = [...(parent.children ?? []), component]
    return component
  }
  for (let s = 0; s < SECTIONS; s++) {
    const padding = s === OPEN_EDGED ? '0px' : '16px'
    const section = add(root, `Section ${s}`, 'div', { padding })
    for (let p = 0; p < 5; p++) add(section, `Section ${s} text ${p}`, 'p', {}, `Text ${s}.${p}`)
    if (s === HOLDS_FIXED) {
      add(section, 'Banner', 'p', { position: 'fixed', bottom: '0px', left: '0px' }, 'Banner')
    }
  }
  return site
}

/** The canvas parts the builder lets the browser skip now, by component name order. */
function skipped(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('body')
    .evaluate((body) =>
      [...body.querySelectorAll<HTMLElement>('[data-component-id]')]
        .filter((el) => el.style.contentVisibility === 'auto')
        .map((el) => el.id),
    )
}

/** The id of the section named `Section n` (sections are the root's children, in order). */
function sectionId(page: Page, n: number): Promise<string> {
  return canvas(page)
    .locator('[data-component-id]')
    .first()
    .evaluate((root, n) => root.children[n]!.id, n)
}

/**
 * Boxes of every component drawn (outside skipped parts) and the page's height, with the
 * skipped parts as they are and with every part shown; and the canvas as pixels both ways.
 */
async function withAndWithoutSkipping(page: Page) {
  const measure = () =>
    canvas(page)
      .locator('body')
      .evaluate((body) => {
        const skippedParts = [...body.querySelectorAll<HTMLElement>('[data-component-id]')].filter(
          (el) => el.style.contentVisibility === 'auto',
        )
        const drawn = [...body.querySelectorAll<HTMLElement>('[data-component-id]')].filter(
          (el) => !skippedParts.some((part) => part !== el && part.contains(el)),
        )
        const boxes = drawn.map((el) => {
          const r = el.getBoundingClientRect()
          return `${el.id} ${r.left} ${r.top} ${r.width} ${r.height}`
        })
        return { height: body.ownerDocument.scrollingElement!.scrollHeight, boxes }
      })
  const toggle = (show: boolean) =>
    canvas(page)
      .locator('body')
      .evaluate((body, show) => {
        for (const el of body.querySelectorAll<HTMLElement>('[data-component-id]')) {
          if (show && el.style.contentVisibility === 'auto') {
            el.dataset.testSkipped = '1'
            el.style.contentVisibility = 'visible'
          } else if (!show && el.dataset.testSkipped) {
            delete el.dataset.testSkipped
            el.style.contentVisibility = 'auto'
          }
        }
      }, show)
  const frame = page.locator(CANVAS_FRAME)
  const skipping = { ...(await measure()), pixels: await frame.screenshot() }
  await toggle(true)
  const shown = await measure()
  const shownPixels = await frame.screenshot()
  await toggle(false)
  // The same boxes, measured on the page with nothing skipped.
  const boxesShown = shown.boxes.filter((box) =>
    skipping.boxes.some((b) => b.split(' ')[0] === box.split(' ')[0]),
  )
  return { skipping, shown: { ...shown, boxes: boxesShown, pixels: shownPixels } }
}

describe('the canvas on a long page', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser.close()
  })

  /** The builder on the long page, once it has skipped far parts. */
  async function openLongPage(): Promise<Page> {
    const page = await newBuilderPage(browser, { height: 700 })
    await page.context().addInitScript(
      ({ key, text }) => {
        if (sessionStorage.getItem('tessera.skip-seeded')) return
        sessionStorage.setItem('tessera.skip-seeded', '1')
        localStorage.setItem(key, text)
      },
      { key: 'tessera.scratch-site', text: JSON.stringify(serializeSite(longSite())) },
    )
    await page.goto(appUrl('/build/scratch'))
    await canvas(page).getByText('Text 39.4', { exact: true }).waitFor({ state: 'attached' })
    await expect.poll(async () => (await skipped(page)).length).toBeGreaterThan(5)
    return page
  }

  it('skips the parts far from the view without changing anything drawn', async () => {
    const page = await openLongPage()

    // Far sections are skipped, the open-edged one too (with its paragraphs' margins as its
    // own); near ones and the fixed banner's are not.
    const first = await skipped(page)
    expect(first).toContain(await sectionId(page, SECTIONS - 1))
    expect(first).toContain(await sectionId(page, OPEN_EDGED))
    expect(first).not.toContain(await sectionId(page, 0))
    expect(first).not.toContain(await sectionId(page, HOLDS_FIXED))
    const openEdged = canvas(page).locator(`[id="${await sectionId(page, OPEN_EDGED)}"]`)
    expect(await openEdged.evaluate((el) => [el.style.marginTop, el.style.marginBottom])).toEqual([
      '16px',
      '16px',
    ])
    const banner = await canvas(page).getByText('Banner', { exact: true }).boundingBox()
    expect(banner?.height).toBeGreaterThan(0)

    // Drawn as with nothing skipped: every box, the page's height and the pixels in view.
    const top = await withAndWithoutSkipping(page)
    expect(top.skipping.height).toBe(top.shown.height)
    expect(top.skipping.boxes).toEqual(top.shown.boxes)
    expect(top.skipping.pixels.equals(top.shown.pixels)).toBe(true)

    // At the bottom: the last sections are shown, the first ones skipped.
    await canvas(page)
      .locator('body')
      .evaluate((body) => body.ownerDocument.defaultView!.scrollTo(0, 1e6))
    const lastId = await sectionId(page, SECTIONS - 1)
    const firstId = await sectionId(page, 0)
    await expect.poll(async () => (await skipped(page)).includes(lastId)).toBe(false)
    await expect.poll(async () => (await skipped(page)).includes(firstId)).toBe(true)
    const bottom = await withAndWithoutSkipping(page)
    expect(bottom.skipping.height).toBe(bottom.shown.height)
    expect(bottom.skipping.boxes).toEqual(bottom.shown.boxes)
    expect(bottom.skipping.pixels.equals(bottom.shown.pixels)).toBe(true)

    // An edit inside a skipped part (from the tree): the part takes its new size.
    const tree = page.getByRole('tree', { name: 'Components' })
    await tree.getByRole('treeitem', { name: 'Section 0', exact: true }).click()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() =>
        tree
          .getByRole('treeitem', { name: 'Section 0 text 0', exact: true })
          .getAttribute('aria-selected'),
      )
      .toBe('true')
    await page.keyboard.press('Delete')
    await canvas(page).getByText('Text 0.0', { exact: true }).waitFor({ state: 'detached' })
    await expect.poll(async () => (await skipped(page)).includes(firstId)).toBe(true)
    const edited = await withAndWithoutSkipping(page)
    expect(edited.skipping.height).toBe(edited.shown.height)
    expect(edited.skipping.height).toBeLessThan(bottom.skipping.height)
    expect(edited.skipping.boxes).toEqual(edited.shown.boxes)
    await page.context().close()
  }, 120_000)

  it('draws the part holding the caret, and still skips the others', async () => {
    const page = await openLongPage()
    const scrollTo = (y: number) =>
      canvas(page)
        .locator('body')
        .evaluate((body, y) => body.ownerDocument.defaultView!.scrollTo(0, y), y)
    // A caret in the open-edged section's text, in view, as text editing leaves one there when
    // the canvas then scrolls away (a click leaves none).
    const openEdgedId = await sectionId(page, OPEN_EDGED)
    const text = canvas(page).getByText('Text 30.2', { exact: true })
    await text.scrollIntoViewIfNeeded()
    await text.evaluate((p) => p.ownerDocument.getSelection()!.collapse(p.firstChild, 2))
    expect(
      await canvas(page)
        .locator('body')
        .evaluate(
          (body, id) =>
            body.ownerDocument
              .getElementById(id)!
              .contains(body.ownerDocument.getSelection()!.anchorNode),
          openEdgedId,
        ),
    ).toBe(true)

    // Back at the top, the sections around it are far again: they are skipped, but not the one
    // the browser must draw for its caret (skipped, it would lose its collapsed margins).
    await scrollTo(0)
    const nextId = await sectionId(page, OPEN_EDGED + 1)
    const lastId = await sectionId(page, SECTIONS - 1)
    await expect.poll(async () => (await skipped(page)).includes(nextId)).toBe(true)
    expect(await skipped(page)).toContain(lastId)
    expect(await skipped(page)).not.toContain(openEdgedId)
    const top = await withAndWithoutSkipping(page)
    expect(top.skipping.height).toBe(top.shown.height)
    expect(top.skipping.boxes).toEqual(top.shown.boxes)
    expect(top.skipping.pixels.equals(top.shown.pixels)).toBe(true)

    // A selection that reaches into a skipped part shows it.
    const before = await skipped(page)
    expect(before).toContain(lastId)
    await canvas(page)
      .locator('body')
      .evaluate((body, id) => {
        const doc = body.ownerDocument
        doc.getSelection()!.selectAllChildren(doc.getElementById(id)!)
      }, lastId)
    await expect.poll(async () => (await skipped(page)).includes(lastId)).toBe(false)
    await page.context().close()
  }, 120_000)
})
