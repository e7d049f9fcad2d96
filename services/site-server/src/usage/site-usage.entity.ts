import { Column, Entity, PrimaryColumn } from 'typeorm'

/** Views and bytes served, as flushed from the Redis counters. */
@Entity({ name: 'usage' })
export class SiteUsage {
  @PrimaryColumn('uuid', { name: 'site_id' })
  siteId!: string

  @Column('bigint')
  views!: string

  @Column('bigint')
  bandwidth!: string

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date
}
