import { apiClient, solidPng, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import {
  addBuiltinComponent,
  applyCommand,
  BuiltinComponentId,
  createSite,
  serializeSite,
  SiteDocument,
  type Component,
  type Site,
} from '@tessera/site-format'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const COLOURS: Array<[number, number, number]> = [
  [30, 64, 120],
  [200, 120, 40],
  [40, 140, 90],
  [150, 40, 60],
  [90, 90, 160],
  [20, 110, 130],
]

function addBlock(doc: SiteDocument, builtinId: string, parentId: string): Component {
  applyCommand(doc, addBuiltinComponent(doc, builtinId, parentId))
  return doc.component(parentId).children!.at(-1)!
}

/**
 * A page as a site owner builds it with the New menu: a gallery whose images have no alt, a
 * contact form and a mailing list wired to their tables; in English and Traditional Chinese.
 */
function formsSite(images: string[]): Site {
  const site = createSite('Forms Site')
  site.context.i18n = { en: {}, 'zh-tw': {} }
  const doc = new SiteDocument(site)
  const root = site.pages[site.defaults.homePage]!.root.id
  const main = addBlock(doc, BuiltinComponentId.containerVertical, root)
  main.tag = 'main'
  addBlock(doc, BuiltinComponentId.h1, main.id).content = 'Studio'
  const gallery = addBlock(doc, BuiltinComponentId.lightboxGallery, main.id)
  const shown = (gallery.children?.[0]?.children ?? []).filter((c) => c.tag === 'img')
  shown.forEach((image, i) => {
    image.inputs!.src!.is = images[i]
  })
  for (const [block, table] of [
    [BuiltinComponentId.contactForm, 'contacts'],
    [BuiltinComponentId.mailingList, 'subscribers'],
  ] as const) {
    const form = addBlock(doc, block, main.id)
    const call = form.events!.submit!.behaviors[0]!
    call.args!.tableName = table
  }
  return site
}

const rules = (...list: Array<[string, number?]>) =>
  list.map(([rule_type, parameter]) =>
    parameter === undefined ? { rule_type } : { rule_type, parameter },
  )

describe('published forms and gallery: labelled, explained, by keyboard, in zh-tw', () => {
  const stack = testStack()
  const api = apiClient(stack.gatewayUrl)
  let browser: Browser
  let siteUrl: string

  beforeAll(async () => {
    const registered = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email: uniqueEmail('published-forms'), password: 'correct horse battery' },
    })
    expect(registered.status).toBe(201)
    const token = registered.body.auth_token
    const images: string[] = []
    for (const [i, colour] of COLOURS.entries()) {
      const bytes = solidPng(900, 600, colour)
      const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
        token,
        body: {
          name: `photo-${i + 1}.png`,
          site_id: 'identity',
          content_type: 'image/png',
          content_size: bytes.length,
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const put = await fetch(created.body.signed_url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/png' },
      })
      expect(put.status).toBe(200)
      const verified = await api.post<{ url: string }>(
        `/api/site-assets/${created.body.id}/actions/verify`,
        { token },
      )
      expect(verified.status, JSON.stringify(verified.body)).toBe(200)
      images.push(verified.body.url)
    }
    const subdomain = `forms-${uniqueSuffix()}`
    const site = await api.post<{ id: string }>('/api/sites', {
      token,
      body: { subdomain, ...serializeSite(formsSite(images)) },
    })
    expect(site.status, JSON.stringify(site.body)).toBe(201)
    const published = await api.post(`/api/sites/${site.body.id}/actions/publish`, {
      token,
      body: { publish: true },
    })
    expect(published.status).toBe(200)
    const tables = [
      {
        table_name: 'contacts',
        columns: {
          email: { name: 'email', validation_rules: rules(['Required'], ['Email'], ['Unique']) },
          message: {
            name: 'message',
            validation_rules: rules(['Required'], ['MinLength', 10], ['MaxLength', 800]),
          },
          name: { name: 'name', validation_rules: rules(['MinLength', 2], ['MaxLength', 100]) },
        },
      },
      {
        table_name: 'subscribers',
        columns: {
          email: { name: 'email', validation_rules: rules(['Required'], ['Email'], ['Unique']) },
          name: { name: 'name', validation_rules: rules(['MinLength', 2], ['MaxLength', 100]) },
        },
      },
    ]
    for (const data of tables) {
      const created = await api.post(`/api/sites/${site.body.id}/custom_data`, {
        token,
        body: { action: 'CreateTable', data: { ...data, events: [] } },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
    }
    siteUrl = `http://${subdomain}.localhost:${new URL(stack.urls['site-server']!).port}/`
    browser = await launchBrowser()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
  })

  async function open(
    width: number,
    lang: 'en' | 'zh-tw',
  ): Promise<{ page: Page; context: BrowserContext }> {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 800 : 844 },
      locale: lang === 'en' ? 'en-US' : 'zh-TW',
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const res = await page.goto(lang === 'en' ? siteUrl : `${siteUrl}?lang=${lang}`, {
      waitUntil: 'networkidle',
    })
    expect(res?.status()).toBe(200)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang)
    expect(errors).toEqual([])
    return { page, context }
  }

  const TEXTS = {
    en: {
      email: 'Email',
      name: 'Name (optional)',
      message: 'Message',
      tooShort: 'Message must be at least 10 characters',
      sent: 'Contact request sent!',
      dialog: 'Image viewer',
      opener: 'Open image 3 of 6',
      buttons: ['Download image', 'Close', 'Previous image', 'Next image'],
    },
    'zh-tw': {
      email: '電子郵件',
      name: '姓名（選填）',
      message: '訊息',
      tooShort: '訊息至少需要 10 個字',
      sent: '已送出聯絡請求！',
      dialog: '圖片檢視器',
      opener: '開啟第 3 張圖片，共 6 張',
      buttons: ['下載圖片', '關閉', '上一張圖片', '下一張圖片'],
    },
  } as const

  /** The accessible description of a field: the texts of what aria-describedby names. */
  const description = (field: Locator) =>
    field.evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    )

  for (const lang of ['en', 'zh-tw'] as const) {
    for (const width of [1280, 390]) {
      it(`labels every field and says why a message is too short: ${lang}, ${width} px`, async () => {
        const texts = TEXTS[lang]
        const { page, context } = await open(width, lang)
        const [contact, mailing] = [page.locator('form').nth(0), page.locator('form').nth(1)]
        // Each field is found by its name, which its visible label gives it.
        for (const [form, names] of [
          [contact, [texts.email, texts.name, texts.message]],
          [mailing, [texts.email, texts.name]],
        ] as const) {
          for (const name of names) {
            const field = form.getByRole('textbox', { name, exact: true })
            expect(await field.count(), name).toBe(1)
            const label = form.locator('label', { hasText: name })
            expect(await label.isVisible(), name).toBe(true)
            expect(await label.getAttribute('for')).toBe(await field.getAttribute('id'))
          }
        }
        expect(await seriousViolations(page)).toEqual([])
        await contact.scrollIntoViewIfNeeded()
        await screenshot(page, `published-forms-${lang}-${width}`)

        const message = contact.getByRole('textbox', { name: texts.message, exact: true })
        await contact
          .getByRole('textbox', { name: texts.email, exact: true })
          .fill(`${lang}-${width}-${uniqueSuffix()}@example.test`)
        await message.fill('Too short')
        await contact.getByRole('button').click()
        await expect.poll(() => description(message), { timeout: 15_000 }).toBe(texts.tooShort)
        expect(await message.getAttribute('aria-invalid')).toBe('true')
        expect(await message.evaluate((element) => element === document.activeElement)).toBe(true)
        expect(await page.getByText(texts.tooShort).isVisible()).toBe(true)
        expect(await page.locator('body').textContent()).not.toContain('Please check the form')
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `published-forms-error-${lang}-${width}`)

        // Typing takes the message away; a long enough one is sent.
        await message.fill('Hello, a message long enough to send')
        expect(await page.getByText(texts.tooShort).count()).toBe(0)
        await contact.getByRole('button').click()
        await expect.poll(() => contact.getByText(texts.sent).count(), { timeout: 15_000 }).toBe(1)
        await context.close()
      }, 120_000)

      it(`opens the lightbox from the keyboard with Space, named in ${lang}: ${width} px`, async () => {
        const texts = TEXTS[lang]
        const { page, context } = await open(width, lang)
        // Tab from the top of the page to the third image of the gallery.
        const third = page.getByRole('button', { name: texts.opener, exact: true })
        expect(await third.count()).toBe(1)
        let tabs = 0
        while (!(await third.evaluate((element) => element === document.activeElement))) {
          await page.keyboard.press('Tab')
          expect(++tabs, 'Tab never reached the third image').toBeLessThan(10)
        }
        await page.keyboard.press('Space')
        const dialog = page.getByRole('dialog', { name: texts.dialog, exact: true })
        await dialog.waitFor()
        for (const name of texts.buttons) {
          expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(1)
        }
        // The page did not scroll away under the key.
        await expect
          .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')))
          .toBe(true)
        const image = dialog.locator('img')
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
        expect(await seriousViolations(page)).toEqual([])
        await screenshot(page, `published-forms-lightbox-${lang}-${width}`)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
        expect(await third.evaluate((element) => element === document.activeElement)).toBe(true)
        await context.close()
      }, 120_000)
    }
  }
})
