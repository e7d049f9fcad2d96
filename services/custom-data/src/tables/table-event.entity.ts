import { Column, Entity, PrimaryColumn } from 'typeorm'

export const eventTriggers = ['AddRow', 'UpdateRow'] as const
export type EventTrigger = (typeof eventTriggers)[number]

/** EmailRow: the row is mailed to the recipients when the trigger happens. */
@Entity({ name: 'events' })
export class TableEvent {
  @PrimaryColumn('uuid', { name: 'table_id' })
  tableId!: string

  @PrimaryColumn('integer')
  position!: number

  @Column('text', { name: 'event_type' })
  eventType!: 'EmailRow'

  @Column('text')
  trigger!: EventTrigger

  @Column('text', { array: true })
  recipients!: string[]

  /** The language of the mail: en or zh-tw. */
  @Column('text')
  locale!: 'en' | 'zh-tw'
}
