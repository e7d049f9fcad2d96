import { validateRecipients, validateTableEventCount } from '@tessera/site-format'
import type { ApiSchemas } from '../api-contract'
import type { HostApi } from '../host'

/** A validation rule of a column (editor.md section 3, Custom data table). */
export type RuleType = 'Required' | 'Unique' | 'Email' | 'MinLength' | 'MaxLength'

export interface ValidationRule {
  rule_type: RuleType
  parameter?: number
}

export interface CustomColumn {
  name: string
  default: string | null
  data_type?: 'TEXT'
  validation_rules: ValidationRule[]
}

/** EmailRow on AddRow or UpdateRow: one e-mail to each recipient (editor.md section 3). */
export interface TableEvent {
  event_type: 'EmailRow'
  trigger: 'AddRow' | 'UpdateRow'
  options: { recipients: string[]; locale?: 'en' | 'zh-tw' }
}

export interface CustomTable {
  id: string
  name: string
  columns: Record<string, CustomColumn>
  events: TableEvent[]
  row_count?: number
}

/** One line of a CSV import's answer: progress, then the outcome. */
export type ImportLine =
  | { progress: number; total: number }
  | {
      done: true
      added: number
      failed_rows: number[]
      error?: { code: string; message: string; row?: number }
    }

export type CustomRow = { id: string } & Record<string, string>

type CustomDataRequest = ApiSchemas['CustomDataRequest']
type Action = CustomDataRequest['action']
type DataOf<A extends Action> = Extract<CustomDataRequest, { action: A }>['data']

/**
 * What each action answers, in the contract's shapes: each method below returns it as this
 * client's own type, so a server change that breaks what the builder reads does not compile.
 */
interface Answers {
  ListTables: { results: Array<ApiSchemas['CustomTableView']> }
  CreateTable: ApiSchemas['CustomTableView']
  UpdateTable: ApiSchemas['CustomTableView']
  AddColumn: ApiSchemas['CustomTableView']
  ModifyColumn: ApiSchemas['CustomTableView']
  DeleteTable: { name: string }
  ListRows: { results: Array<ApiSchemas['CustomRowView']>; total: number }
  RemoveRow: { id: string }
}

/** The table list's page sizes and its default; the rows' default page size (editor.md section 4). */
export const TABLE_PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_TABLE_PAGE_SIZE = 50
export const DEFAULT_ROW_PAGE_SIZE = 25

/**
 * Reads an NDJSON answer line by line as it arrives: each `{progress, total}` line goes to
 * `onProgress`, and the `{done: true}` line is the outcome it resolves with.
 */
export async function readNdjsonOutcome<Outcome extends { done: true }>(
  response: Response,
  onProgress: (line: { progress: number; total: number }) => void,
): Promise<Outcome> {
  let outcome: Outcome | undefined
  const take = (line: string) => {
    if (line.trim() === '') return
    const parsed = JSON.parse(line) as Outcome | { progress: number; total: number }
    if ('done' in parsed) outcome = parsed
    else onProgress(parsed)
  }
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let pending = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      pending += value
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      lines.forEach(take)
    }
    take(pending)
  } else {
    ;(await response.text()).split('\n').forEach(take)
  }
  if (!outcome) throw { status: 0, code: 'None', message: 'The import ended without an answer' }
  return outcome
}

/** `POST sites/{siteId}/custom_data` with `{action, data}` (services/custom-data README). */
export class CustomDataClient {
  constructor(
    private readonly api: HostApi,
    private readonly siteId: string,
  ) {}

  private get path(): string {
    return `sites/${encodeURIComponent(this.siteId)}/custom_data`
  }

  private call<A extends Action & keyof Answers>(action: A, data: DataOf<A>): Promise<Answers[A]> {
    return this.api.request('POST', this.path, { body: { action, data } })
  }

  async listTables(): Promise<CustomTable[]> {
    return (await this.call('ListTables', {})).results
  }

  /** Rows `from` to `to`, counted from 1. */
  listRows(
    tableName: string,
    from: number,
    to: number,
  ): Promise<{ results: CustomRow[]; total: number }> {
    return this.call('ListRows', { table_name: tableName, from, to })
  }

  createTable(
    tableName: string,
    columns: Record<string, CustomColumn>,
    events: readonly TableEvent[] = [],
  ): Promise<CustomTable> {
    return this.call('CreateTable', { table_name: tableName, columns, events })
  }

  /** Renames a table and/or replaces its events. */
  updateTable(
    oldName: string,
    change: { newName?: string; events?: readonly TableEvent[] },
  ): Promise<CustomTable> {
    return this.call('UpdateTable', {
      old_name: oldName,
      ...(change.newName === undefined ? {} : { new_name: change.newName }),
      ...(change.events === undefined ? {} : { events: change.events }),
    })
  }

