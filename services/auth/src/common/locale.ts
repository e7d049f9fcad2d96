import type { MailLocale } from '@tessera/proto'

/** The mail language a request prefers: zh-tw for Traditional Chinese, otherwise English. */
export function localeFrom(acceptLanguage: string | undefined): MailLocale {
  if (!acceptLanguage) return 'en'
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean)
      return { tag, q: q ? Number(q) : 1 }
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    if (/^zh-(tw|hant|hk|mo)/.test(tag)) return 'zh-tw'
    if (tag.startsWith('en')) return 'en'
  }
  return 'en'
}
