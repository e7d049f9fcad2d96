import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { Inject, Injectable } from '@nestjs/common'
import { ApiError, type AuthUser, commonErrors, CONFIG, type Role, ZodPipe } from '@tessera/kit'
import { CUSTOM_DATA_ALLOWANCES, type CustomDataAllowance } from '@tessera/site-format'
import type { z } from 'zod'
import type { CustomDataConfig } from '../config.js'
import { TableEvents } from '../events/table-events.js'
import {
  checkRow,
  rowView,
  type RowView,
  toStoredValues,
  withDefaults,
  type StoredValues,
} from '../rows/row-rules.js'
import { rowNotFound, RowsRepository, type StoredRow } from '../rows/rows.repository.js'
import { SitesDirectory, type SiteRecord } from '../sites/sites-directory.js'
import type { StoredRule } from '../tables/column.entity.js'
import {
  type AddColumnData,
  type CreateTableData,
  createTableData,
  type ModifyColumnData,
  type UpdateTableData,
} from '../tables/dto.js'
import { checkColumn, checkColumns, checkEvents, checkTableName } from '../tables/table-rules.js'
import { TablesRepository, unknownTable, type TableDef } from '../tables/tables.repository.js'
import { ProofOfWork } from '../visitors/proof-of-work.js'
import { RateLimiter } from '../visitors/rate-limiter.js'
import {
  schemas,
  visitorActions,
  type AddRowData,
  type GetRowData,
  type RequestBody,
  type UpdateRowData,
} from './dto.js'
import { toTableView, type ActionAnswer } from './views.js'
import { errors } from '../errors.js'

