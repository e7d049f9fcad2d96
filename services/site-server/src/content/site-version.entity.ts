import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'

/** One version of a site's content, parts as JSON text, guarded by its update key. */
@Entity({ name: 'versions' })
export class SiteVersion {
  @PrimaryColumn('uuid', { name: 'site_id' })
  siteId!: string

  @PrimaryColumn('integer')
  version!: number

  @Column('text')
  name!: string

  @Column('text', { name: 'format_version' })
  formatVersion!: string

  @Column('text')
  context!: string

  @Column('text')
  defaults!: string

  @Column('text')
  pages!: string

  @Column('text', { name: 'page_order' })
  pageOrder!: string

  @Column('text', { nullable: true })
  editor!: string | null

  @Column('text')
  history!: string

  @Column('text', { name: 'update_key' })
  updateKey!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date

  @Column('timestamptz', { name: 'content_updated_at' })
  contentUpdatedAt!: Date
}
