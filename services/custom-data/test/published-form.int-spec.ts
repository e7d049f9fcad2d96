// A visitor in Chromium on a published site: the contact form through the gateway to custom data.
import { MailSinkClient, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
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
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  contactTable,
  own,
  register,
  siteServerPort,
  stack,
  type Site as TestSite,
} from './helpers.js'

const sink = new MailSinkClient(stack.mailSinkUrl)
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  })
})
afterAll(() => browser?.close())

function named(root: Component, name: string): Component {
  if (root.name === name) return root
  for (const child of root.children ?? []) {
    try {
      return named(child, name)
    } catch {
      // keep looking
    }
  }
  throw new Error(`No component named ${name}`)
}

/** A site whose home page has a contact form wired to `contacts`, and a page without a form. */
function formSite(): { site: Site; form: Component } {
  const site = createSite('Form Site')
  const doc = new SiteDocument(site)
  const home = site.pages[site.defaults.homePage]!.root
  applyCommand(doc, addBuiltinComponent(doc, BuiltinComponentId.contactForm, home.id))
  const form = doc.component(home.id).children!.at(-1)!
  const call = form.events?.submit?.behaviors[0]
  if (call?.args) call.args.tableName = 'contacts'
  return { site, form }
}

async function publishSite(site: Site): Promise<TestSite> {
  const owner = await register()
  const subdomain = `form-${uniqueSuffix()}`
  const created = await api.post<{ id: string }>('/api/sites', {
    token: owner.token,
    body: { subdomain, ...serializeSite(site) },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await api.post(`/api/sites/${created.body.id}/actions/publish`, {
    token: owner.token,
    body: { publish: true },
  })
  expect(published.status).toBe(200)
  return { id: created.body.id, subdomain, owner }
}

describe('a contact form on a published site', () => {
  it('sends as a visitor, says sent, then already submitted; mails the owner; stores one row', async () => {
    const { site: doc, form } = formSite()
    const site = await publishSite(doc)
    const inbox = uniqueEmail('form-owner')
    const table = await own(
      site,
      'CreateTable',
      contactTable('contacts', [
        { event_type: 'EmailRow', trigger: 'AddRow', options: { recipients: [inbox] } },
      ]),
    )
    expect(table.status, JSON.stringify(table.body)).toBe(200)

    const url = `http://${site.subdomain}.localhost:${siteServerPort}/`
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    const submit = async (message: string) => {
      await page.goto(url)
      await page.fill(`#${named(form, 'Email').id}`, 'visitor@example.test')
      await page.fill(`#${named(form, 'Name').id}`, 'Vera')
      await page.fill(`#${named(form, 'Message').id}`, message)
      await page.click(`#${named(form, 'SubmitButton').id}`)
    }
    const status = `#${named(form, 'FormError').id}`

    await submit('Hello <b>there</b>, a literal message')
    await expect
      .poll(() => page.textContent(status), { timeout: 15_000 })
      .toBe('Contact request sent!')
    expect(await page.isVisible(`#${named(form, 'SubmitButton').id}`)).toBe(false)
    expect(scripts).toContain('/_tessera/runtime.js')
    expect(scripts).toContain('/_tessera/runtime-forms.js')

    await submit('A second message from the same address')
    await expect
      .poll(() => page.textContent(status), { timeout: 15_000 })
      .toBe('Contact request already submitted')

    const mail = await sink.waitForMail(inbox)
    expect(mail.subject).toBe('New row in contacts')
    expect(mail.text).toContain('message: Hello <b>there</b>, a literal message')
    const rows = await own<{ results: Array<Record<string, string>>; total: number }>(
      site,
      'ListRows',
      { table_name: 'contacts', from: 1, to: 25 },
    )
    expect(rows.body.total).toBe(1)
    expect(rows.body.results[0]).toMatchObject({
      email: 'visitor@example.test',
      name: 'Vera',
      message: 'Hello <b>there</b>, a literal message',
    })
    await page.close()
  })

  it('loads no forms chunk on a page without a form', async () => {
    const doc = createSite('Counter Site')
    const sd = new SiteDocument(doc)
    const home = doc.pages[doc.defaults.homePage]!.root
    applyCommand(sd, addBuiltinComponent(sd, BuiltinComponentId.viewCounter, home.id))
    const site = await publishSite(doc)
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(`http://${site.subdomain}.localhost:${siteServerPort}/`)
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual(['/_tessera/runtime.js'])
    await page.close()
  })
})