  addColumn(tableName: string, column: CustomColumn): Promise<CustomTable> {
    return this.call('AddColumn', { table_name: tableName, column })
  }

  /** Renames a column and sets its default and rules. */
  modifyColumn(tableName: string, oldName: string, column: CustomColumn): Promise<CustomTable> {
    return this.call('ModifyColumn', {
      table_name: tableName,
      old_column_name: oldName,
      ...(column.name === oldName ? {} : { new_column_name: column.name }),
      default: column.default,
      validation_rules: column.validation_rules,
    })
  }

  private raw(): NonNullable<HostApi['raw']> {
    const raw = this.api.raw?.bind(this.api)
    // Without a client that can send text there is no way to reach the CSV endpoints.
    if (!raw) throw { status: 0, code: 'None', message: '' }
    return raw
  }

  /** The table as CSV (the service's export: rows 1 to 100,000). */
  async exportCsv(tableName: string): Promise<Blob> {
    const response = await this.raw()('GET', `${this.path}/export`, {
      query: { table_name: tableName },
      accept: 'text/csv',
    })
    return response.blob()
  }

  /**
   * Sends a CSV file to the service's import, which adds its rows one at a time; `onLine` hears
   * each progress line. Resolves with the outcome line.
   */
  async importCsv(
    tableName: string,
    text: string,
    skipErrors: boolean,
    onLine: (line: { progress: number; total: number }) => void,
  ): Promise<Extract<ImportLine, { done: true }>> {
    const response = await this.raw()('POST', `${this.path}/import`, {
      query: { table_name: tableName, skip_errors: skipErrors },
      text,
      contentType: 'text/csv',
    })
    return readNdjsonOutcome<Extract<ImportLine, { done: true }>>(response, onLine)
  }

  deleteTable(tableName: string): Promise<{ name: string }> {
    return this.call('DeleteTable', { table_name: tableName })
  }

  removeRow(tableName: string, rowId: string): Promise<{ id: string }> {
    return this.call('RemoveRow', { table_name: tableName, row_id: rowId })
  }

  /** Removes the rows from the last to the first (editor.md section 4); stops at the first failure. */
  async removeRows(tableName: string, rowIds: readonly string[]): Promise<void> {
    for (let index = rowIds.length - 1; index >= 0; index -= 1) {
      await this.removeRow(tableName, rowIds[index]!)
    }
  }
}

/** A column as the table form holds it; `original` is its name on the server when it exists. */
export interface ColumnDraft {
  original?: string
  name: string
  default: string
  required: boolean
  unique: boolean
  email: boolean
  minLength: string
  maxLength: string
}

export function emptyColumn(): ColumnDraft {
  return {
    name: '',
    default: '',
    required: false,
    unique: false,
    email: false,
    minLength: '',
    maxLength: '',
  }
}

/** A stored column as the table form holds it. */
export function columnDraft(column: CustomColumn): ColumnDraft {
  const rules = column.validation_rules ?? []
  const has = (type: RuleType) => rules.some((rule) => rule.rule_type === type)
  const bound = (type: RuleType) => {
    const parameter = rules.find((rule) => rule.rule_type === type)?.parameter
    return parameter === undefined || parameter === null ? '' : String(parameter)
  }
  return {
    original: column.name,
    name: column.name,
    default: column.default ?? '',
    required: has('Required'),
    unique: has('Unique'),
    email: has('Email'),
    minLength: bound('MinLength'),
    maxLength: bound('MaxLength'),
  }
}

/** An e-mail event as the table form holds it. */
export interface EventDraft {
  trigger: TableEvent['trigger']
  recipients: string[]
}

export function eventDraft(event: TableEvent): EventDraft {
  return { trigger: event.trigger, recipients: [...(event.options.recipients ?? [])] }
}

/** The events UpdateTable and CreateTable take; blank recipients are dropped. */
export function draftEvents(events: readonly EventDraft[], locale: string): TableEvent[] {
  return events.map((event) => ({
    event_type: 'EmailRow',
    trigger: event.trigger,
    options: {
      recipients: event.recipients.map((email) => email.trim()).filter((email) => email !== ''),
      locale: locale === 'zh-tw' ? 'zh-tw' : 'en',
    },
  }))
}

/** A form error: the catalogue key and, for a column, its index; for an event, its index and recipient row. */
export interface DraftError {
  key: string
  column?: number
  event?: number
  row?: number
  params?: Record<string, string | number>
}

