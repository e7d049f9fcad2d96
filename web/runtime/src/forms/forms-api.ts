// Shared by the runtime and its forms chunk: types and names only, no code of either.

/** What a visitor call to custom data needs to know about the page. */
export interface FormsContext {
  siteId: string
  /** The API base without a trailing slash (`/api` or the platform's API URL). */
  apiBase: string
}

export type VisitorAction = 'AddRow' | 'UpdateRow' | 'GetRow'

/**
 * The forms chunk (`runtime-forms.js`): loaded only by pages with a form, or on a page's first
 * custom-data call. It adds what the custom-data service asks of a visitor.
 */
export interface VisitorForms {
  /**
   * The call's data plus: a solved proof of work (ALTCHA) for writes, the row's secret where the
   * page created the row, and the honeypot field's value.
   */
  prepare(
    context: FormsContext,
    action: VisitorAction,
    data: Record<string, unknown>,
  ): Promise<Record<string, unknown>>
  /** Keeps a new row's secret, so this browser may read and update that row later. */
  remember(
    context: FormsContext,
    action: VisitorAction,
    data: Record<string, unknown>,
    result: unknown,
  ): void
  /** Starts solving a proof of work ahead of the first submit. */
  warm(context: FormsContext): void
}

/** Where the chunk puts itself when it has run. */
export const FORMS_GLOBAL = '__tesseraForms'

/** The chunk's file, beside `runtime.js`. */
export const FORMS_BUNDLE = 'runtime-forms.js'

/** Built-in behaviours that submit forms: a page using one loads the chunk at once. */
export const FORM_BEHAVIOR_IDS: readonly string[] = ['global-b-contactform', 'global-b-mailinglist']
