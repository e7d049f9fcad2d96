import { Inject, Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { commonErrors, CONFIG, isUniqueViolation } from '@tessera/kit'
import { DataSource } from 'typeorm'
import type { CustomDataConfig } from '../config.js'
import { isEmail } from '../rows/row-rules.js'
import { uniqueFail } from '../tables/tables.repository.js'
import { RateLimiter } from '../visitors/rate-limiter.js'
import type { AddContactBody } from './mailing-lists.controller.js'
import { errors } from '../errors.js'

@Injectable()
export class MailingListsService {
  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async addContact(
    listId: string,
    body: AddContactBody,
    ip: string,
  ): Promise<{ email: string; list_type: string }> {
    if (!this.config.MAILING_LISTS.includes(listId)) {
      throw commonErrors.NotFound('No such mailing list')
    }
    await this.limiter.take(`list:${ip}`, this.config.RATE_LIMIT_MAILING_LIST)
    const email = body.email.trim().toLowerCase()
    if (body.honeypot) return { email, list_type: body.list_type }
    if (email === '') throw errors.CustomDataRequired('email is required')
    if (!isEmail(email)) throw errors.CustomDataInvalidEmail('email must be a valid e-mail')
    try {
      await this.dataSource.query(
        `INSERT INTO custom_data.mailing_list_contacts (list_id, email, list_type) VALUES ($1, $2, $3)`,
        [listId, email, body.list_type],
      )
    } catch (error) {
      if (isUniqueViolation(error, 'mailing_list_contacts_pkey')) throw uniqueFail()
      throw error
    }
    return { email, list_type: body.list_type }
  }
}
