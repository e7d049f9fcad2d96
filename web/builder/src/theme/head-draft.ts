import type { HeadLink, HeadMeta, HeadScript, PageHead } from '@tessera/site-format'

export const META_KINDS = ['name', 'property', 'http-equiv'] as const
export type MetaKind = (typeof META_KINDS)[number]

/** The link fields the Meta tab edits, in order; `href` first, since a link needs it. */
export const LINK_FIELDS = [
  'href',
  'rel',
  'type',
  'media',
  'sizes',
  'as',
  'title',
  'id',
  'imagesizes',
  'blocking',
  'crossorigin',
] as const satisfies readonly (keyof HeadLink)[]

export const SCRIPT_FIELDS = [
  'src',
  'type',
  'id',
  'crossorigin',
  'blocking',
] as const satisfies readonly (keyof Omit<HeadScript, 'async'>)[]

export interface MetaDraft {
  kind: MetaKind
  key: string
  content: string
}

export type LinkDraft = Record<(typeof LINK_FIELDS)[number], string>
export type ScriptDraft = Record<(typeof SCRIPT_FIELDS)[number], string> & { async: boolean }

/** The default head as the Meta form holds it: every field as text. */
export interface HeadDraft {
  title: string
  description: string
  baseHref: string
  baseTarget: string
  meta: MetaDraft[]
  link: LinkDraft[]
  script: ScriptDraft[]
}

/** A head list row the form cannot save, with the rule's message id. */
export interface HeadRowError {
  list: 'meta' | 'link'
  row: number
  key: string
}

export const emptyMeta = (): MetaDraft => ({ kind: 'name', key: '', content: '' })
export const emptyLink = (): LinkDraft =>
  Object.fromEntries(LINK_FIELDS.map((field) => [field, ''])) as LinkDraft
export const emptyScript = (): ScriptDraft => ({
  ...(Object.fromEntries(SCRIPT_FIELDS.map((field) => [field, ''])) as Record<
    (typeof SCRIPT_FIELDS)[number],
    string
  >),
  async: false,
})

function metaDraft(meta: HeadMeta): MetaDraft {
  const kind = META_KINDS.find((name) => meta[name] !== undefined) ?? 'name'
  return { kind, key: meta[kind] ?? '', content: meta.content ?? '' }
}

export function draftOf(head: PageHead): HeadDraft {
  return {
    title: head.title ?? '',
    description: head.description ?? '',
    baseHref: head.base?.href ?? '',
    baseTarget: head.base?.target ?? '',
    meta: (head.meta ?? []).map(metaDraft),
    link: (head.link ?? []).map((link) => ({
      ...emptyLink(),
      ...Object.fromEntries(LINK_FIELDS.map((field) => [field, link[field] ?? ''])),
    })),
    script: (head.script ?? []).map((script) => ({
      ...emptyScript(),
      ...Object.fromEntries(SCRIPT_FIELDS.map((field) => [field, script[field] ?? ''])),
      async: script.async === true,
    })),
  }
}

/** The filled-in fields of a row, trimmed. */
function filled<K extends string>(
  row: Record<K, string>,
  fields: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {}
  for (const field of fields) {
    const value = row[field].trim()
    if (value !== '') out[field] = value
  }
  return out
}

/**
 * The head the draft describes, or the rows that cannot be saved: a meta needs its name (or
 * property, or http-equiv), a link its address. Rows left wholly empty are dropped.
 */
export function headOf(draft: HeadDraft): { head: PageHead } | { errors: HeadRowError[] } {
  const errors: HeadRowError[] = []
  const meta: HeadMeta[] = []
  draft.meta.forEach((row, index) => {
    const key = row.key.trim()
    const content = row.content.trim()
    if (key === '' && content === '') return
    if (key === '') errors.push({ list: 'meta', row: index, key: 'builder.theme.meta.keyMissing' })
    else meta.push({ [row.kind]: key, ...(content ? { content } : {}) })
  })
  const link: HeadLink[] = []
  draft.link.forEach((row, index) => {
    const fields = filled(row, LINK_FIELDS)
    if (Object.keys(fields).length === 0) return
    if (!fields.href)
      errors.push({ list: 'link', row: index, key: 'builder.theme.meta.hrefMissing' })
    else link.push({ ...fields, href: fields.href })
  })
  const script: HeadScript[] = []
  for (const row of draft.script) {
    const fields = filled(row, SCRIPT_FIELDS)
    if (Object.keys(fields).length === 0 && !row.async) continue
    script.push({ ...fields, ...(row.async ? { async: true } : {}) })
  }
  if (errors.length > 0) return { errors }
  const title = draft.title.trim()
  const description = draft.description.trim()
  const href = draft.baseHref.trim()
  const target = draft.baseTarget.trim()
  return {
    head: {
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(href ? { base: { href, ...(target ? { target } : {}) } } : {}),
      ...(meta.length > 0 ? { meta } : {}),
      ...(link.length > 0 ? { link } : {}),
      ...(script.length > 0 ? { script } : {}),
    },
  }
}
