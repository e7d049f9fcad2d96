import { InjectQueue } from '@nestjs/bullmq'
import { Inject, Injectable } from '@nestjs/common'
import { CONFIG, LOGGER, REDIS } from '@tessera/kit'
import { MAIL_QUEUE, mailJobSchema, type MailJob } from '@tessera/proto'
import { Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { CustomDataConfig } from '../config.js'
import type { SiteRecord } from '../sites/sites-directory.js'
import type { EventTrigger } from '../tables/table-event.entity.js'
import type { TableDef } from '../tables/tables.repository.js'

/**
 * Table events: EmailRow sends the row to its recipients through the mailer's queue, after the
 * row is stored and never inside the request's transaction, within a daily cap per site.
 */
@Injectable()
export class TableEvents {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue,
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async rowChanged(
    site: SiteRecord,
    table: TableDef,
    trigger: EventTrigger,
    row: Record<string, string>,
  ): Promise<void> {
    const events = table.events.filter((e) => e.eventType === 'EmailRow' && e.trigger === trigger)
    if (events.length === 0) return
    const fields = table.columns.map((c) => ({
      name: c.name,
      value: (row[c.name] ?? '').slice(0, 20_000),
    }))
    const siteAddress = `${site.subdomain}.${this.config.SITES_BASE_DOMAIN}`
    const mails: MailJob[] = events.flatMap((event) =>
      event.recipients.map((to) => ({
        template: 'table-row' as const,
        to,
        locale: event.locale,
        data: { tableName: table.name, trigger, site: siteAddress, fields },
      })),
    )
    const day = new Date().toISOString().slice(0, 10)
    const key = `${this.config.REDIS_PREFIX}:custom-data:mail:${site.id}:${day}`
    const [[, sent]] = (await this.redis
      .multi()
      .incrby(key, mails.length)
      .expire(key, 2 * 24 * 3600)
      .exec()) as [[Error | null, number], [Error | null, number]]
    const room = this.config.EVENT_MAIL_DAILY_CAP - (sent - mails.length)
    if (room < mails.length) {
      this.logger.warn(
        { siteId: site.id, table: table.name, dropped: mails.length - Math.max(room, 0) },
        'table event mail over the daily cap',
      )
    }
    for (const mail of mails.slice(0, Math.max(room, 0))) {
      const parsed = mailJobSchema.safeParse(mail)
      if (!parsed.success) {
        // A recipient saved before the rules tightened, say: skip it, keep the others.
        this.logger.warn({ siteId: site.id, to: mail.to }, 'table event mail not sendable')
        continue
      }
      await this.queue.add(parsed.data.template, parsed.data, {
        attempts: 8,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      })
    }
  }
}
