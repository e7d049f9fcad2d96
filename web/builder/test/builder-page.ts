// End-to-end helpers for the builder: a browser page on the app, logged in or not, and ways to
// reach into the canvas frame.
import { apiClient, testStack, uniqueEmail, uniqueSuffix } from '@tessera/kit/testing'
import { createSite, serializeSite, type Site } from '@tessera/site-format'
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export { launchBrowser, screenshot, seriousViolations } from '../../app/test/browser'

export const stack = () => testStack()
export const appUrl = (path: string) => new URL(path, testStack().gatewayUrl).toString()

export interface TestUser {
  id: string
  email: string
  token: string
}

export async function registerUser(prefix: string): Promise<TestUser> {
  const api = apiClient(testStack().gatewayUrl)
  const email = uniqueEmail(prefix)
  const res = await api.post<{ auth_token: string; user: { id: string } }>(
    '/api/users/registrations',
    { body: { email, password: 'correct horse battery' } },
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { id: res.body.user.id, email, token: res.body.auth_token }
}

/** Creates a server site for `user` with content made by `edit`. */
export async function createServerSite(
  user: TestUser,
  edit: (site: Site) => void = () => {},
  name = 'Builder Site',
): Promise<{ id: string; subdomain: string }> {
  const api = apiClient(testStack().gatewayUrl)
  const site = createSite(name)
  edit(site)
  const subdomain = `builder-${uniqueSuffix()}`
  const res = await api.post<{ id: string; subdomain: string }>('/api/sites', {
    token: user.token,
    body: { subdomain, ...serializeSite(site) },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

/** A page whose app storage has the cookie notice answered (and, with a user, a session). */
export async function newBuilderPage(
  browser: Browser,
  options: { user?: TestUser; locale?: 'en' | 'zh-tw'; width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale === 'zh-tw' ? 'zh-TW' : 'en-US',
  })
  await context.addInitScript(
    ({ token, locale }) => {
      if (localStorage.getItem('tessera.e2e-prepared')) return
      localStorage.setItem('tessera.e2e-prepared', '1')
      localStorage.setItem(
        'tessera.preferences',
        JSON.stringify({ cookiesAccepted: true, locale, scratchPopupViewed: true }),
      )
      if (token) localStorage.setItem('tessera.session', JSON.stringify({ token }))
    },
    { token: options.user?.token, locale: options.locale ?? 'en' },
  )
  return context.newPage()
}

/**
 * The canvas frame, found by its class: its accessible name ('Canvas') follows the builder's
 * language, which may arrive after the frame does.
 */
export const CANVAS_FRAME = 'iframe.canvas-frame'

export function canvas(page: Page): FrameLocator {
  return page.frameLocator(CANVAS_FRAME)
}

/** The canvas frame's body markup. */
export function canvasBody(page: Page): Promise<string> {
  return canvas(page).locator('body').innerHTML()
}

/** The save-state indicator of the toolbar (`role="status"`). */
export const saveState = (page: Page): Locator => page.locator('[role="status"].save-state')

/** Waits until every edit is saved: the indicator reads Saved (after the 3 s debounce). */
export async function expectSaved(page: Page): Promise<void> {
  await expect.poll(() => saveState(page).textContent(), { timeout: 30_000 }).toBe('Saved')
}

/** Waits until the builder shows a site: the canvas frame holds the page root. */
export async function waitForBuilder(page: Page): Promise<void> {
  await canvas(page).locator('[data-component-id]').first().waitFor({ state: 'attached' })
}

/**
 * A drag from the builder onto an element of the canvas frame. Real drags between a document
 * and a frame cannot be driven from here, so the drag's events are dispatched as the browser
 * would: dragstart on the source (which fills the drag data), then dragenter, dragover and drop
 * at a point of the target, all with one DataTransfer, then dragend.
 */
export async function dragOntoCanvas(
  page: Page,
  source: Locator,
  target: Locator,
  position: { x: number; y: number },
): Promise<void> {
  const targetId = await target.getAttribute('data-component-id')
  if (!targetId) throw new Error('The drop target is not a component of the canvas')
  const sourceElement = await source.elementHandle()
  await page.evaluate(
    ({ element, id, x, y }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe.canvas-frame')!
      const inner = frame.contentDocument!.querySelector(`[data-component-id="${id}"]`)!
      const rect = inner.getBoundingClientRect()
      const dataTransfer = new DataTransfer()
      const at = { clientX: rect.left + x, clientY: rect.top + y }
      const fire = (node: Element, type: string, init: DragEventInit = {}) =>
        node.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, ...init }),
        )
      fire(element as Element, 'dragstart')
      for (const type of ['dragenter', 'dragover', 'drop']) fire(inner, type, at)
      fire(element as Element, 'dragend')
    },
    { element: sourceElement, id: targetId, x: position.x, y: position.y },
  )
}
