import { MailSinkClient, uniqueEmail, waitForJobsDone } from '@tessera/kit/testing'
import { MAIL_QUEUE } from '@tessera/proto'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, ROOT, startService, type RunningService } from '../../../infra/local/stack.mjs'
import { apiClient } from '@tessera/kit/testing'
import { call, own, siteWithContacts, solve, stack, visitorAdd } from './helpers.js'

const sink = new MailSinkClient(stack.mailSinkUrl)
const started: RunningService[] = []
afterAll(async () => Promise.all(started.map((s) => s.stop())))

/** Every mail to `to` that the requests so far queued has been sent (or failed for good). */
const mailsSent = (to: string) =>
  waitForJobsDone(stack.redisUrl, stack.redisPrefix, MAIL_QUEUE, (data) => {
    return (data as { to?: string } | undefined)?.to === to
  })

const emailRow = (recipients: string[], trigger = 'AddRow', locale = 'en') => ({
  event_type: 'EmailRow',
  trigger,
  options: { recipients, locale },
})

describe('table events', () => {
  it('mails a visitor’s new row to every recipient through the mailer, the text kept literal', async () => {
    const owner = uniqueEmail('owner')
    const partner = uniqueEmail('partner')
    const site = await siteWithContacts({ events: [emailRow([owner, partner])] })
    const res = await visitorAdd(site, 'contacts', {
      email: 'visitor@example.test',
      message: '<b>Hello</b> & welcome',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    for (const to of [owner, partner]) {
      const mail = await sink.waitForMail(to)
      expect(mail.subject).toBe('New row in contacts')
      expect(mail.text).toContain('email: visitor@example.test')
      expect(mail.text).toContain('message: <b>Hello</b> & welcome')
      expect(mail.text).toContain(`${site.subdomain}.localhost`)
      expect(mail.html).not.toContain('<b>Hello</b>')
    }
  })

  it('mails updates in Traditional Chinese when the event says so, and not for AddRow', async () => {
    const owner = uniqueEmail('owner-zh')
    const site = await siteWithContacts({ events: [emailRow([owner], 'UpdateRow', 'zh-tw')] })
    const added = await visitorAdd(site, 'contacts', {
      email: 'v@example.test',
      message: 'first message',
    })
    const updated = await call(site, 'UpdateRow', {
      table_name: 'contacts',
      row_id: added.body.id,
      new_row: { message: '第二則訊息' },
      row_secret: added.body.row_secret,
      altcha: await solve(site),
    })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    const mail = await sink.waitForMail(owner)
    expect(mail.subject).toBe('contacts 的資料列已更新')
    expect(mail.text).toContain('message: 第二則訊息')
    expect(await sink.list(owner)).toHaveLength(1)
  })

  it('sends nothing when a row is refused', async () => {
    const owner = uniqueEmail('owner-refused')
    const site = await siteWithContacts({ events: [emailRow([owner])] })
    await own(site, 'AddRow', {
      table_name: 'contacts',
      row: { email: 'a@example.test', message: 'hello there' },
    })
    const dup = await own(site, 'AddRow', {
      table_name: 'contacts',
      row: { email: 'a@example.test', message: 'hello again' },
    })
    expect(dup.status).toBe(400)
    await sink.waitForMail(owner)
    await mailsSent(owner)
    expect(await sink.list(owner)).toHaveLength(1)
  })

  it('stops mailing for the day at the per-site cap', async () => {
    const port = await freePort()
    const service = await startService(
      'custom-data',
      {
        ...stack.env['custom-data']!,
        PORT: String(port),
        GRPC_PORT: '0',
        EVENT_MAIL_DAILY_CAP: '2',
      },
      { logFile: `${ROOT}/.data/test-logs/custom-data-${port}.log` },
    )
    started.push(service)
    const direct = apiClient(service.url)
    const owner = uniqueEmail('owner-cap')
    const site = await siteWithContacts({ events: [emailRow([owner])] })
    for (let i = 0; i < 4; i += 1) {
      const res = await call(
        site,
        'AddRow',
        { table_name: 'contacts', row: { email: `${i}@example.test`, message: 'hello there' } },
        { direct, token: site.owner.token },
      )
      expect(res.status).toBe(200)
    }
    await sink.waitForMail(owner, { count: 2 })
    await mailsSent(owner)
    expect(await sink.list(owner)).toHaveLength(2)
  })
})
