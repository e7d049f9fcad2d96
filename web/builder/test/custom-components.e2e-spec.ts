import { apiClient, testStack, visitWithHost } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  saveState,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

const tree = (page: Page) => page.getByRole('tree', { name: 'Components' })
const row = (page: Page, name: string) =>
  tree(page).getByRole('treeitem', { name, exact: true }).first()
const texts = (page: Page) => canvas(page).getByText('Text', { exact: true })

describe('custom components in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('makes one by a drop, marks its instances, takes a new source child to them (reload, published) and keeps their children', async () => {
    const user = await registerUser('builder-custom')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, width: 1600, height: 1000 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)

    // A container in the page root, dropped from the tree on the Custom components zone.
    await row(page, 'Root').click()
    for (const key of ['a', 'h']) await page.keyboard.press(key)
    await row(page, 'ContainerHorizontal').waitFor()
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Custom components' })
      .click()
    await row(page, 'ContainerHorizontal').dragTo(page.locator('.custom-menu-drop'))
    const slot = page.locator('.custom-menu-slot')
    await expect.poll(() => slot.count()).toBe(1)
    const source = row(page, 'ContainerHorizontal, custom component source')
    await source.waitFor()

    // An instance in the root, marked in the tree.
    await row(page, 'Root').click()
    await slot.click()
    const instance = row(page, 'ContainerHorizontal, custom component instance')
    await instance.waitFor()

    // A text added to the source shows in the instance too.
    await source.click()
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'New', exact: true })
      .click()
    await page.getByRole('region', { name: 'New' }).waitFor()
    await page.keyboard.press('t')
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    await expect.poll(() => texts(page).count()).toBe(2)
    await screenshot(page, 'builder-custom-instance')
    expect(await seriousViolations(page)).toEqual([])

    // The instance's copy cannot be deleted.
    await texts(page).nth(1).click()
    await page.keyboard.press('Delete')
    await page.getByText('cannot be deleted', { exact: false }).first().waitFor()
    expect(await texts(page).count()).toBe(2)

    // Saved: after a reload and on the published page, the instance still shows it.
    await expect.poll(() => saveState(page).textContent(), { timeout: 30_000 }).toBe('Saved')
    await page.reload()
    await waitForBuilder(page)
    await expect.poll(() => texts(page).count()).toBe(2)
    const api = apiClient(testStack().gatewayUrl)
    const published = await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const siteServer = testStack().urls['site-server']!
    const host = `${site.subdomain}.localhost:${new URL(siteServer).port}`
    const visit = await visitWithHost(siteServer, host, '/')
    expect(visit.status).toBe(200)
    expect(visit.text.match(/>Text</g)?.length).toBe(2)
    await page.context().close()
  }, 120_000)

  it('moves a part of a source in every instance (reload, published), and keeps parts in their source', async () => {
    const user = await registerUser('builder-custom-move')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, width: 1600, height: 1000 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const newMenu = page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'New', exact: true })
    /** Adds the block of `key` from the New menu after (or into) the selection. */
    const addBlock = async (key: string) => {
      await newMenu.click()
      await page.getByRole('region', { name: 'New' }).waitFor()
      await page.keyboard.press(key)
      if (await page.getByRole('region', { name: 'New' }).isVisible()) {
        await page.keyboard.press('Escape')
      }
    }

    // A source holding a Text, then a Heading 2, and an instance of it.
    await row(page, 'Root').click()
    for (const key of ['a', 'h']) await page.keyboard.press(key)
    await row(page, 'ContainerHorizontal').waitFor()
    if (await page.getByRole('region', { name: 'New' }).isVisible()) {
      await page.keyboard.press('Escape')
    }
    await row(page, 'ContainerHorizontal').click()
    await addBlock('t')
    await row(page, 'Text').click()
    await addBlock('2')
    await row(page, 'H2').waitFor()
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Custom components' })
      .click()
    await row(page, 'ContainerHorizontal').dragTo(page.locator('.custom-menu-drop'))
    await row(page, 'ContainerHorizontal, custom component source').waitFor()
    await row(page, 'Root').click()
    await page.locator('.custom-menu-slot').click()
    await row(page, 'ContainerHorizontal, custom component instance').waitFor()

    /** The texts of each element holding exactly the two parts, in page order. */
    const orders = () =>
      canvas(page)
        .locator('body')
        .evaluate((body) =>
          [...body.querySelectorAll('[data-component-id]')]
            .filter(
              (element) =>
                element.children.length === 2 &&
                [...element.children].every((child) =>
                  /^(Text|Heading 2)$/.test(child.textContent?.trim() ?? ''),
                ),
            )
            .map((element) => [...element.children].map((child) => child.textContent?.trim())),
        )
    await expect.poll(orders).toEqual([
      ['Text', 'Heading 2'],
      ['Text', 'Heading 2'],
    ])

    // The source's heading moves up, by keyboard in the tree: the instance follows.
    await row(page, 'H2').click()
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(orders).toEqual([
      ['Heading 2', 'Text'],
      ['Heading 2', 'Text'],
    ])
    // One undo step takes both back, and redo brings both again.
    await page.keyboard.press('Control+z')
    await expect.poll(orders).toEqual([
      ['Text', 'Heading 2'],
      ['Text', 'Heading 2'],
    ])
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(orders).toEqual([
      ['Heading 2', 'Text'],
      ['Heading 2', 'Text'],
    ])

    // A part cannot leave its source: the move is refused with a notice.
    await row(page, 'Text').click()
    await page.keyboard.press('Alt+ArrowLeft')
    await page.getByText('can only be moved within that source', { exact: false }).first().waitFor()
    await screenshot(page, 'builder-custom-move-refused')
    expect(await orders()).toEqual([
      ['Heading 2', 'Text'],
      ['Heading 2', 'Text'],
    ])

    // Saved: after a reload and on the published page, the instance has the new order.
    await expect.poll(() => saveState(page).textContent(), { timeout: 30_000 }).toBe('Saved')
    await page.reload()
    await waitForBuilder(page)
    await expect.poll(orders).toEqual([
      ['Heading 2', 'Text'],
      ['Heading 2', 'Text'],
    ])
    const api = apiClient(testStack().gatewayUrl)
    const published = await api.post(`/api/sites/${site.id}/actions/publish`, {
      token: user.token,
      body: { publish: true },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const siteServer = testStack().urls['site-server']!
    const host = `${site.subdomain}.localhost:${new URL(siteServer).port}`
    const visit = await visitWithHost(siteServer, host, '/')
    expect(visit.status).toBe(200)
    expect([...visit.text.matchAll(/>(Text|Heading 2)</g)].map(([, text]) => text)).toEqual([
      'Heading 2',
      'Text',
      'Heading 2',
      'Text',
    ])
    await page.context().close()
  }, 180_000)

  it('names the marks in English and Chinese, at two widths', async () => {
    const words = {
      en: { tree: 'Components', menu: 'Custom components', source: 'custom component source' },
      'zh-tw': { tree: '元件', menu: '自訂元件', source: '自訂元件來源' },
    } as const
    for (const locale of ['en', 'zh-tw'] as const) {
      const text = words[locale]
      const separator = locale === 'en' ? ', ' : '，'
      const page = await newBuilderPage(browser, { locale, width: 1280, height: 800 })
      await page.goto(appUrl('/build/scratch'))
      await waitForBuilder(page)
      const zhTree = page.getByRole('tree', { name: text.tree })
      const named = (name: string) => zhTree.getByRole('treeitem', { name, exact: true })
      await named('Root').click()
      for (const key of ['a', 'h']) await page.keyboard.press(key)
      await page.keyboard.press('Escape')
      await named('ContainerHorizontal').waitFor()
      const menuButton = page.getByRole('navigation').getByRole('button', { name: text.menu })
      await menuButton.click()
      await named('ContainerHorizontal').dragTo(page.locator('.custom-menu-drop'))
      await named(`ContainerHorizontal${separator}${text.source}`).waitFor()
      await named('Root').click()
      await page.locator('.custom-menu-slot').click()
      const instance = locale === 'en' ? 'custom component instance' : '自訂元件實例'
      await named(`ContainerHorizontal${separator}${instance}`).waitFor()
      await screenshot(page, `builder-custom-marks-${locale}-1280`)
      await menuButton.click()
      await page.setViewportSize({ width: 1024, height: 800 })
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1024)
      await screenshot(page, `builder-custom-marks-${locale}-1024`)
      await page.context().close()
    }
  }, 120_000)
})
