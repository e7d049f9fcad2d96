import type { RuntimeBehavior, RuntimeData } from '@tessera/renderer'
import type {
  BehaviorContext,
  BehaviorError,
  BehaviorHelpers,
  Component,
  ComponentEvent,
  ComponentInput,
  EventBehaviorCall,
  Site,
  Tag,
} from '@tessera/site-format'
import { SiteApi } from './api.js'
import { safeUrl, setSafeContent } from './content.js'
import { has, readRuntimeData } from './data.js'
import { builtinBehaviors } from '@tessera/site-format/builtin-behaviors'
import {
  isVisitorTextKey,
  VISITOR_TEXT_ATTRIBUTE,
  VISITOR_TEXT_TARGET_ATTRIBUTE,
  visitorText,
  visitorTextOfRef,
  type VisitorTextParams,
} from '@tessera/site-format/visitor-texts'
import { Dialogs } from './dialogs.js'
import { ComponentDom } from './dom.js'
import { errorMessage, formText } from './errors.js'
import { wireEvents, type EventHost, type RuntimeEvent } from './events.js'
import { FieldErrors } from './field-errors.js'
import { FORM_BEHAVIOR_IDS } from './forms/forms-api.js'
import { isRtl, matchLanguage, storedLanguage, storeLanguage } from './language.js'

/**
 * What goes before a behaviour's code: `BEHAVIOR_PREAMBLE` of `@tessera/site-format`, copied
 * so the bundle does not pull in the package (a test checks they are the same).
 */
export const BEHAVIOR_PREAMBLE = [
  '"use strict";',
  'const { getState, setState, setIsInput, getComponent } = helpers;',
  'const { site, component, event } = behaviorContext;',
].join('\n')

/** The built-in behaviour that picks a language by itself; a stored choice overrules it. */
const SETUP_LANGUAGE_ID = 'global-b-setupLanguage'
const SELECT_LANGUAGE_ID = 'global-b-selectLanguage'

/** Inputs shown as attributes of the same name when a behaviour sets them. */
const REFLECTED_INPUTS = new Set(
  (
    'src alt href title target rel placeholder value type name poster width height controls ' +
    'autoplay muted loop playsinline for rows cols min max step disabled checked required ' +
    'readonly download sizes loading'
  ).split(' '),
)
const NEVER_REFLECTED = new Set(['id', 'class', 'style', 'srcdoc', 'is', 'data-tessera-hidden'])
const FIELDS = new Set(['input', 'textarea', 'select'])
const THEME_REF = /\$\{([A-Za-z0-9_-]+)\}/g
/** A form behaviour's args naming a field, the column it is sent as, and the field's kind. */
const FORM_FIELDS = [
  ['emailId', 'apiEmailField', 'email'],
  ['messageId', 'apiMessageField', 'message'],
  ['nameId', 'apiNameField', 'name'],
] as const

/** The helpers behaviour code gets: `BehaviorHelpers`, plus navigation. */
export interface RuntimeHelpers extends BehaviorHelpers {
  /** Goes to a page href, an anchor or a URL (script URLs are refused). */
  navigate(to: string): void
}

export interface RuntimeOptions {
  document?: Document
  window?: Window
  /** Defaults to the page's `#tessera-data` element. */
  data?: RuntimeData
}

export interface Runtime {
  readonly data: RuntimeData
  readonly helpers: RuntimeHelpers
  /** The language the page shows. */
  readonly language: string
  /** Runs a component's event, as if it happened. */
  trigger(id: string, eventName: string, event?: RuntimeEvent): void
  /** Resolves once the asynchronous work behaviours started (requests) has ended. */
  settled(): Promise<void>
  /** Removes every listener, timer and observer. */
  stop(): void
}

type BehaviorFunction = (
  helpers: RuntimeHelpers,
  behaviorContext: BehaviorContext,
  args: Record<string, unknown>,
) => unknown

/** Starts the runtime on a page; undefined when the page has no (readable) runtime data. */
export function startRuntime(options: RuntimeOptions = {}): Runtime | undefined {
  const doc = options.document ?? document
  const data = options.data ?? readRuntimeData(doc)
  if (!data) return undefined
  return new PageRuntime(doc, options.window ?? doc.defaultView ?? window, data)
}

