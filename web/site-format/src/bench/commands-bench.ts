// `make bench` (site format): median time of each command against doing the same edit the
// naive way, by deep-cloning the whole site, on a generated site of 10,000 components.
import { performance } from 'node:perf_hooks'
import { loadNote, printLoad, steady, type Steady } from '../../../../infra/local/load-guard.mjs'
import { SiteDocument } from '../document/site-document.js'
import { outline } from '../agent/outline.js'
import { addComponent, moveComponent } from '../edits/component-edits.js'
import { setComponentStyle } from '../edits/style-edits.js'
import { History } from '../history/history.js'
import { generateSite } from '../testing/generate-site.js'
import { contentParts, type Site } from '../types/site.js'
import type { Component } from '../types/component.js'

const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200)

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function time(run: (round: number) => void): number {
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    run(round)
    samples.push(performance.now() - start)
  }
  return median(samples)
}

const site = generateSite({ pages: 20, components: COMPONENTS, breadth: 6 })
const doc = new SiteDocument(site)
const history = new History(doc)
const ids = [...doc.componentIds()]
const leaves = ids.filter((id) => !doc.component(id).children && doc.component(id).parentId)
const containers = ids.filter((id) => doc.component(id).children)
const pick = <T>(items: T[], round: number): T => items[(round * 7919) % items.length]!

/** A copy of a subtree of about `size` components, with fresh ids, ready to paste. */
function subtreeCopy(size: number): Component {
  const source = containers.find((id) => countSubtree(doc.component(id)) >= size)!
  const copy = structuredClone(doc.component(source))
  let left = size - 1
  const trim = (c: Component) => {
    c.id = `${site.context.namespace}-c-${site.context.nextId++}`
    if (!c.children) return
    c.children = c.children.filter(() => left-- > 0)
    for (const child of c.children) {
      child.parentId = c.id
      trim(child)
    }
    if (c.children.length === 0) delete c.children
  }
  trim(copy)
  return copy
}

function countSubtree(c: Component): number {
  return 1 + (c.children ?? []).reduce((n, child) => n + countSubtree(child), 0)
}

/** The naive way: every edit clones the whole site, so undo is keeping the old copy. */
function naive(edit: (copy: Site) => void): (round: number) => void {
  return () => {
    const copy = structuredClone(site)
    edit(copy)
  }
}

const styleSlot = {
  breakpointId: 'breakpoint-1',
  pseudoClass: 'default' as const,
  property: 'margin',
}
const paste = subtreeCopy(100)

printLoad('before')
/** A row's two figures, measured together and again while the load moves (load-guard.mjs). */
const row = async (
  name: string,
  ours: () => number,
  baseline: () => number,
): Promise<[string, Steady<[number, number]>]> => [
  name,
  await steady(() => [ours(), baseline()] as [number, number]),
]
const rows = [
  await row(
    'style edit + undo',
    () =>
      time((round) => {
        history.push(setComponentStyle(doc, pick(ids, round), styleSlot, `${round}px`), {
          merge: false,
        })
        history.undo()
      }),
    () => time(naive((copy) => void (copy.pageOrder = [...copy.pageOrder]))),
  ),
  await row(
    'move + undo',
    () =>
      time((round) => {
        const id = pick(leaves, round)
        const target = pick(containers, round + 1)
        if (target === id || target === doc.component(id).parentId) return
        history.push(moveComponent(doc, id, target, 0))
        history.undo()
      }),
    () => time(naive(() => undefined)),
  ),
  await row(
    `paste ${countSubtree(paste)} components + undo`,
    () =>
      time((round) => {
        const parent = pick(containers, round)
        history.push(addComponent(doc, paste, parent, site.context.nextId))
        history.undo()
      }),
    () => time(naive(() => undefined)),
  ),
  await row(
    'changed parts after an edit',
    () =>
      time((round) => {
        history.push(setComponentStyle(doc, pick(ids, round), styleSlot, `${round}em`), {
          merge: false,
        })
        doc.takeChangedParts()
        history.undo()
        doc.takeChangedParts()
      }),
    // The naive way: serialise every part and compare with the last saved text.
    () => {
      const saved = contentParts.map((part) => JSON.stringify(site[part]))
      return time(() => {
        contentParts.filter((part, i) => JSON.stringify(site[part]) !== saved[i])
      })
    },
  ),
]

console.log(
  `\nSite format — ${doc.componentCount} components on ${site.pageOrder.length} pages, median of ${ROUNDS} runs`,
)
console.log('operation                          commands (ms)   deep clone (ms)   speed-up')
for (const [name, figure] of rows) {
  const [ours, baseline] = figure.value
  console.log(
    `${name.padEnd(34)} ${ours.toFixed(4).padStart(13)}   ${baseline.toFixed(4).padStart(15)}   ${(baseline / ours).toFixed(0).padStart(7)}x   ${loadNote(figure)}`,
  )
}
const slowest = Math.max(...rows.slice(0, 3).map(([, figure]) => figure.value[0]))
console.log(
  `every command under 1 ms: ${slowest < 1 ? 'yes' : 'no'} (slowest ${slowest.toFixed(4)} ms)`,
)

// What an agent reads of a page of all those components: the default outline (one answer)
// beside the page's JSON.
const onePage = generateSite({ components: COMPONENTS, pages: 1, breadth: 6 })
const pageOutline = outline(new SiteDocument(onePage))
const outlineBytes = Buffer.byteLength(JSON.stringify(pageOutline))
const pageBytes = Buffer.byteLength(JSON.stringify(onePage.pages[onePage.pageOrder[0]!]))
console.log(
  `agent outline of the page: ${(outlineBytes / 1024).toFixed(1)} KB for ${pageOutline.lines.length} of ${pageOutline.total} components (aim at most 12 KB), the page's JSON ${(pageBytes / 1024).toFixed(0)} KB`,
)
printLoad('after')
