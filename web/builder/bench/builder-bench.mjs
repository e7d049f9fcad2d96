// `make bench`: the builder in Chromium on a page of 10,000 components, against the aims.
// The site is opened as a scratch site (seeded into the browser's storage) from the built app the
// gateway serves. Edit times are taken inside the page, from the input event to the animation
// frame after the canvas shows the change.
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { withBenchStack } from '../../../infra/local/bench-kit.mjs'
import { ROOT } from '../../../infra/local/stack.mjs'
import {
  buildClipboardPayload,
  CLIPBOARD_MIME_TYPE,
  openSite,
  serializeParts,
  serializeClipboardPayload,
  serializeSite,
  setComponentStyle,
  stepParts,
} from '../../site-format/dist/index.js'
import { generateSite } from '../../site-format/dist/testing/generate-site.js'
import { seedScratchSite } from './seed-scratch.mjs'
import { createSite, exportSiteFile } from '../../site-format/dist/index.js'

const COMPONENTS = 10_000
const SUBTREE = 50
const ROUNDS = 20
const FRAME = 'iframe[title="Canvas"]'

const percentile = (values, p) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b)
  if (sorted.length < values.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => `${value.toFixed(1)} ms`

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Opens the site; the time until the tree and canvas show it and a click selects a component. */
async function open(browser, url, stored) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  await seedScratchSite(context, stored)
  const page = await context.newPage()
  const begin = Date.now()
  await page.goto(`${url}/build/scratch`)
  await page.getByRole('tree', { name: 'Components' }).waitFor()
  const frame = page.frameLocator(FRAME)
  await frame
    .locator('[data-component-id]')
    .nth(COMPONENTS - 1)
    .waitFor({ state: 'attached' })
  await frame
    .locator('[data-component-id]')
    .nth(10)
    .click({ position: { x: 1, y: 1 } })
  await page.locator('.overlay-selected').waitFor()
  return { page, context, opened: Date.now() - begin }
}

/** Selects a component whose subtree holds about 50 components; returns its id. */
async function selectSubtree(page, skip = 0) {
  const id = await page.evaluate(
    ({ frame, size, skip }) => {
      const doc = document.querySelector(frame).contentDocument
      const fits = [...doc.querySelectorAll('[data-component-id]')].filter((el) => {
        const n = el.querySelectorAll('[data-component-id]').length + 1
        return n >= size - 10 && n <= size + 10
      })
      return fits[skip % fits.length]?.dataset.componentId
    },
    { frame: FRAME, size: SUBTREE, skip },
  )
  if (!id) throw new Error(`No subtree of about ${SUBTREE} components`)
  // A click selects the innermost component under the pointer; Escape then selects each parent.
  await page
    .frameLocator(FRAME)
    .locator(`[data-component-id="${id}"]`)
    .click({ position: { x: 1, y: 1 } })
  const depth = await page.evaluate(
    ({ frame, id }) => {
      const doc = document.querySelector(frame).contentDocument
      const target = doc.querySelector(`[data-component-id="${id}"]`)
      const box = target.getBoundingClientRect()
      let element = doc.elementFromPoint(box.x + 1, box.y + 1)?.closest('[data-component-id]')
      let depth = 0
      while (element && element !== target) {
        element = element.parentElement?.closest('[data-component-id]')
        depth++
      }
      return depth
    },
    { frame: FRAME, id },
  )
  for (let i = 0; i < depth; i++) await page.keyboard.press('Escape')
  return id
}

/**
 * Arms a measurement in the page: the time from the next key press to the frame after the
 * canvas's component count changes. Resolve it with `measured(page)` after pressing the key.
 */
async function armCountChange(page) {
  await page.evaluate((frame) => {
    const doc = document.querySelector(frame).contentDocument
    const count = () => doc.querySelectorAll('[data-component-id]').length
    const before = count()
    let t0 = 0
    const start = () => (t0 = t0 || performance.now())
    window.addEventListener('keydown', start, { once: true, capture: true })
    doc.addEventListener('keydown', start, { once: true, capture: true })
    window.__measured = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (t0 === 0 || count() === before) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - t0))
      })
      observer.observe(doc.body, { subtree: true, childList: true })
    })
  }, FRAME)
}

/** The armed measurement, or NaN when the canvas did not change within 5 s. */
const measured = (page) =>
  page.evaluate(() =>
    Promise.race([window.__measured, new Promise((r) => setTimeout(() => r(Number.NaN), 5000))]),
  )

