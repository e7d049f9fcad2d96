import type { Command } from '@tessera/site-format'
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** One `apply` an agent saved: its group command, kept so the agent can undo or redo it. */
@Entity({ name: 'agent_edits' })
export class AgentEdit {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string

  @Column('uuid', { name: 'site_id' })
  siteId!: string

  @Column('uuid', { name: 'user_id' })
  userId!: string

  @Column('text', { name: 'client_id' })
  clientId!: string

  @Column('text')
  label!: string

  @Column('jsonb')
  command!: Command<'g'>

  @Column('boolean')
  undone!: boolean

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date
}
