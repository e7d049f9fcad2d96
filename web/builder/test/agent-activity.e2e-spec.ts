import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { connectAgent, testStack } from '@tessera/kit/testing'
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
  waitForBuilder,
} from './builder-page'

/** An MCP client of the stack's MCP service, through the gateway, with an agent's token. */
async function agentClient(accessToken: string): Promise<Client> {
  const client = new Client({ name: 'builder-e2e', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', testStack().gatewayUrl), {
      requestInit: { headers: { Authorization: `Bearer ${accessToken}` } },
    }),
  )
  return client
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as Record<string, unknown>
}

/** Opens the History menu on its Agent activity tab. */
async function openActivity(page: Page, zh: boolean): Promise<void> {
  await page.getByRole('button', { name: zh ? '歷程記錄' : 'History', exact: true }).click()
  await page.getByRole('tab', { name: zh ? 'AI 代理活動' : 'Agent activity' }).click()
}

/**
 * The open builder, its Agent activity shown, at a phone's width: past the notice that suggests
 * a larger screen.
 */
async function atPhoneWidth(page: Page, zh: boolean): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: zh ? '仍要開啟編輯器' : 'Open the editor anyway' }).click()
  await page.locator('.builder-toolbar').waitFor()
  const list = page.getByRole('list', {
    name: zh ? 'AI 代理的操作，最新的在前' : 'Agent calls, newest first',
  })
  // The menu stays open across the resize, on its first tab.
  if (!(await list.isVisible())) {
    await page.getByRole('tab', { name: zh ? 'AI 代理活動' : 'Agent activity' }).click()
  }
  await list.waitFor()
}

describe('an agent working through the MCP service, seen from the builder', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it("shows a real agent's call on the canvas, undoes it in one step, lists it, and revokes it", async () => {
    const user = await registerUser('builder-agent')
    const site = await createServerSite(user, () => {}, 'Corner Bakery')
    const { accessToken } = await connectAgent(
      testStack().gatewayUrl,
      user.token,
      [site.id],
      ['sites:read', 'sites:write'],
      'Claude',
    )
    const agent = await agentClient(accessToken)
    const outline = (await call(agent, 'get_outline', { siteId: site.id })) as { lines: string[] }
    const root = outline.lines[0]!.trim().split(' ')[0]!

    const page = await newBuilderPage(browser, { user, width: 1280, height: 800 })
    const listening = page.waitForResponse((res) => res.url().endsWith(`/${site.id}/events`))
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await listening
    await expectSaved(page)

    // The call lands on the open canvas, as one entry the person undoes with one key.
    await call(agent, 'apply', {
      siteId: site.id,
      label: 'Add a welcome',
      ops: [
        { op: 'add_component', parentId: root, component: { tag: 'h1', content: 'Fresh bread' } },
      ],
    })
    const welcome = canvas(page).getByRole('heading', { name: 'Fresh bread' })
    await welcome.waitFor()
    await page.locator('.canvas-viewport').focus()
    await page.keyboard.press('Control+z')
    await welcome.waitFor({ state: 'detached' })
    await expectSaved(page)
    await page.keyboard.press('Control+Shift+z')
    await welcome.waitFor()
    await expectSaved(page)

    // The owner's Agent activity names the calls in words, and revokes the agent.
    await openActivity(page, false)
    const calls = page
      .getByRole('list', { name: 'Agent calls, newest first' })
      .getByRole('listitem')
    await expect.poll(() => calls.count()).toBe(2)
    expect(await calls.first().innerText()).toMatch(/^Claude changed the site/)
    expect(await calls.last().innerText()).toMatch(/^Claude read a page's outline/)
    await screenshot(page, 'builder-agent-activity-1280-en')
    const yours = page.getByRole('region', { name: 'Your connected agents' })
    await yours.getByRole('button', { name: 'Revoke Claude' }).click()
    await page
      .getByRole('group', { name: /Revoke Claude\?/ })
      .getByRole('button', { name: 'Revoke' })
      .click()
    await yours.waitFor({ state: 'detached' })
    const refused = (await agent
      .callTool({ name: 'get_site', arguments: { siteId: site.id } })
      .then(() => 'answered')
      .catch(() => 'refused')) as string
    expect(refused).toBe('refused')
    await agent.close().catch(() => undefined)

    if (process.env.TEST_SCREENSHOTS === '1') {
      await atPhoneWidth(page, false)
      await screenshot(page, 'builder-agent-activity-390-en')
      const zh = await newBuilderPage(browser, { user, locale: 'zh-tw', width: 1280, height: 800 })
      await zh.goto(appUrl(`/build/${site.id}`))
      await waitForBuilder(zh)
      await openActivity(zh, true)
      await zh.getByText('Claude 修改了網站').waitFor()
      await screenshot(zh, 'builder-agent-activity-1280-zh-tw')
      await atPhoneWidth(zh, true)
      await screenshot(zh, 'builder-agent-activity-390-zh-tw')
      await zh.context().close()
    }
    await page.context().close()
  }, 120_000)
})
