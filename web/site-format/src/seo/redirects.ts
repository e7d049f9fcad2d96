import type { SiteRedirect } from '../types/site.js'
import { parseCsv } from '../translations/csv.js'
import { isBlankCsvRow } from '../validation/csv.js'
import { invalid, type ValidationError } from '../validation/validation-error.js'

/** The most redirects a site keeps; each costs a comparison on a visitor's first request. */
export const MAX_REDIRECTS = 1000
/** The longest `from` or `to`, in characters. */
export const MAX_REDIRECT_LENGTH = 2000

/** What a request path redirects to: the address for `Location` and the status. */
export interface RedirectMatch {
  location: string
  status: 301 | 302
  /** The rule's index in the list. */
  index: number
}

const PATTERN_SUFFIX = '/*'
const EXTERNAL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i
// Paths the site server keeps for itself: a rule for them would never be reached.
const RESERVED = ['/_tessera', '/api']

const isPattern = (from: string): boolean => from.endsWith(PATTERN_SUFFIX)
const prefixOf = (from: string): string => from.slice(0, -PATTERN_SUFFIX.length)
const isExternal = (to: string): boolean => EXTERNAL.test(to)

/**
 * Rules ready to match: exact paths in a map, patterns longest prefix first (so `/blog/old/*`
 * wins over `/blog/*`). Made once per site document.
 */
export class RedirectTable {
  private readonly exact = new Map<string, number>()
  private readonly patterns: Array<{ prefix: string; index: number }> = []

  constructor(readonly rules: readonly SiteRedirect[]) {
    rules.forEach((rule, index) => {
      if (isPattern(rule.from)) this.patterns.push({ prefix: prefixOf(rule.from), index })
      else if (!this.exact.has(rule.from)) this.exact.set(rule.from, index)
    })
    this.patterns.sort((a, b) => b.prefix.length - a.prefix.length || a.index - b.index)
  }

  get size(): number {
    return this.rules.length
  }

  /**
   * The rule that answers a decoded path without a trailing slash (`/old/page`), and where it
   * sends the visitor; undefined when none does. An exact rule wins over any pattern.
   */
  match(path: string): RedirectMatch | undefined {
    const exact = this.exact.get(path)
    if (exact !== undefined) return this.answer(exact, '')
    for (const { prefix, index } of this.patterns) {
      if (path === prefix) return this.answer(index, '')
      if (path.startsWith(`${prefix}/`)) return this.answer(index, path.slice(prefix.length + 1))
    }
    return undefined
  }

  private answer(index: number, rest: string): RedirectMatch {
    const rule = this.rules[index]!
    return { location: targetOf(rule, rest), status: rule.status, index }
  }
}

/** The rule's target with the rest of a pattern's path in place of a final `*`. */
function targetOf(rule: SiteRedirect, rest: string): string {
  if (!rule.to.endsWith('*') || !isPattern(rule.from)) return encodeTarget(rule.to)
  let target = rule.to.slice(0, -1) + rest
  // `/news/*` for `/blog` itself is `/news`, not `/news/`.
  if (rest === '' && target.length > 1 && target.endsWith('/') && !isExternal(target)) {
    target = target.slice(0, -1)
  }
  return encodeTarget(target)
}

// Paths may hold any character (`/關於`); a Location header carries them percent-encoded.
const encodeTarget = (target: string): string => encodeURI(decodeSafely(target))

function decodeSafely(text: string): string {
  try {
    return decodeURI(text)
  } catch {
    return text
  }
}

/**
 * A redirect's `Location` for a request with a query (`x=1`, raw, without `?`): the target
 * keeps its own query and the request's follows it (`/new?a=1` for `/old?x=1` is
 * `/new?a=1&x=1`), before any fragment; parameters named in `drop` are left behind.
 */
