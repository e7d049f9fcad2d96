import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A confirmation code sent to one address; only its hash is kept. */
@Entity({ name: 'email_confirmations' })
export class EmailConfirmation {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text')
  email!: string

  @Column('text', { name: 'code_hash' })
  codeHash!: string

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date

  @Column('timestamptz', { name: 'confirmed_at', nullable: true })
  confirmedAt!: Date | null

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
