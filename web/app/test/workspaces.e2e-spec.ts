import {
  apiClient,
  MailSinkClient,
  testStack,
  uniqueEmail,
  uniqueSuffix,
} from '@tessera/kit/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, screenshot, seriousViolations } from './browser'

const PASSWORD = 'correct horse battery'

describe('web app: a team workspace, its members and an invitation', () => {
  const stack = testStack()
  const app = (path: string) => new URL(path, stack.gatewayUrl).toString()
  const mail = new MailSinkClient(stack.mailSinkUrl)
  const ownerEmail = uniqueEmail('app-owner')
  const editorEmail = uniqueEmail('app-editor')
  const team = `Studio ${uniqueSuffix().slice(-6)}`
  let browser: Browser
  let contexts: BrowserContext[] = []
  let invitesSent = 0

  async function loggedIn(email: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
    })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(app('/login'))
    await page.getByRole('button', { name: 'Got it' }).click()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL((url) => url.pathname === '/sites')
    return page
  }

  beforeAll(async () => {
    const api = apiClient(stack.gatewayUrl)
    for (const email of [ownerEmail, editorEmail]) {
      const registered = await api.post('/api/users/registrations', {
        body: { email, password: PASSWORD },
      })
      expect(registered.status).toBe(201)
    }
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    for (const context of contexts) await context.close()
    contexts = []
    await browser?.close()
  })

  it(
    'makes a team, invites a content editor who accepts from the mail, and lists them',
    {
      timeout: 90_000,
    },
    async () => {
      const owner = await loggedIn(ownerEmail)
      await owner.getByRole('button', { name: 'New team workspace' }).click()
      await owner.getByLabel('Team name').fill(team)
      await owner.getByRole('button', { name: 'Create team' }).click()
      const chosen = (page: Page) => page.getByLabel('Workspace').locator('option:checked')
      await expect.poll(() => chosen(owner).textContent()).toBe(team)
      await owner.getByRole('link', { name: 'Members' }).click()
      await owner.getByRole('heading', { name: `${team}: members` }).waitFor()

      await owner.getByLabel('E-mail address').fill(editorEmail)
      await owner.getByLabel('Role', { exact: true }).selectOption('ContentEditor')
      await owner.getByRole('button', { name: 'Send invitation' }).click()
      await owner.getByRole('listitem').filter({ hasText: editorEmail }).waitFor()
      expect(await seriousViolations(owner)).toEqual([])
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 800 })
        await screenshot(owner, `workspace-members-${width}`)
        const overflow = await owner.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `members page at ${width} px`).toBeLessThanOrEqual(0)
      }
      await owner.setViewportSize({ width: 1280, height: 800 })

      // A retry of this test invites again: wait for this attempt's mail (sign-up mail aside).
      invitesSent++
      const message = await mail.waitForMail(editorEmail, {
        count: invitesSent,
        match: (m) => m.text.includes('/invitations/accept?token='),
      })
      const link = /https?:\/\/\S*\/invitations\/accept\?token=\S+/.exec(message.text)![0]
      const token = new URL(link).searchParams.get('token')!
      const editor = await loggedIn(editorEmail)
      await editor.goto(app(`/invitations/accept?token=${encodeURIComponent(token)}`))
      await screenshot(editor, 'invitation-accept')
      await editor.getByRole('button', { name: 'Accept invitation' }).click()
      await editor.getByText(`You joined ${team} as Content editor.`).waitFor()
      await editor.getByRole('link', { name: 'Open its sites' }).click()
      await editor.waitForURL((url) => url.pathname === '/sites')
      await expect.poll(() => chosen(editor).textContent()).toBe(team)
      // A content editor does not make sites in the team, and is told why.
      expect(await editor.getByRole('button', { name: 'Create site' }).first().isDisabled()).toBe(
        true,
      )
      await editor.getByText('Your role here (Content editor) cannot create sites').waitFor()
      await screenshot(editor, 'workspace-sites-content-editor')

      await owner.reload()
      const row = owner.getByRole('listitem').filter({ hasText: editorEmail })
      expect(await row.getByRole('combobox').inputValue()).toBe('ContentEditor')
    },
  )

  it('lists the workspaces with their avatars in the user menu and switches to one', async () => {
    const owner = await loggedIn(ownerEmail)
    const menuButton = owner.getByRole('button', { name: 'Account menu' })
    // Named in the page's language: found by role alone.
    const menu = owner.getByRole('menu')
    const items = menu.getByRole('group').getByRole('menuitemradio')
    const chosen = owner.locator('.workspace-select option:checked')
    await expect.poll(() => chosen.textContent()).toBe('Personal')
    for (const [locale, label] of [
      ['en', 'Account menu'],
      ['zh-tw', '帳號選單'],
    ] as const) {
      if (locale === 'zh-tw') await owner.getByLabel('Language').selectOption('zh-tw')
      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 800 })
        await owner.getByRole('button', { name: label }).click()
        await expect.poll(() => items.count()).toBe(2)
        // Each avatar is a drawn picture, and the workspace shown is the checked one.
        for (const img of await menu.locator('[role=menuitemradio] img').all())
          expect(await img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
        expect(await items.first().getAttribute('aria-checked')).toBe('true')
        expect(await seriousViolations(owner)).toEqual([])
        await screenshot(owner, `user-menu-workspaces-${locale}-${width}`)
        const overflow = await owner.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `user menu at ${width} px`).toBeLessThanOrEqual(0)
        await owner.keyboard.press('Escape')
        await screenshot(owner, `workspace-bar-${locale}-${width}`)
      }
    }
    // By keyboard: down past the settings entry and the personal workspace to the team.
    await owner.getByLabel('語言').selectOption('en')
    await menuButton.focus()
    await owner.keyboard.press('ArrowDown')
    await owner.keyboard.press('ArrowDown')
    await owner.keyboard.press('ArrowDown')
    await expect.poll(() => owner.evaluate(() => document.activeElement?.textContent)).toBe(team)
    await owner.keyboard.press('Enter')
    await expect.poll(() => chosen.textContent()).toBe(team)
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false')
    expect(await menuButton.evaluate((b) => b === document.activeElement)).toBe(true)
    await menuButton.click()
    await expect.poll(() => items.nth(1).getAttribute('aria-checked')).toBe('true')
    expect(await items.first().getAttribute('aria-checked')).toBe('false')
    await owner.keyboard.press('Escape')
    await screenshot(owner, 'workspace-bar-team-1280')

    // Making a team: its avatar comes with it; the form says so beside an empty one.
    await owner.getByRole('button', { name: 'New team workspace' }).click()
    await owner.getByText('It gets its own picture when you create it.').waitFor()
    for (const width of [1280, 390]) {
      await owner.setViewportSize({ width, height: 800 })
      await screenshot(owner, `workspace-new-${width}`)
      const overflow = await owner.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `new workspace form at ${width} px`).toBeLessThanOrEqual(0)
    }
  })

  it('shows the switcher and the members page in zh-tw on a phone', async () => {
    const owner = await loggedIn(ownerEmail)
    await owner.getByLabel('Language').selectOption('zh-tw')
    await owner.setViewportSize({ width: 390, height: 844 })
    await owner.getByLabel('工作區').selectOption({ label: team })
    await owner.getByRole('link', { name: '成員' }).click()
    await owner.getByRole('heading', { name: `${team}：成員` }).waitFor()
    await screenshot(owner, 'workspace-members-zh-tw-390')
    const overflow = await owner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
