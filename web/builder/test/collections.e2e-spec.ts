import { apiClient, testStack } from '@tessera/kit/testing'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  createServerSite,
  launchBrowser,
  newBuilderPage,
  registerUser,
  waitForBuilder,
  type TestUser,
} from './builder-page'

const COVER = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c2410c"/></svg>',
)

/** One image in the user's library, uploaded through the API as the builder would. */
async function uploadCover(user: TestUser, siteId: string): Promise<void> {
  const api = apiClient(testStack().gatewayUrl)
  const created = await api.post<{ id: string; signed_url: string }>('/api/site-assets', {
    token: user.token,
    body: {
      name: 'cover.svg',
      site_id: siteId,
      content_type: 'image/svg+xml',
      content_size: COVER.length,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const put = await fetch(created.body.signed_url, {
    method: 'PUT',
    body: new Uint8Array(COVER),
    headers: { 'content-type': 'image/svg+xml' },
  })
  expect(put.status).toBe(200)
  const verified = await api.post(`/api/site-assets/${created.body.id}/actions/verify`, {
    token: user.token,
  })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
}

describe('collections in the builder', () => {
  let browser: Browser
  let page: Page
  let user: TestUser
  let siteId: string

  beforeAll(async () => {
    user = await registerUser('collections')
    siteId = (await createServerSite(user)).id
    await uploadCover(user, siteId)
    browser = await launchBrowser()
    page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${siteId}`))
    await waitForBuilder(page)
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('creates Posts with a title, slug, cover and body, adds an item and publishes it', async () => {
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'Collections', exact: true })
      .click()
    await page.getByRole('button', { name: 'New collection' }).click()
    await page.getByRole('dialog', { name: 'New collection' }).getByLabel('Name').fill('Posts')
    await page.getByRole('button', { name: 'Create', exact: true }).click()

    const posts = page.getByRole('dialog', { name: 'Posts' })
    await expect
      .poll(() => posts.getByRole('tab', { name: 'Fields' }).getAttribute('aria-selected'))
      .toBe('true')
    for (const [name, type] of [
      ['Title', 'PlainText'],
      ['Slug', 'Slug'],
      ['Cover', 'Image'],
      ['Body', 'RichText'],
    ] as const) {
      await posts.getByRole('button', { name: 'Add field' }).click()
      const form = page.getByRole('dialog', { name: 'Add a field' })
      await form.getByLabel('Field name').fill(name)
      await form.getByLabel('Type').selectOption(type)
      await form.getByRole('button', { name: 'Add', exact: true }).click()
      await posts.getByRole('rowheader', { name, exact: true }).waitFor()
    }

    await posts.getByRole('tab', { name: 'Items' }).click()
    await posts.getByRole('button', { name: 'New item' }).click()
    const editor = page.getByRole('dialog', { name: 'New item in Posts' })
    await editor.getByRole('textbox', { name: 'Title' }).fill('Fresh bread')
    await editor.getByRole('button', { name: 'Choose…' }).click()
    const picker = page.getByRole('dialog', { name: 'Select image' })
    await picker.getByRole('button', { name: /cover\.svg/ }).click()
    await editor.getByRole('img', { name: 'cover.svg' }).waitFor()
    await editor.getByRole('textbox', { name: 'Body' }).fill('Baked at dawn.')
    await editor.getByRole('button', { name: 'Add item' }).click()
    await editor.waitFor({ state: 'detached' })

    const row = posts.getByRole('row', { name: /Fresh bread/ })
    await expect.poll(() => row.textContent()).toContain('Draft')
    await row.getByRole('checkbox').check()
    await posts
      .getByRole('group', { name: 'Selected items' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click()
    await page
      .getByRole('dialog', { name: 'Publish items' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click()
    await expect.poll(() => row.textContent()).toContain('Published')

    // The service made the slug from the title and keeps the body's text.
    const api = apiClient(testStack().gatewayUrl)
    const list = await api.get<{ results: Array<{ id: string; name: string }> }>(
      `/api/sites/${siteId}/custom_data/collections`,
      { token: user.token },
    )
    const collection = list.body.results.find((each) => each.name === 'Posts')!
    const items = await api.get<{
      results: Array<{ status: string; values: Record<string, unknown> }>
    }>(`/api/sites/${siteId}/custom_data/collections/${collection.id}/items`, { token: user.token })
    expect(items.body.results).toHaveLength(1)
    expect(items.body.results[0]!.status).toBe('Published')
    // Text is stored per language, `*` the default one; the cover is the asset's id.
    expect(Object.values(items.body.results[0]!.values)).toEqual([
      { '*': 'Fresh bread' },
      { '*': 'fresh-bread' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      { '*': 'Baked at dawn.' },
    ])
  }, 120_000)
})
