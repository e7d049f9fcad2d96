import type { Component, Site } from '@tessera/site-format'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
  type TestUser,
} from './builder-page'

/** Adds a component under the page root (or `parent`) of a site being prepared. */
function adder(site: Site) {
  return (fields: Partial<Component>, parent = site.pages[site.defaults.homePage]!.root) => {
    const component: Component = {
      id: `${site.context.namespace}-c-${site.context.nextId++}`,
      name: 'Part',
      tag: 'div',
      style: { custom: {} },
      parentId: parent.id,
      ...fields,
    }
    ;(parent.children ??= []).push(component)
    return component
  }
}

/** A card with a mixin of this site, a behaviour of this site and a translated text. */
function cardSite(site: Site): void {
  const ns = site.context.namespace
  const add = adder(site)
  const mixinId = `${ns}-s-90`
  site.context.styles[mixinId] = {
    id: mixinId,
    name: 'Card look',
    breakpoints: {
      'breakpoint-1': { default: { 'background-color': 'rgb(10, 20, 30)', padding: '18px' } },
    },
  }
  site.context.styleOrder.push(mixinId)
  const behaviorId = `${ns}-b-91`
  site.context.behaviors[behaviorId] = { id: behaviorId, name: 'Say hi', code: "console.log('hi')" }
  site.context.i18n = { en: { greeting: 'Hello from the card' } }
  const card = add({
    name: 'Card',
    style: {
      custom: {
        'breakpoint-1': { default: { color: 'rgb(200, 0, 0)', 'border-radius': '9px' } },
        'breakpoint-4': { default: { padding: '4px' } },
      },
      mixins: [mixinId],
    },
    events: { click: { name: 'click', behaviors: [{ behaviorId }] } },
  })
  add({ name: 'Greeting', tag: 'p', content: '${greeting}' }, card)
}

function tree(page: Page) {
  return page.getByRole('tree', { name: 'Components' })
}

async function selectInTree(page: Page, name: string): Promise<void> {
  await tree(page).getByRole('treeitem', { name, exact: true }).first().click()
}

/** The subtree of the selected-by-name component as seen on the canvas: ids left out. */
async function rendered(page: Page, id: string) {
  return canvas(page)
    .locator(`[data-component-id="${id}"]`)
    .evaluate((root) => {
      const nodes = [root, ...root.querySelectorAll('*')]
      const style = (node: Element) => {
        const s = getComputedStyle(node)
        return [
          s.color,
          s.backgroundColor,
          s.paddingTop,
          s.borderTopLeftRadius,
          s.fontFamily,
          s.fontSize,
          s.display,
          s.width,
        ].join(' ')
      }
      return nodes.map((node) => ({
        tag: node.tagName,
        text: node.childElementCount === 0 ? node.textContent : '',
        style: style(node),
      }))
    })
}

