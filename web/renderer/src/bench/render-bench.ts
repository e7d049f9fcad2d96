// Renderer benchmark: a generated 500-component page. The aim (at least 5x) is for the
// renderer's output stage: `serializeTree` against React's `renderToString` of the same render
// tree through the adapter. The full render is printed too: `toHtml` (render tree, stylesheet
// and the complete document) against building the same render tree and React's renderToString
// of it; both sides share the render tree, which caps that ratio well below 5x.
//
// Time is this process's CPU time (user and system), not the wall clock: on a machine busy with
// other work the wall clock counts the neighbours' time slices too.
//
// React is measured as a server runs it, in its production build: the development build, which
// `node` loads when NODE_ENV is unset, checks and warns as it renders and is about ten times
// slower, which would flatter the renderer.
import { performance } from 'node:perf_hooks'
import { generateSite } from '@tessera/site-format/testing'
import { loadNote, printLoad, steady } from '../../../../infra/local/load-guard.mjs'
import { serializeTree } from '../html/serialize.js'
import { toHtml } from '../html/to-html.js'
import { renderPage } from '../tree/render-page.js'

// Before React loads: it picks its build when first imported.
process.env.NODE_ENV = 'production'
const { renderToString } = await import('react-dom/server')
const { renderToReact } = await import('../react/render-to-react.js')

const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUTE = '/home'

interface Measure {
  perSecond: number
  bytes: number
}

const cpuMs = (since?: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since)
  return (user + system) / 1000
}

/**
 * Runs `render` repeatedly for about `SECONDS` of CPU time after a warm-up; pages per CPU
 * second, and the page's size.
 */
function measure(render: () => string): Measure {
  let bytes = 0
  for (let i = 0; i < 50; i++) bytes = Buffer.byteLength(render())
  let count = 0
  const start = process.cpuUsage()
  const wallStart = performance.now()
  let elapsed = 0
  // The wall-clock bound only keeps a starved run from going on for minutes.
  while (elapsed < SECONDS * 1000 && performance.now() - wallStart < SECONDS * 10_000) {
    for (let i = 0; i < 10; i++) render()
    count += 10
    elapsed = cpuMs(start)
  }
  return { perSecond: (count * 1000) / elapsed, bytes }
}

const site = generateSite({ pages: 1, components: COMPONENTS })
const render = renderPage(site, ROUTE, { mode: 'published' })
const tree = render.tree

printLoad('before')
// Each pair is measured together, again while the load moves (load-guard.mjs).
const full = await steady(() => ({
  html: measure(() => toHtml(site, ROUTE)),
  react: measure(() =>
    renderToString(renderToReact(renderPage(site, ROUTE, { mode: 'published' }).tree)),
  ),
}))
const serialised = await steady(() => ({
  html: measure(() => serializeTree(tree)),
  react: measure(() => renderToString(renderToReact(tree))),
}))

const row = (name: string, m: Measure) =>
  `  ${name.padEnd(34)} ${m.perSecond.toFixed(0).padStart(8)} pages/CPU-s ${String(m.bytes).padStart(9)} bytes`

console.log(`Renderer: one page of ${render.stats.components} components (generateSite)`)
console.log(`Full render (render tree + CSS + output; ${loadNote(full)}):`)
console.log(row('toHtml (complete document)', full.value.html))
console.log(row('React renderToString (body only)', full.value.react))
console.log(
  `  ratio: ${(full.value.html.perSecond / full.value.react.perSecond).toFixed(2)}x (the render tree is on both sides)`,
)
console.log(`Serialising a built render tree (${loadNote(serialised)}):`)
console.log(row('serializeTree', serialised.value.html))
console.log(row('renderToString(renderToReact(tree))', serialised.value.react))
console.log(
  `  ratio: ${(serialised.value.html.perSecond / serialised.value.react.perSecond).toFixed(2)}x React's renderToString (aim at least 5x)`,
)
console.log(
  `CSS: ${Buffer.byteLength(render.css)} bytes for ${render.stats.cssRules} rules used` +
    ` (${(Buffer.byteLength(render.css) / Math.max(render.stats.cssRules, 1)).toFixed(1)} bytes/rule)`,
)
console.log(`Needs runtime: ${render.needsRuntime}; warnings: ${render.warnings.length}`)
printLoad('after')
