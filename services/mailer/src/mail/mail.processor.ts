import { Processor, WorkerHost } from '@nestjs/bullmq'
import { Inject } from '@nestjs/common'
import { CONFIG, LOGGER } from '@tessera/kit'
import { MAIL_QUEUE, mailJobSchema } from '@tessera/proto'
import { UnrecoverableError, type Job } from 'bullmq'
import type { Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { MailerConfig } from '../config.js'
import { renderMail } from './render.js'
import { SMTP_TRANSPORT } from './smtp-transport.js'

/** Sends one queued message. SMTP failures throw so BullMQ retries with back-off. */
@Processor(MAIL_QUEUE, { concurrency: Number(process.env.MAIL_CONCURRENCY ?? 5) })
export class MailProcessor extends WorkerHost {
  constructor(
    @Inject(SMTP_TRANSPORT) private readonly transport: Transporter,
    @Inject(CONFIG) private readonly config: MailerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super()
  }

  async process(job: Job<unknown>): Promise<{ messageId: string }> {
    const parsed = mailJobSchema.safeParse(job.data)
    if (!parsed.success) {
      // Retrying cannot fix a malformed job.
      throw new UnrecoverableError(
        `invalid mail job: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
      )
    }
    const mail = renderMail(parsed.data)
    const info = (await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: parsed.data.to,
      ...mail,
    })) as { messageId: string }
    this.logger.info(
      { jobId: job.id, template: parsed.data.template, messageId: info.messageId },
      'mail sent',
    )
    return { messageId: info.messageId }
  }
}
