import { mailLocales } from '@tessera/proto'
import { z } from 'zod'
import { ruleTypes } from '../tables/column.entity.js'
import { eventTriggers } from '../tables/table-event.entity.js'
import type { TableDef } from '../tables/tables.repository.js'
import type { Action } from './dto.js'

/** The one type a column has (CreateTable and AddColumn take no other). */
const TEXT = 'TEXT'

export const columnView = z.object({
  name: z.string(),
  default: z.string().nullable(),
  data_type: z.literal('TEXT'),
  validation_rules: z.array(
    z.object({ rule_type: z.enum(ruleTypes), parameter: z.number().optional() }),
  ),
})
export type ColumnView = z.infer<typeof columnView>

export const tableView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** Column name to column, in the table's order. */
    columns: z.record(z.string(), columnView),
    events: z.array(
      z.object({
        event_type: z.literal('EmailRow'),
        trigger: z.enum(eventTriggers),
        options: z.object({ recipients: z.array(z.string()), locale: z.enum(mailLocales) }),
      }),
    ),
    visitor_readable: z.boolean(),
    row_count: z.number().int(),
  })
  .meta({ id: 'CustomTableView', description: 'A custom table, its columns and e-mail events' })
export type TableView = z.infer<typeof tableView>

/** A row: its id and each column's value by the column's name (empty when unset). */
export const rowView = z
  .object({ id: z.string() })
  .catchall(z.string())
  .meta({ id: 'CustomRowView', description: "A row: its id and each column's value by name" })

/**
 * What each action answers. A visitor's AddRow also gets the row's secret, which lets the same
 * visitor read and change that row later.
 */
export const actionAnswers = {
  ListTables: z.object({ results: z.array(tableView) }),
  CreateTable: tableView,
  UpdateTable: tableView,
  AddColumn: tableView,
  ModifyColumn: tableView,
  DeleteTable: z.object({ name: z.string() }),
  ListRows: z.object({ results: z.array(rowView), total: z.number().int() }),
  AddRow: z.object({ id: z.string(), row_secret: z.string().optional() }),
  UpdateRow: rowView,
  RemoveRow: z.object({ id: z.string() }),
  GetRow: rowView,
} satisfies Record<Action, z.ZodType>

/** The answer of any action, as the API's document gives it. */
export const actionAnswer = z.union([
  actionAnswers.ListTables,
  tableView,
  actionAnswers.DeleteTable,
  actionAnswers.ListRows,
  actionAnswers.AddRow,
  rowView,
  actionAnswers.RemoveRow,
])
export type ActionAnswer = z.infer<typeof actionAnswer>

export function toTableView(table: TableDef): TableView {
  return {
    id: table.id,
    name: table.name,
    columns: Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        { name: c.name, default: c.defaultValue, data_type: TEXT, validation_rules: c.rules },
      ]),
    ),
    events: table.events.map((e) => ({
      event_type: e.eventType,
      trigger: e.trigger,
      options: { recipients: e.recipients, locale: e.locale },
    })),
    visitor_readable: table.visitorReadable,
    row_count: table.rowCount,
  }
}
