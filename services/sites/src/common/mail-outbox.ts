import { InjectQueue } from '@nestjs/bullmq'
import { Injectable } from '@nestjs/common'
import { MAIL_QUEUE, mailJobSchema, type MailJob } from '@tessera/proto'
import { Queue } from 'bullmq'

/** Hands e-mail to the mailer through its queue; delivery retries happen there. */
@Injectable()
export class MailOutbox {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue) {}

  async send(mail: MailJob): Promise<void> {
    const job = mailJobSchema.parse(mail)
    await this.queue.add(job.template, job, {
      attempts: 8,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    })
  }
}
