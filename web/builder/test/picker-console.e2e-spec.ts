import { apiClient, solidPng, testStack } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  waitForBuilder,
} from './builder-page'

/**
 * The Select image picker leaves the canvas as it found it: moving the pointer over the canvas
 * afterwards logs nothing (a picker that left script work bound to the sandboxed canvas frame
 * made every move log "Blocked script execution in 'about:srcdoc'").
 */
describe('the image picker and the canvas console', () => {
  let browser: Browser
  let page: Page
  /** Console errors and the browser's own error entries (blocked scripts are logged there). */
  const errors: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
    const user = await registerUser('picker-console')
    const site = await createServerSite(user, () => {}, 'Picker Site')
    const api = apiClient(testStack().gatewayUrl)
    const png = solidPng(64, 48, [200, 40, 40])
    const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
      token: user.token,
      body: {
        name: 'red.png',
        site_id: site.id,
        content_type: 'image/png',
        content_size: png.length,
      },
    })
    expect(created.status).toBe(201)
    const put = await fetch(created.body.signed_url, {
      method: 'PUT',
      body: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    })
    expect(put.status).toBe(200)
    const verified = await api.post(`/api/site-assets/${created.body.id}/actions/verify`, {
      token: user.token,
    })
    expect(verified.status).toBe(200)

    page = await newBuilderPage(browser, { user })
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const cdp = await page.context().newCDPSession(page)
    cdp.on('Log.entryAdded', ({ entry }) => {
      if (entry.level === 'error') errors.push(entry.text)
    })
    await cdp.send('Log.enable')
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('logs nothing while the pointer moves over the canvas, before, during and after picking', async () => {
    await page.keyboard.press('a')
    await page.keyboard.press('p')
    const frame = canvas(page)
    // Without a source yet, the image shows its placeholder on the canvas.
    await frame.getByText('Choose image', { exact: true }).first().waitFor()
    const box = (await page.locator('iframe.canvas-frame').boundingBox())!
    const moveOverCanvas = async () => {
      for (let i = 0; i < 12; i++) {
        await page.mouse.move(box.x + 40 + i * 25, box.y + 60 + i * 12)
      }
    }
    await moveOverCanvas()

    await page.getByRole('button', { name: 'Select image', exact: true }).click()
    const select = page.getByRole('dialog', { name: 'Select image' })
    const choice = select.getByRole('button', { name: 'red.png' })
    await choice.waitFor({ timeout: 20_000 })
    await moveOverCanvas()
    await choice.click()
    await select.waitFor({ state: 'detached' })
    await frame.locator('img[src$=".png"]').first().waitFor()
    await moveOverCanvas()

    // Opened again and closed without a choice.
    await page.getByRole('button', { name: 'Select image', exact: true }).click()
    await select.waitFor()
    await page.keyboard.press('Escape')
    await select.waitFor({ state: 'detached' })
    await moveOverCanvas()
    // Whatever the moves logged has arrived by the time the page answers once more.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(errors).toEqual([])
  }, 90_000)
})
