import type { BehaviorError } from '@tessera/site-format'
import type { FormsContext, VisitorAction, VisitorForms } from './forms-api.js'
import { payload, solve, type Challenge } from './proof-of-work.js'

/** Where a browser keeps the secrets of rows it created, per site and table. */
export const ROW_SECRETS_KEY = 'tessera-rows'
/** Rows remembered per table; the oldest go first. */
const MAX_SECRETS = 50

/** The field people never see; bots that fill every input fill it too. */
export const HONEYPOT_NAME = 'website'
export const HONEYPOT_ATTRIBUTE = 'data-tessera-honeypot'

type Secrets = Record<string, string>

const NETWORK_FAILURE: BehaviorError = { code: 'NETWORK_FAILURE' }
const UNKNOWN: BehaviorError = { code: 'None' }

/** The code of a refused request (TooManyRequests, say); `None` when it gives none. */
async function codeOf(res: Response): Promise<BehaviorError> {
  const body: unknown = await res.json().catch(() => undefined)
  const code = typeof body === 'object' && body !== null ? (body as BehaviorError).code : undefined
  return typeof code === 'string' ? { code } : UNKNOWN
}

/**
 * The forms chunk's work for one page: proofs of work solved ahead of submits (one kept ready,
 * each used once), row secrets kept in localStorage, and a honeypot input in each form.
 */
export class PageForms implements VisitorForms {
  private ready: Promise<string> | undefined

  constructor(
    private readonly doc: Document,
    private readonly fetcher: typeof fetch,
    private readonly subtle: SubtleCrypto,
    private readonly storage: Storage | undefined,
  ) {
    this.addHoneypots()
  }

  /** A hidden, off-screen input in every form of the page. */
  addHoneypots(): void {
    for (const form of Array.from(this.doc.querySelectorAll('form'))) {
      if (form.querySelector(`[${HONEYPOT_ATTRIBUTE}]`)) continue
      const input = this.doc.createElement('input')
      input.name = HONEYPOT_NAME
      input.type = 'text'
      input.tabIndex = -1
      input.autocomplete = 'off'
      input.setAttribute(HONEYPOT_ATTRIBUTE, '')
      input.setAttribute('aria-hidden', 'true')
      input.style.cssText = 'position:absolute;left:-10000px;width:1px;height:1px;opacity:0'
      form.appendChild(input)
    }
  }

  private honeypot(): string {
    for (const input of Array.from(
      this.doc.querySelectorAll<HTMLInputElement>(`[${HONEYPOT_ATTRIBUTE}]`),
    )) {
      if (input.value) return input.value
    }
    return ''
  }

  warm(context: FormsContext): void {
    this.ready ??= this.solveOne(context)
    this.ready.catch(() => (this.ready = undefined))
  }

  /** Fails as the API's calls do, with a code the page shows in its own words. */
  private async solveOne(context: FormsContext): Promise<string> {
    const url = `${context.apiBase}/sites/${encodeURIComponent(context.siteId)}/custom_data/challenge`
    const res = await this.fetcher(url, { credentials: 'omit' }).catch(() => {
      throw NETWORK_FAILURE
    })
    if (!res.ok) {
      console.warn(`Tessera: the proof-of-work challenge answered ${res.status}`)
      throw res.status >= 500 ? NETWORK_FAILURE : await codeOf(res)
    }
    const challenge = (await res.json().catch(() => undefined)) as Challenge | undefined
    const number = challenge && (await solve(challenge, this.subtle))
    if (challenge === undefined || number === undefined) {
      console.warn('Tessera: the proof-of-work challenge could not be solved')
      throw UNKNOWN
    }
    return payload(challenge, number)
  }

  /** A solved proof for this write; the next one starts solving at once. */
  private async proof(context: FormsContext): Promise<string> {
    const ready = this.ready ?? this.solveOne(context)
    this.ready = undefined
    try {
      return await ready
    } finally {
      this.warm(context)
    }
  }

  async prepare(
    context: FormsContext,
    action: VisitorAction,
    data: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const prepared: Record<string, unknown> = { ...data }
    const table = String(data.table_name ?? '')
    if (action === 'GetRow') {
      const filters = data.filters as Record<string, unknown> | undefined
      const id = filters && typeof filters.id === 'string' ? filters.id : undefined
      const secret = id ? this.secrets(context, table)[id] : undefined
      if (secret) prepared.row_secret = secret
      return prepared
    }
    if (action === 'UpdateRow' && typeof data.row_id === 'string') {
      const secret = this.secrets(context, table)[data.row_id]
      if (secret) prepared.row_secret = secret
    }
    const honeypot = this.honeypot()
    if (honeypot) prepared.honeypot = honeypot
    else prepared.altcha = await this.proof(context)
    return prepared
  }

  remember(
    context: FormsContext,
    action: VisitorAction,
    data: Record<string, unknown>,
    result: unknown,
  ): void {
    if (action !== 'AddRow' || typeof result !== 'object' || result === null) return
    const { id, row_secret: secret } = result as { id?: unknown; row_secret?: unknown }
    if (typeof id !== 'string' || typeof secret !== 'string') return
    const table = String(data.table_name ?? '')
    const secrets = this.secrets(context, table)
    secrets[id] = secret
    const ids = Object.keys(secrets)
    for (const old of ids.slice(0, Math.max(0, ids.length - MAX_SECRETS))) delete secrets[old]
    this.save(context, table, secrets)
  }

  private key(context: FormsContext, table: string): string {
    return `${ROW_SECRETS_KEY}:${context.siteId}:${table}`
  }

  private secrets(context: FormsContext, table: string): Secrets {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key(context, table)) ?? '{}')
      return typeof parsed === 'object' && parsed !== null ? (parsed as Secrets) : {}
    } catch {
      return {}
    }
  }

  private save(context: FormsContext, table: string, secrets: Secrets): void {
    try {
      this.storage?.setItem(this.key(context, table), JSON.stringify(secrets))
    } catch {
      // Storage full or refused: the row is stored all the same, only not editable later.
    }
  }
}
