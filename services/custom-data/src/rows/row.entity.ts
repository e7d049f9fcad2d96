import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm'

/** One row: values by column key, and the hash of the secret its creator holds. */
@Entity({ name: 'rows' })
export class CustomRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'table_id' })
  tableId!: string

  /** Insertion order, for ListRows and export. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq!: string

  @Column('jsonb')
  values!: Record<string, string>

  /** Bytes of the values as JSON text, counted in the site's usage. */
  @Column('integer')
  size!: number

  @Column('text', { name: 'secret_hash', nullable: true })
  secretHash!: string | null

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date
}
