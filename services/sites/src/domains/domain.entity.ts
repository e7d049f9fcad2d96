import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm'

/** A custom domain of a site; visitors reach the site there once it is verified. */
@Entity({ name: 'domains' })
export class Domain {
  @PrimaryColumn('text')
  domain!: string

  @Column('uuid', { name: 'site_id' })
  siteId!: string

  @Column('boolean')
  verified!: boolean

  @Column('text', { name: 'verify_token' })
  verifyToken!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt!: Date | null
}
