import type { TableDef } from '../tables/tables.repository.js'

export interface ColumnView {
  name: string
  default: string | null
  data_type: string
  validation_rules: Array<{ rule_type: string; parameter?: number }>
}

export interface TableView {
  id: string
  name: string
  /** Column name to column, in the table's order. */
  columns: Record<string, ColumnView>
  events: Array<{
    event_type: 'EmailRow'
    trigger: string
    options: { recipients: string[]; locale: string }
  }>
  visitor_readable: boolean
  row_count: number
}

export function tableView(table: TableDef): TableView {
  return {
    id: table.id,
    name: table.name,
    columns: Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        { name: c.name, default: c.defaultValue, data_type: c.dataType, validation_rules: c.rules },
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
