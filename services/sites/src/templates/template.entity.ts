import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A starting point for new sites; content parts are JSON text, as the API carries them. */
@Entity({ name: 'templates' })
export class Template {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('text', { name: 'collection_id' })
  collectionId!: string

  @Column('text')
  name!: string

  @Column('text')
  description!: string

  @Column('text', { array: true })
  categories!: string[]

  @Column('text', { name: 'preview_url', nullable: true })
  previewUrl!: string | null

  @Column('text')
  version!: string

  @Column('text')
  context!: string

  @Column('text')
  defaults!: string

  @Column('text')
  pages!: string

  @Column('text', { name: 'page_order' })
  pageOrder!: string

  @Column('boolean')
  public!: boolean

  @Column('uuid', { name: 'created_by' })
  createdBy!: string

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt!: Date
}
