import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A single-use, expiring password-reset link; only its hash is kept. */
@Entity({ name: 'password_resets' })
export class PasswordReset {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text', { name: 'token_hash' })
  tokenHash!: string

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
