import { Injectable } from '@nestjs/common'
import { InjectDataSource } from '@nestjs/typeorm'
import { DataSource } from 'typeorm'
import { LocalSite } from './local-site.entity.js'

@Injectable()
export class LocalSitesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(userId: string): Promise<LocalSite | null> {
    return this.dataSource.getRepository(LocalSite).findOneBy({ userId })
  }

  async save(site: LocalSite): Promise<LocalSite> {
    await this.dataSource.getRepository(LocalSite).upsert(site, ['userId'])
    return (await this.find(site.userId))!
  }
}
