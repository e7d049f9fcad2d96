import { baseConfigSchema, redisConfigSchema } from '@tessera/kit'
import { z } from 'zod'

export const mailerConfigSchema = baseConfigSchema.extend({
  ...redisConfigSchema.shape,
  /** smtp://user:pass@host:port, or smtps:// for implicit TLS. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.localhost>'),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(5),
})

export type MailerConfig = z.infer<typeof mailerConfigSchema>