/**
 * The events' checks (editor.md section 5): at most 10 a table (CustomDataMaxEvents), each
 * recipient 3 to 100 characters with '@' (errors.invalid_email, its row highlighted), at most
 * 10 recipients an event, at least one.
 */
export function checkEventDrafts(events: readonly EventDraft[]): DraftError | undefined {
  const count = validateTableEventCount(events)
  if (count)
    return { key: `errors.${count.key}`, ...(count.params ? { params: count.params } : {}) }
  for (const [index, event] of events.entries()) {
    const indexed = event.recipients
      .map((email, row) => ({ email: email.trim(), row }))
      .filter((entry) => entry.email !== '')
    if (indexed.length === 0) return { key: 'errors.invalid_email', event: index, row: 0 }
    const error = validateRecipients(indexed.map((entry) => entry.email))
    if (error) {
      return {
        key: error.key,
        event: index,
        row: indexed[error.row ?? 0]?.row ?? error.row ?? 0,
        ...(error.params ? { params: error.params } : {}),
      }
    }
  }
  return undefined
}

const NUMBER = /^\d+$/

function characters(text: string): number {
  return [...text].length
}

/**
 * The create-table checks of editor.md section 5: the table name 2 to 100 characters, column
 * names 1 to 50 (not `id`) and unique, defaults at most 50, MinLength and MaxLength a number,
 * the minimum below the maximum.
 */
export function checkTableDraft(
  name: string,
  columns: readonly ColumnDraft[],
): DraftError | undefined {
  const length = characters(name.trim())
  if (length < 2 || length > 100) return { key: 'errors.table_name' }
  const seen = new Set<string>()
  for (const [index, column] of columns.entries()) {
    const columnName = column.name.trim()
    const nameLength = characters(columnName)
    if (nameLength < 1 || nameLength > 50 || columnName === 'id') {
      return { key: 'errors.column_name', column: index }
    }
    if (seen.has(columnName)) return { key: 'errors.CustomColumnNameExists', column: index }
    seen.add(columnName)
    if (characters(column.default) > 50) return { key: 'errors.column_default', column: index }
    for (const bound of [column.minLength, column.maxLength]) {
      if (bound.trim() !== '' && !NUMBER.test(bound.trim())) {
        return { key: 'errors.column_param', column: index }
      }
    }
    if (
      column.minLength.trim() !== '' &&
      column.maxLength.trim() !== '' &&
      Number(column.minLength) >= Number(column.maxLength)
    ) {
      return { key: 'errors.min_max', column: index }
    }
  }
  return undefined
}

/** A column as CreateTable, AddColumn and ModifyColumn take it. */
export function draftColumn(column: ColumnDraft): CustomColumn {
  const rules: ValidationRule[] = []
  if (column.required) rules.push({ rule_type: 'Required' })
  if (column.unique) rules.push({ rule_type: 'Unique' })
  if (column.email) rules.push({ rule_type: 'Email' })
  if (column.minLength.trim() !== '') {
    rules.push({ rule_type: 'MinLength', parameter: Number(column.minLength) })
  }
  if (column.maxLength.trim() !== '') {
    rules.push({ rule_type: 'MaxLength', parameter: Number(column.maxLength) })
  }
  const name = column.name.trim()
  return { name, default: column.default, data_type: 'TEXT', validation_rules: rules }
}

/** The columns map CreateTable takes. Call after `checkTableDraft` passed. */
export function draftColumns(columns: readonly ColumnDraft[]): Record<string, CustomColumn> {
  const result: Record<string, CustomColumn> = {}
  for (const column of columns) {
    const rules: ValidationRule[] = []
    if (column.required) rules.push({ rule_type: 'Required' })
    if (column.unique) rules.push({ rule_type: 'Unique' })
    if (column.email) rules.push({ rule_type: 'Email' })
    if (column.minLength.trim() !== '') {
      rules.push({ rule_type: 'MinLength', parameter: Number(column.minLength) })
    }
    if (column.maxLength.trim() !== '') {
      rules.push({ rule_type: 'MaxLength', parameter: Number(column.maxLength) })
    }
    const name = column.name.trim()
    result[name] = { name, default: column.default, data_type: 'TEXT', validation_rules: rules }
  }
  return result
}

/** A failed call's catalogue key: `errors.{code}` when the catalogue has it (editor.md section 8). */
export function errorKey(error: unknown, has: (key: string) => boolean): string | { text: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && has(`errors.${code}`)) return `errors.${code}`
    if (typeof message === 'string' && message.trim() !== '' && typeof code === 'string') {
      return { text: message }
    }
  }
  return 'errors.None'
}