describe('copy and paste between sites, custom components', () => {
  let browser: Browser
  let user: TestUser
  let context: BrowserContext
  let source: { id: string }
  let target: { id: string }

  beforeAll(async () => {
    browser = await launchBrowser()
    user = await registerUser('builder-clipboard')
    source = await createServerSite(user, cardSite, 'Card Source')
    target = await createServerSite(
      user,
      (site) => {
        adder(site)({
          name: 'Go link',
          tag: 'a',
          content: 'Go',
          inputs: { href: { name: 'href', type: 'string', attr: true, is: '/there' } },
        })
      },
      'Paste Target',
    )
    const first = await newBuilderPage(browser, { user })
    context = first.context()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl('/')).origin,
    })
    await first.close()
  }, 90_000)

  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  it('copies a card with a mixin, a behaviour and a translation in one tab and pastes it in another site in a second tab, rendered the same', async () => {
    const from = await context.newPage()
    await from.goto(appUrl(`/build/${source.id}`))
    await waitForBuilder(from)
    await canvas(from).getByText('Hello from the card').waitFor()
    await selectInTree(from, 'Card')
    const cardId = await canvas(from)
      .getByText('Hello from the card')
      .evaluate((node) => (node.parentElement as HTMLElement).dataset.componentId!)
    await from.keyboard.press('Control+c')
    await from.getByText('Copied', { exact: true }).waitFor()
    const before = await rendered(from, cardId)
    expect(before[0]!.style).toContain('rgb(10, 20, 30)')
    expect(before[0]!.style).toContain('rgb(200, 0, 0)')

    const to = await context.newPage()
    await to.goto(appUrl(`/build/${target.id}`))
    await waitForBuilder(to)
    await to.bringToFront()
    await selectInTree(to, 'Root')
    await to.keyboard.press('Control+v')
    await to.getByText('Component Pasted', { exact: true }).waitFor()
    const pasted = canvas(to).getByText('Hello from the card')
    await pasted.waitFor()
    const pastedId = await pasted.evaluate(
      (node) => (node.parentElement as HTMLElement).dataset.componentId!,
    )
    expect(pastedId).not.toBe(cardId)
    expect(pastedId.startsWith('paste-target-')).toBe(true)
    expect(await rendered(to, pastedId)).toEqual(before)
    await screenshot(to, 'builder-clipboard-pasted')

    // Shift pastes only the style: the link takes the card's colour, and gains no children.
    await selectInTree(to, 'Go link')
    await to.keyboard.press('Control+Shift+v')
    await to.getByText('Style Pasted', { exact: true }).waitFor()
    await expect
      .poll(() =>
        canvas(to)
          .getByText('Go', { exact: true })
          .evaluate((node) => getComputedStyle(node).color),
      )
      .toBe('rgb(200, 0, 0)')
    await from.close()
    await to.close()
  }, 120_000)

  it('asks before a copied root replaces a root with children; refuses it elsewhere', async () => {
    const page = await context.newPage()
    await page.goto(appUrl(`/build/${source.id}`))
    await waitForBuilder(page)
    await selectInTree(page, 'Root')
    await page.keyboard.press('Control+c')
    await page.getByText('Copied', { exact: true }).waitFor()

    // From the canvas (focus in its frame): the card's padding selects the card itself.
    await canvas(page)
      .getByText('Hello from the card')
      .locator('..')
      .click({ position: { x: 3, y: 3 } })
    await expect.poll(() => page.locator('.overlay-selected').count()).toBeGreaterThan(0)
    await expect
      .poll(() =>
        tree(page).locator('[role="treeitem"][aria-selected="true"]').first().textContent(),
      )
      .toContain('Card')
    await page.keyboard.press('Control+v')
    await page
      .getByText('Root component can only be used to replace another root component')
      .waitFor()

    await selectInTree(page, 'Root')
    await page.keyboard.press('Control+v')
    const dialog = page.getByRole('dialog', { name: 'Paste a page root' })
    await dialog.waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-clipboard-root-dialog')
    await dialog.getByRole('button', { name: 'Paste into the root' }).click()
    await page.getByText('Component Pasted', { exact: true }).waitFor()
    await expect.poll(() => canvas(page).getByText('Hello from the card').count()).toBe(2)

    await selectInTree(page, 'Root')
    await page.keyboard.press('Control+v')
    await dialog.waitFor()
    // Keyboard: the first button has focus; Replace with Enter.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Replace the root')
    await page.keyboard.press('Enter')
    await page.getByText('Replaced', { exact: true }).waitFor()
    await expect.poll(() => canvas(page).getByText('Hello from the card').count()).toBe(1)
    await page.keyboard.press('Control+z')
    await expect.poll(() => canvas(page).getByText('Hello from the card').count()).toBe(2)
    await page.close()
  }, 120_000)

  it('makes a custom component, adds instances by key, and shows their source inputs read-only', async () => {
    const page = await context.newPage()
    await page.goto(appUrl(`/build/${target.id}`))
    await waitForBuilder(page)
    await selectInTree(page, 'Go link')
    await page.getByRole('button', { name: 'Make a custom component' }).click()
    await page.getByText('This is a custom component.').waitFor()

    await selectInTree(page, 'Root')
    await page.keyboard.press('c')
    const menu = page.getByRole('region', { name: 'Custom components' })
    await menu.waitFor()
    await expect.poll(() => menu.getByRole('button', { name: /Go link/ }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-custom-menu')
    await page.keyboard.press('1')
    await expect.poll(() => canvas(page).getByText('Go', { exact: true }).count()).toBe(2)
    // The instance renders its source's content and href.
    const hrefs = await canvas(page)
      .getByText('Go', { exact: true })
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))
    expect(hrefs).toEqual(['/there', '/there'])

    // The instance is selected: its href comes from the source and cannot be edited.
    const href = page.getByLabel(/^href/).first()
    await href.waitFor()
    expect(await href.getAttribute('readonly')).not.toBeNull()
    await page.getByText('from source').first().waitFor()
    await screenshot(page, 'builder-custom-instance')
    await page.close()
  }, 120_000)
  it('opens the Custom sub-menu while a component is dragged over the New entry, takes it as a definition, and closes 400 ms after a drag leaves', async () => {
    const page = await context.newPage()
    await page.goto(appUrl(`/build/${source.id}`))
    await waitForBuilder(page)
    const menu = page.getByRole('region', { name: 'Custom components' })
    // One drag: start on the tree row, pass over the New entry, drop on the Custom sub-menu.
    await page.evaluate(() => {
      const transfer = new DataTransfer()
      ;(window as unknown as { __drag: DataTransfer }).__drag = transfer
      const row = [...document.querySelectorAll('[role="treeitem"]')].find(
        (node) => node.textContent?.trim() === 'Card',
      )!
      row.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }))
      const entry = document.querySelector('nav button[aria-label="New"]')!
      for (const type of ['dragenter', 'dragover'])
        entry.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        )
    })
    await menu.waitFor()
    await page.evaluate(() => {
      const transfer = (window as unknown as { __drag: DataTransfer }).__drag
      const entry = document.querySelector('nav button[aria-label="New"]')!
      const target = document.querySelector('.custom-menu')!
      entry.dispatchEvent(
        new DragEvent('dragleave', {
          bubbles: true,
          dataTransfer: transfer,
          relatedTarget: target,
        }),
      )
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        )
    })
    await menu.getByRole('button', { name: /Card/ }).waitFor()
    // The drag selected the card, which is now a definition; the menu stays open after a drop.
    await page.getByText('This is a custom component.').waitFor()
    expect(await menu.isVisible()).toBe(true)
    await menu.getByRole('button', { name: 'Close' }).click()
    await menu.waitFor({ state: 'detached' })

    // A drag that only passes by: the menu it opened closes once the drag has left.
    await page.evaluate(() => {
      const transfer = new DataTransfer()
      const row = [...document.querySelectorAll('[role="treeitem"]')].find(
        (node) => node.textContent?.trim() === 'Card',
      )!
      row.dispatchEvent(new DragEvent('dragstart', { bubbles: true, dataTransfer: transfer }))
      const entry = document.querySelector('nav button[aria-label="Custom components"]')!
      entry.dispatchEvent(
        new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: transfer }),
      )
      entry.dispatchEvent(
        new DragEvent('dragleave', { bubbles: true, dataTransfer: transfer, relatedTarget: null }),
      )
    })
    await menu.waitFor({ state: 'detached', timeout: 10_000 })
    await page.close()
  }, 120_000)
})
