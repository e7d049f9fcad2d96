import { z } from 'zod'

/** The queue the mailer consumes; any service may enqueue to it. */
export const MAIL_QUEUE = 'mail'

export const mailLocales = ['en', 'zh-tw'] as const
export type MailLocale = (typeof mailLocales)[number]

const recipient = {
  to: z.email(),
  locale: z.enum(mailLocales).default('en'),
}

/** One job per message; the mailer renders the template in the recipient's language. */
export const mailJobSchema = z.discriminatedUnion('template', [
  z.object({
    template: z.literal('confirm-email'),
    ...recipient,
    data: z.object({
      code: z.string().min(1),
      link: z.url(),
      expiresInHours: z.number().int().positive(),
    }),
  }),
  z.object({
    template: z.literal('reset-password'),
    ...recipient,
    data: z.object({ link: z.url(), expiresInMinutes: z.number().int().positive() }),
  }),
])

export type MailJob = z.input<typeof mailJobSchema>
export type MailTemplate = MailJob['template']
