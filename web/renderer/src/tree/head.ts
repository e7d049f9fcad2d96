import type { HeadBase, HeadLink, HeadMeta, HeadScript, PageHead } from '@tessera/site-format'

/** The page head merged over the site's default head. */
export interface RenderHead {
  title: string
  description: string | undefined
  /** The page's picture for shared links, else the site's. */
  image: string | undefined
  base: HeadBase | undefined
  meta: HeadMeta[]
  link: HeadLink[]
  script: HeadScript[]
  /** Stylesheets for the web fonts the page uses. */
  fontStylesheets: string[]
  /** The page's own href (its route, `/` for the home page). */
  href: string
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value)
    ? value.filter((item) => typeof item === 'object' && item !== null)
    : []
}

/** What a meta element is about; a page entry replaces a default entry with the same key. */
export function metaKey(meta: HeadMeta): string | undefined {
  if (typeof meta.name === 'string') return `name:${meta.name.toLowerCase()}`
  if (typeof meta.property === 'string') return `property:${meta.property.toLowerCase()}`
  const equiv = meta['http-equiv']
  if (typeof equiv === 'string') return `http-equiv:${equiv.toLowerCase()}`
  return undefined
}

/** Entries of both lists, defaults first, without exact repeats. */
function union<T>(defaults: T[], page: T[]): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of [...defaults, ...page]) {
    const key = JSON.stringify(item)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

export function mergeHead(
  defaults: PageHead | undefined,
  page: PageHead | undefined,
  fallbackTitle: string,
  href: string,
  fontStylesheets: string[],
): RenderHead {
  const d = defaults ?? {}
  const p = page ?? {}
  const meta = new Map<string, HeadMeta>()
  for (const entry of [...list(d.meta), ...list(p.meta)]) {
    const key = metaKey(entry)
    if (key !== undefined) meta.set(key, entry)
  }
  const base = p.base?.href !== undefined ? p.base : d.base?.href !== undefined ? d.base : undefined
  return {
    title: text(p.title) ?? text(d.title) ?? fallbackTitle,
    description: text(p.description) ?? text(d.description),
    image: text(p.image) ?? text(d.image),
    base,
    meta: [...meta.values()],
    link: union(list(d.link), list(p.link)),
    script: union(list(d.script), list(p.script)),
    fontStylesheets,
    href,
  }
}