/** Duplicate (Ctrl+D), delete (Delete) and undo of the delete, until the canvas shows each. */
async function structuralEdits(page) {
  const results = { duplicate: [], delete: [], 'undo of the delete': [] }
  for (let i = 0; i < ROUNDS; i++) {
    await selectSubtree(page, i)
    for (const [name, key] of [
      ['duplicate', 'Control+d'],
      ['delete', 'Delete'],
      ['undo of the delete', 'Control+z'],
    ]) {
      await armCountChange(page)
      await page.keyboard.press(key)
      results[name].push(await measured(page))
    }
    await page.keyboard.press('Control+z')
  }
  return results
}

/** Moves of the right-hand resize handle, from the pointer move to the frame showing the width. */
async function styleEdits(page) {
  const id = await selectSubtree(page)
  const handle = await page.locator('.resize-right').boundingBox()
  const times = []
  await page.mouse.move(handle.x + 4, handle.y + 4)
  await page.mouse.down()
  for (let i = 1; i <= ROUNDS * 2; i++) {
    await page.evaluate(
      ({ frame, id }) => {
        const doc = document.querySelector(frame).contentDocument
        const element = doc.querySelector(`[data-component-id="${id}"]`)
        let t0 = 0
        document
          .querySelector('.resize-right')
          .addEventListener('pointermove', () => (t0 = performance.now()), {
            once: true,
            capture: true,
          })
        window.__measured = new Promise((resolve) => {
          const observer = new doc.defaultView.ResizeObserver(() => {
            if (t0 === 0) return
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - t0))
          })
          observer.observe(element)
        })
      },
      { frame: FRAME, id },
    )
    await page.mouse.move(handle.x + 4 - i * 3, handle.y + 4)
    times.push(await measured(page))
  }
  await page.mouse.up()
  return times
}

const PASTED = 100

/** A payload of a 100-component subtree, copied from another site (another namespace). */
function foreignPayload() {
  const other = generateSite({ namespace: 'elsewhere', components: PASTED, pages: 1, breadth: 6 })
  const page = other.pages[other.pageOrder[0]]
  // The generated page's tree, under a new root, is the copied subtree.
  const subtree = page.root
  page.root = { id: 'elsewhere-c-root', name: 'Root', tag: 'div', style: { custom: {} } }
  page.root.children = [subtree]
  subtree.parentId = page.root.id
  const size = (c) => 1 + (c.children ?? []).reduce((n, child) => n + size(child), 0)
  return {
    text: serializeClipboardPayload(buildClipboardPayload(other, subtree.id, 'elsewhere')),
    size: size(subtree),
  }
}

/**
 * Paste (Ctrl+V) of a subtree copied from another site, from the key to the frame after the
 * canvas shows it: the clipboard read, the renaming and merging, the command and the render.
 */
async function pasteFromAnotherSite(page, context, url) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url })
  const { text, size } = foreignPayload()
  const times = []
  for (let i = 0; i < ROUNDS / 2; i++) {
    await selectSubtree(page, i)
    await page.evaluate(
      ({ text, type }) =>
        navigator.clipboard.write([new ClipboardItem({ [type]: new Blob([text], { type }) })]),
      { text, type: CLIPBOARD_MIME_TYPE },
    )
    await armCountChange(page)
    await page.keyboard.press('Control+v')
    times.push(await measured(page))
    await page.keyboard.press('Control+z')
  }
  return { times, size }
}

/**
 * What a save sends after a one-property edit: the body of the builder's step save (the command,
 * with its old value) against the spec's changed-parts form (every page and the history), built
 * as the builder's save targets build them.
 */
function saveSizes() {
  const { doc, history } = openSite(generateSite({ components: COMPONENTS, pages: 1, breadth: 6 }))
  const id = doc.site.pages[doc.site.pageOrder[0]].root.children[0].id
  const command = setComponentStyle(
    doc,
    id,
    { breakpointId: 'breakpoint-1', pseudoClass: 'default', property: 'color' },
    'red',
  )
  history.push(command)
  const steps = [{ do: command }]
  const body = (value) => Buffer.byteLength(JSON.stringify(value))
  const stepSave = body({ save_id: 'x'.repeat(24), version_id: 1, steps })
  const partsSave = body({ ...serializeParts(doc.site, stepParts(steps)), version_id: 1 })
  console.log(
    `\nBytes a save sends after a one-property edit on ${COMPONENTS.toLocaleString('en')} components`,
  )
  console.log(
    `  edit steps: ${stepSave} B (aim under 5 KB); changed parts: ${(partsSave / 1024).toFixed(0)} KB; ratio ${(stepSave / partsSave).toFixed(4)}`,
  )
}

