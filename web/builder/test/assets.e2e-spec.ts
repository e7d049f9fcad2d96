import { solidPng } from '@tessera/kit/testing'
import type { Browser, Page, Request } from 'playwright-core'
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

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">' +
    '<circle cx="20" cy="20" r="18" fill="#4338ca"/></svg>',
)

/** The smallest file the assets service takes as MP4: an ftyp box with an MP4 brand. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41', 'latin1'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free', 'latin1'),
])

/** Requests the page makes to the jobs API, and PUTs it sends straight to storage. */
function recordUploads(page: Page) {
  const jobs: string[] = []
  const puts: string[] = []
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/jobs')) jobs.push(`${request.method()} ${url.pathname}`)
    else if (request.method() === 'PUT' && !url.pathname.startsWith('/api/')) puts.push(url.href)
  }
  page.on('request', onRequest)
  return {
    jobs,
    puts,
    reset() {
      jobs.length = 0
      puts.length = 0
    },
    stop: () => page.off('request', onRequest),
  }
}

describe('assets in the builder', () => {
  let browser: Browser
  let user: TestUser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    user = await registerUser('builder-assets')
    const site = await createServerSite(user, () => {}, 'Asset Site')
    page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
  })

  const menu = () => page.getByRole('region', { name: 'Assets', exact: true })
  const uploadDialog = () => page.getByRole('dialog', { name: 'Upload assets' })
  const chooser = () => uploadDialog().locator('input[type=file]')

  it('uploads a png optimised, an svg and an mp4 plainly, and refuses a big file and a wrong type', async () => {
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Assets', exact: true })
      .click()
    // The list arrives 2 s later; a new user has none.
    await menu().getByText('No assets yet', { exact: false }).waitFor({ timeout: 20_000 })
    const link = menu().getByRole('link', { name: /Manage assets/ })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(new URL((await link.getAttribute('href'))!, appUrl('/')).pathname).toBe('/site-assets')

    const uploads = recordUploads(page)
    await menu().getByRole('button', { name: 'Upload assets' }).click()
    await uploadDialog().waitFor()
    await chooser().setInputFiles({
      name: 'holiday-photo.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 48, [220, 38, 38]),
    })
    await uploadDialog()
      .getByRole('status')
      .filter({ hasText: 'holiday-photo.png uploaded' })
      .waitFor({ timeout: 30_000 })
    // The png went through the jobs API (posted, then polled) and not straight to storage.
    expect(uploads.jobs[0]).toBe('POST /api/jobs')
    expect(uploads.jobs.slice(1).every((call) => /^GET \/api\/jobs\/[\w-]+$/.test(call))).toBe(true)
    expect(uploads.jobs.length).toBeGreaterThan(1)
    expect(uploads.puts).toEqual([])

    uploads.reset()
    await chooser().setInputFiles([
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG },
      { name: 'clip.mp4', mimeType: 'video/mp4', buffer: MP4 },
    ])
    for (const name of ['logo.svg', 'clip.mp4']) {
      await uploadDialog()
        .getByRole('status')
        .filter({ hasText: `${name} uploaded` })
        .waitFor({ timeout: 30_000 })
    }
    expect(uploads.jobs).toEqual([])
    expect(uploads.puts).toHaveLength(2)

    uploads.reset()
    await chooser().setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(11_000_000),
    })
    const big = uploadDialog().getByRole('alert').filter({ hasText: 'huge.png' })
    await big.waitFor()
    expect(await big.getAttribute('data-error-code')).toBe('FILE_SIZE_BIG')
    expect(await big.textContent()).toBe(
      'huge.png was not uploaded: The file is too big: the limit is 10 MB.',
    )
    await chooser().setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some words\n'),
    })
    const wrong = uploadDialog().getByRole('alert').filter({ hasText: 'notes.txt' })
    await wrong.waitFor()
    expect(await wrong.getAttribute('data-error-code')).toBe('FILE_TYPE')
    expect(await wrong.textContent()).toBe(
      'notes.txt was not uploaded: This file type is not supported.',
    )
    // Refused files never leave the browser.
    expect(uploads.jobs).toEqual([])
    expect(uploads.puts).toEqual([])
    uploads.stop()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-assets-upload-dialog')
    await uploadDialog().getByRole('button', { name: 'Close', exact: true }).last().click()

    // The list was fetched again after each upload: three cards, newest first.
    const names = menu().locator('.assets-card-name')
    await expect
      .poll(() => names.allTextContents(), { timeout: 20_000 })
      .toEqual(['clip.mp4', 'logo.svg', 'holiday-photo.png'])
    // Tooltips only past 9 characters.
    expect(await names.nth(2).getAttribute('title')).toBe('holiday-photo.png')
    expect(await names.nth(1).getAttribute('title')).toBeNull()
  }, 180_000)

  it('shows the open menu without serious accessibility faults, and previews on white and black', async () => {
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-assets-menu')

    // Keyboard: the card's actions open with Enter, Escape closes them again.
    const more = menu().getByRole('button', { name: 'More actions for holiday-photo.png' })
    await more.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => more.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const preview = page.getByRole('dialog', { name: 'holiday-photo.png' })
    await preview.waitFor()
    const stage = preview.locator('[data-background]')
    expect(await stage.getAttribute('data-background')).toBe('white')
    await expect
      .poll(() =>
        preview.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(64)
    await preview.getByRole('button', { name: 'Black background' }).click()
    expect(await stage.getAttribute('data-background')).toBe('black')
    expect(await stage.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 0, 0)')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-assets-preview-black')
    await page.keyboard.press('Escape')
    await preview.waitFor({ state: 'detached' })
  }, 60_000)

  it('picks an asset into an image component and a video source, and sets an external address', async () => {
    const pngUrl = await menu()
      .locator('.assets-card', { hasText: 'holiday-photo.png' })
      .locator('img')
      .getAttribute('src')
    const mp4Url = await page.evaluate(async () => {
      const response = await fetch('/api/site-assets?state=Uploaded&search=clip', {
        headers: {
          Authorization: `Bearer ${JSON.parse(localStorage.getItem('tessera.session')!).token}`,
        },
      })
      const body = (await response.json()) as { results: Array<{ url: string }> }
      return body.results[0]!.url
    })
    expect(pngUrl).toBeTruthy()
    await page.keyboard.press('Escape')
    await menu().waitFor({ state: 'detached' })

    // An image component, then its picker from the component menu.
    await page.keyboard.press('a')
    await page.keyboard.press('p')
    const frame = canvas(page)
    // Without a source yet, the image shows its placeholder on the canvas.
    await frame.getByText('Choose image', { exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Select image', exact: true }).click()
    const select = page.getByRole('dialog', { name: 'Select image' })
    const choice = select.getByRole('button', { name: 'holiday-photo.png' })
    await choice.waitFor({ timeout: 20_000 })
    // Images only: the mp4 is not offered.
    expect(await select.getByRole('button', { name: 'clip.mp4' }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-select-asset')
    await choice.click()
    await select.waitFor({ state: 'detached' })
    const placed = frame.locator(`img[src="${pngUrl}"]`)
    await placed.waitFor()
    await expect
      .poll(() => placed.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(64)
    await screenshot(page, 'builder-asset-on-canvas')

    // An external address with Set, then undo brings the asset back.
    await page.getByRole('button', { name: 'Select image', exact: true }).click()
    await select.getByLabel('Image address').fill('https://images.example.test/sky.jpg')
    await select.getByRole('button', { name: 'Set', exact: true }).click()
    await frame
      .locator('img[src="https://images.example.test/sky.jpg"]')
      .waitFor({ state: 'attached' })
    await page.keyboard.press('Control+z')
    await placed.waitFor()

    // A video: its source child takes the mp4's address.
    await page.keyboard.press('Escape')
    await page.keyboard.press('a')
    await page.keyboard.press('o')
    await frame.getByText('Choose video', { exact: true }).first().waitFor()
    await page.getByRole('button', { name: 'Select video source', exact: true }).click()
    const selectVideo = page.getByRole('dialog', { name: 'Select video source' })
    await selectVideo.getByRole('button', { name: 'clip.mp4' }).waitFor({ timeout: 20_000 })
    expect(await selectVideo.getByRole('button', { name: 'holiday-photo.png' }).count()).toBe(0)
    await screenshot(page, 'builder-select-video-source')
    await selectVideo.getByRole('button', { name: 'clip.mp4' }).click()
    await frame.locator(`video source[src="${mp4Url}"]`).waitFor({ state: 'attached' })
    // The video takes the new source at once.
    await expect
      .poll(() =>
        frame
          .locator('video')
          .first()
          .evaluate((v) => (v as HTMLVideoElement).currentSrc),
      )
      .toBe(mp4Url)
  }, 120_000)

  it('says it all in Traditional Chinese', async () => {
    const site = await createServerSite(user, () => {}, '素材網站')
    const zh = await newBuilderPage(browser, { user, locale: 'zh-tw' })
    await zh.goto(appUrl(`/build/${site.id}`))
    // The canvas frame's title is translated too; the tree's root row says the site is shown.
    await zh.getByRole('treeitem').first().waitFor()
    await zh
      .getByRole('navigation', { name: '建構選單' })
      .getByRole('button', { name: '素材', exact: true })
      .click()
    const zhMenu = zh.getByRole('region', { name: '素材', exact: true })
    await zhMenu
      .getByRole('button', { name: '將 holiday-photo.png 加入頁面' })
      .waitFor({ timeout: 20_000 })
    await zhMenu.getByRole('link', { name: /管理素材/ }).waitFor()
    await zhMenu.getByRole('button', { name: '上傳素材' }).click()
    await zh
      .getByRole('dialog', { name: '上傳素材' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(11_000_000),
      })
    const alert = zh.getByRole('dialog', { name: '上傳素材' }).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/^huge\.png 未上傳：/)
    await screenshot(zh, 'builder-assets-upload-zh-tw')
    await zh.keyboard.press('Escape')
    await screenshot(zh, 'builder-assets-menu-zh-tw')
    await zh.context().close()
  }, 90_000)

  it('uploads files dropped onto the menu, and hides the plus on a scratch site', async () => {
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Assets', exact: true })
      .click()
    await menu().getByRole('button', { name: 'Upload assets' }).waitFor()
    await menu()
      .locator('.assets-menu')
      .evaluate(
        (element, bytes) => {
          const transfer = new DataTransfer()
          transfer.items.add(
            new File([new Uint8Array(bytes)], 'dropped.svg', { type: 'image/svg+xml' }),
          )
          for (const type of ['dragenter', 'dragover', 'drop']) {
            element.dispatchEvent(
              new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
            )
          }
        },
        [...SVG],
      )
    await menu()
      .getByRole('status')
      .filter({ hasText: 'dropped.svg uploaded' })
      .waitFor({ timeout: 30_000 })
    await menu()
      .locator('.assets-card-name', { hasText: 'dropped.svg' })
      .waitFor({ timeout: 20_000 })

    const scratch = await newBuilderPage(browser, { user })
    await scratch.goto(appUrl('/build/scratch'))
    await waitForBuilder(scratch)
    await scratch
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Assets', exact: true })
      .click()
    const scratchMenu = scratch.getByRole('region', { name: 'Assets', exact: true })
    // The user's assets are listed, but a scratch site uploads nothing.
    await scratchMenu.getByText('holiday-photo.png').waitFor({ timeout: 20_000 })
    expect(await scratchMenu.getByRole('button', { name: 'Upload assets' }).count()).toBe(0)
    await scratch.context().close()
  }, 90_000)
})
