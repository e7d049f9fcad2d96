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
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

const tree = (page: Page) => page.getByRole('tree', { name: 'Components' })
const row = (page: Page, name: string) =>
  tree(page).getByRole('treeitem', { name, exact: true }).first()
const saveState = (page: Page) => page.locator('[role="status"].save-state')
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
