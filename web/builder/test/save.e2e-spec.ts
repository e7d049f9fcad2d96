import { randomBytes } from 'node:crypto'
import { apiClient, sql, testStack, visitWithHost } from '@tessera/kit/testing'
import {
  addComponent,
  deserializeSite,
  SiteDocument,
  type Site,
  type StoredSite,
} from '@tessera/site-format'
import { PLAN_FEATURES } from '@tessera/site-format/plans'
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  canvas,
  canvasBody,
  createServerSite,
  expectSaved,
  launchBrowser,
  newBuilderPage,
  registerUser,
  saveState,
  screenshot,
  seriousViolations,
  type TestUser,
  waitForBuilder,
} from './builder-page'

const siteServerUrl = () => testStack().urls['site-server']!
const siteServer = () => apiClient(siteServerUrl())

/** Adds a text component by the keyboard: the New menu's key, then its text block. */
async function addText(page: Page): Promise<void> {
  await page.keyboard.press('a')
  await page.getByRole('region', { name: 'New' }).waitFor()
  await page.keyboard.press('t')
  await page.keyboard.press('Escape')
}

interface StoredVersion extends StoredSite {
  update_key: string
}

async function stored(user: TestUser, siteId: string): Promise<Site> {
  const res = await siteServer().get<StoredVersion>(`/api/sites/${siteId}`, { token: user.token })
  expect(res.status).toBe(200)
  return deserializeSite(res.body)
}

