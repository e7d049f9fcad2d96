import { InjectQueue } from '@nestjs/bullmq'
import { Injectable } from '@nestjs/common'
import { MAIL_QUEUE, mailJobSchema, type MailJob } from '@tessera/proto'
import { Queue } from 'bullmq'

/** Puts a message on the mailer's queue, validated as the mailer will read it. */
@Injectable()
export class Mail {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue) {}

  async send(job: MailJob, jobId?: string): Promise<void> {
    const data = mailJobSchema.parse(job)
    await this.queue.add(data.template, data, {
      jobId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    })
  }
}
