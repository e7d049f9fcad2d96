import { safeText } from '@tessera/kit'
import { mailLocales } from '@tessera/proto'
import { z } from 'zod'
import { ruleTypes } from './column.entity.js'
import { eventTriggers } from './table-event.entity.js'

/** Longest text a name, a recipient or a default may be before the spec's own rules run. */
const name = safeText(1000)

export const ruleInput = z.object({
  rule_type: z.enum(ruleTypes),
  parameter: z.union([z.number(), z.string().max(20), z.null()]).optional(),
})

export const columnInput = z.object({
  name,
  default: safeText(1000).nullish(),
  data_type: z.literal('TEXT').default('TEXT'),
  validation_rules: z.array(ruleInput).max(10).default([]),
})
export type ColumnInput = z.infer<typeof columnInput>

/** A map of column name to column (the spec's form), or a list. */
const columnsInput = z
  .union([z.record(z.string(), columnInput), z.array(columnInput)])
  .transform((columns) => (Array.isArray(columns) ? columns : Object.values(columns)))
  .refine((columns) => columns.length <= 100, { message: 'at most 100 columns' })

export const eventInput = z.object({
  event_type: z.literal('EmailRow'),
  trigger: z.enum(eventTriggers),
  options: z.object({
    recipients: z.array(safeText(1000)).max(100),
    locale: z.enum(mailLocales).default('en'),
  }),
})
export type EventInput = z.infer<typeof eventInput>

const eventsInput = z.array(eventInput).max(100)

export const tableName = name

export const createTableData = z.object({
  table_name: name,
  columns: columnsInput,
  events: eventsInput.default([]),
  visitor_readable: z.boolean().default(false),
})
export type CreateTableData = z.infer<typeof createTableData>

export const updateTableData = z.object({
  old_name: name,
  new_name: name.optional(),
  events: eventsInput.optional(),
  visitor_readable: z.boolean().optional(),
})
export type UpdateTableData = z.infer<typeof updateTableData>

export const tableOnly = z.object({ table_name: name })

export const addColumnData = z
  .object({ table_name: name, column: columnInput.optional(), columns: columnsInput.optional() })
  .transform((data) => ({
    table_name: data.table_name,
    columns: [...(data.column ? [data.column] : []), ...(data.columns ?? [])],
  }))
  .refine((data) => data.columns.length > 0, { message: 'a column is required', path: ['column'] })
export type AddColumnData = z.infer<typeof addColumnData>

export const modifyColumnData = z.object({
  table_name: name,
  old_column_name: name,
  new_column_name: name.optional(),
  default: safeText(1000).nullish(),
  validation_rules: z.array(ruleInput).max(10).optional(),
})
export type ModifyColumnData = z.infer<typeof modifyColumnData>
