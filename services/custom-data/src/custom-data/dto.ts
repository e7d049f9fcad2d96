import { safeText, uuidParam } from '@tessera/kit'
import { z } from 'zod'
import {
  addColumnData,
  createTableData,
  modifyColumnData,
  tableName,
  tableOnly,
  updateTableData,
} from '../tables/dto.js'

export const actions = [
  'ListRows',
  'CreateTable',
  'ListTables',
  'AddRow',
  'UpdateRow',
  'RemoveRow',
  'AddColumn',
  'ModifyColumn',
  'UpdateTable',
  'DeleteTable',
  'GetRow',
] as const
export type Action = (typeof actions)[number]

/** Actions a visitor without a token (or someone else's) may call on a published site. */
export const visitorActions: ReadonlySet<Action> = new Set(['AddRow', 'UpdateRow', 'GetRow'])

/**
 * The envelope the route checks first; the data is checked against its action's schema once the
 * caller is known, so a visitor calling an owner's action hears 401 or 403, not 400.
 */
export const requestBody = z.object({
  action: z.enum(actions),
  data: z.record(z.string(), z.unknown()).default({}),
})
export type RequestBody = z.infer<typeof requestBody>

/** Values by column name; the row rules check each against its column. */
const rowValues = z.record(safeText(100), z.unknown())

/** Proof of work and honeypot travel with a visitor's write. */
const visitorExtras = {
  altcha: z.string().max(2000).optional(),
  /** A field people never see: anything in it means a bot. */
  honeypot: z.string().max(1000).optional(),
  row_secret: z.string().max(200).optional(),
}

export const listRowsData = z
  .object({
    table_name: tableName,
    from: z.number().int().min(1).default(1),
    to: z.number().int().min(1).max(100_000).default(50),
  })
  .refine((d) => d.to >= d.from && d.to - d.from < 100_000, {
    message: 'from and to must be a range of at most 100000 rows',
    path: ['to'],
  })

export const addRowData = z.object({ table_name: tableName, row: rowValues, ...visitorExtras })
export type AddRowData = z.infer<typeof addRowData>

export const updateRowData = z.object({
  table_name: tableName,
  row_id: uuidParam,
  new_row: rowValues,
  ...visitorExtras,
})
export type UpdateRowData = z.infer<typeof updateRowData>

export const removeRowData = z.object({ table_name: tableName, row_id: uuidParam })

/** `filters.id` names one row; other filters match column values (owner or readable tables). */
export const getRowData = z.object({
  table_name: tableName,
  filters: z.record(safeText(100), z.string().max(20_000)).default({}),
  row_secret: z.string().max(200).optional(),
})
export type GetRowData = z.infer<typeof getRowData>

export const schemas = {
  ListRows: listRowsData,
  CreateTable: createTableData,
  ListTables: z.object({}),
  AddRow: addRowData,
  UpdateRow: updateRowData,
  RemoveRow: removeRowData,
  AddColumn: addColumnData,
  ModifyColumn: modifyColumnData,
  UpdateTable: updateTableData,
  DeleteTable: tableOnly,
  GetRow: getRowData,
} satisfies Record<Action, z.ZodType>

const request = <A extends Exclude<Action, 'ListTables'>>(action: A) =>
  z.object({ action: z.literal(action), data: schemas[action] })

/** The body as the API's document gives it: each action with the data it takes. */
export const documentedRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('ListTables'), data: schemas.ListTables.optional() }),
    request('CreateTable'),
    request('UpdateTable'),
    request('DeleteTable'),
    request('AddColumn'),
    request('ModifyColumn'),
    request('ListRows'),
    request('AddRow'),
    request('UpdateRow'),
    request('RemoveRow'),
    request('GetRow'),
  ])
  .meta({ id: 'CustomDataRequest' })
