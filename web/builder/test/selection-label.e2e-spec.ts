import type { Component, Site } from '@tessera/site-format'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  waitForBuilder,
} from './builder-page'

const INTRO = 'The bakery opens at seven every morning'
const FIRST = 'Fresh bread daily'
const PADDED = 'Cakes to order'

/**
 * A paragraph, then a section whose first child sits right at its top (nothing between it and
 * the paragraph), then a section with empty room at its top.
 */
function stacked(site: Site): void {
  const root = site.pages[site.defaults.homePage]!.root
  const id = () => `${site.context.namespace}-c-${site.context.nextId++}`
  const styled = (properties: Record<string, string>) => ({
    custom: { 'breakpoint-1': { default: properties } },
  })
  const text = (name: string, content: string, parentId: string): Component => ({
    id: id(),
    name,
    tag: 'p',
    content,
    style: styled({ margin: '0' }),
    parentId,
  })
  const section = (name: string, padding: string, child: [string, string]): Component => {
    const sectionId = id()
    return {
      id: sectionId,
      name,
      tag: 'div',
      style: styled({ padding }),
      parentId: root.id,
      children: [text(child[0], child[1], sectionId)],
    }
  }
  root.children = [
    ...(root.children ?? []),
    text('Intro', INTRO, root.id),
    section('Section', '0', ['First', FIRST]),
    section('Padded', '120px 0 0 0', ['Inside', PADDED]),
  ]
}

type Rect = { x: number; y: number; width: number; height: number }
/** Whether two boxes overlap by more than a rounding pixel. */
const overlaps = (a: Rect, b: Rect) =>
  a.x + 1 < b.x + b.width &&
  a.x + a.width > b.x + 1 &&
  a.y + 1 < b.y + b.height &&
  a.y + a.height > b.y + 1

const label = (page: Page) => page.locator('.overlay-selected .overlay-label')

/** Selects the canvas text and waits for its label (named `name`) to settle. */
async function select(page: Page, text: string, name: string): Promise<Rect> {
  await canvas(page).getByText(text, { exact: true }).click()
  await expect.poll(() => label(page).textContent()).toBe(name)
  // The overlay measures after a short throttle.
  let last = ''
  await expect
    .poll(async () => {
      const now = JSON.stringify(await label(page).boundingBox())
      const settled = now === last
      last = now
      return settled
    })
    .toBe(true)
  return (await label(page).boundingBox())!
}

describe("the selection label never covers what is above a parent's first child", () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  for (const locale of ['en', 'zh-tw'] as const) {
    for (const width of [1280, 390]) {
      it(`at ${width} px, ${locale}`, async () => {
        const user = await registerUser('builder-label')
        const site = await createServerSite(user, stacked)
        const height = width === 390 ? 844 : 800
        const page = await newBuilderPage(browser, { user, locale, width, height })
        await page.goto(appUrl(`/build/${site.id}`))
        if (width < 900) {
          await page
            .getByRole('button', {
              name: locale === 'zh-tw' ? '仍要開啟編輯器' : 'Open the editor anyway',
            })
            .click()
        }
        await waitForBuilder(page)
        const zh = locale === 'zh-tw'
        if (width < 900) {
          // On a phone the tree covers the canvas: it is closed.
          await page.getByRole('button', { name: zh ? '元件樹' : 'Component tree' }).click()
        }

        // The section's first child sits right under the intro: the label goes elsewhere.
        const first = await select(page, FIRST, 'First')
        const intro = (await canvas(page).getByText(INTRO, { exact: true }).boundingBox())!
        expect(overlaps(first, intro)).toBe(false)
        // The padded section's empty top is room below it: the label covers no text at all.
        const firstBox = (await canvas(page).getByText(FIRST, { exact: true }).boundingBox())!
        expect(overlaps(first, firstBox)).toBe(false)
        expect(first.y).toBeGreaterThanOrEqual(firstBox.y + firstBox.height - 1)
        await screenshot(page, `builder-label-first-child-${locale}-${width}`)

        // With the padded section's room above its first child, the label sits above it.
        const inside = await select(page, PADDED, 'Inside')
        const insideBox = (await canvas(page).getByText(PADDED, { exact: true }).boundingBox())!
        expect(inside.y + inside.height).toBeLessThanOrEqual(insideBox.y + 1)
        await screenshot(page, `builder-label-room-above-${locale}-${width}`)
        await page.context().close()
      }, 90_000)
    }
  }
})
