import { makeAutoObservable } from 'mobx'
import {
  normalizeRoute,
  setPageHead,
  type HeadLink,
  type HeadMeta,
  type HeadScript,
  type PageArticle,
  type PageHead,
} from '@tessera/site-format'
import type { EditorStore } from '../store/editor-store'

export const META_KINDS = ['name', 'property', 'http-equiv'] as const
export type MetaKind = (typeof META_KINDS)[number]

export const LINK_FIELDS = [
  'href',
  'rel',
  'title',
  'id',
  'sizes',
  'imagesizes',
  'media',
  'type',
  'as',
  'blocking',
  'crossorigin',
] as const
export type LinkField = (typeof LINK_FIELDS)[number]

export const SCRIPT_FIELDS = ['src', 'type', 'crossorigin', 'blocking', 'id'] as const
export type ScriptField = (typeof SCRIPT_FIELDS)[number]

export type HeadTextField = 'title' | 'description' | 'baseHref' | 'baseTarget' | 'image'
export type ArticleField = 'author' | 'published' | 'modified'

export interface MetaRow {
  kind: MetaKind
  key: string
  content: string
}
export type LinkRow = Record<LinkField, string>
export type ScriptRow = Record<ScriptField, string> & { async: boolean }

let rowKeys = 0
/** A stable React key per row, so removing a row keeps the others' focus and text. */
export interface Keyed<T> {
  key: number
  value: T
}
const keyed = <T>(value: T): Keyed<T> => ({ key: ++rowKeys, value })

function metaRow(meta: HeadMeta): MetaRow {
  const kind = META_KINDS.find((k) => meta[k] !== undefined) ?? 'name'
  return { kind, key: meta[kind] ?? '', content: meta.content ?? '' }
}

function linkRow(link?: HeadLink): LinkRow {
  return Object.fromEntries(LINK_FIELDS.map((f) => [f, link?.[f] ?? ''])) as LinkRow
}

function scriptRow(script?: HeadScript): ScriptRow {
  const fields = Object.fromEntries(SCRIPT_FIELDS.map((f) => [f, script?.[f] ?? '']))
  return { ...(fields as Record<ScriptField, string>), async: script?.async ?? false }
}

/** Only the fields that hold text, trimmed. */
function filled<K extends string>(row: Record<K, string>, fields: readonly K[]) {
  const out: Partial<Record<K, string>> = {}
  for (const field of fields) {
    const text = row[field].trim()
    if (text) out[field] = text
  }
  return out
}

/**
 * The page head as the meta tab edits it (editor.md section 3, Page head). Empty fields are left
 * out of the head it gives and rows with nothing in them are dropped.
 */
export class PageHeadDraft {
  title: string
  description: string
  baseHref: string
  baseTarget: string
  image: string
  meta: Keyed<MetaRow>[]
  link: Keyed<LinkRow>[]
  script: Keyed<ScriptRow>[]
  /** The page's route per language as typed, without its leading slash. */
  localeRoutes: Record<string, string>
  /** The page is described as an article (structured data), by whom and when. */
  isArticle: boolean
  articleFields: Record<ArticleField, string>

  constructor(head: PageHead) {
    this.title = head.title ?? ''
    this.description = head.description ?? ''
    this.baseHref = head.base?.href ?? ''
    this.baseTarget = head.base?.target ?? ''
    this.image = head.image ?? ''
    this.meta = (head.meta ?? []).map((m) => keyed(metaRow(m)))
    this.link = (head.link ?? []).map((l) => keyed(linkRow(l)))
    this.script = (head.script ?? []).map((s) => keyed(scriptRow(s)))
    this.localeRoutes = Object.fromEntries(
      Object.entries(head.localeRoutes ?? {}).map(([lang, route]) => [lang, route.slice(1)]),
    )
    this.isArticle = head.article !== undefined
    this.articleFields = {
      author: head.article?.author ?? '',
      published: head.article?.published ?? '',
      modified: head.article?.modified ?? '',
    }
    makeAutoObservable(this)
  }

