import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserServer,
  type Locator,
  type Page,
} from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../infra/local/browsers.mjs'

const require = createRequire(import.meta.url)
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const SCREENSHOTS = `${ROOT}.data/screenshots`

/**
 * This test worker's browser server, started when the worker's first browser test asks for
 * it and kept for the files that follow (the integration forks run file after file without
 * reloading modules); Playwright closes it when the worker exits.
 */
let server: Promise<BrowserServer> | undefined

/**
 * A connection to this worker's browser: each test file connects and opens a context per test,
 * instead of starting a browser of its own (about a CPU second, and seconds of a busy machine's
 * time, each). `close()` ends only this file's contexts.
 */
export async function launchBrowser(): Promise<Browser> {
  server ??= chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return chromium.connect((await server).wsEndpoint())
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
