import { mailLocales, type MailJob } from '@tessera/proto'
import { describe, expect, it } from 'vitest'
import { messages } from './messages.js'
import { renderMail } from './render.js'

const jobs: MailJob[] = [
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
})
