// Screenshots every section of the library, alone on a page, at 1280 and 390 px in en and
// zh-tw, and checks each for text that overflows its box or the page and for WCAG 2.1 A/AA
// failures (axe-core, colour contrast included). Run after a build:
// `make section-shots` (or `node infra/templates/section-shots.mjs [outDir] [--preset id]
// [--only id,id]`).
// Prints one line per problem and exits with 1 when there is any.
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderDocument } from '@tessera/renderer'
import { SECTION_LIBRARY } from '@tessera/site-format/sections'
import { sectionSite } from '@tessera/site-format/testing'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const presetAt = args.indexOf('--preset')
const preset = presetAt >= 0 ? args.splice(presetAt, 2)[1] : undefined
const onlyAt = args.indexOf('--only')
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1].split(',') : undefined
const SECTIONS = SECTION_LIBRARY.filter((section) => !only || only.includes(section.id))
const OUT = args[0] ?? fileURLToPath(new URL('../../.data/screenshots/sections/', import.meta.url))
const WIDTHS = [1280, 390]
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const LANGUAGES = ['en', 'zh-tw']

function sectionHtml(id, lang) {
  const site = sectionSite(id, { preset })
  // No runtime script: the picture needs only the markup and the styles.
  const { html } = renderDocument(site, site.defaults.homePage, { lang })
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace('</head>', '<style>body{margin:0}</style></head>')
}

/* global document, window, getComputedStyle -- runs in the page */
/** Elements whose text runs out of their box, and a page wider than the window. */
function overflowIn() {
  const problems = []
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    problems.push(`page is ${document.documentElement.scrollWidth}px wide`)
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element)
    if (style.overflow === 'hidden' || element.closest('svg')) continue
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === 3 && node.textContent.trim() !== '',
    )
    if (!hasText) continue
    if (element.scrollWidth > element.clientWidth + 1 && style.display !== 'inline')
      problems.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}"`)
  }
  return problems
}

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
})
let failures = 0
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    for (const section of SECTIONS) {
      for (const lang of LANGUAGES) {
        await page.setContent(sectionHtml(section.id, lang), { waitUntil: 'load' })
        const name = `${section.id}-${width}-${lang}${preset ? `-${preset}` : ''}.png`
        await page.screenshot({ path: join(OUT, name), fullPage: true })
        for (const problem of await page.evaluate(overflowIn)) {
          failures++
          console.log(`section-shots: ${name}: ${problem}`)
        }
        await page.addScriptTag({ content: AXE })
        const violations = await page.evaluate(async (tags) => {
          const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })
          return result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
        }, WCAG)
        for (const violation of violations) {
          failures++
          console.log(`section-shots: ${name}: axe ${violation}`)
        }
      }
    }
    await page.close()
  }
} finally {
  await browser.close()
}
console.log(
  `section-shots: ${SECTIONS.length * WIDTHS.length * LANGUAGES.length} pictures in ${OUT}, ${failures} problems`,
)
process.exit(failures > 0 ? 1 : 0)
