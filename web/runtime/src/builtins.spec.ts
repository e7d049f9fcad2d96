// @vitest-environment happy-dom
import { webcrypto } from 'node:crypto'
import { BuiltinComponentId, localeHref, type Component, type Site } from '@tessera/site-format'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageForms } from './forms/visitor-forms.js'
import { LANGUAGE_STORAGE_KEY } from './language.js'
import type { Runtime } from './start.js'
import {
  add,
  addBlock,
  API_BASE,
  byId,
  deferred,
  emptySite,
  FakeIntersectionObserver,
  json,
  mockFetch,
  named,
  installForms,
  openPage,
  SITE_ID,
} from './testing/page.js'

let runtime: Runtime | undefined

function start(site: Site, options: Parameters<typeof openPage>[2] = {}): Runtime {
  runtime = openPage(site, '/home', options)
  return runtime
}

const shown = (component: Component) => document.getElementById(component.id) !== null
const text = (component: Component) => byId(component.id).textContent
const type = (component: Component, value: string) => {
  const field = byId(component.id) as HTMLInputElement
  field.value = value
  field.dispatchEvent(new Event('input', { bubbles: true }))
}
/** An element inside a hidden component's template. */
const hiddenElement = (id: string) =>
  Array.from(document.querySelectorAll('template'))
    .map((template) => template.content.querySelector(`[id="${id}"]`))
    .find((found) => found !== null)
const formsPrepared = () => new Promise((resolve) => setTimeout(resolve, 0))
const key = (name: string) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }))

beforeEach(() => {
  FakeIntersectionObserver.install()
  localStorage.clear()
})

