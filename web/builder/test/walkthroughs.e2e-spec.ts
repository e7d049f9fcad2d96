// A contact form built through its walkthrough, published, used by a visitor, mailed to the
// owner, and found again in the builder's custom data; then a mailing list linked to that table.
import { readFile } from 'node:fs/promises'
import { MailSinkClient, testStack, uniqueEmail } from '@tessera/kit/testing'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appUrl,
  createServerSite,
  expectSaved,
  newBuilderPage,
  registerUser,
  screenshot,
  seriousViolations,
  waitForBuilder,
} from './builder-page'

/** Adds a New-menu block by its button. */
async function addBlock(page: Page, name: string, menuName = 'New'): Promise<void> {
  const menu = page.getByRole('button', { name: menuName, exact: true })
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  await page.getByRole('region', { name: menuName }).getByRole('button', { name }).click()
}

describe('the form walkthroughs in a browser', () => {
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
        // Published sites answer on {subdomain}.localhost.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      ],
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
  })

  it('builds a contact form through its walkthrough; a visitor sends it; the owner gets the mail and the row', async () => {
    const user = await registerUser('walkthrough')
    const site = await createServerSite(user)
    const inbox = uniqueEmail('walkthrough-inbox')
    const page = await newBuilderPage(browser, { user })
    await page.goto(appUrl(`/build/${site.id}`))
    await waitForBuilder(page)
    await expectSaved(page)

    // Adding the form opens its walkthrough; with no tables it starts at CreateTable.
    await addBlock(page, 'Contact form')
    const walkthrough = page.getByRole('dialog', { name: 'Set up the contact form' })
    await walkthrough.waitFor()
    const tableName = walkthrough.getByRole('textbox', { name: 'Table name' })
    await tableName.waitFor({ timeout: 20_000 })
    expect(await tableName.inputValue()).toBe('Contact requests')
    expect(await walkthrough.getByRole('button', { name: 'Back' }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-contact-create-table')

    await walkthrough.getByRole('button', { name: 'Next' }).click()
    const recipient = walkthrough.getByRole('textbox', { name: 'Recipient 1' })
    await recipient.waitFor()
    await recipient.fill(inbox)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-contact-recipients')

    // The walkthrough is part of the saved editor state: a reload comes back to this step.
    await expectSaved(page)
    await page.reload()
    await waitForBuilder(page)
    const resumed = walkthrough.getByRole('textbox', { name: 'Recipient 1' })
    await resumed.waitFor({ timeout: 20_000 })
    expect(await resumed.inputValue()).toBe(inbox)
    await walkthrough.getByRole('button', { name: 'Confirm' }).click()
    await walkthrough.waitFor({ state: 'detached', timeout: 20_000 })
    await expectSaved(page)

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor({ timeout: 30_000 })

    // A visitor on the published site.
    const port = new URL(testStack().urls['site-server']!).port
    const visitor = await browser.newPage()
    const submit = async (message: string) => {
      await visitor.goto(`http://${site.subdomain}.localhost:${port}/`)
      await visitor.locator('input[type="email"]').fill('visitor@example.test')
      await visitor.locator('input[name="contact-name"]').fill('Vera')
      await visitor.locator('textarea').fill(message)
      await visitor.locator('button[type="submit"]').click()
    }
    await submit('Hello from the walkthrough test')
    await visitor.getByText('Contact request sent!').waitFor({ timeout: 30_000 })
    await screenshot(visitor, 'walkthrough-visitor-sent')
    await submit('The same address again')
    await visitor.getByText(/already submitted/).waitFor({ timeout: 30_000 })
    await visitor.close()

    const mail = await new MailSinkClient(testStack().mailSinkUrl).waitForMail(inbox, {
      timeoutMs: 30_000,
    })
    expect(mail.subject).toBe('New row in Contact requests')
    expect(mail.text).toContain('Hello from the walkthrough test')

    // The row in the builder's table, and the table as CSV.
    await page.getByRole('button', { name: 'Custom data', exact: true }).click()
    await page.getByRole('button', { name: /^Contact requests/ }).click()
    const rows = page.getByRole('dialog', { name: 'Contact requests' })
    await rows.getByRole('cell', { name: 'visitor@example.test' }).waitFor({ timeout: 20_000 })
    expect(await rows.getByRole('row').count()).toBe(2)
    expect(await rows.getByRole('cell', { name: 'Hello from the walkthrough test' }).count()).toBe(
      1,
    )
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-custom-data-rows')

    // A CSV import through the service: the bad row is skipped and reported, the good one added.
    await rows.getByLabel('CSV file to import').setInputFiles({
      name: 'more.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'email,name,message\nann@example.test,Ann,Hello there from Ann\nnot-an-address,Bo,Hello there\n',
      ),
    })
    await rows.getByRole('checkbox', { name: 'Skip rows with errors' }).check()
    await rows.getByRole('button', { name: 'Import', exact: true }).click()
    await rows
      .getByRole('alert')
      .filter({ hasText: 'These rows could not be added: 3.' })
      .waitFor({ timeout: 30_000 })
    await rows.getByRole('cell', { name: 'ann@example.test' }).waitFor({ timeout: 20_000 })
    expect(await rows.getByRole('row').count()).toBe(3)
    await screenshot(page, 'walkthrough-custom-data-import')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rows.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Contact requests.csv')
    const csv = await readFile((await download.path())!, 'utf8')
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines[0]!.split(',').sort()).toEqual(['email', 'message', 'name'])
    expect(lines[1]).toContain('visitor@example.test')
    expect(lines[2]).toContain('ann@example.test')
    await page.keyboard.press('Escape')
    await rows.waitFor({ state: 'detached' })

    // The table as the walkthrough made it, open for editing: its rules and its e-mail event.
    await page.getByRole('button', { name: 'Edit the table Contact requests' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit the table Contact requests' })
    await edit.waitFor()
    const event = edit.getByRole('group', { name: 'E-mail event 1' })
    expect(await event.getByRole('textbox', { name: 'Recipient 1' }).inputValue()).toBe(inbox)
    const email = edit.getByRole('group', { name: 'Column 1' })
    expect(await email.getByRole('textbox', { name: 'Column name' }).inputValue()).toBe('email')
    for (const rule of ['Required', 'Unique', 'E-mail address']) {
      expect(await email.getByRole('checkbox', { name: rule }).isChecked()).toBe(true)
    }
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-custom-data-edit')
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await edit.waitFor({ state: 'detached' })

    // A mailing list offers the contact table (it has an email column) in link mode. It goes
    // into the page root, not into the selected contact form.
    await page.getByRole('tree', { name: 'Components' }).getByRole('treeitem').first().click()
    await addBlock(page, 'Mailing list')
    const list = page.getByRole('dialog', { name: 'Set up the mailing list' })
    await list.getByRole('button', { name: /Use an existing table/ }).waitFor({ timeout: 20_000 })
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-mailing-init')
    await list.getByRole('button', { name: /Use an existing table/ }).click()
    const confirm = list.getByRole('button', { name: 'Confirm' })
    expect(await confirm.isDisabled()).toBe(true)
    await list.getByRole('radio', { name: /Contact requests/ }).check()
    await screenshot(page, 'walkthrough-mailing-link')
    await confirm.click()
    await list.waitFor({ state: 'detached', timeout: 20_000 })
    await expectSaved(page)
    await page.context().close()
  }, 240_000)

  it('speaks Traditional Chinese and shows errors.table_name under the mailing list name', async () => {
    const user = await registerUser('walkthrough-zh')
    const site = await createServerSite(user)
    const page = await newBuilderPage(browser, { user, locale: 'zh-tw' })
    await page.goto(appUrl(`/build/${site.id}`))
    // The canvas frame's title is translated too.
    await page
      .frameLocator('iframe')
      .locator('[data-component-id]')
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 })
    await addBlock(page, '郵寄名單', '新增元件')
    const list = page.getByRole('dialog', { name: '設定郵寄名單' })
    const name = list.getByRole('textbox', { name: '資料表名稱' })
    await name.waitFor({ timeout: 20_000 })
    // The new table is offered a name in the builder's language.
    expect(await name.inputValue()).toBe('郵寄名單')
    await name.fill('a')
    await list.getByRole('button', { name: '確認' }).click()
    await list.getByRole('alert').waitFor()
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'walkthrough-mailing-zh-tw')
    await list.getByRole('button', { name: '取消' }).click()
    await list.waitFor({ state: 'detached' })
    await page.context().close()
  }, 120_000)
})
