import { apiClient, testStack, uniqueEmail, solidPng } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot } from './browser'

const PASSWORD = 'correct horse battery'

/** Each upload ends one way, said once, about the file it names. */
describe('web app: upload outcomes in a browser', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const email = uniqueEmail('app-uploads')
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const registered = await apiClient(stack.gatewayUrl).post('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    browser = await launchBrowser()
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    page = await context.newPage()
    await page.goto(app('/login'))
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/sites')
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  const row = (name: string) => page.locator('.upload-item').filter({ hasText: name })

  /** The failed row: one alert naming the file with the code's message, a red full bar. */
  async function expectFailed(name: string, message: string): Promise<void> {
    const item = row(name)
    const alert = item.getByRole('alert')
    await alert.waitFor({ timeout: 20_000 })
    expect(await alert.count()).toBe(1)
    expect(await alert.textContent()).toBe(`${name} was not uploaded: ${message}`)
    expect(await item.getByText('uploaded instead', { exact: false }).count()).toBe(0)
    expect(await item.getByRole('status').count()).toBe(0)
    const bar = item.getByRole('progressbar')
    expect(await bar.evaluate((el) => (el as HTMLProgressElement).value)).toBe(1)
    const [barColour, errorColour] = await bar.evaluate((el) => [
      getComputedStyle(el).accentColor,
      getComputedStyle(document.querySelector('.notice-error')!).color,
    ])
    expect(barColour).toBe(errorColour)
  }

  it('a 4 px PNG and a file with a PNG name but other bytes each fail once, named', async () => {
    await page.goto(app('/site-assets'))
    await page.getByLabel('Upload to').selectOption('identity')
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'speck.png', mimeType: 'image/png', buffer: solidPng(4, 4, [0, 0, 0]) },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all\n') },
    ])
    await expectFailed('speck.png', 'The image is too narrow.')
    await expectFailed('notes.png', 'This file type is not supported.')
    await screenshot(page, 'assets-upload-failed')
  }, 60_000)

  it('names the file that is too big', async () => {
    await page.locator('input[type=file][multiple]').setInputFiles({
      name: 'holiday-video.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.alloc(10_000_001),
    })
    await page
      .getByRole('alert')
      .filter({ hasText: 'holiday-video.mp4: The file is too big: the limit is 10 MB.' })
      .waitFor()
  })

  it('says the same in Traditional Chinese', async () => {
    await page.getByLabel('Language').selectOption('zh-tw', { timeout: 5000 })
    await page.getByRole('heading', { name: '素材', level: 1 }).waitFor({ timeout: 5000 })
    await row('speck.png')
      .getByRole('alert')
      .filter({ hasText: 'speck.png 未上傳' })
      .waitFor({ timeout: 5000 })
    await screenshot(page, 'assets-upload-failed-zh-tw')
    await page.getByLabel('語言').selectOption('en')
  })
})
