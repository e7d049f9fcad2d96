import type { Provider } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import nodemailer from 'nodemailer'
import type { MailerConfig } from '../config.js'

export const SMTP_TRANSPORT = Symbol('SMTP_TRANSPORT')

export const smtpTransportProvider: Provider = {
  provide: SMTP_TRANSPORT,
  inject: [CONFIG],
  useFactory: (config: MailerConfig) =>
    nodemailer.createTransport(
      `${config.SMTP_URL}${config.SMTP_URL.includes('?') ? '&' : '?'}pool=true`,
    ),
}