class PageRuntime implements Runtime, EventHost {
  readonly dom: ComponentDom
  readonly helpers: RuntimeHelpers
  language: string
  private readonly api: SiteApi
  private readonly site: Site
  private readonly state = new Map<string, Record<string, unknown>>()
  private readonly inputs = new Map<string, Record<string, unknown>>()
  private readonly styles = new Map<string, Record<string, string>>()
  private readonly compiled = new Map<string, BehaviorFunction | null>()
  private readonly pending = new Set<Promise<unknown>>()
  private readonly cleanups: Array<() => void> = []
  private readonly observed: Array<{ target: Element; observer: IntersectionObserver }> = []
  private running: string | undefined
  private readonly dialogs: Dialogs
  private readonly fieldErrors: FieldErrors

  constructor(
    readonly doc: Document,
    readonly win: Window,
    readonly data: RuntimeData,
  ) {
    this.dom = new ComponentDom(doc, data)
    this.api = new SiteApi(data)
    this.language = data.lang
    for (const [id, entry] of Object.entries(data.components)) {
      if (entry.state) this.state.set(id, { ...entry.state })
    }
    this.site = {
      name: doc.title,
      version: '2',
      context: {
        namespace: '',
        nextId: 0,
        styles: {},
        styleOrder: [],
        globalStyles: {},
        behaviors: data.behaviors,
        theme: { variables: {}, fonts: {} },
        breakpoints: {},
        i18n: data.i18n ?? {},
        activeI18n: data.lang,
        customComponentIds: [],
        customChildIds: [],
      },
      defaults: { head: {}, homePage: data.homePage },
      pages: {},
      pageOrder: [data.route],
      history: { back: [], forward: [] },
    }
    this.helpers = this.createHelpers()
    this.dialogs = new Dialogs(doc)
    this.cleanups.push(this.dialogs.start())
    this.fieldErrors = new FieldErrors(doc)
    this.cleanups.push(this.fieldErrors.start())

    // A language the visitor chose on an earlier page wins over the one the page was built in,
    // unless each language has its own address: then the address says which.
    if (data.content !== undefined && data.alternates === undefined) {
      const stored = matchLanguage(storedLanguage(win), this.languages())
      if (stored !== undefined) this.applyLanguage(stored)
    }
    this.showLanguage()
    wireEvents(this, data.components)
  }

  // --- EventHost ---

  run(id: string, event: ComponentEvent, domEvent?: RuntimeEvent): void {
    for (const call of event.behaviors) {
      if (call && typeof call.behaviorId === 'string') this.runCall(id, call, domEvent)
    }
  }

  cleanup(undo: () => void): void {
    this.cleanups.push(undo)
  }

  observe(target: Element, observer: IntersectionObserver): void {
    this.observed.push({ target, observer })
    this.cleanups.push(() => observer.disconnect())
  }

  // --- Runtime ---

