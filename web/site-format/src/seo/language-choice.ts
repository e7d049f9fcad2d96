/** A parsed Accept-Language header: language tags, most wanted first (`*` left out). */
export function acceptedLanguages(header: string): string[] {
  const entries: Array<{ tag: string; q: number; at: number }> = []
  header.split(',').forEach((part, at) => {
    const [rawTag = '', ...params] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    if (tag === '' || tag === '*' || !/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) return
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q) || q <= 0) return
    entries.push({ tag, q: Math.min(q, 1), at })
  })
  // Equal weights keep the header's order.
  entries.sort((a, b) => b.q - a.q || a.at - b.at)
  return entries.map(({ tag }) => tag)
}

/**
 * The site language a visitor's browser asks for first: an exact tag, else the same base
 * language (`zh-hk` for a site's `zh-tw`, `en-gb` for `en`). Undefined when none matches.
 */
export function preferredLanguage(
  header: string,
  languages: readonly string[],
): string | undefined {
  const site = languages.map((lang) => lang.toLowerCase())
  const base = (tag: string) => tag.split('-')[0]!
  for (const tag of acceptedLanguages(header)) {
    const exact = site.indexOf(tag)
    if (exact >= 0) return languages[exact]
    const same = site.findIndex((lang) => base(lang) === base(tag))
    if (same >= 0) return languages[same]
  }
  return undefined
}
