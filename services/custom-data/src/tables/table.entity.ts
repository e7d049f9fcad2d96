import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm'

/** A site owner's table: its columns and events are rows of their own. */
@Entity({ name: 'tables' })
export class CustomTable {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'site_id' })
  siteId!: string

  @Column('text')
  name!: string

  /** Visitors may read rows by filter (GetRow) without the row's secret. */
  @Column('boolean', { name: 'visitor_readable' })
  visitorReadable!: boolean

  @Column('integer', { name: 'row_count' })
  rowCount!: number

  /** The key the next column gets in row values; keys are never reused. */
  @Column('integer', { name: 'next_column_key' })
  nextColumnKey!: number

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date
}
