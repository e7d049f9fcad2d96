import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { testStack, visitWithHost } from '@tessera/kit/testing'
import { exportSiteFile, parseSiteFile, type Component, type Site } from '@tessera/site-format'
import { generateSite } from '@tessera/site-format/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  createServerSite,
  expectSaved,
  launchBrowser,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  type TestUser,
  waitForBuilder,
} from './builder-page'
import { pubStudioFiles } from './pubstudio-files'

const siteServerUrl = () => testStack().urls['site-server']!

function buildMenu(page: Page, entry: string) {
  return page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: entry, exact: true })
}

/** Text components under the home page's root, in order. */
function withTexts(site: Site, texts: Array<Partial<Component>>): void {
  const root = site.pages[site.defaults.homePage]!.root
  const ns = site.context.namespace
  root.children = texts.map((fields, index) => ({
    id: `${ns}-c-${100 + index}`,
    name: `Text ${index}`,
    tag: 'p',
    parentId: root.id,
    style: { custom: {} },
    ...fields,
  }))
  site.context.nextId = 100 + texts.length
}

/** A public page holding one text, like the home page. */
function addTextPage(site: Site, route: string, name: string, text: string): void {
  const home = site.pages[site.defaults.homePage]!
  const root = structuredClone(home.root)
  root.id = `${site.context.namespace}-c-${site.context.nextId++}`
  root.children = [
    {
      id: `${site.context.namespace}-c-${site.context.nextId++}`,
      name,
      tag: 'p',
      parentId: root.id,
      style: { custom: {} },
      content: text,
    },
  ]
  site.pages[route] = { ...structuredClone(home), name: route.slice(1), route, public: true, root }
  site.pageOrder.push(route)
}

async function openBuilder(browser: Browser, user: TestUser, siteId: string): Promise<Page> {
  const page = await newBuilderPage(browser, { user })
  await page.goto(appUrl(`/build/${siteId}`))
  await waitForBuilder(page)
  await expectSaved(page)
  return page
}

async function publish(page: Page): Promise<void> {
  await expectSaved(page)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor({ timeout: 30_000 })
}

