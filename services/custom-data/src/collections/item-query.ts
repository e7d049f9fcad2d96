import { commonErrors } from '@tessera/kit'
import { normaliseValue, type ValueContext } from './field-values.js'
import { DEFAULT_LANG, LIST_TYPES, TEXT_TYPES, type FieldDef } from './fields.js'

/** Times every item has; they sort and filter like fields. */
export const itemTimes = ['created_at', 'updated_at', 'published_at'] as const
export type ItemTime = (typeof itemTimes)[number]

export const filterOps = ['equals', 'contains', 'before', 'after', 'is_set', 'references'] as const
export type FilterOp = (typeof filterOps)[number]

export interface ItemFilter {
  field: FieldDef | ItemTime
  op: FilterOp
  value: unknown
}

export const itemStatuses = ['Draft', 'Published', 'Scheduled'] as const
export type ItemStatus = (typeof itemStatuses)[number]

/** One key of an item order. */
export interface ItemSort {
  by: FieldDef | ItemTime | 'order'
  desc: boolean
}

export interface ItemQuery {
  collectionId: string
  /** 1-based. */
  page: number
  pageSize: number
  /** Items skipped before the first page. */
  offset?: number
  sort: ItemSort & {
    /** Where the first key ties: a second key ("by date, then by name"). */
    then?: ItemSort
  }
  search?: string
  filters: ItemFilter[]
  /** The language text filters read (falling back to the default language). */
  lang: string
  /** Visitors: published items only (scheduled ones once their time has come). */
  publishedOnly: boolean
  /** The owner's listing: items of one (effective) status. */
  status?: ItemStatus
  /**
   * Where an earlier page of the same query ended (see `pageMark`): the read starts after that
   * item instead of skipping every item before it, when `keysetReadable` allows it.
   */
  after?: PageMark
}

/** The last item of a page, by the page's order: its sort key as text and its id. */
export interface PageMark {
  /** Items of the query before and including this one. */
  skipped: number
  key: string | null
  id: string
}

/** An item counts as published once its scheduled time has come: a query-time rule. */
export const IS_PUBLISHED = `(i.status = 'Published' OR (i.status = 'Scheduled' AND i.publish_at <= now()))`

const bad = (message: string) => commonErrors.InvalidFormData(message)

