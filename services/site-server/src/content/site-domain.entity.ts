import { Column, Entity, PrimaryColumn } from 'typeorm'

/** A verified custom domain: visitors arriving with this Host see the site. */
@Entity({ name: 'domains' })
export class SiteDomain {
  @PrimaryColumn('text')
  domain!: string

  @Column('uuid', { name: 'site_id' })
  siteId!: string
}
