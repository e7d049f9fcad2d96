import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm'

/** A provider event as received; the unique (provider, event_key) makes a replay a no-op. */
@Entity({ name: 'notifications' })
export class ProviderEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string

  @Column('text')
  provider!: string

  @Column('text', { name: 'event_key' })
  eventKey!: string

  @Column('text', { name: 'trade_no', nullable: true })
  tradeNo!: string | null

  @Column('text')
  result!: string

  @Column('jsonb')
  payload!: Record<string, unknown>

  @Column('timestamptz', { name: 'received_at' })
  receivedAt!: Date
}