afterEach(() => {
  runtime?.stop()
  runtime = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('contact form', () => {
  function contactForm(tableName = 'contacts') {
    const site = emptySite()
    const form = addBlock(site, BuiltinComponentId.contactForm)
    const call = form.events?.submit?.behaviors[0]
    if (call?.args) call.args.tableName = tableName
    return {
      site,
      form,
      email: named(form, 'Email'),
      name: named(form, 'Name'),
      message: named(form, 'Message'),
      error: named(form, 'FormError'),
      button: named(form, 'SubmitButton'),
    }
  }

  it('sends the row to custom data, loading meanwhile, then confirms and hides the button', async () => {
    const { site, form, email, name, message, error, button } = contactForm()
    const response = deferred()
    const { calls } = mockFetch(response.promise)
    const page = start(site)
    type(email, 'ann@example.com')
    type(name, 'Ann')
    type(message, 'Hello there')
    byId(button.id).click()
    // The forms chunk prepares the call (proof of work, honeypot) before it is sent.
    await formsPrepared()

    expect(calls).toEqual([
      expect.objectContaining({
        url: `${API_BASE}/sites/${SITE_ID}/custom_data`,
        method: 'POST',
        body: {
          action: 'AddRow',
          data: {
            table_name: 'contacts',
            row: { email: 'ann@example.com', message: 'Hello there', name: 'Ann' },
          },
        },
      }),
    ])
    expect(calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' })
    const submit = byId(button.id) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    expect(submit.getAttribute('aria-busy')).toBe('true')
    expect(document.getElementById(form.id)?.localName).toBe('form')

    response.release(json({ id: 'row-1' }))
    await page.settled()
    expect(text(error)).toBe('Contact request sent!')
    expect(byId(error.id).style.getPropertyValue('color')).toBe('var(--color-success)')
    expect(byId(error.id).style.getPropertyValue('opacity')).toBe('1')
    expect(shown(button)).toBe(false)
    expect(submit.disabled).toBe(false)
    expect(submit.hasAttribute('aria-busy')).toBe(false)
  })

  it('sends email and message as empty strings, and no name when it is empty', async () => {
    const { site, button } = contactForm()
    const { calls } = mockFetch(json({ id: 'row-1' }))
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(calls[0]?.body).toEqual({
      action: 'AddRow',
      data: { table_name: 'contacts', row: { email: '', message: '' } },
    })
  })

  it("shows 'Unknown form error' without a table, and sends nothing", async () => {
    const { site, error, button } = contactForm('')
    const { fetchMock } = mockFetch(json({}))
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(text(error)).toBe('Unknown form error')
    expect(byId(error.id).style.getPropertyValue('color')).toBe('var(--color-error, #ef4444)')
    expect(shown(button)).toBe(true)
  })

  it('says the request was already submitted on CustomDataUniqueFail', async () => {
    const { site, email, error, button } = contactForm()
    mockFetch(json({ code: 'CustomDataUniqueFail', message: 'Duplicate email' }, 400))
    const page = start(site)
    type(email, 'ann@example.com')
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe('Contact request already submitted')
    expect(byId(error.id).style.getPropertyValue('color')).toBe('var(--color-error, #ef4444)')
    expect(shown(button)).toBe(true)
    expect((byId(button.id) as HTMLButtonElement).disabled).toBe(false)
  })

  it.each([
    [
      'a known code',
      json({ code: 'CustomDataInvalidEmail' }, 400),
      'Please enter a valid email address',
    ],
    [
      'never the server message',
      json({ code: 'Other', message: 'message: at least 5 characters' }, 400),
      'Unknown error, try again later',
    ],
    ['nothing usable', new Response('', { status: 404 }), 'Unknown error, try again later'],
    ['a server failure', json({ message: 'internal' }, 503), 'Network error, try again later'],
    ['no response', new TypeError('Failed to fetch'), 'Network error, try again later'],
  ])('shows other errors through the error helper: %s', async (_case, response, message) => {
    const { site, error, button } = contactForm()
    mockFetch(response)
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe(message)
  })

  it('cannot send without a site to send to', async () => {
    const { site, error, button } = contactForm()
    const { fetchMock } = mockFetch(json({}))
    runtime = openPage(site, '/home', { siteId: undefined })
    const data = JSON.parse(byId('tessera-data').textContent ?? '{}') as { siteId?: string }
    expect(data.siteId).toBeUndefined()
    byId(button.id).click()
    await runtime.settled()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(text(error)).toBe('Unknown error, try again later')
  })

  it('typing into a field clears the error', async () => {
    const { site, email, error, button } = contactForm('')
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe('Unknown form error')
    type(email, 'a')
    expect(text(error)).toBe('')
    expect(byId(error.id).style.getPropertyValue('opacity')).toBe('0')
  })
  const refused = (field: string, rule: string, limit?: number) =>
    json(
      {
        code: rule === 'Required' ? 'CustomDataRequired' : 'InvalidFormData',
        message: `${field}: at least ${limit} characters`,
        field,
        rule,
        ...(limit === undefined ? {} : { limit }),
      },
      400,
    )
  const fieldError = (component: Component) => document.getElementById(`${component.id}-error`)

  it('shows a value the server refused next to its field, with the rule, and focuses it', async () => {
    const { site, message, email, error, button } = contactForm()
    mockFetch(refused('message', 'MinLength', 5))
    const page = start(site)
    type(email, 'ann@example.com')
    type(message, 'Hi')
    byId(button.id).click()
    await page.settled()
    expect(fieldError(message)?.textContent).toBe('Message must be at least 5 characters')
    const field = byId(message.id)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toBe(`${message.id}-error`)
    expect(field.nextElementSibling).toBe(fieldError(message))
    expect(document.activeElement).toBe(field)
    // Said once, next to the field: not again in the form's error element.
    expect(text(error)).toBe('')
    expect(byId(error.id).style.getPropertyValue('opacity')).toBe('0')

    // Typing into the field takes it away.
    type(message, 'Hi there, a longer message')
    expect(fieldError(message)).toBeNull()
    expect(field.hasAttribute('aria-invalid')).toBe(false)
    expect(field.hasAttribute('aria-describedby')).toBe(false)
  })

  it("says the field's rule in the page's language: zh-tw", async () => {
    const { site, email, message, button } = contactForm()
    mockFetch(refused('message', 'MinLength', 10), refused('email', 'Required'))
    const page = start(site, { lang: 'zh-tw' })
    byId(button.id).click()
    await page.settled()
    expect(fieldError(message)?.textContent).toBe('訊息至少需要 10 個字')
    // Submitting again clears the old error before the new answer.
    byId(button.id).click()
    expect(fieldError(message)).toBeNull()
    await page.settled()
    expect(fieldError(email)?.textContent).toBe('請填寫電子郵件')
  })

  it('says the rule in the error element when the form has no field for the column', async () => {
    const { site, error, button } = contactForm()
    mockFetch(refused('phone', 'MaxLength', 20))
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe('phone must be at most 20 characters')
  })

  it('speaks the page language when it confirms: zh-tw', async () => {
    const { site, email, error, button } = contactForm()
    mockFetch(json({ id: 'row-1' }), json({ code: 'CustomDataUniqueFail' }, 400))
    const page = start(site, { lang: 'zh-tw' })
    type(email, 'ann@example.com')
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe('已送出聯絡請求！')
  })

  it('never shows a visitor an internal message: a challenge that answers 404', async () => {
    const { site, email, message, error, button } = contactForm()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { calls } = mockFetch(json({ code: 'NotFound', message: 'Not found' }, 404))
    const page = start(site)
    // The real forms chunk, asking the (mocked) service for its proof-of-work challenge.
    installForms(new PageForms(document, fetch, webcrypto.subtle as SubtleCrypto, localStorage))
    type(email, 'ann@example.com')
    type(message, 'Hello there')
    byId(button.id).click()
    await page.settled()
    // No row was sent without its proof.
    expect(new Set(calls.map((call) => call.url))).toEqual(
      new Set([`${API_BASE}/sites/${SITE_ID}/custom_data/challenge`]),
    )
    expect(text(error)).toBe('Unknown error, try again later')
    expect(document.body.textContent).not.toContain('404')
    expect(warn).toHaveBeenCalledWith('Tessera: the proof-of-work challenge answered 404')
  })
})

describe('mailing list', () => {
  function mailingList(tableName = 'subscribers') {
    const site = emptySite()
    const form = addBlock(site, BuiltinComponentId.mailingList)
    const call = form.events?.submit?.behaviors[0]
    if (call?.args) call.args.tableName = tableName
    return {
      site,
      email: named(form, 'Email'),
      name: named(form, 'Name'),
      error: named(form, 'FormError'),
      button: named(form, 'SubmitButton'),
    }
  }

  it('subscribes, loading meanwhile, and keeps the button', async () => {
    const { site, email, name, error, button } = mailingList()
    const response = deferred()
    const { calls } = mockFetch(response.promise)
    const page = start(site)
    type(email, 'bo@example.com')
    type(name, 'Bo')
    byId(button.id).click()
    await formsPrepared()
    expect(calls[0]).toMatchObject({
      url: `${API_BASE}/sites/${SITE_ID}/custom_data`,
      method: 'POST',
      body: {
        action: 'AddRow',
        data: { table_name: 'subscribers', row: { email: 'bo@example.com', name: 'Bo' } },
      },
    })
    expect((byId(button.id) as HTMLButtonElement).disabled).toBe(true)
    response.release(json({ id: 'row-9' }))
    await page.settled()
    expect(text(error)).toBe('Subscribed!')
    expect(byId(error.id).style.getPropertyValue('color')).toBe('var(--color-success)')
    expect(shown(button)).toBe(true)
    expect((byId(button.id) as HTMLButtonElement).disabled).toBe(false)
  })

  it("says you're already subscribed on CustomDataUniqueFail", async () => {
    const { site, email, error, button } = mailingList()
    mockFetch(json({ code: 'CustomDataUniqueFail' }, 400))
    const page = start(site)
    type(email, 'bo@example.com')
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe("You're already subscribed!")
  })

  it("needs its arguments: 'Unknown form error'", async () => {
    const { site, error, button } = mailingList('')
    const { fetchMock } = mockFetch(json({}))
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(text(error)).toBe('Unknown form error')
  })

  it('shows server errors through the error helper', async () => {
    const { site, error, button } = mailingList()
    mockFetch(json({ code: 'CustomDataRequired' }, 400))
    const page = start(site)
    byId(button.id).click()
    await page.settled()
    expect(text(error)).toBe('Please fill in the required fields')
  })
})

describe('lightbox', () => {
  function lightboxPage() {
    const site = emptySite()
    const block = addBlock(site, BuiltinComponentId.lightboxGallery)
    const images = named(block, 'ImageGallery').children ?? []
    images.forEach((image, index) => {
      const src = image.inputs?.src
      if (src) src.is = `/photos/photo-${index}.jpg`
      const alt = image.inputs?.alt
      if (alt) alt.is = `Photo ${index}`
    })
    return {
      site,
      images,
      lightbox: named(block, 'Lightbox'),
      content: named(block, 'LightboxContent'),
      image: named(block, 'LightboxImage'),
      loader: named(block, 'Loading'),
      next: named(block, 'NextImage'),
      previous: named(block, 'PreviousImage'),
      close: named(block, 'CloseIcon'),
      download: named(block, 'DownloadIcon'),
    }
  }
  const src = (component: Component) => byId(component.id).getAttribute('src')

  it('opens on a gallery click at that image, with the loader until it loads', () => {
    const { site, images, lightbox, image, loader } = lightboxPage()
    const page = start(site)
    expect(shown(lightbox)).toBe(false)
    byId(images[2]!.id).click()
    expect(shown(lightbox)).toBe(true)
    expect(src(image)).toBe('/photos/photo-2.jpg')
    expect(shown(loader)).toBe(true)
    expect(page.helpers.getState(lightbox.id, 'index')).toBe(2)
    expect(page.helpers.getState(lightbox.id, 'images')).toEqual(
      images.map((_, index) => `/photos/photo-${index}.jpg`),
    )
    byId(image.id).dispatchEvent(new Event('load'))
    expect(shown(loader)).toBe(false)
  })

  it('navigates with the arrows and the arrow keys, wrapping at both ends', () => {
    const { site, images, image, loader, next, previous } = lightboxPage()
    start(site)
    byId(images[4]!.id).click()
    byId(image.id).dispatchEvent(new Event('load'))
    byId(next.id).click()
    expect(src(image)).toBe('/photos/photo-5.jpg')
    expect(shown(loader)).toBe(true)
    byId(next.id).click()
    expect(src(image)).toBe('/photos/photo-0.jpg')
    byId(previous.id).click()
    expect(src(image)).toBe('/photos/photo-5.jpg')
    key('ArrowRight')
    expect(src(image)).toBe('/photos/photo-0.jpg')
    key('ArrowLeft')
    key('ArrowLeft')
    expect(src(image)).toBe('/photos/photo-4.jpg')
    key('a')
    expect(src(image)).toBe('/photos/photo-4.jpg')
  })

  it('hides and clears on Escape, on the close icon and on the background, not on the image', () => {
    const { site, images, lightbox, content, image, close } = lightboxPage()
    const page = start(site)
    const cleared = () => {
      expect(shown(lightbox)).toBe(false)
      expect(page.helpers.getState(lightbox.id, 'images')).toBeUndefined()
      expect(page.helpers.getState(lightbox.id, 'index')).toBeUndefined()
      expect(page.helpers.getInput(image.id, 'src')).toBe('')
    }

    byId(images[1]!.id).click()
    key('Escape')
    cleared()
    const template = document.querySelector(`template[data-tessera-hidden="${lightbox.id}"]`)
    expect(
      (template as HTMLTemplateElement).content.getElementById(image.id)?.hasAttribute('src'),
    ).toBe(false)
    key('ArrowRight')
    cleared()

    byId(images[0]!.id).click()
    byId(content.id).click()
    byId(image.id).click()
    expect(shown(lightbox)).toBe(true)
    byId(lightbox.id).click()
    cleared()

    byId(images[3]!.id).click()
    expect(src(image)).toBe('/photos/photo-3.jpg')
    byId(close.id).click()
    cleared()
  })

  it('opens from a focused image with Enter, as a dialog that takes focus and gives it back', () => {
    const { site, images, lightbox, image, download, close, next } = lightboxPage()
    start(site)
    const opener = byId(images[3]!.id)
    opener.focus()
    expect(document.activeElement).toBe(opener)
    // Enter while another image has focus opens nothing; other keys on this one neither.
    opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(shown(lightbox)).toBe(false)
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    opener.dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true)
    expect(shown(lightbox)).toBe(true)
    expect(byId(lightbox.id).getAttribute('role')).toBe('dialog')
    expect(byId(lightbox.id).getAttribute('aria-modal')).toBe('true')
    expect(src(image)).toBe('/photos/photo-3.jpg')
    expect(byId(image.id).getAttribute('alt')).toBe('Photo 3')
    expect(document.activeElement).toBe(byId(download.id))

    // Tab stays inside: from the last button back to the first, and back again with Shift.
    byId(next.id).focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    byId(next.id).dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(byId(download.id))
    const back = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    })
    byId(download.id).dispatchEvent(back)
    expect(document.activeElement).toBe(byId(next.id))

    byId(next.id).click()
    expect(byId(image.id).getAttribute('alt')).toBe('Photo 4')
    byId(close.id).click()
    expect(shown(lightbox)).toBe(false)
    expect(document.activeElement).toBe(opener)

    opener.focus()
    opener.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    key('Escape')
    expect(shown(lightbox)).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('opens from a focused image with Space, as a button does, even one without alt', () => {
    const { site, images, lightbox, image } = lightboxPage()
    images[4]!.inputs!.alt!.is = ''
    start(site)
    const opener = byId(images[4]!.id)
    expect(opener.getAttribute('role')).toBe('button')
    expect(opener.getAttribute('alt')).toBe('Open image 5 of 6')
    opener.focus()
    const down = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })
    opener.dispatchEvent(down)
    // The page does not scroll; the lightbox opens when the key goes up.
    expect(down.defaultPrevented).toBe(true)
    expect(shown(lightbox)).toBe(false)
    opener.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }))
    expect(shown(lightbox)).toBe(true)
    expect(src(image)).toBe('/photos/photo-4.jpg')
    // An empty alt stays empty in the viewer: the name was the gallery's.
    expect(byId(image.id).getAttribute('alt')).toBe('')
  })

  it('names its buttons and images in the language the visitor switches to', () => {
    const { site, images, lightbox, close, next, previous, download } = lightboxPage()
    site.context.i18n = { en: {}, 'zh-tw': {} }
    images[0]!.inputs!.alt!.is = ''
    const page = start(site)
    const names = () =>
      [lightbox, download, close, previous, next].map((part) =>
        (document.getElementById(part.id) ?? hiddenElement(part.id))?.getAttribute('aria-label'),
      )
    expect(names()).toEqual([
      'Image viewer',
      'Download image',
      'Close',
      'Previous image',
      'Next image',
    ])
    page.helpers.setLanguage('zh-tw')
    expect(names()).toEqual(['圖片檢視器', '下載圖片', '關閉', '上一張圖片', '下一張圖片'])
    expect(byId(images[0]!.id).getAttribute('alt')).toBe('開啟第 1 張圖片，共 6 張')
    expect(byId(images[1]!.id).getAttribute('alt')).toBe('Photo 1')
    byId(images[0]!.id).click()
    expect(byId(close.id).getAttribute('aria-label')).toBe('關閉')
  })

  it('downloads the image as a PNG under its file name', async () => {
    const { site, images, lightbox, download } = lightboxPage()
    images[2]!.inputs!.src!.is = 'https://cdn.example.test/photos/My%20Photo.jpeg?w=800'
    class LoadingImage {
      crossOrigin = ''
      naturalWidth = 40
      naturalHeight = 30
      onload: (() => void) | null = null
      set src(_value: string) {
        queueMicrotask(() => this.onload?.())
      }
    }
    vi.stubGlobal('Image', LoadingImage)
    const drawImage = vi.fn()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D)
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback: BlobCallback) => callback(new Blob(['png'])))
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo')
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const saved: Array<{ href: string; download: string }> = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
    start(site)
    byId(images[2]!.id).click()
    byId(download.id).click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(drawImage).toHaveBeenCalledTimes(1)
    expect(toBlob.mock.calls[0]?.[1]).toBe('image/png')
    expect(saved).toEqual([{ href: 'blob:photo', download: 'My Photo.png' }])
    expect(revoke).toHaveBeenCalledWith('blob:photo')
    // The icon's click stops there: the lightbox stays open.
    expect(shown(lightbox)).toBe(true)
  })
})