export function withRequestQuery(
  location: string,
  query: string,
  drop: readonly string[] = [],
): string {
  const kept =
    drop.length === 0
      ? query.split('&')
      : query.split('&').filter((part) => !drop.includes(decodeParam(part.split('=', 1)[0]!)))
  const carried = kept.filter((part) => part !== '').join('&')
  if (carried === '') return location
  const hash = location.indexOf('#')
  const [target, fragment] =
    hash < 0 ? [location, ''] : [location.slice(0, hash), location.slice(hash)]
  const q = target.indexOf('?')
  const joiner = q < 0 ? '?' : q === target.length - 1 || target.endsWith('&') ? '' : '&'
  return `${target}${joiner}${carried}${fragment}`
}

function decodeParam(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '))
  } catch {
    return name
  }
}

/** A path as rules compare it: without its query, hash and trailing slash, decoded. */
function pathOf(target: string): string {
  const bare = target.replace(/[?#].*$/, '')
  const decoded = decodeSafely(bare)
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded
}

function pathProblem(path: string, allowQuery: boolean): string | undefined {
  if (path === '' || !path.startsWith('/')) return 'build.redirect_path'
  // Spaces and control characters (any code point below U+0021 or U+007F).
  if ([...path].some((c) => c <= ' ' || c === '\u007f' || /\s/.test(c)))
    return 'build.redirect_path'
  const [bare] = path.split(/[?#]/, 1) as [string]
  if (!allowQuery && bare !== path) return 'build.redirect_path'
  if (bare.startsWith('//') || (bare.length > 1 && bare.endsWith('/'))) return 'build.redirect_path'
  const segments = bare.split('/').slice(1)
  if (bare !== '/' && segments.some((part) => part === '' || part === '.' || part === '..')) {
    return 'build.redirect_path'
  }
  return undefined
}

function fromProblem(from: string): string | undefined {
  if (from.length > MAX_REDIRECT_LENGTH) return 'build.redirect_too_long'
  const path = isPattern(from) ? prefixOf(from) || '/' : from
  if (path.includes('*')) return 'build.redirect_wildcard'
  const problem = pathProblem(path, false)
  if (problem) return problem
  const lower = path.toLowerCase()
  if (RESERVED.some((reserved) => lower === reserved || lower.startsWith(`${reserved}/`))) {
    return 'build.redirect_reserved'
  }
  return undefined
}

function toProblem(to: string, pattern: boolean): string | undefined {
  if (to.length > MAX_REDIRECT_LENGTH) return 'build.redirect_too_long'
  const star = to.indexOf('*')
  if (star >= 0 && (star !== to.length - 1 || !pattern)) return 'build.redirect_wildcard'
  if (isExternal(to)) return undefined
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return 'build.redirect_target'
  const path = star >= 0 ? to.slice(0, -1) || '/' : to
  // `/news/*` is `/news/` and the rest: its slash is part of it.
  const bare = star >= 0 && path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return pathProblem(bare, star < 0) ? 'build.redirect_target' : undefined
}

/** A redirect that breaks a rule, named by its field in the list (`redirects[2].to`). */
export interface RedirectProblem {
  index: number
  field: 'from' | 'to' | 'status'
  error: ValidationError
}

/** One rule on its own: its paths, target and status. */
export function redirectProblem(rule: SiteRedirect, index = 0): RedirectProblem | undefined {
  const from = fromProblem(rule.from)
  if (from) return { index, field: 'from', error: invalid(from) }
  const to = toProblem(rule.to, isPattern(rule.from))
  if (to) return { index, field: 'to', error: invalid(to) }
  if (rule.status !== 301 && rule.status !== 302) {
    return { index, field: 'status', error: invalid('build.redirect_status') }
  }
  return undefined
}

// A rest of a pattern's path that no exact rule can name (rules hold no spaces), so following a
// pattern's target meets only rules that answer every path under it.
const SAMPLE_REST = 'a b'

/**
 * The first problem of a list of redirects: a broken rule, a `from` given twice, a target that
 * another rule redirects again (a chain: visitors and crawlers should get the final address in
 * one step) or back (a loop). Undefined when the list can be stored.
 */
export function redirectsProblem(rules: readonly SiteRedirect[]): RedirectProblem | undefined {
  if (rules.length > MAX_REDIRECTS) {
    return {
      index: MAX_REDIRECTS,
      field: 'from',
      error: invalid('build.redirects_too_many', { params: { max: MAX_REDIRECTS } }),
    }
  }
  const seen = new Set<string>()
  for (const [index, rule] of rules.entries()) {
    const problem = redirectProblem(rule, index)
    if (problem) return problem
    if (seen.has(rule.from)) {
      return { index, field: 'from', error: invalid('build.redirect_duplicate') }
    }
    seen.add(rule.from)
  }
  const table = new RedirectTable(rules)
  for (const [index, rule] of rules.entries()) {
    const start = isPattern(rule.from) ? `${prefixOf(rule.from)}/${SAMPLE_REST}` : rule.from
    const first = table.match(start)
    // An earlier rule with the same prefix or path answers instead: nothing of this one is used.
    if (first === undefined || first.index !== index) continue
    const kind = follow(table, start, rules.length)
    if (kind) return { index, field: 'to', error: invalid(`build.redirect_${kind}`) }
  }
  return undefined
}

/** Whether redirecting from a path ends in a loop or goes through more than one rule. */
function follow(table: RedirectTable, start: string, limit: number): 'loop' | 'chain' | undefined {
  const visited = new Set<string>([start])
  let step = table.match(start)
  let hops = 0
  while (step !== undefined && hops <= limit) {
    if (isExternal(step.location)) return hops === 0 ? undefined : 'chain'
    const next = pathOf(step.location)
    if (visited.has(next)) return 'loop'
    visited.add(next)
    step = table.match(next)
    if (step === undefined) return hops === 0 ? undefined : 'chain'
    hops++
  }
  return step === undefined ? undefined : 'loop'
}

/** The outcome of reading a redirects CSV: the rules, or the first bad row (1-based line). */
export type RedirectsCsv = { redirects: SiteRedirect[] } | { error: ValidationError }

/**
 * Redirects from CSV: `from,to` or `from,to,status` per row (status 301 when left out), an
 * optional header row naming `from` first, blank lines skipped. Each row is checked on its own;
 * loops and chains are checked with the whole list when it is saved.
 */
export function redirectsFromCsv(text: string): RedirectsCsv {
  const rows = parseCsv(text)
  const redirects: SiteRedirect[] = []
  for (const [index, cells] of rows.entries()) {
    if (isBlankCsvRow(cells)) continue
    const row = index + 1
    const [from = '', to = '', status = '', ...extra] = cells.map((cell) => cell.trim())
    if (redirects.length === 0 && from.toLowerCase() === 'from' && to.toLowerCase() === 'to') {
      continue
    }
    if (extra.some((cell) => cell !== ''))
      return { error: invalid('build.redirects_csv_columns', { row }) }
    if (status !== '' && status !== '301' && status !== '302') {
      return { error: invalid('build.redirect_status', { row }) }
    }
    const rule: SiteRedirect = { from, to, status: status === '302' ? 302 : 301 }
    const problem = redirectProblem(rule)
    if (problem) return { error: { ...problem.error, row } }
    redirects.push(rule)
  }
  if (redirects.length === 0) return { error: invalid('build.redirects_csv_empty') }
  return { redirects }
}

/** Imported rules over the current ones: a `from` already listed takes the imported target. */
export function mergeRedirects(
  current: readonly SiteRedirect[],
  imported: readonly SiteRedirect[],
): SiteRedirect[] {
  const byFrom = new Map(imported.map((rule) => [rule.from, rule]))
  const merged = current.map((rule) => byFrom.get(rule.from) ?? rule)
  const kept = new Set(current.map((rule) => rule.from))
  for (const rule of byFrom.values()) if (!kept.has(rule.from)) merged.push(rule)
  return merged.map((rule) => ({ ...rule }))
}