export function siteNotFound(): ApiError {
  return commonErrors.NotFound('Site not found.')
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

function secretMatches(row: StoredRow, secret: string | undefined): boolean {
  if (!secret || !row.secretHash) return false
  const given = Buffer.from(hashSecret(secret), 'hex')
  const stored = Buffer.from(row.secretHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** Who is asking: the site's owner (or an admin), or a visitor (anyone else, token or not). */
export interface Caller {
  user: AuthUser | undefined
  /** The caller's role on the site when it holds the route's power (the site's own people). */
  role: Role | null
  /** The client's address, for rate limits. */
  ip: string
}

function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return new ZodPipe(schema).transform(data)
}

/** The custom_data actions (editor.md section 7): the spec's rules live here. */
@Injectable()
export class CustomDataService {
  constructor(
    @Inject(CONFIG) private readonly config: CustomDataConfig,
    private readonly tables: TablesRepository,
    private readonly rows: RowsRepository,
    private readonly sites: SitesDirectory,
    private readonly proof: ProofOfWork,
    private readonly limiter: RateLimiter,
    private readonly events: TableEvents,
  ) {}

  async site(siteId: string): Promise<SiteRecord> {
    const site = await this.sites.getSite(siteId)
    if (!site) throw siteNotFound()
    return site
  }

  /** A published site a visitor may use, counted against the address and the site. */
  async visitorSite(siteId: string | SiteRecord, ip: string): Promise<SiteRecord> {
    const site = typeof siteId === 'string' ? await this.site(siteId) : siteId
    if (!site.published || site.disabled) throw siteNotFound()
    await this.limiter.takeAll([
      [`addr:${ip}`, this.config.RATE_LIMIT_VISITOR_ADDRESS],
      [`site:${site.id}`, this.config.RATE_LIMIT_VISITOR_SITE],
    ])
    return site
  }

  async handle(siteId: string, caller: Caller, body: RequestBody): Promise<ActionAnswer> {
    const site = await this.site(siteId)
    const schema = schemas[body.action]
    if (caller.role !== null) {
      return this.ownerAction(site, body.action, parse(schema, body.data))
    }
    if (!visitorActions.has(body.action)) {
      throw caller.user ? commonErrors.Forbidden() : commonErrors.Unauthorized()
    }
    await this.visitorSite(site, caller.ip)
    const data = parse(schema, body.data)
    switch (body.action) {
      case 'AddRow':
        return this.visitorAddRow(site, data as AddRowData)
      case 'UpdateRow':
        return this.visitorUpdateRow(site, data as UpdateRowData)
      default:
        return this.visitorGetRow(site, data as GetRowData)
    }
  }

  private allowance(site: SiteRecord): CustomDataAllowance {
    return CUSTOM_DATA_ALLOWANCES[site.siteType]
  }

  async table(site: SiteRecord, name: string): Promise<TableDef> {
    const table = await this.tables.find(site.id, name)
    if (!table) throw unknownTable(name)
    return table
  }

  private async ownerAction(site: SiteRecord, action: RequestBody['action'], data: unknown) {
    switch (action) {
      case 'ListTables':
        return { results: (await this.tables.list(site.id)).map(toTableView) }
      case 'CreateTable':
        return this.createTable(site, data as CreateTableData)
      case 'UpdateTable':
        return this.updateTable(site, data as UpdateTableData)
      case 'DeleteTable': {
        const { table_name } = data as { table_name: string }
        if (!(await this.tables.delete(site.id, table_name))) throw unknownTable(table_name)
        return { name: table_name }
      }
      case 'AddColumn':
        return this.addColumns(site, data as AddColumnData)
      case 'ModifyColumn':
        return this.modifyColumn(site, data as ModifyColumnData)
      case 'ListRows': {
        const { table_name, from, to } = data as { table_name: string; from: number; to: number }
        const table = await this.table(site, table_name)
        const found = await this.rows.list(table, from, to)
        return {
          results: found.map((r) => rowView(r.id, r.values, table.columns)),
          total: table.rowCount,
        }
      }
      case 'AddRow': {
        const { table_name, row } = data as AddRowData
        const table = await this.table(site, table_name)
        const id = await this.addRow(site, table, row, null)
        return { id }
      }
      case 'UpdateRow': {
        const { table_name, row_id, new_row } = data as UpdateRowData
        const table = await this.table(site, table_name)
        return this.updateRow(site, table, row_id, new_row, () => true)
      }
      case 'RemoveRow': {
        const { table_name, row_id } = data as { table_name: string; row_id: string }
        const table = await this.table(site, table_name)
        if (!(await this.rows.remove(table, row_id))) throw rowNotFound()
        return { id: row_id }
      }
      case 'GetRow': {
        const { table_name, filters } = data as GetRowData
        const table = await this.table(site, table_name)
        const row = await this.findRow(table, filters)
        if (!row) throw rowNotFound()
        return rowView(row.id, row.values, table.columns)
      }
    }
  }

  /** CreateTable for another service that checked the caller's role (the MCP service). */
  async createTableFor(siteId: string, data: unknown) {
    return this.createTable(await this.site(siteId), parse(createTableData, data))
  }

  private async createTable(site: SiteRecord, data: CreateTableData) {
    checkTableName(data.table_name)
    const rules = checkColumns(data.columns)
    checkEvents(data.events)
    const table = await this.tables.create(
      site.id,
      {
        name: data.table_name,
        columns: data.columns.map((column, i) => ({
          name: column.name.trim(),
          defaultValue: column.default ?? null,
          dataType: column.data_type,
          rules: rules[i]!,
        })),
        events: data.events,
        visitorReadable: data.visitor_readable,
      },
      this.allowance(site),
    )
    return toTableView(table)
  }

  private async updateTable(site: SiteRecord, data: UpdateTableData) {
    if (data.new_name !== undefined) checkTableName(data.new_name)
    if (data.events) checkEvents(data.events)
    const table = await this.tables.update(site.id, data.old_name, {
      ...(data.new_name === undefined ? {} : { newName: data.new_name }),
      ...(data.events ? { events: data.events } : {}),
      ...(data.visitor_readable === undefined ? {} : { visitorReadable: data.visitor_readable }),
    })
    if (!table) throw unknownTable(data.old_name)
    return toTableView(table)
  }

  private async addColumns(site: SiteRecord, data: AddColumnData) {
    const table = await this.table(site, data.table_name)
    const names = table.columns.map((c) => c.name)
    const added = data.columns.map((column) => {
      const rules = checkColumn(column, names)
      names.push(column.name.trim())
      return {
        name: column.name.trim(),
        defaultValue: column.default ?? null,
        dataType: column.data_type,
        rules,
      }
    })
    return toTableView(await this.tables.addColumns(site.id, table.name, added))
  }

  private async modifyColumn(site: SiteRecord, data: ModifyColumnData) {
    const table = await this.table(site, data.table_name)
    const column = table.columns.find((c) => c.name === data.old_column_name)
    if (!column) {
      throw errors.CustomDataInvalidColumn(`No column named ${data.old_column_name}`)
    }
    const name = (data.new_column_name ?? column.name).trim()
    const defaultValue = data.default === undefined ? column.defaultValue : data.default
    const rules: StoredRule[] = checkColumn(
      {
        name,
        default: defaultValue,
        data_type: 'TEXT',
        validation_rules: data.validation_rules ?? column.rules,
      },
      table.columns.filter((c) => c.key !== column.key).map((c) => c.name),
    )
    const changed = await this.tables.modifyColumn(site.id, table.name, column.name, {
      newName: name,
      defaultValue,
      rules,
    })
    return toTableView(changed)
  }

  /** AddRow as the owner calls it (CSV import adds rows this way). */
  ownerAddRow(site: SiteRecord, table: TableDef, row: Record<string, unknown>): Promise<string> {
    return this.addRow(site, table, row, null)
  }

  private async addRow(
    site: SiteRecord,
    table: TableDef,
    row: Record<string, unknown>,
    secretHash: string | null,
  ): Promise<string> {
    const values = withDefaults(toStoredValues(row, table.columns), table.columns)
    checkRow(values, table.columns)
    const id = await this.rows.add(table, values, secretHash, this.allowance(site))
    await this.events.rowChanged(site, table, 'AddRow', rowView(id, values, table.columns))
    return id
  }

  private async updateRow(
    site: SiteRecord,
    table: TableDef,
    rowId: string,
    newRow: Record<string, unknown>,
    allowed: (row: StoredRow) => boolean,
  ): Promise<RowView> {
    const change = toStoredValues(newRow, table.columns)
    const updated = await this.rows.update(
      table,
      rowId,
      change,
      this.allowance(site),
      allowed,
      (merged: StoredValues) => checkRow(merged, table.columns),
    )
    const view = rowView(updated.id, updated.values, table.columns)
    await this.events.rowChanged(site, table, 'UpdateRow', view)
    return view
  }

  /** `filters.id` names one row; any other filter is a column value to match. */
  private async findRow(
    table: TableDef,
    filters: Record<string, string>,
  ): Promise<StoredRow | undefined> {
    const { id, ...byName } = filters
    if (id !== undefined) {
      const row = await this.rows.get(table, id).catch(() => undefined)
      if (!row) return undefined
      const values = toStoredValues(byName, table.columns)
      return Object.entries(values).every(([k, v]) => row.values[k] === v) ? row : undefined
    }
    return this.rows.findBy(table, toStoredValues(byName, table.columns))
  }

  private async visitorAddRow(site: SiteRecord, data: AddRowData) {
    const secret = randomBytes(24).toString('base64url')
    // A bot filled the field people never see: it is told all went well, and nothing is kept.
    if (data.honeypot) return { id: randomUUID(), row_secret: secret }
    const table = await this.table(site, data.table_name)
    await this.proof.verify(data.altcha)
    const id = await this.addRow(site, table, data.row, hashSecret(secret))
    return { id, row_secret: secret }
  }

  private async visitorUpdateRow(site: SiteRecord, data: UpdateRowData) {
    const table = await this.table(site, data.table_name)
    if (data.honeypot) return rowView(data.row_id, {}, table.columns)
    await this.proof.verify(data.altcha)
    return this.updateRow(site, table, data.row_id, data.new_row, (row) =>
      secretMatches(row, data.row_secret),
    )
  }

  private async visitorGetRow(site: SiteRecord, data: GetRowData) {
    const table = await this.table(site, data.table_name)
    const { id } = data.filters
    if (data.row_secret !== undefined && id !== undefined) {
      const row = await this.findRow(table, data.filters)
      if (!row || !secretMatches(row, data.row_secret)) throw rowNotFound()
      return rowView(row.id, row.values, table.columns)
    }
    if (!table.visitorReadable) {
      throw commonErrors.Forbidden('Only the row you created can be read, with its secret')
    }
    const row = await this.findRow(table, data.filters)
    if (!row) throw rowNotFound()
    return rowView(row.id, row.values, table.columns)
  }
}
