import type { SiteType } from '@tessera/site-format'
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A site's record: who owns it, how it is reached, where its content lives. */
@Entity({ name: 'sites' })
export class Site {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  /** The workspace the site belongs to: its members' roles apply to the site. */
  @Column('uuid', { name: 'workspace_id' })
  workspaceId!: string

  @Column('text')
  name!: string

  @Column('text')
  subdomain!: string

  @Column('text', { name: 'site_type' })
  siteType!: SiteType

  @Column('uuid', { name: 'site_server_id' })
  siteServerId!: string

  /** The checkout that bought a paid site; null for free sites. */
  @Column('uuid', { name: 'checkout_id', nullable: true })
  checkoutId!: string | null

  @Column('boolean')
  published!: boolean

  @Column('boolean')
  disabled!: boolean

  @Column('text', { name: 'preview_id', nullable: true })
  previewId!: string | null

  @Column('integer', { name: 'live_version' })
  liveVersion!: number

  @Column('integer', { name: 'draft_version', nullable: true })
  draftVersion!: number | null

  @Column('text', { array: true })
  categories!: string[]

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date

  @Column('timestamptz', { name: 'content_updated_at' })
  contentUpdatedAt!: Date

  /** Who saved the content last; null until a save reports its author. */
  @Column('uuid', { name: 'content_updated_by', nullable: true })
  contentUpdatedBy!: string | null
}
