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
  /** A custom-data table event (EmailRow): the row that was added or updated. */
  z.object({
    template: z.literal('table-row'),
    ...recipient,
    data: z.object({
      tableName: z.string().min(1).max(100),
      trigger: z.enum(['AddRow', 'UpdateRow']),
      /** The site's address, so the owner knows which site it came from. */
      site: z.string().max(300),
      fields: z
        .array(z.object({ name: z.string().max(50), value: z.string().max(20_000) }))
        .max(200),
    }),
  }),
  // Billing: a renewal is coming, a renewal failed, the site was disabled; support hears of a
  // checkout that was paid but could not create its site.
  z.object({
    template: z.literal('renewal-reminder'),
    ...recipient,
    data: z.object({
      siteName: z.string().min(1),
      amount: z.string().min(1),
      date: z.string().min(1),
      link: z.url(),
    }),
  }),
  z.object({
    template: z.literal('renewal-failed'),
    ...recipient,
    data: z.object({
      siteName: z.string().min(1),
      attempt: z.number().int().positive(),
      attempts: z.number().int().positive(),
      link: z.url(),
    }),
  }),
  z.object({
    template: z.literal('site-disabled'),
    ...recipient,
    data: z.object({ siteName: z.string().min(1), link: z.url() }),
  }),
  /** An invitation to a workspace: the link carries a single-use token for this address. */
  z.object({
    template: z.literal('workspace-invitation'),
    ...recipient,
    data: z.object({
      workspaceName: z.string().min(1).max(200),
      link: z.url(),
      expiresInDays: z.number().int().positive(),
    }),
  }),
  z.object({
    template: z.literal('checkout-failed'),
    ...recipient,
    data: z.object({
      checkoutId: z.string().min(1),
      siteName: z.string().min(1),
      userId: z.string().min(1),
      reason: z.string().min(1),
      link: z.url(),
    }),
  }),
])

export type MailJob = z.input<typeof mailJobSchema>
export type MailTemplate = MailJob['template']
