import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource } from 'typeorm'
import type { BillingSnapshot } from '../checkouts/checkout.entity.js'
import { BillingInfo } from './billing-info.entity.js'

@Injectable()
export class BillingInfoRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get infos() {
    return this.dataSource.getRepository(BillingInfo)
  }

  listByUser(userId: string): Promise<BillingInfo[]> {
    return this.infos.find({ where: { userId }, order: { createdAt: 'DESC' }, take: 50 })
  }

  findById(id: string): Promise<BillingInfo | null> {
    return this.infos.findOneBy({ id })
  }

  /** Saves an address once: the same details again are the same record. */
  async save(userId: string, info: BillingSnapshot): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO billing.billing_infos (user_id, email, phone_country, phone_number, name, country_code, address)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        userId,
        info.email,
        info.phoneCountry,
        info.phoneNumber,
        info.name,
        info.countryCode,
        info.address,
      ],
    )
  }

  async delete(id: string): Promise<void> {
    await this.infos.delete({ id })
  }
}
