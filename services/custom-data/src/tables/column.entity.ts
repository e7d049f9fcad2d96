import { Column, Entity, PrimaryColumn } from 'typeorm'

export const ruleTypes = ['Required', 'Unique', 'Email', 'MinLength', 'MaxLength'] as const
export type RuleType = (typeof ruleTypes)[number]

export interface StoredRule {
  rule_type: RuleType
  parameter?: number
}

/** A column of a custom table; row values are keyed by `key`, so renaming touches only this. */
@Entity({ name: 'columns' })
export class CustomColumn {
  @PrimaryColumn('uuid', { name: 'table_id' })
  tableId!: string

  @PrimaryColumn('integer')
  key!: number

  @Column('text')
  name!: string

  @Column('integer')
  position!: number

  @Column('text', { name: 'default_value', nullable: true })
  defaultValue!: string | null

  @Column('text', { name: 'data_type' })
  dataType!: string

  @Column('jsonb')
  rules!: StoredRule[]
}
