import { Inject, Injectable } from '@nestjs/common'
import type { Client } from '@connectrpc/connect'
import { CONFIG, grpcClient, LOGGER } from '@tessera/kit'
import { SitesInternalService } from '@tessera/proto'
import type { Logger } from 'pino'
import type { SiteServerConfig } from '../config.js'

/** How many people the sites service names in one call. */
const BATCH = 100

/**
 * Names the authors of saves and restore points as the dashboard names who edited a site: by
 * the address they joined their workspace with, which the sites service keeps.
 */
@Injectable()
export class MemberEmails {
  private readonly client: Client<typeof SitesInternalService> | undefined

  constructor(
    @Inject(CONFIG) config: SiteServerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.client = config.SITES_GRPC_URL
      ? grpcClient(SitesInternalService, config.SITES_GRPC_URL)
      : undefined
  }

  /**
   * By user id. Without the sites service, or when it does not answer, nobody is named: the
   * lists still show, with "another member" in place of a name.
   */
  async of(userIds: Iterable<string | null>): Promise<Map<string, string>> {
    const ids = [...new Set([...userIds].filter((id): id is string => id !== null))]
    const emails = new Map<string, string>()
    if (!this.client || ids.length === 0) return emails
    try {
      for (let at = 0; at < ids.length; at += BATCH) {
        const answer = await this.client.getMemberEmails({ userIds: ids.slice(at, at + BATCH) })
        for (const [id, email] of Object.entries(answer.emails)) emails.set(id, email)
      }
    } catch (err) {
      this.logger.warn({ err }, 'could not name members')
    }
    return emails
  }
}