class Params {
  readonly list: unknown[] = []
  add(value: unknown): string {
    this.list.push(value)
    return `$${this.list.length}`
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

function timeFilter(column: ItemTime, filter: ItemFilter, params: Params): string {
  if (filter.op === 'is_set') return `i.${column} IS ${filter.value === false ? '' : 'NOT '}NULL`
  if (filter.op !== 'before' && filter.op !== 'after')
    throw bad(`${column} can be filtered with before, after or is_set`)
  const time = typeof filter.value === 'string' ? Date.parse(filter.value) : Number.NaN
  if (Number.isNaN(time)) throw bad(`${column}: a date and time to compare with`)
  return `i.${column} ${filter.op === 'before' ? '<' : '>'} ${params.add(new Date(time).toISOString())}`
}

/** One filter as SQL over the item `i`; values are checked against the field's type. */
function fieldFilter(
  field: FieldDef,
  filter: ItemFilter,
  lang: string,
  params: Params,
  ctx: ValueContext,
): string {
  // Parameters are added as the SQL uses them: one PostgreSQL cannot type is an error.
  let keyParam: string | undefined
  const key = () => (keyParam ??= `${params.add(String(field.id))}::text`)
  const isText = TEXT_TYPES.has(field.type)
  const text = () =>
    isText
      ? `COALESCE(i."values"->${key()}->>${params.add(lang)}::text, i."values"->${key()}->>'${DEFAULT_LANG}')`
      : `i."values"->>${key()}`
  switch (filter.op) {
    case 'is_set':
      return `${filter.value === false ? 'NOT ' : ''}(i."values" ? ${key()})`
    case 'equals': {
      if (isText) {
        if (typeof filter.value !== 'string') throw bad(`${field.name}: equals takes text`)
        // As containment, so the values' GIN index can answer it and the planner can estimate
        // how many items match (from the column's statistics): the language's text, or the
        // default language's where the item has none in that language.
        const inLang = (l: string) =>
          `i."values" @> ${params.add(JSON.stringify({ [field.id]: { [l]: filter.value } }))}::jsonb`
        if (lang === DEFAULT_LANG) return inLang(DEFAULT_LANG)
        return `(${inLang(lang)} OR (${inLang(DEFAULT_LANG)} AND NOT (i."values"->${key()} ? ${params.add(lang)}::text)))`
      }
      if (LIST_TYPES.has(field.type)) throw bad(`${field.name}: use contains for a list`)
      const value = normaliseValue(field, filter.value, ctx)
      if (value === undefined) return `NOT (i."values" ? ${key()})`
      return `i."values" @> ${params.add(JSON.stringify({ [field.id]: value }))}::jsonb`
    }
    case 'contains': {
      if (typeof filter.value !== 'string' || filter.value === '')
        throw bad(`${field.name}: contains takes text`)
      if (LIST_TYPES.has(field.type)) {
        const id = filter.value.toLowerCase()
        return `i."values" @> ${params.add(JSON.stringify({ [field.id]: [id] }))}::jsonb`
      }
      return `${text()} ILIKE ${params.add(`%${escapeLike(filter.value)}%`)}::text`
    }
    case 'before':
    case 'after': {
      const op = filter.op === 'before' ? '<' : '>'
      if (field.type === 'Number') {
        if (typeof filter.value !== 'number') throw bad(`${field.name}: compare with a number`)
        return `(i."values"->>${key()})::double precision ${op} ${params.add(filter.value)}::double precision`
      }
      if (field.type === 'DateTime') {
        const instant = normaliseValue(field, filter.value, ctx)
        if (typeof instant !== 'string') throw bad(`${field.name}: compare with a date`)
        // Stored as UTC ISO text: text order is time order.
        return `(i."values"->>${key()}) ${op} ${params.add(instant)}::text`
      }
      throw bad(`${field.name}: before and after compare numbers and dates`)
    }
    case 'references': {
      if (field.type !== 'Reference' && field.type !== 'MultiReference')
        throw bad(`${field.name}: references needs a reference field`)
      if (typeof filter.value !== 'string') throw bad(`${field.name}: references takes an item id`)
      const id = filter.value.toLowerCase()
      const shape = field.type === 'Reference' ? { [field.id]: id } : { [field.id]: [id] }
      return `i."values" @> ${params.add(JSON.stringify(shape))}::jsonb`
    }
  }
}

const STATUS_SQL: Record<ItemStatus, string> = {
  Draft: `i.status = 'Draft'`,
  Published: IS_PUBLISHED,
  Scheduled: `(i.status = 'Scheduled' AND i.publish_at > now())`,
}

/**
 * A page of items as one statement: filters over the item, ordered by a field's sort key (the
 * join walks `collection_sort_keys` in index order and stops after the page) or by a time, one
 * row past the page to tell whether more follow.
 */
export function itemPageSql(
  query: ItemQuery,
  ctx: ValueContext,
): { sql: string; params: unknown[]; countSql: string; countParams: unknown[] } {
  const params = new Params()
  const where = [`i.collection_id = ${params.add(query.collectionId)}`]
  if (query.publishedOnly) where.push(IS_PUBLISHED)
  if (query.status) where.push(STATUS_SQL[query.status])
  if (query.search?.trim()) {
    where.push(`i.search LIKE ${params.add(`%${escapeLike(query.search.trim().toLowerCase())}%`)}`)
  }
  for (const filter of query.filters) {
    where.push(
      typeof filter.field === 'string'
        ? timeFilter(filter.field, filter, params)
        : fieldFilter(filter.field, filter, query.lang, params, ctx),
    )
  }
  const countParams = [...params.list]
  const countSql = `SELECT count(*)::int AS total FROM custom_data.collection_items i WHERE ${where.join(' AND ')}`
  const dir = query.sort.desc ? 'DESC' : 'ASC'
  let join = ''
  const order: string[] = []
  const by = query.sort.by
  let sortKey: string
  let sortId: string
  if (by === 'order') {
    sortKey = 'i.seq'
    sortId = 'i.id'
  } else if (typeof by === 'string') {
    sortKey = `i.${by}`
    sortId = 'i.id'
  } else {
    sortKey = `s.${isNumberKey(by) ? 'n' : 't'}`
    sortId = 's.item_id'
    join = `JOIN custom_data.collection_sort_keys s ON s.item_id = i.id
      AND s.collection_id = $1 AND s.field_id = ${params.add(by.id)}${sortRange(by, query.filters, params)}`
  }
  // The index's order (empty values count as the largest), so the walk can stop early.
  order.push(`${sortKey} ${dir}`)
  const then = query.sort.then
  if (then) {
    const thenDir = then.desc ? 'DESC' : 'ASC'
    if (then.by === 'order') order.push(`i.seq ${thenDir}`)
    else if (typeof then.by === 'string') order.push(`i.${then.by} ${thenDir}`)
    else {
      // Empty values count as the largest here too (PostgreSQL's NULL order).
      join += ` LEFT JOIN custom_data.collection_sort_keys s2 ON s2.item_id = i.id
        AND s2.collection_id = $1 AND s2.field_id = ${params.add(then.by.id)}`
      order.push(`s2.${isNumberKey(then.by) ? 'n' : 't'} ${thenDir}`)
    }
  }
  // Ties last by id, so pages never overlap (the sort key's, to keep the index's order).
  if (by !== 'order') order.push(`${sortId} ${dir}`)
  let skip = (query.page - 1) * query.pageSize + (query.offset ?? 0)
  const after = query.after
  const pageWhere = [...where]
  if (after && keysetReadable(query) && after.skipped <= skip) {
    pageWhere.push(afterMark(sortKey, sortId, keyType(by), query.sort.desc, after, params))
    skip -= after.skipped
  }
  const limit = params.add(query.pageSize + 1)
  const offset = params.add(skip)
  const sql = `SELECT i.id, i.status, i.publish_at, i.published_at, i."values", i.created_at, i.updated_at,
      ${sortKey}::text AS sort_key, ${sortId} AS sort_id
    FROM custom_data.collection_items i ${join}
    WHERE ${pageWhere.join(' AND ')}
    ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}`
  return { sql, params: params.list, countSql, countParams }
}

/** A page can start after an earlier page's last item when one key orders it (ids break ties). */
export const keysetReadable = (query: ItemQuery): boolean => query.sort.then === undefined

const keyType = (by: ItemSort['by']): string =>
  by === 'order'
    ? 'bigint'
    : typeof by === 'string'
      ? 'timestamptz'
      : isNumberKey(by)
        ? 'double precision'
        : 'text'

/**
 * The items after `mark` in the page's order, as a row comparison the sort index can start
 * its walk at. Empty keys (NULL) come last going up and first going down, as ORDER BY has them.
 */
function afterMark(
  key: string,
  id: string,
  type: string,
  desc: boolean,
  mark: PageMark,
  params: Params,
): string {
  const markId = `${params.add(mark.id)}::uuid`
  if (mark.key === null) {
    return desc
      ? `(${key} IS NOT NULL OR ${id} < ${markId})`
      : `(${key} IS NULL AND ${id} > ${markId})`
  }
  const markKey = `${params.add(mark.key)}::${type}`
  return desc
    ? `(${key}, ${id}) < (${markKey}, ${markId})`
    : `((${key}, ${id}) > (${markKey}, ${markId}) OR ${key} IS NULL)`
}

/**
 * Before/after filters on the field the page is sorted by, also as a range of its sort key:
 * the walk then starts and stops inside the range ("events after today, soonest first") rather
 * than reading past every item outside it. The filters stay in WHERE as well.
 */
function sortRange(by: FieldDef, filters: readonly ItemFilter[], params: Params): string {
  if (by.type !== 'Number' && by.type !== 'DateTime') return ''
  return filters
    .filter((f) => typeof f.field !== 'string' && f.field.id === by.id)
    .map((f) => {
      if (f.op !== 'before' && f.op !== 'after') return ''
      const key = by.type === 'Number' ? f.value : Date.parse(String(f.value))
      if (typeof key !== 'number' || !Number.isFinite(key)) return ''
      return ` AND s.n ${f.op === 'before' ? '<' : '>'} ${params.add(key)}::double precision`
    })
    .join('')
}

export const isNumberKey = (field: FieldDef) =>
  ['Number', 'Switch', 'DateTime', 'Gallery', 'MultiReference'].includes(field.type)
