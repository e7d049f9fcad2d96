// Renderer benchmark: a generated 500-component page rendered to a complete HTML document by
// `toHtml`, against React's `renderToString` of the same render tree through the adapter, in one
// run. Both sides include building the render tree and stylesheet; the serialisation-only
// figures are printed too.
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

/** Runs `render` repeatedly for about `SECONDS` after a warm-up; pages per second and size. */
function measure(render: () => string): Measure {
  let bytes = 0
  for (let i = 0; i < 50; i++) bytes = Buffer.byteLength(render())
  let count = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < SECONDS * 1000) {
    for (let i = 0; i < 10; i++) render()
    count += 10
    elapsed = performance.now() - start
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
  `  ${name.padEnd(34)} ${m.perSecond.toFixed(0).padStart(8)} pages/s ${String(m.bytes).padStart(9)} bytes`

console.log(`Renderer: one page of ${render.stats.components} components (generateSite)`)
console.log(`Full render (render tree + CSS + output; ${loadNote(full)}):`)
console.log(row('toHtml (complete document)', full.value.html))
console.log(row('React renderToString (body only)', full.value.react))
console.log(
  `  ratio: ${(full.value.html.perSecond / full.value.react.perSecond).toFixed(2)}x React's throughput (aim at least 5x)`,
)
console.log(`Serialising a built render tree (${loadNote(serialised)}):`)
console.log(row('serializeTree', serialised.value.html))
console.log(row('renderToString(renderToReact(tree))', serialised.value.react))
console.log(
  `  ratio: ${(serialised.value.html.perSecond / serialised.value.react.perSecond).toFixed(2)}x`,
)
console.log(
  `CSS: ${Buffer.byteLength(render.css)} bytes for ${render.stats.cssRules} rules used` +
    ` (${(Buffer.byteLength(render.css) / Math.max(render.stats.cssRules, 1)).toFixed(1)} bytes/rule)`,
)
console.log(`Needs runtime: ${render.needsRuntime}; warnings: ${render.warnings.length}`)
printLoad('after')