/** Another editor adds a component (taking the next id) through the step save. */
async function otherEditorAdds(user: TestUser, siteId: string): Promise<void> {
  const site = await stored(user, siteId)
  const doc = new SiteDocument(site)
  const root = site.pages[site.defaults.homePage]!.root
  const before = site.context.nextId
  const command = addComponent(
    doc,
    {
      id: `${site.context.namespace}-c-${site.context.nextId++}`,
      name: 'From another editor',
      tag: 'div',
      style: { custom: {} },
    },
    root.id,
    before,
    0,
  )
  const res = await siteServer().patch(`/api/sites/${siteId}/steps`, {
    token: user.token,
    body: { save_id: randomBytes(18).toString('base64url'), steps: [{ do: command }] },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** A token of the user's, signed with the service's key, that expired `seconds` ago. */
async function tokenExpiredAgo(user: TestUser, seconds: number): Promise<string> {
  const { kid } = decodeProtectedHeader(user.token)
  const claims = decodeJwt(user.token)
  const [key] = await sql<{ private_jwk: JWK }>(
    'SELECT private_jwk FROM auth.signing_keys WHERE kid = $1',
    [kid],
  )
  const privateKey = await importJWK(key!.private_jwk, 'ES256')
  return new SignJWT({ user_type: claims.user_type })
    .setProtectedHeader({ alg: 'ES256', kid: kid!, typ: 'JWT' })
    .setSubject(claims.sub!)
    .setIssuer(claims.iss!)
    .setAudience(claims.aud!)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 2 * seconds)
    .setExpirationTime(Math.floor(Date.now() / 1000) - seconds)
    .sign(privateKey)
}

/** The markup of a body, without what only the canvas carries (its ids and editor hooks). */
function comparable(markup: string): string {
  return markup
    .replace(
      /\s(data-component-id|data-builder[\w-]*|contenteditable|draggable|tabindex)="[^"]*"/g,
      '',
    )
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('saving in the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('saves an edit, shows it in a second tab, publishes, and serves what the canvas showed', async () => {
    const user = await registerUser('builder-save')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await expect.poll(() => saveState(page).textContent()).toBe('Saved')
    const before = await canvas(page).locator('[data-component-id]').count()

    await addText(page)
    await expect.poll(() => saveState(page).textContent()).toBe('Saving…')
    await expectSaved(page)
    expect(await canvas(page).locator('[data-component-id]').count()).toBe(before + 1)
    expect(
      await page.evaluate((id) => localStorage.getItem(`tessera.unsaved.${id}`), site.id),
    ).toBeNull()
    const saved = await stored(user, site.id)
    expect(saved.history.back).toHaveLength(1)

    const second = await page.context().newPage()
    await second.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(second)
    await expect.poll(() => second.locator('iframe[title="Canvas"]').count()).toBe(1)
    expect(await canvas(second).locator('[data-component-id]').count()).toBe(before + 1)
    expect(comparable(await canvasBody(second))).toBe(comparable(await canvasBody(page)))
    await second.close()

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor()
    const shown = comparable(await canvas(page).locator('body').innerHTML())
    const host = `${site.subdomain}.localhost:${new URL(siteServerUrl()).port}`
    const visit = await visitWithHost(siteServerUrl(), host, '/')
    expect(visit.status).toBe(200)
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(visit.text)?.[1] ?? ''
    expect(comparable(body)).toBe(shown)
    await screenshot(page, 'builder-saved-published')
    await page.context().close()
  }, 120_000)

  it('sends edits a closed tab left unsent when the site opens again', async () => {
    const user = await registerUser('builder-journal')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const before = await canvas(page).locator('[data-component-id]').count()
    // The site server does not answer: the edit stays in the browser.
    await page.route(`${siteServerUrl()}/**`, (route) => route.abort())
    await addText(page)
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`tessera.unsaved.${id}`), site.id))
      .not.toBeNull()
    const next = await page.context().newPage()
    await page.close({ runBeforeUnload: false })
    await next.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(next)
    expect(await canvas(next).locator('[data-component-id]').count()).toBe(before + 1)
    await expectSaved(next)
    expect((await stored(user, site.id)).history.back.length).toBeGreaterThanOrEqual(1)
    await next.context().close()
  }, 90_000)

  it('loses nothing when the tab is closed a second after an edit, and applies it once', async () => {
    const user = await registerUser('builder-closed')
    const site = await createServerSite(user)
    const children = (await stored(user, site.id)).pages['/home']!.root.children?.length ?? 0
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const before = await canvas(page).locator('[data-component-id]').count()
    await addText(page)
    await page.waitForTimeout(1000)
    const next = await page.context().newPage()
    // Leaving with unsaved edits warns first.
    const warned = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type())
        void dialog.accept()
      }),
    )
    await page.close({ runBeforeUnload: true })
    expect(await warned).toBe('beforeunload')
    await next.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(next)
    await expectSaved(next)
    expect(await canvas(next).locator('[data-component-id]').count()).toBe(before + 1)
    const saved = await stored(user, site.id)
    expect(saved.history.back).toHaveLength(1)
    expect(saved.pages['/home']!.root.children).toHaveLength(children + 1)
    await next.context().close()
  }, 90_000)

  it('loads the site again when its tab shows and another editor saved meanwhile', async () => {
    const user = await registerUser('builder-visible')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const before = await canvas(page).locator('[data-component-id]').count()
    await otherEditorAdds(user, site.id)
    // Reading and showing the site again can take long on a machine busy with other tests.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
          return page.getByRole('treeitem', { name: 'From another editor' }).count()
        },
        { timeout: 40_000, interval: 1000 },
      )
      .toBe(1)
    await waitForBuilder(page)
    expect(await canvas(page).locator('[data-component-id]').count()).toBe(before + 1)
    await page.context().close()
  }, 90_000)

  it('offers overwrite when another editor saved a conflicting change (UpdateStale)', async () => {
    const user = await registerUser('builder-stale')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    // The builder does not hear the other editor's save live (its event stream is down), so
    // its own save meets it on the server.
    await page.route(/\/api\/sites\/[^/]+\/events$/, (route) => route.abort())
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await otherEditorAdds(user, site.id)
    await addText(page)
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this site' })
    await dialog.waitFor({ timeout: 20_000 })
    expect(await saveState(page).textContent()).toBe('Not saved')
    await screenshot(page, 'builder-save-stale')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Overwrite' }).click()
    await expectSaved(page)
    const saved = await stored(user, site.id)
    expect(JSON.stringify(saved.pages)).not.toContain('From another editor')
    await page.context().close()
  }, 90_000)

  it('opens the login dialog on an expired token, then saves', async () => {
    const user = await registerUser('builder-expired')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    // From here on, the server sees the builder's token as expired: requests carrying it go
    // out with the same user's token that expired a minute ago. A new login's token passes.
    const expired = await tokenExpiredAgo(user, 60)
    await page.route('**/api/**', (route) => {
      const headers = route.request().headers()
      if (headers.authorization !== `Bearer ${user.token}`) return route.continue()
      return route.continue({ headers: { ...headers, authorization: `Bearer ${expired}` } })
    })
    await addText(page)
    const login = page.getByRole('dialog', { name: 'Log in again' })
    await login.waitFor({ timeout: 20_000 })
    await login.getByLabel('E-mail').fill(user.email)
    await login.getByLabel('Password').fill('correct horse battery')
    await login.getByRole('button', { name: 'Log in' }).click()
    await expectSaved(page)
    const saved = await stored(user, site.id)
    expect(Object.keys(saved.pages)).toHaveLength(1)
    expect(saved.pages['/home']!.root.children?.length ?? 0).toBeGreaterThan(0)
    await page.context().close()
  }, 120_000)

  it('offers to clear the history when it is over the limit', async () => {
    const user = await registerUser('builder-history')
    const limit = PLAN_FEATURES.Free.siteBytes
    const site = await createServerSite(user, (draft) => {
      const entry = { type: 'uUi' as const, data: { key: 'bigState', new: '' } }
      const overhead = JSON.stringify({ back: [entry], forward: [] }).length
      entry.data.new = 'x'.repeat(limit - overhead - 50)
      draft.history = { back: [entry], forward: [] }
    })
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await addText(page)
    const dialog = page.getByRole('dialog', { name: 'The history is too large' })
    await dialog.waitFor({ timeout: 20_000 })
    await dialog.getByRole('button', { name: 'Clear history' }).click()
    await expectSaved(page)
    const saved = await stored(user, site.id)
    expect(saved.history).toEqual({ back: [], forward: [] })
    expect(saved.pages['/home']!.root.children?.length ?? 0).toBeGreaterThan(0)
    await page.context().close()
  }, 90_000)

  it('creates a draft, switches Live and Draft, publishes it, shares a preview link, deletes a draft in two clicks', async () => {
    const user = await registerUser('builder-versions')
    const site = await createServerSite(user)
    const published = await apiClient(testStack().gatewayUrl).post(
      `/api/sites/${site.id}/actions/publish`,
      { token: user.token, body: { publish: true } },
    )
    expect(published.status).toBe(200)
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    const version = page.getByLabel('Version', { exact: true })
    const options = () => version.locator('option').allTextContents()
    expect(await options()).toEqual(['Live', 'Create draft'])
    const components = () => canvas(page).locator('[data-component-id]').count()
    const live = await components()

    await version.selectOption('create')
    await expect.poll(() => version.inputValue(), { timeout: 15_000 }).toBe('draft')
    await waitForBuilder(page)
    expect(await options()).toEqual(['Live', 'Draft'])
    expect(await seriousViolations(page)).toEqual([])
    await addText(page)
    await expectSaved(page)
    expect(await components()).toBe(live + 1)

    const served = async () => {
      const host = `${site.subdomain}.localhost:${new URL(siteServerUrl()).port}`
      const visit = await visitWithHost(siteServerUrl(), host, '/')
      return /<body[^>]*>([\s\S]*)<\/body>/.exec(visit.text)?.[1] ?? ''
    }
    const before = await served()

    await version.selectOption('live')
    await expect.poll(() => version.inputValue(), { timeout: 15_000 }).toBe('live')
    await waitForBuilder(page)
    await expect.poll(components).toBe(live)
    await version.selectOption('draft')
    await expect.poll(() => version.inputValue(), { timeout: 15_000 }).toBe('draft')
    await expect.poll(components).toBe(live + 1)

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor()
    await expect.poll(() => options()).toEqual(['Live', 'Create draft'])
    await expect.poll(served).not.toBe(before)
    expect(comparable(await served())).toBe(comparable(await canvasBody(page)))

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    // The preview link sits in the toolbar's More panel.
    await page.getByRole('button', { name: 'More', exact: true }).click()
    const preview = page.getByRole('switch', { name: 'Preview link' })
    // The switch follows the site once the server has answered.
    await preview.click()
    await expect.poll(() => preview.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Copy link' }).click()
    await page.getByRole('status').filter({ hasText: 'Preview link copied' }).waitFor()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(
      new RegExp(`^http://${site.subdomain}\\.localhost:\\d+/\\?preview_id=\\w+`),
    )

    await version.selectOption('create')
    await expect.poll(() => version.inputValue(), { timeout: 15_000 }).toBe('draft')
    const remove = page.getByRole('button', { name: 'Delete draft' })
    await remove.click()
    await page.getByRole('button', { name: 'Confirm delete' }).click()
    await expect.poll(() => options(), { timeout: 15_000 }).toEqual(['Live', 'Create draft'])
    await page.context().close()
  }, 150_000)
})
