import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createIntl, type IntlShape } from 'react-intl'
import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import zhTw from './messages/zh-tw.json'
import { errorText, type DisplayError } from './error-message'

/** The repository: the tests run from it or from web/app (happy-dom has no file URLs). */
function repositoryRoot(dir = process.cwd()): string {
  if (existsSync(join(dir, 'nx.json'))) return dir
  const parent = dirname(dir)
  if (parent === dir) throw new Error('nx.json not found above the working directory')
  return repositoryRoot(parent)
}

const root = repositoryRoot()
const appSrc = join(root, 'web/app/src')
const validationSrc = join(root, 'web/site-format/src/validation')
/** The error catalogues of the services the app calls, and the kit's common codes. */
const catalogues = [
  ...['auth', 'sites', 'assets'].map((s) => join(root, 'services', s, 'src/errors.ts')),
  join(root, 'services/libs/kit/src/errors/error-catalogue.ts'),
]

function sources(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.(spec|test)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!)

/** Codes the services answer with (each catalogue's entries, the kit's shared ones too): each becomes errors.{code} in the app. */
function serverCodes(): Set<string> {
  const codes = new Set<string>()
  for (const text of catalogues.map((file) => readFileSync(file, 'utf8')))
    for (const block of matches(text, /(?:defineErrors\(|ErrorSpecs = )\{([\s\S]*?)\n\}/g))
      for (const code of matches(block, /^ {2}(\w+): \{/gm)) codes.add(code)
  return codes
}

/** The body of `name` in a site-format validation file, and of the validators it calls there. */
function validatorKeys(text: string, name: string, seen = new Set<string>()): string[] {
  if (seen.has(name)) return []
  seen.add(name)
  const start = text.indexOf(`function ${name}(`)
  if (start < 0) return []
  const body = text.slice(start, text.indexOf('\n}\n', start))
  const called = matches(body, /\b(validate[A-Za-z]+)\(/g).filter((n) => n !== name)
  return [
    ...matches(body, /'(errors\.[A-Za-z_]+)'/g),
    ...called.flatMap((n) => validatorKeys(text, n, seen)),
  ]
}

/** Keys of the shared rules the app imports from @tessera/site-format/validation. */
function ruleKeys(appTexts: string[]): Set<string> {
  const imported = new Set(
    appTexts.flatMap((text) =>
      matches(text, /import \{([^}]*)\} from '@tessera\/site-format\/validation'/g).flatMap(
        (list) => matches(list, /\b(validate[A-Za-z]+)\b/g),
      ),
    ),
  )
  const files = sources(validationSrc, /\.ts$/)
  return new Set(
    [...imported].flatMap((name) => files.flatMap((text) => validatorKeys(text, name))),
  )
}

/** Every key the app can show: its own, the shared rules it runs, and errors.{code} of the services. */
function displayedErrors(): Array<{ label: string; error: DisplayError }> {
  const appTexts = sources(appSrc, /\.tsx?$/)
  const keys = new Set([
    ...appTexts.flatMap((text) => matches(text, /'(errors\.[A-Za-z_]+)'/g)),
    ...ruleKeys(appTexts),
  ])
  return [
    ...[...keys].map((key) => ({ label: key, error: { key } })),
    ...[...serverCodes()].map((code) => ({ label: `code ${code}`, error: { code, message: '' } })),
  ]
}

function intlFor(locale: string, messages: Record<string, string>, failures: string[]): IntlShape {
  return createIntl({ locale, messages, onError: (error) => failures.push(error.message) })
}

describe('error messages the app can show', () => {
  const errors = displayedErrors()

  it('finds the keys and codes it walks', () => {
    const labels = errors.map((e) => e.label)
    expect(labels).toContain('errors.custom_domain_host')
    expect(labels).toContain('errors.password_length')
    expect(labels).toContain('code custom_domain_host')
    expect(labels).toContain('code SubdomainTaken')
    expect(labels).toContain('code AssetUsageExceeded')
  })

  it.each([
    ['en', en],
    ['zh-tw', zhTw],
  ] as const)(
    'every one has a message in %s that formats without a raw key',
    (locale, catalogue) => {
      const messages = catalogue as Record<string, string>
      const missing: string[] = []
      const broken: string[] = []
      for (const { label, error } of errors) {
        const key = error.key ?? `errors.${error.code}`
        if (!Object.prototype.hasOwnProperty.call(messages, key)) {
          missing.push(label)
          continue
        }
        const failures: string[] = []
        const text = errorText(intlFor(locale, messages, failures), error)
        const fellBack =
          text === messages['errors.None'] && messages[key] !== messages['errors.None']
        if (failures.length > 0 || /errors\.|[{}]/.test(text) || fellBack)
          broken.push(`${label}: ${text} ${failures.join('; ')}`)
      }
      expect(missing).toEqual([])
      expect(broken).toEqual([])
    },
  )
})
