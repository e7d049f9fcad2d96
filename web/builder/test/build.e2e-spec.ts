import { BuiltinComponentId, type Component, type Site } from '@tessera/site-format'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  dragOntoCanvas,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

/** Presses a key until a toolbar button is disabled (undo or redo to the end). */
async function pressUntilDisabled(page: Page, key: string, button: string): Promise<number> {
  let presses = 0
  while (await page.getByRole('button', { name: button, exact: true }).isEnabled()) {
    await page.keyboard.press(key)
    if (++presses > 200) throw new Error(`${button} never ended`)
  }
  return presses
}

/** The canvas's component ids in document order (what the page shows). */
function canvasIds(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('[data-component-id]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.componentId!))
}

describe('the builder in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('builds a two-page site by keyboard alone, then undoes to the start and redoes to the end', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    // A new page is its root and the centred content container blocks go into.
    const start = await canvasIds(page)
    expect(start).toHaveLength(2)

    await page.keyboard.press('a')
    await expect.poll(() => page.getByRole('region', { name: 'New' }).isVisible()).toBe(true)
    // The New menu stays open after each key, so the next keys add more blocks: the text goes
    // into the (empty) container, the heading after the text.
    await page.keyboard.press('h')
    await page.keyboard.press('t')
    await page.keyboard.press('2')
    const home = canvas(page)
    await home.locator('h2').waitFor()
    // The text and the heading went into the container, in that order.
    expect(await home.locator('main > [data-component-id] > *').count()).toBe(2)
    expect(await page.getByRole('region', { name: 'New' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('region', { name: 'New' }).count()).toBe(0)

    await page.keyboard.press('p')
    await page.keyboard.press('n')
    await page.keyboard.type('About')
    await page.keyboard.press('Tab')
    await page.keyboard.type('about')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByLabel('Page', { exact: true }).inputValue()).toBe('/about')
    await page.keyboard.press('Escape')
    await page.keyboard.press('a')
    await page.keyboard.press('v')
    await page.keyboard.press('1')
    await canvas(page).locator('h1').waitFor()
    await page.keyboard.press('Escape')
    await screenshot(page, 'builder-keyboard-built')

    const undone = await pressUntilDisabled(page, 'Control+z', 'Undo')
    expect(undone).toBeGreaterThanOrEqual(6)
    expect(await canvasIds(page)).toEqual(start)
    expect(await page.getByLabel('Page', { exact: true }).locator('option').count()).toBe(1)

    await pressUntilDisabled(page, 'Control+Shift+z', 'Redo')
    expect(await page.getByLabel('Page', { exact: true }).locator('option').count()).toBe(2)
    await page.getByLabel('Page', { exact: true }).selectOption('/about')
    await canvas(page).locator('h1').waitFor()
    await page.getByLabel('Page', { exact: true }).selectOption('/home')
    await canvas(page).locator('h2').waitFor()
    await page.context().close()
  }, 60_000)

  it('builds by mouse: palette click, palette drag onto the canvas, a resize handle', async () => {
    // Wide enough for the whole builder width, so the handles are on screen.
    const page = await newBuilderPage(browser, { width: 1920 })
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.getByRole('button', { name: 'New', exact: true }).click()
    await page.getByRole('button', { name: 'Horizontal container', exact: true }).click()
    await page.getByRole('button', { name: 'Heading 2', exact: true }).click()
    const heading = canvas(page).locator('h2')
    await heading.waitFor()

    // Dropped on the heading's top edge: before it, inside the container.
    await dragOntoCanvas(page, page.getByRole('button', { name: 'Text', exact: true }), heading, {
      x: 30,
      y: 2,
    })
    const container = canvas(page).locator('main > [data-component-id]').first()
    await expect
      .poll(() => container.evaluate((el) => [...el.children].map((c) => c.tagName)))
      .toEqual(['DIV', 'H2'])

    // Close the New menu (room for the whole canvas), select the container on the canvas by its
    // free right-hand side, and narrow it by its right-hand handle.
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const size = (await container.boundingBox())!
    await container.click({ position: { x: size.width - 4, y: size.height / 2 } })
    await expect
      .poll(() => page.locator('.overlay-selected .overlay-label').textContent())
      .toBe('ContainerHorizontal')
    const before = await container.evaluate((el) => el.getBoundingClientRect().width)
    const handle = page.locator('.resize-right')
    const box = (await handle.boundingBox())!
    await page.mouse.move(box.x + 5, box.y + 5)
    await page.mouse.down()
    await page.mouse.move(box.x - 95, box.y + 5, { steps: 5 })
    await page.mouse.move(box.x - 195, box.y + 5, { steps: 5 })
    await page.mouse.up()
    const after = await container.evaluate((el) => el.getBoundingClientRect().width)
    expect(Math.round(before - after)).toBe(200)
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const entries = page.getByRole('list', { name: 'Edits, newest first' }).getByRole('listitem')
    // Add container, add heading, add text, one resize entry, and 'initial'.
    expect(await entries.allInnerTexts()).toEqual([
      'Edit width of ContainerHorizontal',
      'Add Text',
      'Add H2',
      'Add ContainerHorizontal',
      'initial',
    ])
    await screenshot(page, 'builder-mouse-built')
    await page.context().close()
  }, 60_000)

  it('runs nothing of a hostile site on the canvas', async () => {
    const user = await registerUser('builder-hostile')
    const hostile = (site: Site) => {
      const root = site.pages[site.defaults.homePage]!.root
      const add = (fields: Partial<Component>) => {
        const component: Component = {
          id: `${site.context.namespace}-c-${site.context.nextId++}`,
          name: 'Hostile',
          tag: 'div',
          style: { custom: {} },
          parentId: root.id,
          ...fields,
        }
        ;(root.children ??= []).push(component)
        return component
      }
      add({
        content:
          '<img src="x" onerror="window.parent.__pwned = 1"><script>window.parent.__pwned = 2</script>',
      })
      add({
        tag: 'svg',
        content:
          '<svg onload="window.parent.__pwned = 3"><script>window.parent.__pwned = 4</script></svg>',
      })
      add({
        tag: 'a',
        content: 'Click me',
        inputs: {
          href: {
            name: 'href',
            type: 'string',
            attr: true,
            is: 'javascript:window.parent.__pwned=5',
          },
        },
        events: {
          click: {
            name: 'click',
            behaviors: [{ behaviorId: `${site.context.namespace}-b-99` }],
          },
        },
      })
      site.context.behaviors[`${site.context.namespace}-b-99`] = {
        id: `${site.context.namespace}-b-99`,
        name: 'Steal',
        code: "localStorage.setItem('pwned', localStorage.getItem('tessera.session'))",
      }
      void BuiltinComponentId
    }
    const site = await createServerSite(user, hostile, 'Hostile Site')
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await canvas(page).getByText('Click me').click()
    await page.waitForTimeout(300)
    const outcome = await page.evaluate(() => ({
      pwned: (window as unknown as { __pwned?: number }).__pwned,
      stolen: localStorage.getItem('pwned'),
    }))
    expect(outcome).toEqual({ pwned: undefined, stolen: null })
    const markup = await canvas(page).locator('body').innerHTML()
    expect(markup).not.toMatch(/onerror|onload|<script|javascript:/i)
    await page.context().close()
  }, 60_000)

  it('has no serious or critical accessibility faults, with a component selected and each menu open', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    await page.keyboard.press('a')
    await page.keyboard.press('t')
    await page.keyboard.press('Escape')
    const faults: string[] = []
    const buildMenu = page.getByRole('navigation', { name: 'Build menu' })
    faults.push(...(await seriousViolations(page)))
    for (const menu of [
      'New',
      'Custom components',
      'Pages',
      'Behaviours',
      'Custom data',
      'History',
      'File',
    ]) {
      await buildMenu.getByRole('button', { name: menu, exact: true }).click()
      faults.push(...(await seriousViolations(page)).map((fault) => `${menu}: ${fault}`))
    }
    await buildMenu.getByRole('button', { name: 'File', exact: true }).click()
    for (const mode of ['Theme', 'Styles']) {
      await buildMenu.getByRole('button', { name: mode, exact: true }).click()
      faults.push(...(await seriousViolations(page)).map((fault) => `${mode}: ${fault}`))
      await buildMenu.getByRole('button', { name: mode, exact: true }).click()
    }
    expect(faults).toEqual([])
    await page.context().close()
  }, 90_000)
})
