// @vitest-environment happy-dom
import { createHash, webcrypto } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormsContext } from './forms-api.js'
import { formsScriptUrl } from './loader.js'
import { payload, solve, type Challenge } from './proof-of-work.js'
import { HONEYPOT_ATTRIBUTE, PageForms, ROW_SECRETS_KEY } from './visitor-forms.js'

const subtle = webcrypto.subtle as unknown as SubtleCrypto
const context: FormsContext = { siteId: 'site-1', apiBase: 'https://api.example.test/api' }

function challengeFor(number: number, salt = 'salt123?expires=9999999999'): Challenge {
  const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex')
  return { algorithm: 'SHA-256', challenge, maxnumber: 5000, salt, signature: 'sig' }
}

function challengeServer(numbers: number[]) {
  const served: string[] = []
  const fetcher = vi.fn((url: string) => {
    served.push(url)
    const body = challengeFor(numbers[served.length - 1] ?? 1)
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
  })
  return { fetcher: fetcher as unknown as typeof fetch, served }
}

beforeEach(() => {
  document.body.innerHTML = '<form id="f"><input id="email"></form><form id="g"></form>'
  localStorage.clear()
})

afterEach(() => vi.restoreAllMocks())

describe('proof of work', () => {
  it('finds the number ALTCHA hid, as altcha-lib verifies it', async () => {
    const challenge = challengeFor(1234)
    expect(await solve(challenge, subtle)).toBe(1234)
    const decoded = JSON.parse(atob(payload(challenge, 1234))) as Record<string, unknown>
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: 'sig',
    })
  })

  it('gives up past the maximum and on unknown algorithms', async () => {
    expect(await solve({ ...challengeFor(4000), maxnumber: 100 }, subtle)).toBeUndefined()
    expect(await solve({ ...challengeFor(1), algorithm: 'MD5' }, subtle)).toBeUndefined()
  })
})

describe('the forms chunk', () => {
  it('solves a proof for each write, one kept ready ahead of the next', async () => {
    const { fetcher, served } = challengeServer([7, 8, 9])
    const forms = new PageForms(document, fetcher, subtle, localStorage)
    forms.warm(context)
    const first = await forms.prepare(context, 'AddRow', { table_name: 't', row: {} })
    expect(JSON.parse(atob(String(first.altcha))).number).toBe(7)
    const second = await forms.prepare(context, 'AddRow', { table_name: 't', row: {} })
    expect(JSON.parse(atob(String(second.altcha))).number).toBe(8)
    expect(served[0]).toBe('https://api.example.test/api/sites/site-1/custom_data/challenge')
  })

  it('keeps the secrets of rows it created and sends them for that row only', async () => {
    const { fetcher } = challengeServer([1, 2, 3, 4])
    const forms = new PageForms(document, fetcher, subtle, localStorage)
    forms.remember(context, 'AddRow', { table_name: 't' }, { id: 'row-1', row_secret: 's3cret' })
    expect(localStorage.getItem(`${ROW_SECRETS_KEY}:site-1:t`)).toBe('{"row-1":"s3cret"}')
    const update = await forms.prepare(context, 'UpdateRow', {
      table_name: 't',
      row_id: 'row-1',
      new_row: {},
    })
    expect(update.row_secret).toBe('s3cret')
    const other = await forms.prepare(context, 'UpdateRow', {
      table_name: 't',
      row_id: 'row-2',
      new_row: {},
    })
    expect(other.row_secret).toBeUndefined()
    const read = await forms.prepare(context, 'GetRow', {
      table_name: 't',
      filters: { id: 'row-1' },
    })
    expect(read).toEqual({ table_name: 't', filters: { id: 'row-1' }, row_secret: 's3cret' })
  })

  it('adds a hidden honeypot to each form; when filled, it is sent and no proof is solved', async () => {
    const { fetcher, served } = challengeServer([1])
    const forms = new PageForms(document, fetcher, subtle, localStorage)
    const traps = document.querySelectorAll<HTMLInputElement>(`[${HONEYPOT_ATTRIBUTE}]`)
    expect(traps).toHaveLength(2)
    expect(traps[0]!.tabIndex).toBe(-1)
    expect(traps[0]!.getAttribute('aria-hidden')).toBe('true')
    traps[1]!.value = 'http://spam.example'
    const data = await forms.prepare(context, 'AddRow', { table_name: 't', row: {} })
    expect(data.honeypot).toBe('http://spam.example')
    expect(data.altcha).toBeUndefined()
    expect(served).toEqual([])
  })

  it('is loaded from beside the runtime script', () => {
    document.head.innerHTML = '<script src="/_tessera/runtime.js?v=abc" defer></script>'
    expect(formsScriptUrl(document)).toBe('/_tessera/runtime-forms.js?v=abc')
    document.head.innerHTML = ''
    expect(formsScriptUrl(document)).toBe('/_tessera/runtime-forms.js')
  })
})