describe('nav menu and header', () => {
  it('the logo goes to the home page; menu items are plain links to the pages', () => {
    const site = emptySite()
    site.pages['/about'] = {
      name: 'About',
      route: '/about',
      public: true,
      head: {},
      root: { id: 'about-root', name: 'Root', tag: 'div', style: { custom: {} } },
    }
    site.pageOrder.push('/about')
    const header = addBlock(site, BuiltinComponentId.header)
    const logo = named(header, 'HeaderLogoLink')
    named(header, 'HeaderLogo').inputs!.src!.is = '/logo.png'
    const menu = addBlock(site, BuiltinComponentId.navMenu)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    start(site)
    const links = (menu.children ?? []).map((item) => byId(item.id))
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
    ])
    expect(links[0]?.getAttribute('aria-current')).toBe('page')

    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId(logo.id).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(assign).toHaveBeenCalledWith('/')
  })
})

describe('language switcher', () => {
  function languagePage() {
    const site = emptySite()
    site.context.i18n = {
      en: { hello: 'Hello' },
      fr: { hello: 'Bonjour' },
      ar: { hello: 'مرحبا' },
    }
    const greeting = add(site, { id: 'greeting', content: '${hello}' })
    const select = addBlock(site, BuiltinComponentId.languages)
    return { site, greeting, select }
  }
  const browserLanguage = (language: string) =>
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(language)
  const field = (component: Component) => byId(component.id) as HTMLSelectElement
  const choose = (component: Component, value: string) => {
    field(component).value = value
    field(component).dispatchEvent(new Event('input', { bubbles: true }))
  }

  it('is a named select with an option per language', () => {
    const { site, select } = languagePage()
    start(site)
    expect(field(select).localName).toBe('select')
    expect(field(select).getAttribute('aria-label')).toBe('Language')
    expect(Array.from(field(select).options).map((o) => [o.value, o.text])).toEqual([
      ['en', 'English'],
      ['fr', 'Français'],
      ['ar', 'العربية'],
    ])
  })

  it('starts in the browser language, out of view as well, and shows it', () => {
    const { site, greeting, select } = languagePage()
    browserLanguage('fr-FR')
    start(site)
    expect(text(greeting)).toBe('Bonjour')
    expect(field(select).value).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
  })

  it('a language chosen before wins over the browser language', () => {
    const { site, greeting, select } = languagePage()
    browserLanguage('fr-FR')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar')
    start(site)
    expect(text(greeting)).toBe('مرحبا')
    expect(field(select).value).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    FakeIntersectionObserver.intersect(byId(select.id))
    expect(text(greeting)).toBe('مرحبا')
  })

  it('switches language when one is chosen, and keeps the choice', () => {
    const { site, greeting, select } = languagePage()
    browserLanguage('en-US')
    start(site)
    choose(select, 'ar')
    expect(text(greeting)).toBe('مرحبا')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar')
    // The server hears of the choice: `/` is then never sent to the browser's language.
    expect(document.cookie).toContain('tessera_lang=ar')
    choose(select, 'en')
    expect(text(greeting)).toBe('Hello')
    expect(document.documentElement.hasAttribute('dir')).toBe(false)
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.cookie).toContain('tessera_lang=en')
  })

  it('goes to the page in the chosen language when each language has its address', () => {
    const { site, greeting, select } = languagePage()
    browserLanguage('fr-FR')
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar')
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    start(site, { lang: 'en', localeHref: (route, lang) => localeHref(site, route, lang) })
    // The address says which language: neither the browser's nor an earlier choice changes it.
    FakeIntersectionObserver.intersect(byId(select.id))
    expect(text(greeting)).toBe('Hello')
    expect(field(select).value).toBe('en')
    choose(select, 'fr')
    expect(assign).toHaveBeenCalledWith('/fr')
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr')
    choose(select, 'en')
    expect(assign).toHaveBeenCalledTimes(1)
  })
})

