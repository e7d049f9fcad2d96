import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../infra/local/browsers.mjs'

const require = createRequire(import.meta.url)
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const SCREENSHOTS = `${ROOT}.data/screenshots`

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser servers the integration setup started, one per test worker. */
    browsers: string[]
  }
}

/**
 * The browser of this test worker (integration-setup.mjs starts one per worker), connected to;
 * elsewhere a browser of the file's own. Either way `close()` ends only this file's contexts.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoints = inject('browsers')
  if (endpoints?.length) {
    const worker = Number(process.env.VITEST_POOL_ID ?? 1)
    return chromium.connect(endpoints[(worker - 1) % endpoints.length]!)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * Pictures of the screens for people to open and judge, in `.data/screenshots/`, taken when
 * TEST_SCREENSHOTS=1 (`TEST_SCREENSHOTS=1 make test`). They check nothing, and encoding some
 * 150 full pages costs the suite about half a minute, so a plain run skips them.
 */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  if (process.env.TEST_SCREENSHOTS !== '1') return
  mkdirSync(SCREENSHOTS, { recursive: true })
  const path = `${SCREENSHOTS}/${name}.png`
  if ('goto' in target) await target.screenshot({ path, fullPage: true })
  else await target.screenshot({ path })
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** axe-core's violations of serious or critical impact on the current page. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe
    const result = await axe.run()
    return result.violations
  })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

/** Every axe-core violation on the current page, whatever its impact. */
export async function allViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe
    return (await axe.run()).violations
  })
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
