import { createHash, randomBytes } from 'node:crypto'
import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'
/** The agent's own loopback address: nothing listens there, the test answers for it. */
const REDIRECT = 'http://127.0.0.1:33418/callback'

describe('web app: an agent asks for access, the person allows it and revokes it', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const api = apiClient(stack.gatewayUrl)
  const email = uniqueEmail('app-agent')
  let browser: Browser
  const contexts: BrowserContext[] = []
  let token = ''
  let clientId = ''
  const verifier = randomBytes(32).toString('base64url')
  const challenge = createHash('sha256').update(verifier).digest('base64url')

  beforeAll(async () => {
    browser = await launchBrowser()
    const registered = await api.post<{ auth_token: string }>('/api/users/registrations', {
      body: { email, password: PASSWORD },
    })
    expect(registered.status).toBe(201)
    token = registered.body.auth_token
    for (const name of ['Corner Bakery', 'Flower Shop']) {
      const created = await api.post('/api/sites', {
        token,
        body: { name, subdomain: `agent-${uniqueSuffix().slice(-8)}` },
      })
      expect(created.status).toBeLessThan(300)
    }
    const client = await fetch(app('/oauth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Desk Assistant', redirect_uris: [REDIRECT] }),
    })
    clientId = ((await client.json()) as { client_id: string }).client_id
  }, 30_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
  })

  function authorizeUrl(): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'xyz',
      scope: 'sites:read sites:write sites:publish data:read',
    })
    return app(`/oauth/authorize?${query.toString()}`)
  }

  async function newPage(locale: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale })
    contexts.push(context)
    // The agent's address answers with a plain page, so the browser can land there.
    await context.route(`${new URL(REDIRECT).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Agent</title>' }),
    )
    return context.newPage()
  }

  /** The person's session in the page's storage, the cookie notice already answered. */
  async function signedIn(page: Page, session: string): Promise<void> {
    await page.addInitScript((value) => {
      localStorage.setItem('tessera.session', value)
      localStorage.setItem('tessera.preferences', JSON.stringify({ cookiesAccepted: true }))
    }, session)
  }

  it('sends a signed-out person through the log-in to the consent screen', async () => {
    const page = await newPage('en-US')
    await page.goto(authorizeUrl())
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/agents/authorize')
    await page.getByRole('heading', { name: 'Connect Desk Assistant to your sites' }).waitFor()
    await screenshot(page, 'agent-consent-1280-en')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('checkbox', { name: /Corner Bakery/ }).check()
    await page.getByRole('checkbox', { name: /Publish/ }).uncheck()
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL((url) => url.href.startsWith(REDIRECT))
    const back = new URL(page.url())
    expect(back.searchParams.get('state')).toBe('xyz')
    const exchanged = await fetch(app('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: clientId,
        code_verifier: verifier,
      }).toString(),
    })
    expect(exchanged.status).toBe(200)
    expect(((await exchanged.json()) as { scope: string }).scope).toBe(
      'sites:read sites:write data:read',
    )
  })

  it('reads well on a phone and in zh-tw', async () => {
    const session = JSON.stringify({ token })
    for (const [locale, width, name, heading] of [
      ['en-US', 390, 'agent-consent-390-en', 'Connect Desk Assistant to your sites'],
      ['zh-TW', 1280, 'agent-consent-1280-zh-tw', '讓 Desk Assistant 使用你的網站'],
      ['zh-TW', 390, 'agent-consent-390-zh-tw', '讓 Desk Assistant 使用你的網站'],
    ] as const) {
      const page = await newPage(locale, width)
      await signedIn(page, session)
      await page.goto(authorizeUrl())
      await page.getByRole('heading', { name: heading }).waitFor()
      await screenshot(page, name)
      // Nothing wider than the screen: the person never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    }
  })

  it('lists the agent in Settings, readable on a phone and in zh-tw', async () => {
    for (const [locale, width, name, heading] of [
      ['en-US', 390, 'settings-agents-390-en', 'Connected agents'],
      ['zh-TW', 1280, 'settings-agents-1280-zh-tw', '已連接的 AI 助理'],
      ['zh-TW', 390, 'settings-agents-390-zh-tw', '已連接的 AI 助理'],
    ] as const) {
      const page = await newPage(locale, width)
      await signedIn(page, JSON.stringify({ token }))
      await page.goto(app('/settings/agents'))
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor()
      await page.getByRole('heading', { name: 'Desk Assistant' }).waitFor()
      await screenshot(page, name)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    }
  })

  it('lists the agent in Settings and revokes it', async () => {
    const page = await newPage('en-US')
    await signedIn(page, JSON.stringify({ token }))
    await page.goto(app('/settings/agents'))
    await page.getByRole('heading', { name: 'Desk Assistant' }).waitFor()
    await screenshot(page, 'settings-agents-1280-en')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Revoke Desk Assistant' }).click()
    await page.getByRole('button', { name: 'Revoke access' }).click()
    await page.getByText('No assistants are connected.').waitFor()
    const listed = await api.get<{ grants: unknown[] }>('/api/auth/agent-grants', { token })
    expect(listed.body.grants).toEqual([])
  })
})