describe('view counter', () => {
  it('shows total_site_view_count from public usage, fetched once', async () => {
    const site = emptySite()
    const counter = addBlock(site, BuiltinComponentId.viewCounter)
    const { calls } = mockFetch(json({ total_site_view_count: 1234, other: 1 }))
    const page = start(site)
    expect(text(counter)).toBe('0')
    FakeIntersectionObserver.intersect(byId(counter.id))
    FakeIntersectionObserver.intersect(byId(counter.id))
    await page.settled()
    expect(text(counter)).toBe('1234')
    expect(calls).toEqual([
      expect.objectContaining({
        url: `${API_BASE}/sites/${SITE_ID}/public_usage`,
        method: 'GET',
        body: undefined,
      }),
    ])
  })

  it('tries again on its next appearance after a failure', async () => {
    const site = emptySite()
    const counter = addBlock(site, BuiltinComponentId.viewCounter)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { calls } = mockFetch(json({}, 500), json({ total_site_view_count: 7 }))
    const page = start(site)
    FakeIntersectionObserver.intersect(byId(counter.id))
    await page.settled()
    expect(text(counter)).toBe('0')
    expect(warn).toHaveBeenCalledWith('View count unavailable', { code: 'NETWORK_FAILURE' })
    FakeIntersectionObserver.intersect(byId(counter.id))
    await page.settled()
    expect(text(counter)).toBe('7')
    expect(calls).toHaveLength(2)
  })
})
