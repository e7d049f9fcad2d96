import type { RuntimeData } from '@tessera/renderer'
import type { BehaviorError } from '@tessera/site-format'
import { FORM_BEHAVIOR_IDS, type FormsContext, type VisitorForms } from './forms/forms-api.js'
import { loadVisitorForms } from './forms/loader.js'

/** Where visitor calls go when the page does not say (the API on the site's own host). */
export const DEFAULT_API_BASE = '/api'

const NETWORK_FAILURE: BehaviorError = { code: 'NETWORK_FAILURE' }

export type CustomDataAction = 'AddRow' | 'UpdateRow' | 'GetRow'

/**
 * The visitor calls of a published page (platform.md section 7). Failures reject with the
 * server's `{code, message}`: the body of a 4xx, `NETWORK_FAILURE` for a 5xx or no response,
 * and `None` when the page has no site id to call for.
 */
export class SiteApi {
  constructor(
    private readonly data: RuntimeData,
    private readonly forms: (() => Promise<VisitorForms>) | undefined = typeof document ===
    'undefined'
      ? undefined
      : () => loadVisitorForms(document),
  ) {
    // A page with a form loads the forms chunk (its honeypots) at start, and solves a proof of
    // work once a visitor starts on a form: ahead of the submit, but not while the page loads.
    const context = this.context()
    if (context && this.forms && usesForms(data)) {
      const forms = this.forms()
      forms.catch(() => undefined)
      const doc = typeof document === 'undefined' ? undefined : document
      const onFocus = (event: Event) => {
        const target = event.target as Element | null
        if (!target || typeof target.closest !== 'function' || !target.closest('form')) return
        doc?.removeEventListener('focusin', onFocus)
        forms.then(
          (loaded) => loaded.warm(context),
          () => undefined,
        )
      }
      doc?.addEventListener('focusin', onFocus)
    }
  }

  private context(): FormsContext | undefined {
    const { siteId } = this.data
    if (typeof siteId !== 'string' || siteId === '') return undefined
    return { siteId, apiBase: (this.data.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '') }
  }

  /** A visitor's call: the forms chunk adds the proof of work, row secret and honeypot. */
  customData(action: CustomDataAction, data: Record<string, unknown>): Promise<unknown> {
    const context = this.context()
    if (!context || !this.forms) return this.request('POST', 'custom_data', { action, data })
    return this.forms().then(
      (forms) =>
        forms.prepare(context, action, data).then((prepared) =>
          this.request('POST', 'custom_data', { action, data: prepared }).then((result) => {
            forms.remember(context, action, data, result)
            return result
          }),
        ),
      () => Promise.reject<unknown>(NETWORK_FAILURE),
    )
  }

  publicUsage(): Promise<{ total_site_view_count?: number }> {
    return this.request('GET', 'public_usage').then((body) =>
      typeof body === 'object' && body !== null ? body : {},
    )
  }

  private request(method: string, resource: string, body?: unknown): Promise<unknown> {
    const { siteId } = this.data
    if (typeof siteId !== 'string' || siteId === '') {
      return Promise.reject<unknown>({ code: 'None' } satisfies BehaviorError)
    }
    const base = (this.data.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '')
    const init: RequestInit = { method, credentials: 'omit' }
    if (body !== undefined) {
      init.headers = { 'Content-Type': 'application/json' }
      init.body = JSON.stringify(body)
    }
    return fetch(`${base}/sites/${encodeURIComponent(siteId)}/${resource}`, init).then(
      (response) => {
        if (response.status >= 500) return Promise.reject<unknown>(NETWORK_FAILURE)
        return response.text().then((text) => {
          let parsed: unknown
          try {
            parsed = text === '' ? undefined : JSON.parse(text)
          } catch {
            parsed = undefined
          }
          if (response.ok) return parsed
          return Promise.reject<unknown>(envelope(parsed, response.status))
        })
      },
      () => Promise.reject<unknown>(NETWORK_FAILURE),
    )
  }
}

function envelope(body: unknown, status: number): BehaviorError {
  const error: BehaviorError = {}
  if (typeof body === 'object' && body !== null) {
    const { code, message, field, rule, limit } = body as Record<string, unknown>
    if (typeof code === 'string') error.code = code
    if (typeof message === 'string') error.message = message
    // A refused value: its column, the rule and the rule's limit, to show next to its field.
    if (typeof field === 'string' && typeof rule === 'string') {
      error.field = field
      error.rule = rule
      if (typeof limit === 'number') error.limit = limit
    }
  }
  if (error.code === undefined && error.message === undefined) {
    error.code = status === 401 ? 'Unauthorized' : 'None'
  }
  return error
}

/** Whether any component of the page submits a contact form or a mailing list. */
function usesForms(data: RuntimeData): boolean {
  return Object.values(data.components).some((component) =>
    Object.values(component.events ?? {}).some((event) =>
      event.behaviors.some((call) => FORM_BEHAVIOR_IDS.includes(call.behaviorId)),
    ),
  )
}
