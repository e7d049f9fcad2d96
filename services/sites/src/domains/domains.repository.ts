import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { isUniqueViolation } from '@tessera/kit'
import { DataSource } from 'typeorm'
import { Domain } from './domain.entity.js'
import { errors } from '../errors.js'

@Injectable()
export class DomainsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get domains() {
    return this.dataSource.getRepository(Domain)
  }

  find(siteId: string, domain: string): Promise<Domain | null> {
    return this.domains.findOneBy({ siteId, domain })
  }

  /** The site's verified custom domains. */
  async verifiedOf(siteId: string): Promise<string[]> {
    const rows = await this.domains.findBy({ siteId, verified: true })
    return rows.map((row) => row.domain)
  }

  countOf(siteId: string): Promise<number> {
    return this.domains.countBy({ siteId })
  }

  async insert(siteId: string, domain: string, verifyToken: string): Promise<Domain> {
    try {
      // An insert, never save(): save() would move a domain that exists to this site.
      await this.domains.insert({ siteId, domain, verifyToken, verified: false, verifiedAt: null })
      return (await this.domains.findOneBy({ domain }))!
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw errors.DomainExists()
      }
      throw error
    }
  }

  async markVerified(siteId: string, domain: string): Promise<void> {
    await this.domains.update({ siteId, domain }, { verified: true, verifiedAt: new Date() })
  }

  async delete(siteId: string, domain: string): Promise<void> {
    await this.domains.delete({ siteId, domain })
  }
}
