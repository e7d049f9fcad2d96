import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'

/** A site the platform stores itself: the user's identity site. Content parts are JSON text. */
@Entity({ name: 'local_sites' })
export class LocalSite {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string

  @Column('text')
  name!: string

  @Column('text')
  version!: string

  @Column('text')
  context!: string

  @Column('text')
  defaults!: string

  @Column('text')
  pages!: string

  /** The Free site-server pool that serves the site on the identity's subdomain, once saved. */
  @Column('uuid', { name: 'site_server_id', nullable: true })
  siteServerId!: string | null

  @Column('text', { name: 'page_order' })
  pageOrder!: string

  @Column('text', { nullable: true })
  editor!: string | null

  @Column('text')
  history!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date

  @Column('timestamptz', { name: 'content_updated_at' })
  contentUpdatedAt!: Date
}