  trigger(id: string, eventName: string, event?: RuntimeEvent): void {
    const found = this.data.components[id]?.events?.[eventName]
    if (found) this.run(id, found, event)
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  stop(): void {
    for (const undo of this.cleanups.splice(0)) undo()
    this.observed.length = 0
  }

  // --- Behaviours ---

  private runCall(id: string, call: EventBehaviorCall, event: RuntimeEvent | undefined): void {
    const behavior = has(this.data.behaviors, call.behaviorId)
      ? this.data.behaviors[call.behaviorId]
      : undefined
    if (!behavior) {
      console.warn(`Tessera: unknown behaviour ${call.behaviorId}`)
      return
    }
    const run = this.compile(behavior)
    const component = this.component(id)
    if (!run || !component) return
    const args: Record<string, unknown> = {}
    const declared = behavior.args ?? (behavior.builtin ? builtinOf(behavior)?.args : undefined)
    for (const [name, arg] of Object.entries(declared ?? {})) {
      if (arg?.default !== undefined) args[name] = arg.default
    }
    Object.assign(args, call.args)
    const fail = (error: unknown) => this.fail(behavior, args, error)
    const previous = this.running
    this.running = behavior.id
    try {
      const context: BehaviorContext = { site: this.site, component }
      if (event !== undefined) context.event = event
      const result = run(this.helpers, context, args)
      if (isThenable(result)) this.track(Promise.resolve(result).then(undefined, fail))
    } catch (error) {
      fail(error)
    } finally {
      this.running = previous
    }
  }

  private compile(behavior: RuntimeBehavior): BehaviorFunction | null {
    let run = this.compiled.get(behavior.id)
    if (run !== undefined) return run
    const code = behavior.code ?? (behavior.builtin ? builtinOf(behavior)?.code : undefined)
    if (code === undefined) {
      console.warn(`Tessera: behaviour "${behavior.name}" has no code`)
      this.compiled.set(behavior.id, null)
      return null
    }
    try {
      // The site owner's code, run on the site's own origin (the page that loads this script).
      run = new Function(
        'helpers',
        'behaviorContext',
        'args',
        `${BEHAVIOR_PREAMBLE}\n${code}`,
      ) as BehaviorFunction
    } catch (error) {
      console.error(`Tessera: behaviour "${behavior.name}" does not compile`, error)
      run = null
    }
    this.compiled.set(behavior.id, run)
    return run
  }

  /** Logs a failed behaviour, and shows the error where the call names an error element. */
  private fail(behavior: RuntimeBehavior, args: Record<string, unknown>, error: unknown): void {
    // The console keeps the details a visitor is not shown.
    const detail = error instanceof Error ? error.message : JSON.stringify(error)
    console.error(`Tessera: behaviour "${behavior.name}" failed: ${detail}`)
    const errorId = args.errorId
    if (typeof errorId === 'string' && this.dom.get(errorId)) this.helpers.setError(errorId, error)
  }

  private track(promise: Promise<unknown>): void {
    const tracked: Promise<unknown> = promise.finally(() => this.pending.delete(tracked))
    this.pending.add(tracked)
  }

  // --- Components ---

  /** A component as behaviour code sees it, built from the page and its runtime data. */
  component(id: string): Component | undefined {
    const element = this.dom.get(id)
    if (!element) return undefined
    const entry = this.data.components[id]
    const dom = this.dom
    const build = (child: string) => this.component(child)
    const component: Component = {
      id,
      // Names are not part of a published page.
      name: id,
      tag: (entry?.tag ?? (element.localName === 'form' ? 'Form' : element.localName)) as Tag,
      style: {
        custom: {},
        mixins: entry?.mixins ?? Array.from(element.classList).filter((name) => name !== id),
      },
      get children(): Component[] | undefined {
        const ids = dom.childIds(id)
        if (ids.length === 0) return undefined
        return ids.flatMap((child) => build(child) ?? [])
      },
    }
    const parentId = this.dom.parentId(id)
    if (parentId !== undefined) component.parentId = parentId
    const role = element.getAttribute('role')
    if (role !== null) component.role = role
    const state = this.state.get(id)
    if (state !== undefined) component.state = { ...state }
    const values = { ...entry?.inputs, ...this.inputs.get(id) }
    const names = Object.keys(values)
    if (names.length > 0) {
      const inputs: Record<string, ComponentInput> = {}
      for (const name of names) {
        const is = values[name]
        const type =
          typeof is === 'number' ? 'number' : typeof is === 'boolean' ? 'boolean' : 'string'
        inputs[name] = { name, type, is }
      }
      component.inputs = inputs
    }
    if (entry?.events !== undefined) component.events = entry.events
    return component
  }

  private onShown(element: Element): void {
    // An observer does not see an element that was out of the document: observe it again.
    for (const { target, observer } of this.observed) {
      if (element.contains(target)) {
        observer.unobserve(target)
        observer.observe(target)
      }
    }
  }

  // --- Languages ---

  private languages(): string[] {
    return this.data.languages.length > 0 ? this.data.languages : [this.data.lang]
  }

  private applyLanguage(lang: string): void {
    if (lang === this.language) return
    this.language = lang
    this.site.context.activeI18n = lang
    const root = this.doc.documentElement
    root.lang = lang
    if (isRtl(lang)) root.dir = 'rtl'
    else root.removeAttribute('dir')
    // Already sanitised by the renderer.
    const content = this.data.content?.[lang] ?? {}
    for (const [id, html] of Object.entries(content)) {
      const element = this.dom.get(id)
      if (element) element.innerHTML = html
    }
    this.showTexts(this.doc)
    this.showLanguage()
  }

  /** The built-in blocks' texts (labels, names) in the page's language, hidden ones included. */
  private showTexts(root: ParentNode): void {
    for (const element of Array.from(root.querySelectorAll(`[${VISITOR_TEXT_ATTRIBUTE}]`))) {
      const text = visitorTextOfRef(this.language, element.getAttribute(VISITOR_TEXT_ATTRIBUTE)!)
      if (text === undefined) continue
      const attribute = element.getAttribute(VISITOR_TEXT_TARGET_ATTRIBUTE)
      if (attribute === null) element.textContent = text
      else if (/^(alt|title|aria-label)$/.test(attribute)) element.setAttribute(attribute, text)
    }
    for (const template of Array.from(root.querySelectorAll('template'))) {
      this.showTexts(template.content)
    }
  }

  /** Language selects (they switch the language on input) show the page's language. */
  private showLanguage(): void {
    for (const [id, entry] of Object.entries(this.data.components)) {
      const switches = entry.events?.input?.behaviors.some(
        (call) => call?.behaviorId === SELECT_LANGUAGE_ID,
      )
      const element = switches ? this.dom.get(id) : undefined
      if (element?.localName !== 'select') continue
      const select = element as HTMLSelectElement
      if (Array.from(select.options).some((option) => option.value === this.language)) {
        select.value = this.language
      }
    }
  }

  // --- Forms ---

  /**
   * A value the server refused (its column and rule), for the form whose error element is
   * `errorId`: true once shown next to its field; the rule's text when the form has no such
   * field; undefined for any other error.
   */
  private refusedValue(errorId: string, error: unknown): true | string | undefined {
    if (typeof error !== 'object' || error === null) return undefined
    const { field: column, rule, limit } = error as BehaviorError
    const key = `rule.${String(rule)}`
    if (typeof column !== 'string' || !isVisitorTextKey(key)) return undefined
    let noun = column
    let field: HTMLElement | undefined
    for (const entry of Object.values(this.data.components)) {
      for (const call of entry.events?.submit?.behaviors ?? []) {
        const args = call?.args
        if (!args || args.errorId !== errorId || !FORM_BEHAVIOR_IDS.includes(call.behaviorId)) {
          continue
        }
        for (const [idArg, columnArg, kind] of FORM_FIELDS) {
          if (args[columnArg] !== column) continue
          noun = visitorText(this.language, `noun.${kind}`)
          const found = typeof args[idArg] === 'string' ? this.dom.get(args[idArg]) : undefined
          if (found && FIELDS.has(found.localName) && this.dom.isShown(found)) {
            field = found as HTMLElement
          }
        }
      }
    }
    const params: VisitorTextParams =
      typeof limit === 'number' ? { field: noun, limit } : { field: noun }
    const message = visitorText(this.language, key, params)
    if (!field) return message
    this.fieldErrors.show(field, message)
    return true
  }

  // --- Helpers ---

  private createHelpers(): RuntimeHelpers {
    const dom = this.dom
    const element = (id: unknown): Element | undefined =>
      typeof id === 'string' ? dom.get(id) : undefined
    const styled = (id: string) => {
      const found = dom.get(id)
      return found && 'style' in found ? (found as HTMLElement) : undefined
    }
    const field = (id: string) => {
      const found = dom.get(id)
      return found && FIELDS.has(found.localName) ? (found as HTMLInputElement) : undefined
    }

    const helpers: RuntimeHelpers = {
      requireArgs: (args, names) => {
        for (const name of names) {
          const value = args?.[name]
          if (value === undefined || value === null || value === '') {
            throw new Error(`Arg "${name}" is required`)
          }
        }
      },
      push: () => {
        // Commands are the editor's: a published page has no history to record them in.
      },
      findComponent: (match) => {
        for (const id of dom.elements.keys()) {
          const found = this.component(id)
          if (found && match(found)) return found
        }
        return undefined
      },
      getComponent: (id) => (typeof id === 'string' ? this.component(id) : undefined),
      getValue: (id) => field(id)?.value,
      setInput: (id, value) => {
        const found = field(id)
        if (found) found.value = String(value ?? '')
      },
      setContent: (id, content) => {
        const found = element(id)
        if (found) {
          const text = content === undefined || content === null ? '' : String(content)
          setSafeContent(found, formText(text, this.language))
        }
      },
      getInput: (id, name) => {
        const own = this.inputs.get(id)
        if (own && has(own, name)) return own[name]
        const given = this.data.components[id]?.inputs
        if (given && has(given, name)) return given[name]
        return element(id)?.getAttribute(name) ?? undefined
      },
      setIsInput: (id, name, value) => {
        const own = this.inputs.get(id) ?? {}
        own[name] = value
        this.inputs.set(id, own)
        const found = element(id)
        if (found) reflectInput(found, name.toLowerCase(), value)
      },
      getEventBehavior: (id, eventName, behaviorId) =>
        this.data.components[id]?.events?.[eventName]?.behaviors.find(
          (call) => call.behaviorId === behaviorId,
        ),
      setCustomStyle: (id, property, value) => {
        const found = styled(id)
        if (!found) return
        const own = this.styles.get(id) ?? {}
        if (value === undefined || value === null || value === '') {
          delete own[property]
          found.style.removeProperty(property)
        } else {
          own[property] = String(value)
          found.style.setProperty(property, String(value).replace(THEME_REF, 'var(--$1)'))
        }
        this.styles.set(id, own)
      },
      getCustomStyle: (id, property) =>
        this.styles.get(id)?.[property] ??
        (styled(id)?.style.getPropertyValue(property) || undefined),
      getState: (id, key) => this.state.get(id)?.[key],
      setState: (id, key, value) => {
        const state = this.state.get(id) ?? {}
        if (value === undefined) delete state[key]
        else state[key] = value
        this.state.set(id, state)
        if (key === 'hide') {
          const hide = value === true || value === 'true'
          const element = dom.get(id)
          const wasShown = element !== undefined && dom.isShown(element) && !dom.isHidden(id)
          const shown = dom.setHidden(id, hide)
          if (shown) {
            this.onShown(shown)
            this.dialogs.shown(shown)
          } else if (hide && wasShown && element) this.dialogs.hidden(element)
        }
      },
      setLanguage: (language) => {
        const available = this.languages()
        // Picked by the page itself: a language the visitor chose before wins, and is kept.
        const auto = this.running === SETUP_LANGUAGE_ID
        const stored = auto ? matchLanguage(storedLanguage(this.win), available) : undefined
        const lang = stored ?? matchLanguage(language, available)
        if (lang === undefined) {
          console.warn(`Tessera: the site has no language ${String(language)}`)
          return
        }
        if (auto && this.data.alternates !== undefined) return
        if (!auto) storeLanguage(this.win, lang)
        const href = this.data.alternates?.[lang]
        if (href !== undefined && lang !== this.language) {
          this.win.location.assign(href)
          return
        }
        this.applyLanguage(lang)
      },
      setError: (id, error) => {
        const refused = this.refusedValue(id, error)
        if (refused === true) {
          // Shown next to its field: the form's own error element says nothing more.
          helpers.setContent(id, '')
          helpers.setCustomStyle(id, 'opacity', '0')
          return
        }
        const message = refused ?? errorMessage(error, this.language)
        const found = styled(id)
        if (!found) {
          console.error(`Tessera: ${message}`)
          return
        }
        found.textContent = message
        const own = this.styles.get(id) ?? {}
        own.color = '${color-error}'
        this.styles.set(id, own)
        found.style.setProperty('color', 'var(--color-error, #ef4444)')
        helpers.setCustomStyle(id, 'opacity', '1')
        if (helpers.getState(id, 'hide')) helpers.setState(id, 'hide', false)
      },
      setLoading: (id, loading) => {
        const found = styled(id)
        if (!found) return
        if ('disabled' in found) (found as HTMLButtonElement).disabled = loading
        if (loading) {
          found.setAttribute('aria-busy', 'true')
          found.setAttribute('data-tessera-loading', '')
          found.style.setProperty('cursor', 'progress')
        } else {
          found.removeAttribute('aria-busy')
          found.removeAttribute('data-tessera-loading')
          found.style.removeProperty('cursor')
        }
      },
      addRow: (tableName, row) => this.api.customData('AddRow', { table_name: tableName, row }),
      updateRow: (tableName, rowId, newRow) =>
        this.api.customData('UpdateRow', {
          table_name: tableName,
          row_id: rowId,
          new_row: newRow,
        }),
      getRow: (tableName, filters) =>
        this.api.customData('GetRow', { table_name: tableName, filters }),
      getPublicUsage: () => this.api.publicUsage(),
      navigate: (to) => {
        const href = typeof to === 'string' ? safeUrl(to) : undefined
        if (href === undefined || href === '') {
          console.warn(`Tessera: cannot navigate to ${String(to)}`)
          return
        }
        this.win.location.assign(href)
      },
    }
    return helpers
  }
}

function builtinOf(behavior: RuntimeBehavior) {
  return has(builtinBehaviors, behavior.id) ? builtinBehaviors[behavior.id] : undefined
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

/** Shows an input set by a behaviour as the attribute of the same name, where it is one. */
function reflectInput(element: Element, name: string, value: unknown): void {
  if (name.startsWith('on') || NEVER_REFLECTED.has(name)) return
  if (!REFLECTED_INPUTS.has(name) && !element.hasAttribute(name)) return
  if (
    value === undefined ||
    value === null ||
    value === false ||
    (value === '' && name !== 'alt' && name !== 'value')
  ) {
    element.removeAttribute(name)
    return
  }
  if (value === true) {
    element.setAttribute(name, '')
    return
  }
  if (typeof value !== 'string' && typeof value !== 'number') return
  const text = String(value)
  const url = name === 'href' || name === 'src' || name === 'poster'
  const safe = url ? safeUrl(text, name !== 'href') : text
  if (safe === undefined) {
    console.warn(`Tessera: refused ${name} ${text}`)
    element.removeAttribute(name)
    return
  }
  element.setAttribute(name, safe)
  if (name === 'value' && FIELDS.has(element.localName)) (element as HTMLInputElement).value = safe
}
