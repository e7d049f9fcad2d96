import { MailSinkClient, testStack, uniqueEmail, waitForQueuesIdle } from '@tessera/kit/testing'
import { MAIL_QUEUE, type MailJob } from '@tessera/proto'
import { Queue } from 'bullmq'
import { afterAll, describe, expect, it } from 'vitest'

const stack = testStack()
const sink = new MailSinkClient(stack.mailSinkUrl)
const queue = new Queue(MAIL_QUEUE, {
  connection: { url: stack.redisUrl },
  prefix: `${stack.redisPrefix}:bull`,
})
afterAll(() => queue.close())

describe('mailer', () => {
  it('delivers a queued message over SMTP in the recipient language', async () => {
    const to = uniqueEmail('mailer')
    const job: MailJob = {
      template: 'reset-password',
      to,
      locale: 'zh-tw',
      data: { link: 'http://localhost:8080/reset-password?token=abc', expiresInMinutes: 60 },
    }
    await queue.add(job.template, job)
    const message = await sink.waitForMail(to)
    expect(message.subject).toBe('重設您的 Tessera 密碼')
    expect(message.text).toContain('http://localhost:8080/reset-password?token=abc')
    expect(message.html).toContain('lang="zh-Hant-TW"')
    expect(message.from).toBe('no-reply@tessera.localhost')
  })

  it('fails a malformed job at once instead of retrying it', async () => {
    const added = await queue.add(
      'confirm-email',
      { template: 'confirm-email', to: 'not an address', data: {} },
      { attempts: 5, backoff: 1000 },
    )
    await waitForQueuesIdle(stack.redisUrl, stack.redisPrefix, [MAIL_QUEUE])
    const job = await queue.getJob(added.id!)
    expect(await job!.getState()).toBe('failed')
    expect(job!.attemptsMade).toBe(1)
    expect(job!.failedReason).toMatch(/invalid mail job/)
  })
})