  setArticle(isArticle: boolean): void {
    this.isArticle = isArticle
  }

  setArticleField(field: ArticleField, value: string): void {
    this.articleFields[field] = value
  }

  /** The article details as stored; undefined when the page is not an article. */
  get article(): PageArticle | undefined {
    if (!this.isArticle) return undefined
    return filled(this.articleFields, ['author', 'published', 'modified'] as const)
  }

  setLocaleRoute(lang: string, value: string): void {
    this.localeRoutes[lang] = value.replace(/^\/+/, '')
  }

  /** The localized route of a language as stored: one leading slash, or '' for none. */
  localeRoute(lang: string): string {
    const typed = (this.localeRoutes[lang] ?? '').trim()
    return typed === '' ? '' : normalizeRoute(typed)
  }

  setText(field: HeadTextField, value: string): void {
    this[field] = value
  }

  addMeta(): void {
    this.meta.push(keyed({ kind: 'name', key: '', content: '' }))
  }
  addLink(): void {
    this.link.push(keyed(linkRow()))
  }
  addScript(): void {
    this.script.push(keyed(scriptRow()))
  }

  remove(list: 'meta' | 'link' | 'script', index: number): void {
    this[list].splice(index, 1)
  }

  setMeta<K extends keyof MetaRow>(index: number, field: K, value: MetaRow[K]): void {
    const row = this.meta[index]
    if (row) row.value[field] = value
  }
  setLink(index: number, field: LinkField, value: string): void {
    const row = this.link[index]
    if (row) row.value[field] = value
  }
  setScript(index: number, field: ScriptField, value: string): void {
    const row = this.script[index]
    if (row) row.value[field] = value
  }
  setScriptAsync(index: number, value: boolean): void {
    const row = this.script[index]
    if (row) row.value.async = value
  }

  get head(): PageHead {
    const head: PageHead = {}
    const title = this.title.trim()
    const description = this.description.trim()
    if (title) head.title = title
    if (description) head.description = description
    const href = this.baseHref.trim()
    const target = this.baseTarget.trim()
    if (href) head.base = { href, ...(target ? { target } : {}) }
    const image = this.image.trim()
    if (image) head.image = image
    const meta = this.meta.flatMap(({ value: row }): HeadMeta[] => {
      const key = row.key.trim()
      const content = row.content.trim()
      if (!key && !content) return []
      return [{ ...(key ? { [row.kind]: key } : {}), ...(content ? { content } : {}) }]
    })
    const link = this.link.flatMap(({ value: row }): HeadLink[] => {
      const fields = filled(row, LINK_FIELDS)
      return Object.keys(fields).length === 0 ? [] : [{ ...fields, href: fields.href ?? '' }]
    })
    const script = this.script.flatMap(({ value: row }): HeadScript[] => {
      const fields: HeadScript = filled(row, SCRIPT_FIELDS)
      if (row.async) fields.async = true
      return Object.keys(fields).length === 0 ? [] : [fields]
    })
    if (meta.length) head.meta = meta
    if (link.length) head.link = link
    if (script.length) head.script = script
    const localeRoutes = Object.fromEntries(
      Object.keys(this.localeRoutes)
        .map((lang) => [lang, this.localeRoute(lang)])
        .filter(([, route]) => route !== ''),
    )
    if (Object.keys(localeRoutes).length) head.localeRoutes = localeRoutes
    const article = this.article
    if (article) head.article = article
    return head
  }
}

/** Writes a page's head as one undoable `setPH` command; true when saved or unchanged. */
export function savePageHead(editor: EditorStore, route: string, head: PageHead): boolean {
  if (JSON.stringify(head) === JSON.stringify(editor.doc.page(route).head)) return true
  return editor.run(setPageHead(editor.doc, route, head), { merge: false })
}
