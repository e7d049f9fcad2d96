import type { ApiAnswer, ApiBody, ApiQuery, ApiSchemas } from '../api-contract'
import { readNdjsonOutcome } from '../custom-data/custom-data-api'
import type { HostApi } from '../host'

export type Collection = ApiSchemas['Collection']
export type CollectionField = ApiSchemas['CollectionField']
export type FieldInput = ApiSchemas['CollectionFieldInput']
export type FieldType = CollectionField['type']
export type FieldRule = CollectionField['validation_rules'][number]
export type CollectionItem = ApiSchemas['CollectionItem']
export type ItemStatus = CollectionItem['status']
export type ItemValue = CollectionItem['values'][string]

type Base = '/api/sites/{siteId}/custom_data/collections'
type FieldChange = ApiBody<`PATCH ${Base}/{collectionId}/fields/{fieldId}`>
export type ItemWrite = ApiBody<`POST ${Base}/{collectionId}/items`>
export type ItemsQuery = ApiQuery<`GET ${Base}/{collectionId}/items`>
export type ItemsPage = ApiAnswer<`GET ${Base}/{collectionId}/items`>
export type BulkAction = ApiBody<`POST ${Base}/{collectionId}/items/actions/bulk`>['action']

/** The field types in the order the fields editor offers them. */
export const FIELD_TYPES: readonly FieldType[] = [
  'PlainText',
  'RichText',
  'Slug',
  'Image',
  'Gallery',
  'File',
  'DateTime',
  'Number',
  'Switch',
  'Option',
  'Link',
  'Email',
  'Colour',
  'Reference',
  'MultiReference',
]

/** Types whose values are text in each of the site's languages (`*` the default one). */
export const TEXT_TYPES: ReadonlySet<FieldType> = new Set(['PlainText', 'RichText', 'Slug'])

/** Types that may be Unique (services/custom-data README, Collections). */
export const UNIQUE_TYPES: ReadonlySet<FieldType> = new Set([
  'PlainText',
  'DateTime',
  'Number',
  'Option',
  'Link',
  'Email',
  'Colour',
])

/** Types with MinLength/MaxLength (characters, or entries of a list). */
export const LENGTH_TYPES: ReadonlySet<FieldType> = new Set([
  'PlainText',
  'RichText',
  'Slug',
  'Link',
  'Email',
  'Gallery',
  'MultiReference',
])

export const REFERENCE_TYPES: ReadonlySet<FieldType> = new Set(['Reference', 'MultiReference'])

export const ITEM_PAGE_SIZES = [25, 50, 100] as const
export type ItemPageSize = (typeof ITEM_PAGE_SIZES)[number]

/** A CollectionInUse refusal: what would be left pointing at nothing. */
export interface Dependent {
  kind: string
  collection_id: string
  collection_name: string
  field_id: number
  field_name: string
}

/** The dependents a CollectionInUse answer lists, or undefined for any other failure. */
export function dependentsOf(error: unknown): Dependent[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, dependents } = error as { code?: unknown; dependents?: unknown }
  if (code !== 'CollectionInUse' || !Array.isArray(dependents)) return undefined
  return dependents as Dependent[]
}

/** The outcome line of a collection import. */
export interface ImportOutcome {
  done: true
  added: number
  failed: Array<{ row: number; code: string; message: string; field?: string }>
  skipped_columns: string[]
  error?: { code: string; message: string }
}

/** Where an import column goes: a field (in a language for text), or nowhere. */
export type ColumnTarget = { field: number; lang?: string } | null

/**
 * An item's values as the service sent them: the app's client turns every ISO date string of
 * an answer into a `Date`, and Date/time values are ISO strings to the builder (its editor,
 * the canvas, sorting), so they are turned back.
 */
export function plainItem<T extends { values: Record<string, unknown> }>(item: T): T {
  let values: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries(item.values)) {
    if (!(value instanceof Date)) continue
    values ??= { ...item.values }
    values[key] = Number.isNaN(value.getTime()) ? null : value.toISOString()
  }
  return values === undefined ? item : { ...item, values }
}

