import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** One tool call of an agent: who, which client, what, on which site, and how it ended. */
@Entity({ name: 'calls' })
export class AgentCall {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string

  @Column('uuid', { name: 'site_id', nullable: true })
  siteId!: string | null

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text', { name: 'client_id' })
  clientId!: string

  @Column('text', { name: 'client_name' })
  clientName!: string

  @Column('text')
  tool!: string

  /** SHA-256 of the call's arguments. */
  @Column('text', { nullable: true })
  digest!: string | null

  /** The version's update key before and after a write. */
  @Column('text', { name: 'version_before', nullable: true })
  versionBefore!: string | null

  @Column('text', { name: 'version_after', nullable: true })
  versionAfter!: string | null

  /** `ok`, or the error code. */
  @Column('text')
  outcome!: string

  @Column('integer', { name: 'duration_ms' })
  durationMs!: number

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
