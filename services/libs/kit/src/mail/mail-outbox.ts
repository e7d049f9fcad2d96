import { InjectQueue } from '@nestjs/bullmq'
import { Injectable } from '@nestjs/common'
import { MAIL_QUEUE, mailJobSchema, type MailJob } from '@tessera/proto'
import { Queue } from 'bullmq'

/**
 * Hands e-mail to the mailer through its queue, validated as the mailer will read it; delivery
 * retries happen there. A service that sends mail registers MAIL_QUEUE and provides this.
 */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue) {}

  /** `jobId` makes a repeated send of the same message one job. */
  async send(mail: MailJob, jobId?: string): Promise<void> {
    const job = mailJobSchema.parse(mail)
    await this.queue.add(job.template, job, {
      jobId,
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    })
  }
}
