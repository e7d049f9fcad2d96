import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'

/** One name in the namespace shared by identities (no site) and sites. */
@Entity({ name: 'subdomains' })
export class Subdomain {
  @PrimaryColumn('text')
  subdomain!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('uuid', { name: 'site_id', nullable: true })
  siteId!: string | null

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