/**
 * The owner's routes of a site's collections (services/custom-data README, Collections),
 * answering the contract's shapes.
 */
export class CollectionsClient {
  constructor(
    private readonly api: HostApi,
    private readonly siteId: string,
  ) {}

  private path(...parts: Array<string | number>): string {
    const base = `sites/${encodeURIComponent(this.siteId)}/custom_data/collections`
    return [base, ...parts.map((part) => encodeURIComponent(String(part)))].join('/')
  }

  async list(): Promise<Collection[]> {
    const answer = await this.api.request<ApiAnswer<`GET ${Base}`>>('GET', this.path())
    return answer.results
  }

  create(name: string, fields: readonly FieldInput[]): Promise<Collection> {
    const body: ApiBody<`POST ${Base}`> = { name, fields }
    return this.api.request('POST', this.path(), { body })
  }

  rename(id: string, name: string): Promise<Collection> {
    return this.api.request('PATCH', this.path(id), { body: { name } })
  }

  async remove(id: string, confirm: boolean): Promise<void> {
    await this.api.request('DELETE', this.path(id), { query: { confirm } })
  }

  addField(id: string, field: FieldInput): Promise<Collection> {
    return this.api.request('POST', this.path(id, 'fields'), { body: field })
  }

  changeField(id: string, fieldId: number, change: FieldChange): Promise<Collection> {
    return this.api.request('PATCH', this.path(id, 'fields', fieldId), { body: change })
  }

  removeField(id: string, fieldId: number, confirm: boolean): Promise<Collection> {
    return this.api.request('DELETE', this.path(id, 'fields', fieldId), { query: { confirm } })
  }

  async items(id: string, query: ItemsQuery): Promise<ItemsPage> {
    const sent: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') sent[name] = value as string | number
    }
    const page = await this.api.request<ItemsPage>('GET', this.path(id, 'items'), { query: sent })
    return { ...page, results: page.results.map(plainItem) }
  }

  async item(id: string, itemId: string): Promise<CollectionItem> {
    return plainItem(await this.api.request<CollectionItem>('GET', this.path(id, 'items', itemId)))
  }

  async addItem(id: string, item: ItemWrite): Promise<CollectionItem> {
    return plainItem(
      await this.api.request<CollectionItem>('POST', this.path(id, 'items'), { body: item }),
    )
  }

  async updateItem(id: string, itemId: string, item: ItemWrite): Promise<CollectionItem> {
    return plainItem(
      await this.api.request<CollectionItem>('PATCH', this.path(id, 'items', itemId), {
        body: item,
      }),
    )
  }

  bulk(id: string, action: BulkAction, ids: readonly string[]): Promise<{ ids: string[] }> {
    return this.api.request('POST', this.path(id, 'items', 'actions', 'bulk'), {
      body: { action, ids },
    })
  }

  private raw(): NonNullable<HostApi['raw']> {
    const raw = this.api.raw?.bind(this.api)
    // Without a client that can send text there is no way to reach the CSV endpoints.
    if (!raw) throw { status: 0, code: 'None', message: '' }
    return raw
  }

  async exportCsv(id: string): Promise<Blob> {
    const response = await this.raw()('GET', this.path(id, 'export'), { accept: 'text/csv' })
    return response.blob()
  }

  /** Sends a CSV file with its column mapping; `onProgress` hears each progress line. */
  async importCsv(
    id: string,
    text: string,
    mapping: Record<string, ColumnTarget>,
    onProgress: (line: { progress: number; total: number }) => void,
  ): Promise<ImportOutcome> {
    const response = await this.raw()('POST', this.path(id, 'import'), {
      query: { mapping: JSON.stringify(mapping) },
      text,
      contentType: 'text/csv',
    })
    return readNdjsonOutcome<ImportOutcome>(response, onProgress)
  }
}
