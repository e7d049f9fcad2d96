import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'

/** How a site is reached (pushed by the sites service) and which of its versions are what. */
@Entity({ name: 'sites' })
export class SiteRecord {
  @PrimaryColumn('uuid', { name: 'site_id' })
  siteId!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text', { name: 'site_type' })
  siteType!: string

  @Column('text')
  subdomain!: string

  @Column('boolean')
  disabled!: boolean

  @Column('text', { name: 'preview_id', nullable: true })
  previewId!: string | null

  @Column('bigint', { name: 'pages_limit' })
  pagesLimit!: string

  @Column('bigint', { name: 'history_limit' })
  historyLimit!: string

  @Column('boolean')
  published!: boolean

  @Column('integer', { name: 'live_version' })
  liveVersion!: number

  @Column('integer', { name: 'draft_version', nullable: true })
  draftVersion!: number | null

  @Column('integer', { name: 'next_version' })
  nextVersion!: number

  @Column('timestamptz', { name: 'hosting_updated_at' })
  hostingUpdatedAt!: Date

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date

  @Column('timestamptz', { name: 'content_updated_at' })
  contentUpdatedAt!: Date
}