/** The app's initial JavaScript for the home page and the builder's own chunk, gzipped. */
function bundleSizes() {
  const dist = `${ROOT}/web/app/dist`
  const index = readFileSync(`${dist}/index.html`, 'utf8')
  const gz = (file) => gzipSync(readFileSync(`${dist}/assets/${file}`)).length
  const initial = [...index.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1])
  console.log(`\nInitial JavaScript, gzipped`)
  console.log(
    `  home page: ${(initial.reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1)} KB (budget 150 KB)`,
  )
  for (const file of readdirSync(`${dist}/assets`).filter((f) => /^build-screen-.*\.js$/.test(f))) {
    console.log(`  the builder's own chunk: ${(gz(file) / 1024).toFixed(1)} KB`)
  }
}

/**
 * Import of a site file of 10,000 components through File > Import into a new scratch site: from
 * choosing the file, through the confirmation, until the canvas shows its last component.
 */
async function importSiteFile(browser, url) {
  const file = Buffer.from(
    exportSiteFile(
      generateSite({ components: COMPONENTS, pages: 1, breadth: 6, namespace: 'imported' }),
    ),
  )
  const times = []
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    await seedScratchSite(context, serializeSite(createSite('Import target')))
    const page = await context.newPage()
    await page.goto(`${url}/build/scratch`)
    await page.getByRole('tree', { name: 'Components' }).waitFor()
    await page
      .getByRole('navigation', { name: 'Build menu' })
      .getByRole('button', { name: 'File', exact: true })
      .click()
    const last = page
      .frameLocator(FRAME)
      .locator('[data-component-id]')
      .nth(COMPONENTS - 1)
    const begin = Date.now()
    await page
      .locator('.file-menu input[type=file]')
      .setInputFiles({ name: 'pub-imported.json', mimeType: 'application/json', buffer: file })
    await page
      .getByRole('dialog', { name: 'Import site' })
      .getByRole('button', { name: 'Replace site' })
      .click()
    await last.waitFor({ state: 'attached', timeout: 60_000 })
    times.push(Date.now() - begin)
    await context.close()
  }
  return times
}

const stored = serializeSite(generateSite({ components: COMPONENTS, pages: 1, breadth: 6 }))
await withBenchStack('builder', async ({ url }) => {
  const browser = await launch()
  try {
    console.log(
      `\nThe builder on a page of ${COMPONENTS.toLocaleString('en')} components (Chromium)`,
    )
    const opens = []
    let session
    for (let i = 0; i < 3; i++) {
      await session?.context.close()
      session = await open(browser, url('gateway'), stored)
      opens.push(session.opened)
    }
    console.log(
      `  open until tree and canvas show it and a click selects: median ${ms(percentile(opens, 50))} of ${opens.length} (aim under 2000 ms)`,
    )
    const structural = await structuralEdits(session.page)
    for (const [name, times] of Object.entries(structural)) {
      console.log(
        `  ${name} of a ${SUBTREE}-component subtree until the canvas shows it: p95 ${ms(percentile(times, 95))} of ${times.length} (aim under 100 ms)`,
      )
    }
    const style = await styleEdits(session.page)
    console.log(
      `  style edit (resize handle) until the canvas shows it: p95 ${ms(percentile(style, 95))} of ${style.length} (aim under 16 ms)`,
    )
    const paste = await pasteFromAnotherSite(session.page, session.context, url('gateway'))
    console.log(
      `  paste of a ${paste.size}-component subtree copied from another site until the canvas shows it: p95 ${ms(percentile(paste.times, 95))} of ${paste.times.length} (aim under 150 ms)`,
    )
    const imports = await importSiteFile(browser, url('gateway'))
    console.log(
      `  import of a ${COMPONENTS.toLocaleString('en')}-component site file until the canvas shows it: median ${ms(percentile(imports, 50))} of ${imports.length} (aim under 3000 ms)`,
    )
  } finally {
    await browser.close()
  }
})
bundleSizes()
saveSizes()
