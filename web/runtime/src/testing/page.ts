// Test support only (not built): a rendered page in the test's DOM, with the runtime started.
import { toHtml, type HtmlOptions } from '@tessera/renderer'
import {
  addBuiltinComponent,
  applyCommand,
  createSite,
  SiteDocument,
  type Behavior,
  type Component,
  type ComponentEvent,
  type EventBehaviorCall,
  type EventParam,
  type Site,
} from '@tessera/site-format'
import { vi } from 'vitest'
import { FORMS_GLOBAL, type VisitorForms } from '../forms/forms-api.js'
import { startRuntime, type Runtime } from '../start.js'

export const SITE_ID = 'site-1'
export const API_BASE = 'https://api.example.test/api'

/** Parses a complete document into the test's `document` (scripts are not run). */
export function loadHtml(html: string): void {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  for (const script of Array.from(parsed.querySelectorAll('script[src]'))) script.remove()
  document.documentElement.remove()
  document.appendChild(document.importNode(parsed.documentElement, true))
}

/** Renders a page of a site with the real renderer, loads it and starts the runtime. */
export function openPage(site: Site, route = '/home', options: HtmlOptions = {}): Runtime {
  const html = toHtml(site, route, { siteId: SITE_ID, apiBase: API_BASE, ...options })
  loadHtml(html)
  installForms(passThroughForms)
  const runtime = startRuntime()
  if (!runtime) throw new Error('The page has no runtime data')
  return runtime
}

/** A site with an empty home page. */
export function emptySite(): Site {
  return createSite('Runtime')
}

export function home(site: Site): Component {
  const page = site.pages[site.defaults.homePage]
  if (!page) throw new Error('No home page')
  return page.root
}

/** Adds a hand-made component under the home page root (or another parent). */
export function add(
  site: Site,
  fields: Partial<Component> & { id: string },
  parent: Component = home(site),
): Component {
  const created: Component = { name: fields.id, tag: 'div', style: { custom: {} }, ...fields }
  created.parentId = parent.id
  ;(parent.children ??= []).push(created)
  return created
}

/** Adds a New-menu block the way the editor does, and returns its root. */
export function addBlock(site: Site, builtinId: string, parent: Component = home(site)): Component {
  const doc = new SiteDocument(site)
  applyCommand(doc, addBuiltinComponent(doc, builtinId, parent.id))
  const children = doc.component(parent.id).children ?? []
  const added = children[children.length - 1]
  if (!added) throw new Error(`Could not add ${builtinId}`)
  return added
}

/** The first component with this name under a root, depth first. */
export function named(root: Component, name: string): Component {
  const visit = (component: Component): Component | undefined => {
    if (component.name === name) return component
    for (const child of component.children ?? []) {
      const found = visit(child)
      if (found) return found
    }
    return undefined
  }
  const found = visit(root)
  if (!found) throw new Error(`No component named ${name}`)
  return found
}

export function behavior(site: Site, id: string, code: string, args?: Behavior['args']): void {
  site.context.behaviors[id] =
    args === undefined ? { id, name: id, code } : { id, name: id, code, args }
}

export function on(
  component: Component,
  name: string,
  behaviors: EventBehaviorCall[],
  eventParams?: Record<string, EventParam>,
): void {
  const event: ComponentEvent = { name, behaviors }
  if (eventParams !== undefined) event.eventParams = eventParams
  component.events = { ...component.events, [name]: event }
}

export function byId(id: string): HTMLElement {
  const element = document.getElementById(id)
  if (!element) throw new Error(`No element #${id}`)
  return element
}

/** Elements inside a hidden component's template. */
export function hiddenTemplate(id: string): HTMLTemplateElement | null {
  return document.querySelector(`template[data-tessera-hidden="${id}"]`)
}

/** An IntersectionObserver the test moves: no layout here to compute intersections from. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  readonly targets = new Set<Element>()
  readonly root = null
  readonly rootMargin: string
  readonly thresholds: readonly number[] = [0]

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px'
    FakeIntersectionObserver.instances.push(this)
  }

  observe(target: Element): void {
    this.targets.add(target)
  }

  unobserve(target: Element): void {
    this.targets.delete(target)
  }

  disconnect(): void {
    this.targets.clear()
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  /** Reports an element entering (or leaving) the viewport to the observers that watch it. */
  static intersect(target: Element, isIntersecting = true): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.targets.has(target)) continue
      const rect = target.getBoundingClientRect()
      const entry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: 0,
      } as IntersectionObserverEntry
      observer.callback([entry], observer as unknown as IntersectionObserver)
    }
  }

  static install(): void {
    FakeIntersectionObserver.instances = []
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  }
}

/** A `fetch` that answers with the given responses in turn, recording the requests. */
export function mockFetch(...responses: Array<Response | Error | Promise<Response>>) {
  const calls: Array<{ url: string; method: string; body: unknown; init: RequestInit }> = []
  const fetchMock = vi.fn((input: string | URL | Request, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    })
    const next = responses.length > 1 ? responses.shift() : responses[0]
    if (next === undefined) return Promise.reject(new TypeError('No response'))
    if (next instanceof Error) return Promise.reject(next)
    return Promise.resolve(next).then((response) => response.clone())
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Resolves after a response that does not resolve until `release` is called. */
export function deferred(): { promise: Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined
  const promise = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

/** A forms chunk that adds nothing: behaviour tests see the calls their forms make. */
export const passThroughForms: VisitorForms = {
  prepare: (_context, _action, data) => Promise.resolve(data),
  remember: () => undefined,
  warm: () => undefined,
}

/** Puts a forms chunk where the runtime looks for it, as if `runtime-forms.js` had run. */
export function installForms(forms: VisitorForms | undefined): void {
  const host = window as Window & { [FORMS_GLOBAL]?: VisitorForms }
  if (forms) host[FORMS_GLOBAL] = forms
  else delete host[FORMS_GLOBAL]
}