/** Pages of a PDF file: its page objects (`/Type /Page`, not the `/Pages` tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
}

describe('translations, PDF export and PubStudio imports in a browser', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('converts into the default language: nothing is lost, text is edited per language, undo', async () => {
    const user = await registerUser('translations-walk')
    const site = await createServerSite(user, (s) => {
      withTexts(s, [
        { name: 'HeroTitle', tag: 'h1', content: 'Fresh bread daily' },
        { name: 'Intro', content: '<div class="pm-p">We bake at <em>dawn</em>.</div>' },
      ])
      // A second page, the not-found page and a moved address, for the published walk.
      addTextPage(s, '/about', 'AboutText', 'About the bakery')
      addTextPage(s, '/not-found', 'MissingText', 'Nothing here')
      s.defaults.seo = { redirects: [{ from: '/old-about', to: '/about', status: 301 }] }
    })
    const page = await newBuilderPage(browser, { user, width: 1280 })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await buildMenu(page, 'Translations').click()
    const modal = page.getByRole('dialog', { name: 'Translations' })
    const shown = modal.getByRole('combobox', { name: 'Language', exact: true })
    for (const code of ['en', 'zh-tw']) {
      await modal.getByRole('combobox', { name: 'Language to add' }).selectOption(code)
      await modal.getByRole('button', { name: 'Add language' }).click()
      await expect.poll(() => shown.inputValue()).toBe(code)
    }
    // The modal shows zh-tw, and says Convert fills English all the same.
    const convert = modal.getByRole('button', { name: 'Convert page text' })
    expect(await convert.getAttribute('aria-describedby')).toBeTruthy()
    await modal
      .getByText(/Convert writes the page's text into English \(en\), the site's default/)
      .waitFor()
    await convert.click()
    await modal
      .getByText(
        /^Converted into English \(en\): 4 new, 0 duplicate, \d+ skipped\. A language switcher/,
      )
      .waitFor()
    await expect.poll(() => shown.inputValue()).toBe('en')
    expect(await modal.getByRole('rowheader').allTextContents()).toEqual([
      'about-text',
      'hero-title',
      'intro',
      'missing-text',
    ])
    // Rich text shows as text with its marks, not HTML.
    await modal.locator('.translations-rich em', { hasText: 'dawn' }).waitFor()
    expect(await modal.locator('table').textContent()).not.toContain('<div')
    await screenshot(page, 'i18n36-modal-en-1280')
    await shown.selectOption('zh-tw')
    await modal
      .getByText('Not translated yet; visitors see the English (en) text:')
      .first()
      .waitFor()
    // Rich text is translated with its marks, not as HTML.
    await modal.getByRole('button', { name: 'Edit intro' }).click()
    const rich = modal.getByRole('textbox', { name: 'Text', exact: true })
    await rich.click()
    await page.keyboard.type('在')
    await page.waitForTimeout(200)
    await modal.getByRole('button', { name: 'Italic' }).click()
    await page.keyboard.type('清晨')
    await modal.getByRole('button', { name: 'Save' }).click()
    await modal.locator('.translations-rich em', { hasText: '清晨' }).waitFor()
    await screenshot(page, 'i18n36-modal-zh-tw-fallback-1280')
    await modal.getByRole('button', { name: 'Done' }).click()

    // Every language shows the page's words; the switcher was added.
    const heading = canvas(page).locator('h1')
    const switcher = canvas(page).locator('select')
    await switcher.waitFor()
    const language = page.getByRole('combobox', { name: 'Language', exact: true })
    await language.selectOption('zh-tw')
    await expect.poll(() => heading.textContent()).toBe('Fresh bread daily')

    // Double-clicked in zh-tw: the text, never its placeholder; typed text lands in zh-tw.
    const atStart = async () => ({ x: 3, y: (await heading.boundingBox())!.height - 3 })
    await heading.dblclick({ position: await atStart() })
    const editable = canvas(page).getByRole('textbox', { name: 'Text' })
    await editable.waitFor()
    expect(await editable.innerText()).toBe('Fresh bread daily')
    await page.keyboard.press('Control+a')
    await page.keyboard.type('新鮮麵包')
    await page.keyboard.press('Escape')
    await expect.poll(() => heading.textContent()).toBe('新鮮麵包')
    await screenshot(page, 'i18n36-canvas-zh-tw-1280')
    await language.selectOption('en')
    await expect.poll(() => heading.textContent()).toBe('Fresh bread daily')
    await screenshot(page, 'i18n36-canvas-en-1280')
    // A phone gets the page as visitors see it (the editor needs a wider screen).
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'i18n36-canvas-en-390')
    await page.setViewportSize({ width: 1280, height: 900 })

    // Published: the English page has every text; zh-tw gets the translated heading.
    await publish(page)
    const host = `${site.subdomain}.localhost:${new URL(siteServerUrl()).port}`
    const visit = await visitWithHost(siteServerUrl(), host, '/')
    expect(visit.text).toMatch(/<h1[^>]*>Fresh bread daily<\/h1>/)
    expect(visit.text).toMatch(/We bake at <em>dawn<\/em>/)
    expect(visit.text).toContain('新鮮麵包')

    // The Chinese address on a phone: its language, alternates, a switcher that goes to the
    // page's other address, and no element left empty.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const visitor = await phone.newPage()
    expect((await visitor.goto(`http://${host}/zh-tw`))?.status()).toBe(200)
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('zh-tw')
    const alternates = await visitor
      .locator('link[rel=alternate]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL(link.getAttribute('href')!).pathname,
        ]),
      )
    expect(alternates).toEqual([
      ['en', '/'],
      ['zh-tw', '/zh-tw'],
      ['x-default', '/'],
    ])
    expect(await visitor.locator('h1').textContent()).toContain('新鮮麵包')
    const empty = await visitor
      .locator('h1, h2, h3, p, a, button, li, label, select')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => (element as HTMLElement).innerText.trim() === '')
          .filter((element) => !element.querySelector('img, svg'))
          .map((element) => element.outerHTML.slice(0, 80)),
      )
    expect(empty).toEqual([])
    await visitor.locator('select').first().selectOption('en')
    await expect.poll(() => new URL(visitor.url()).pathname).toBe('/')
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en')
    await phone.close()
    const zhAbout = await visitWithHost(siteServerUrl(), host, '/zh-tw/about')
    expect(zhAbout.status).toBe(200)
    expect(zhAbout.text).toContain('<html lang="zh-tw"')
    expect(zhAbout.text).toContain('About the bakery')
    // A moved address answers 301; an unknown one 404 with the site's not-found page.
    const moved = await visitWithHost(siteServerUrl(), host, '/old-about')
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe('/about')
    const missing = await visitWithHost(siteServerUrl(), host, '/zh-tw/nope')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('<html lang="zh-tw"')
    expect(missing.text).toContain('Nothing here')

    // Undo the canvas edit, the modal's and Convert: placeholders, entries and the switcher go.
    const undo = page.getByRole('button', { name: 'Undo', exact: true })
    await undo.click()
    await language.selectOption('zh-tw')
    await expect.poll(() => heading.textContent()).toBe('Fresh bread daily')
    // Then the modal's zh-tw edit, then Convert itself.
    await undo.click()
    await undo.click()
    await expect.poll(() => switcher.count()).toBe(0)
    await heading.dblclick({ position: await atStart() })
    await editable.waitFor()
    expect(await editable.innerText()).toBe('Fresh bread daily')
    await page.keyboard.press('Escape')
    await buildMenu(page, 'Translations').click()
    await modal.getByText('No translations yet.', { exact: false }).waitFor()
    await page.context().close()
  }, 180_000)

  it('converts a page, edits keys, exports the CSV and imports it back unchanged', async () => {
    const user = await registerUser('translations')
    const site = await createServerSite(user, (s) =>
      withTexts(s, [
        { tag: 'h1', content: 'Welcome' },
        { content: 'We make things.' },
        { content: 'Welcome' },
        { tag: 'svg', content: '<svg viewBox="0 0 1 1"></svg>' },
        { content: '${already}' },
      ]),
    )
    const page = await openBuilder(browser, user, site.id)
    await buildMenu(page, 'Translations').click()
    const modal = page.getByRole('dialog', { name: 'Translations' })
    await modal.waitFor()

    await modal.getByRole('button', { name: 'Convert page text' }).click()
    await modal.getByText('Converted into English (en): 2 new, 1 duplicate, 2 skipped.').waitFor()
    await expect.poll(() => modal.getByRole('rowheader').count()).toBe(2)
    // The canvas still shows the words, now through the translations.
    const texts = await canvas(page).locator('p, h1').allTextContents()
    expect(texts.slice(0, 3)).toEqual(['Welcome', 'We make things.', 'Welcome'])

    // A second language, a key typed by keyboard, and its rule errors.
    await modal.getByRole('combobox', { name: 'Language to add' }).selectOption('zh-tw')
    await modal.getByRole('button', { name: 'Add language' }).click()
    await expect
      .poll(() => modal.getByRole('combobox', { name: 'Language', exact: true }).inputValue())
      .toBe('zh-tw')
    await modal.getByRole('button', { name: 'New key' }).click()
    await page.keyboard.press('Enter')
    await modal.getByText('A translation needs a key.').waitFor()
    await page.keyboard.type('greeting')
    await page.keyboard.press('Tab')
    await page.keyboard.type('你好')
    await modal.getByRole('button', { name: 'Save' }).click()
    await modal.getByRole('rowheader', { name: 'greeting' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-translations-modal')

    const download = async (): Promise<string> => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        modal.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      const path = join(mkdtempSync(join(tmpdir(), 'tessera-csv-')), 'translations.csv')
      await file.saveAs(path)
      return path
    }
    const first = await download()
    const csv = readFileSync(first, 'utf8')
    expect(csv).toContain('key,en,zh-tw')
    expect(csv).toContain('greeting,,你好')

    await modal.locator('input[type=file]').setInputFiles(first)
    await modal
      .getByRole('status')
      .getByText('Imported 3 texts; 0 duplicate keys and 3 empty values skipped.')
      .waitFor()
    const second = await download()
    expect(readFileSync(second, 'utf8')).toBe(csv)

    // The File menu's CSV export is the same file.
    await modal.getByRole('button', { name: 'Done' }).click()
    await modal.waitFor({ state: 'detached' })
    await buildMenu(page, 'File').click()
    await page.getByRole('button', { name: /Export site/ }).click()
    const exporting = page.getByRole('dialog', { name: 'Export site' })
    await exporting.getByRole('radio', { name: 'Translations (CSV)' }).check()
    expect(await exporting.getByRole('textbox', { name: 'File name' }).inputValue()).toBe(
      'Builder Site-translations.csv',
    )
    const [fromMenu] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    expect(fromMenu.suggestedFilename()).toBe('Builder Site-translations.csv')
    const third = join(mkdtempSync(join(tmpdir(), 'tessera-csv-')), 'menu.csv')
    await fromMenu.saveAs(third)
    expect(readFileSync(third, 'utf8')).toBe(csv)

    // An import that breaks the rules shows each rule's message.
    await buildMenu(page, 'Translations').click()
    await modal.locator('input[type=file]').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('key,en\r\nx,1\r\nx,2\r\ny,1,2'),
    })
    await modal
      .getByText('Row 3: This key appears on an earlier row; the first one is used.')
      .waitFor()
    await modal.getByText('Row 4: A row does not have as many cells as expected.').waitFor()
    await modal.locator('input[type=file]').setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(''),
    })
    await modal.getByText('The file needs a header row of language codes.').waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
    await expectSaved(page)
    await page.context().close()
  }, 180_000)

  it('switches language on the published page with the language-select block', async () => {
    const user = await registerUser('translations-live')
    const site = await createServerSite(user, (s) => {
      s.context.i18n = { en: { greeting: 'Hello' }, 'zh-tw': { greeting: '你好' } }
      withTexts(s, [{ content: '${greeting}' }])
    })
    const page = await openBuilder(browser, user, site.id)
    // The toolbar's language selector shows the canvas in the chosen language.
    const selector = page.getByRole('combobox', { name: 'Language', exact: true })
    await selector.selectOption('zh-tw')
    await expect.poll(() => canvas(page).locator('p').first().textContent()).toBe('你好')
    await selector.selectOption('en')
    await expect.poll(() => canvas(page).locator('p').first().textContent()).toBe('Hello')

    await buildMenu(page, 'New').click()
    await page
      .getByRole('region', { name: 'New' })
      .getByRole('button', { name: 'Language select' })
      .click()
    await publish(page)
    const port = new URL(siteServerUrl()).port
    const host = `${site.subdomain}.localhost:${port}`
    const visit = await visitWithHost(siteServerUrl(), host, '/')
    expect(visit.status).toBe(200)

    const visitor = await (await browser.newContext({ locale: 'en-US' })).newPage()
    await visitor.goto(`http://${host}/`)
    await expect.poll(() => visitor.getByText('Hello', { exact: true }).count()).toBe(1)
    await visitor.getByRole('combobox', { name: 'Language' }).selectOption('zh-tw')
    await expect.poll(() => visitor.getByText('你好', { exact: true }).count()).toBe(1)
    expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('zh-tw')
    // The choice is kept: the next visit opens in it.
    await visitor.reload()
    await expect.poll(() => visitor.getByText('你好', { exact: true }).count()).toBe(1)
    await visitor.context().close()
    await page.context().close()
  }, 180_000)

  it('exports a PDF through the print view, which shows every page', async () => {
    const user = await registerUser('pdf')
    const site = await createServerSite(user, (s) => {
      const generated = generateSite({ components: 45, pages: 3, namespace: s.context.namespace })
      s.pages = generated.pages
      s.pageOrder = generated.pageOrder
      s.defaults = generated.defaults
      s.context = generated.context
    })
    const page = await openBuilder(browser, user, site.id)
    await buildMenu(page, 'File').click()
    await page.getByRole('button', { name: /Export site/ }).click()
    const exporting = page.getByRole('dialog', { name: 'Export site' })
    await exporting.getByRole('radio', { name: 'This page as PDF' }).check()
    // The print window names the PDF: the modal asks for no file name.
    expect(await exporting.getByRole('textbox').count()).toBe(0)
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      exporting.getByRole('button', { name: 'Export', exact: true }).click(),
    ])
    await exporting.waitFor({ state: 'detached' })
    await popup.waitForURL(/\/preview\/home\?siteId=.*&action=print$/)
    const frame = popup.frameLocator('iframe.preview-frame')
    await expect
      .poll(() => frame.locator('section.tessera-print-page').count(), { timeout: 30_000 })
      .toBe(3)
    const routes = await frame
      .locator('section.tessera-print-page')
      .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-route')))
    expect(routes).toEqual(['/home', '/page-1', '/page-2'])

    // What the frame prints, printed by Chromium: each site page starts a PDF page.
    const printed = await popup.locator('iframe.preview-frame').getAttribute('srcdoc')
    const pdfPage = await popup.context().newPage()
    await pdfPage.setContent(printed ?? '', { waitUntil: 'load' })
    const pdf = await pdfPage.pdf({ format: 'A4', printBackground: true })
    expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(3)
    const sheets = await pdfPage.evaluate(() =>
      [...document.querySelectorAll('section.tessera-print-page')].map(
        (s) => getComputedStyle(s).breakBefore,
      ),
    )
    expect(sheets).toEqual(['auto', 'page', 'page'])
    await page.context().close()
  }, 180_000)

  it('shows an imported site whose page root differs on the canvas at once', async () => {
    const page = await newBuilderPage(browser)
    await page.goto(appUrl('/build/scratch'))
    await waitForBuilder(page)
    const imported = generateSite({ components: 300, pages: 2, namespace: 'imported' })
    await buildMenu(page, 'File').click()
    await page.locator('.file-menu input[type=file]').setInputFiles({
      name: 'pub-imported.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exportSiteFile(imported)),
    })
    await page
      .getByRole('dialog', { name: 'Import site' })
      .getByRole('button', { name: 'Replace site' })
      .click()
    await expect
      .poll(() => canvas(page).locator('[data-component-id]').count(), { timeout: 30_000 })
      .toBe(150)
    // The imported root (`imported-c-2`, in this site's namespace), not the old one.
    expect(
      await canvas(page).locator('[data-component-id]').first().getAttribute('data-component-id'),
    ).toMatch(/-c-2$/)
    await page.context().close()
  }, 120_000)

  it('speaks Traditional Chinese in the Translations modal', async () => {
    const user = await registerUser('translations-zh')
    const site = await createServerSite(user, (s) => {
      s.context.i18n = {
        en: {
          'hero-title': 'Fresh bread daily',
          intro: '<div class="pm-p">At <em>dawn</em></div>',
        },
        'zh-tw': { intro: '<div class="pm-p">在<em>清晨</em></div>' },
      }
      withTexts(s, [{ tag: 'h1', content: '${hero-title}' }, { content: '${intro}' }])
    })
    const page = await newBuilderPage(browser, { user, locale: 'zh-tw', width: 1280 })
    await page.goto(appUrl(`/build/${site.id}`))
    // The canvas frame's title is translated too.
    await page
      .frameLocator('iframe.canvas-frame')
      .locator('[data-component-id]')
      .first()
      .waitFor({ state: 'attached' })
    await page.keyboard.press('i')
    const modal = page.getByRole('dialog', { name: '翻譯' })
    await modal.waitFor()
    await modal.getByRole('button', { name: '轉換頁面文字' }).click()
    await modal.getByText('沒有可轉換的文字。').waitFor()
    await modal.getByText(/轉換會把頁面文字寫入網站的預設語言 English \(en\)/).waitFor()
    await modal.getByRole('combobox', { name: '語言', exact: true }).selectOption('zh-tw')
    await modal.getByText('尚未翻譯；訪客會看到 English (en) 文字：').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'builder-translations-modal-zh-tw')
    await page.context().close()
  }, 120_000)

  it.each(pubStudioFiles().map((file) => [file.fixture, file] as const))(
    'imports the PubStudio site %s through File > Import, saves and publishes it',
    async (_fixture, file) => {
      const user = await registerUser('pubstudio')
      const site = await createServerSite(user)
      const page = await openBuilder(browser, user, site.id)
      await buildMenu(page, 'File').click()
      await page.locator('.file-menu input[type=file]').setInputFiles({
        name: file.fileName,
        mimeType: 'application/json',
        buffer: Buffer.from(file.text),
      })
      const confirm = page.getByRole('dialog', { name: 'Import site' })
      await confirm.waitFor()
      if (file.version !== '2')
        await confirm.getByText(/another version of the site format/).waitFor()
      await confirm.getByRole('button', { name: 'Replace site' }).click()
      await confirm.waitFor({ state: 'detached' })
      await expect
        .poll(() => canvas(page).locator('[data-component-id]').count())
        .toBeGreaterThan(1)
      // The components a visitor sees: the imported home page in this site's namespace, less hidden ones.
      const rootId = await canvas(page)
        .locator('[data-component-id]')
        .first()
        .getAttribute('data-component-id')
      const namespace = rootId!.replace(/-c-\d+$/, '')
      const imported = parseSiteFile(file.text, namespace).site
      const visible: string[] = []
      const walk = (component: Component): void => {
        if (component.state?.['hide'] === true) return
        visible.push(component.id)
        component.children?.forEach(walk)
      }
      walk(imported.pages[imported.defaults.homePage]!.root)
      expect(visible[0]).toBe(rootId)
      await publish(page)
      const host = `${site.subdomain}.localhost:${new URL(siteServerUrl()).port}`
      const visit = await visitWithHost(siteServerUrl(), host, '/')
      expect(visit.status).toBe(200)
      for (const id of visible) expect(visit.text).toContain(`id="${id}"`)
      await page.context().close()
    },
    180_000,
  )
})
