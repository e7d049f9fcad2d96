import { Column, Entity, PrimaryColumn } from 'typeorm'

/** A site's custom data: bytes of row values and tables, changed in each write's transaction. */
@Entity({ name: 'site_usage' })
export class SiteUsage {
  @PrimaryColumn('uuid', { name: 'site_id' })
  siteId!: string

  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  bytes!: number

  @Column('integer')
  tables!: number
}
