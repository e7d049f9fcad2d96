import { mailLocales, type MailJob } from '@tessera/proto'
import { describe, expect, it } from 'vitest'
import { messages, tableRowMessages } from './messages.js'
import { renderMail } from './render.js'

const jobs: Array<Extract<MailJob, { template: 'confirm-email' | 'reset-password' }>> = [
  {
    template: 'confirm-email',
    to: 'a@example.test',
    data: {
      code: 'c0de"<x>',
      link: 'https://app.test/confirm-email?code=c0de&x=1',
      expiresInHours: 24,
    },
  },
  {
    template: 'reset-password',
    to: 'a@example.test',
    data: { link: 'https://app.test/reset-password?token=t', expiresInMinutes: 60 },
  },
]

describe('renderMail', () => {
  it('has every template in every language', () => {
    for (const locale of mailLocales) {
      expect(Object.keys(messages[locale]).sort()).toEqual(Object.keys(messages.en).sort())
    }
  })

  it.each(mailLocales)('renders each template in %s with its link and values', (locale) => {
    for (const job of jobs) {
      const mail = renderMail({ ...job, locale })
      expect(mail.subject).toBe(messages[locale][job.template].subject)
      expect(mail.text).toContain(job.data.link)
      expect(mail.html).toContain(job.data.link.replace(/&/g, '&#38;'))
      expect(mail.text).not.toMatch(/\{\w+\}/)
      expect(mail.html).not.toMatch(/\{\w+\}/)
    }
  })

  it('escapes values in HTML but keeps them readable in text', () => {
    const mail = renderMail(jobs[0]!)
    expect(mail.text).toContain('c0de"<x>')
    expect(mail.html).not.toContain('<x>')
    expect(mail.html).toContain('c0de&#34;&#60;x&#62;')
  })

  it('defaults to English and rejects malformed jobs', () => {
    expect(renderMail(jobs[1]!).subject).toBe('Reset your Tessera password')
    expect(() => renderMail({ ...jobs[1]!, to: 'not-an-email' } as MailJob)).toThrow()
  })

  it.each(mailLocales)('renders a table row in %s, escaping the visitor text', (locale) => {
    const mail = renderMail({
      template: 'table-row',
      to: 'owner@example.test',
      locale,
      data: {
        tableName: 'contacts',
        trigger: 'AddRow',
        site: 'my-site.localhost',
        fields: [
          { name: 'email', value: 'v@example.test' },
          { name: 'message', value: '<script>alert(1)</script>\nline two' },
        ],
      },
    })
    expect(mail.subject).toBe(
      tableRowMessages[locale].subject.AddRow.replace('{tableName}', 'contacts'),
    )
    expect(mail.text).toContain('message: <script>alert(1)</script>\nline two')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&#60;script&#62;')
    expect(mail.text).not.toMatch(/\{\w+\}/)
  })
})
