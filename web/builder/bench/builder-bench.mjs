// `make bench`: the builder in Chromium on a page of 10,000 components, against the aims.
// The site is opened as a scratch site (seeded into the browser's storage) from the built app the
// gateway serves. Edit times are taken inside the page, from the input event until the main
// thread has finished the frame that shows the change (see installSettle); keys are held down
// until then, as a person holds them (see pressMeasured).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
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
import { loadNote, printLoad, steady } from '../../../infra/local/load-guard.mjs'
import { toHtml } from '../../renderer/dist/index.js'
import {
  installSettle,
  openPlainPage,
  openStaticHtml,
  plainFieldTyping,
  plainKeystrokes,
  plainPaste,
  plainResize,
  plainScrub,
  plainSelect,
  plainStructuralEdits,
  snapshotCanvas,
} from './plain-page.mjs'
import { seedScratchSite, storeScratchSite } from './seed-scratch.mjs'
import { installRenderCounter } from './render-counter.mjs'
import { restorePointFigures } from './restore-points.mjs'
import { createSite, exportSiteFile } from '../../site-format/dist/index.js'

const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 10_000)
const SUBTREE = 50
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
/** The time between two key presses: a quick typist's ten keys a second. */
const KEY_INTERVAL = 100
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

/**
 * Opens the stored site; the time from the navigation until the tree and canvas show it and a
 * click selects a component.
 */
async function open(browser, url, stored) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  await context.addInitScript(installSettle)
  await context.addInitScript(installRenderCounter)
  const page = await context.newPage()
  await storeScratchSite(page, url, stored)
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
  const opened = Date.now() - begin
  // The scratch site's notice sits over the foot of the component menu, where a scrubbed
  // label can be; a person reads it and closes it.
  await page
    .getByRole('complementary', { name: 'Scratch site' })
    .getByRole('button', { name: 'Got it' })
    .click()
  return { page, context, opened }
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
        window.__settle(t0, resolve, false)
      })
      observer.observe(doc.body, { subtree: true, childList: true })
    })
  }, FRAME)
}

/**
 * Presses `keys` (as `keyboard.press` names them, 'Control+d') as a person does and returns the
 * armed measurement: the keys are still down when the canvas shows the change and are released
 * after it, as a person's key stays down for about a tenth of a second. `press` releases them at
 * once, and a keyup that comes while the change's frame is drawn makes Chromium defer the page's
 * other tasks (the measurement's own among them) to the next animation frame, timing that frame
 * instead of the builder. `atOnce`: press them as `press` does, for the figure beside it.
 */
async function pressMeasured(page, keys, { atOnce = false } = {}) {
  if (atOnce) {
    await page.keyboard.press(keys)
    return measured(page)
  }
  const held = keys.split('+')
  for (const key of held) await page.keyboard.down(key)
  const result = await measured(page)
  for (const key of held.reverse()) await page.keyboard.up(key)
  return result
}

/** The armed measurement, or NaN for both when the canvas did not change within 5 s. */
const measured = (page) =>
  page.evaluate(() =>
    Promise.race([
      window.__measured,
      new Promise((r) => setTimeout(() => r({ painted: Number.NaN, nextFrame: Number.NaN }), 5000)),
    ]),
  )

/** A p95 line's figures: until painted (against the aim), and until the next frame. */
const p95 = (times, aim) =>
  `p95 ${ms(
    percentile(
      times.map((t) => t.painted),
      95,
    ),
  )} of ${times.length} (aim under ${aim} ms; to the next animation frame: p95 ${ms(
    percentile(
      times.map((t) => t.nextFrame),
      95,
    ),
  )})`

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
      results[name].push(await pressMeasured(page, key))
    }
    await page.keyboard.press('Control+z')
  }
  return results
}

/**
 * The mouse as Chromium's input protocol drives it, for drags. Playwright's own `mouse` has
 * Chromium intercept drags while a button is down, and this Chromium then sometimes closes the
 * whole browser in the middle of a drag (every time when the drag starts on the canvas's text).
 */
async function protocolMouse(page) {
  const session = await page.context().newCDPSession(page)
  let at = { x: 0, y: 0 }
  let buttons = 0
  const send = (type, button) =>
    session.send('Input.dispatchMouseEvent', { type, ...at, button, buttons, clickCount: 1 })
  return {
    move: (x, y) => {
      at = { x, y }
      return send('mouseMoved', buttons ? 'left' : 'none')
    },
    down: () => {
      buttons = 1
      return send('mousePressed', 'left')
    },
    up: async () => {
      buttons = 0
      await send('mouseReleased', 'left')
      await session.detach()
    },
  }
}

/** Moves of the right-hand resize handle, from the pointer move to the frame showing the width. */
async function styleEdits(page) {
  const id = await selectSubtree(page)
  // Pressed where the handle stands still and takes the pointer (not where it passes while the
  // canvas still scrolls to the selection): a press beside it drags nothing.
  await page.locator('.resize-right').click({ trial: true })
  const handle = await page.locator('.resize-right').boundingBox()
  const times = []
  const mouse = await protocolMouse(page)
  await mouse.move(handle.x + 4, handle.y + 4)
  await mouse.down()
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
        // A ResizeObserver reports once when it starts observing: wait for a size other than this.
        const start = element.getBoundingClientRect().width
        window.__measured = new Promise((resolve) => {
          const observer = new doc.defaultView.ResizeObserver(() => {
            if (t0 === 0 || element.getBoundingClientRect().width === start) return
            observer.disconnect()
            window.__settle(t0, resolve, true)
          })
          observer.observe(element)
        })
      },
      { frame: FRAME, id },
    )
    await mouse.move(handle.x + 4 - i * 3, handle.y + 4)
    times.push(await measured(page))
    // A drag that changed nothing will not: the figure reads NaN without 5 s more per move.
    if (Number.isNaN(times[times.length - 1].painted)) break
  }
  await mouse.up()
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
    times.push(await pressMeasured(page, 'Control+v'))
    await page.keyboard.press('Control+z')
  }
  return { times, size }
}

/** Selects the first leaf component with text (a click on it), returns its id. */
async function selectTextLeaf(page, skip = 0) {
  // The selection's handles may lie over the leaf picked; then the next one does.
  for (let attempt = 0; ; attempt++) {
    const id = await page.evaluate(
      ({ frame, skip }) => {
        const doc = document.querySelector(frame).contentDocument
        const leaves = [...doc.querySelectorAll('[data-component-id]')].filter(
          (el) =>
            !el.querySelector('[data-component-id]') &&
            el.textContent.startsWith('Text ') &&
            el.getBoundingClientRect().width > 40,
        )
        return leaves[skip % leaves.length]?.dataset.componentId
      },
      { frame: FRAME, skip: skip + attempt },
    )
    if (!id) throw new Error('No text component on the canvas')
    try {
      await page
        .frameLocator(FRAME)
        .locator(`[data-component-id="${id}"]`)
        .click({ position: { x: 2, y: 2 }, timeout: attempt < 5 ? 5_000 : 30_000 })
    } catch (error) {
      if (attempt < 5) continue
      throw error
    }
    await page.locator('.overlay-selected').waitFor()
    return id
  }
}

/**
 * Keystrokes in a text component edited in place (Enter starts editing), `KEY_INTERVAL` apart:
 * from the key press to the frame after the canvas shows the character.
 */
async function textKeystrokes(page) {
  const id = await selectTextLeaf(page, 3)
  const editable = page.frameLocator(FRAME).locator(`[data-component-id="${id}"] [contenteditable]`)
  await page.keyboard.press('Enter')
  await editable.waitFor()
  await editable.press('End')
  const times = []
  for (let i = 0; i < ROUNDS * 2; i++) {
    await page.evaluate(
      ({ frame, id }) => {
        const doc = document.querySelector(frame).contentDocument
        const element = doc.querySelector(`[data-component-id="${id}"]`)
        const before = element.textContent
        let t0 = 0
        doc.addEventListener('keydown', () => (t0 = performance.now()), {
          once: true,
          capture: true,
        })
        window.__measured = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (t0 === 0 || element.textContent === before) return
            observer.disconnect()
            window.__settle(t0, resolve, false)
          })
          observer.observe(element, { subtree: true, childList: true, characterData: true })
        })
      },
      { frame: FRAME, id },
    )
    await page.waitForTimeout(KEY_INTERVAL)
    times.push(await pressMeasured(page, i % 2 === 0 ? 'x' : 'Backspace'))
  }
  // Leaving the text writes it once (one history entry).
  await page.keyboard.press('Escape')
  return times
}

/**
 * The selected component's Width field in the component menu: a combobox when the theme has
 * length variables to suggest, a plain text box otherwise (the bench site has none).
 */
const widthField = (page) =>
  page.getByRole('complementary', { name: 'Properties' }).getByLabel('Width', { exact: true })

/**
 * Arms a measurement: from the next key or pointer event of `type` on the builder's document to
 * the frame after the component's box on the canvas changes size. Resolves once the observer has
 * made its first report, which takes a frame of its own: a key pressed during that frame would
 * wait for the next one, a delay the builder does not cause.
 */
async function armResize(page, id, type, dimension = 'width') {
  await page.evaluate(
    ({ frame, id, type, dimension }) => {
      const doc = document.querySelector(frame).contentDocument
      const element = doc.querySelector(`[data-component-id="${id}"]`)
      let t0 = 0
      window.addEventListener(type, () => (t0 = performance.now()), { once: true, capture: true })
      // A ResizeObserver reports once when it starts observing: wait for a size other than this.
      const size = () => element.getBoundingClientRect()[dimension]
      const start = size()
      return new Promise((armed) => {
        window.__measured = new Promise((resolve) => {
          const observer = new doc.defaultView.ResizeObserver(() => {
            armed()
            if (t0 === 0 || size() === start) return
            observer.disconnect()
            window.__settle(t0, resolve, true)
          })
          // The border box: a padding changes it, not the content box.
          observer.observe(element, { box: 'border-box' })
        })
      })
    },
    { frame: FRAME, id, type, dimension },
  )
}

/**
 * Typing into the Width field of the style panel: each key press (a digit, then Backspace) until
 * the canvas shows the new width. The field is clicked first, as a person does, so the pointer
 * rests on it rather than on the canvas. `atOnce`: each key released at once (pressMeasured).
 */
async function styleFieldTyping(page, { atOnce = false } = {}) {
  const id = await selectTextLeaf(page, 7)
  const field = widthField(page)
  // 10px and 100px: a width that stays inside the parent, as a user types one.
  await field.click()
  await field.fill('10')
  await field.press('End')
  const times = []
  for (let i = 0; i < ROUNDS * 2; i++) {
    await armResize(page, id, 'keydown')
    await page.waitForTimeout(KEY_INTERVAL)
    times.push(await pressMeasured(page, i % 2 === 0 ? '0' : 'Backspace', { atOnce }))
  }
  await field.blur()
  return times
}

/** The selected component's Padding top, the number in the style panel's spacing box. */
const paddingTopField = (page) =>
  page.getByRole('complementary', { name: 'Properties' }).locator('.sp-padding-top input')

/**
 * Typing into a Spacing value (Padding top, in the box model) until the canvas shows it: each
 * key press (a digit, then Backspace) between 10 and 100 px, the box's height changing with it.
 */
async function spacingFieldTyping(page) {
  const id = await selectTextLeaf(page, 13)
  const field = paddingTopField(page)
  await field.click()
  await field.fill('10')
  await field.press('End')
  const times = []
  for (let i = 0; i < ROUNDS * 2; i++) {
    await armResize(page, id, 'keydown', 'height')
    await page.waitForTimeout(KEY_INTERVAL)
    times.push(await pressMeasured(page, i % 2 === 0 ? '0' : 'Backspace'))
  }
  await field.blur()
  return times
}

/** The Width field's label, which scrubs the width when dragged. */
const widthScrub = {
  skip: 11,
  dimension: 'width',
  async prepare(page) {
    await widthField(page).fill('100')
    await widthField(page).blur()
  },
  handle: (page) =>
    page
      .getByRole('complementary', { name: 'Properties' })
      .locator('label.scrub-label', { hasText: /^Width$/ }),
}

/** Padding top in the spacing box: the number itself scrubs when dragged. */
const paddingScrub = {
  skip: 17,
  dimension: 'height',
  async prepare(page) {
    await paddingTopField(page).click()
    await paddingTopField(page).fill('0')
    // A focused number takes the pointer for its caret instead of scrubbing.
    await paddingTopField(page).blur()
  },
  handle: paddingTopField,
}

/**
 * Scrubbing a style field (`field`: widthScrub or paddingScrub): canvas updates per second while
 * the pointer keeps moving, and the history entries added before and after the release.
 */
async function styleScrub(page, field = widthScrub) {
  const id = await selectTextLeaf(page, field.skip)
  await field.prepare(page)
  const box = await field.handle(page).boundingBox()
  // The History sub-menu lists the entries.
  await page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: 'History', exact: true })
    .click()
  const entries = () => page.locator('.history-list li').count()
  const before = await entries()
  await page.evaluate(
    ({ frame, id, dimension }) => {
      const doc = document.querySelector(frame).contentDocument
      const element = doc.querySelector(`[data-component-id="${id}"]`)
      const changes = []
      const size = () => element.getBoundingClientRect()[dimension]
      let last = size()
      // Each animation frame: did the canvas show a new size since the last one?
      const tick = (now) => {
        const current = size()
        if (current !== last) changes.push(now)
        last = current
        if (window.__scrub) requestAnimationFrame(tick)
      }
      window.__scrub = { changes }
      requestAnimationFrame(tick)
    },
    { frame: FRAME, id, dimension: field.dimension },
  )
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const mouse = await protocolMouse(page)
  await mouse.move(x, y)
  await mouse.down()
  const moves = ROUNDS * 15
  for (let i = 1; i <= moves; i++) await mouse.move(x + i, y)
  const during = await entries()
  const changes = await page.evaluate(() => {
    const { changes } = window.__scrub
    window.__scrub = undefined
    return changes
  })
  await mouse.up()
  await page.waitForFunction(
    (count) => document.querySelectorAll('.history-list li').length > count,
    before,
  )
  const after = await entries()
  await page
    .getByRole('navigation', { name: 'Build menu' })
    .getByRole('button', { name: 'History', exact: true })
    .click()
  const span = changes.length > 1 ? changes[changes.length - 1] - changes[0] : Number.NaN
  return {
    fps: ((changes.length - 1) / span) * 1000,
    frames: changes.length,
    entriesWhileScrubbing: during - before,
    entriesAfterRelease: after - before,
  }
}

/** The text leaves of the canvas in view order, the `count` first after `skip`. */
function textLeafIds(page, skip, count) {
  return page.evaluate(
    ({ frame, skip, count }) => {
      const doc = document.querySelector(frame).contentDocument
      return [...doc.querySelectorAll('[data-component-id]')]
        .filter(
          (el) =>
            !el.querySelector('[data-component-id]') &&
            el.textContent.startsWith('Text ') &&
            el.getBoundingClientRect().width > 40,
        )
        .slice(skip, skip + count)
        .map((el) => el.dataset.componentId)
    },
    { frame: FRAME, skip, count },
  )
}

/**
 * Selecting another component by a click on the canvas until the style panel shows it: from the
 * press to the frame after the panel has changed to that component's values. Each time also
 * holds React's commits and the components rendered until then (render-counter.mjs).
 */
async function selectFigure(page) {
  const ids = await textLeafIds(page, 21, ROUNDS * 2)
  const times = []
  for (const id of ids) {
    const element = page.frameLocator(FRAME).locator(`[data-component-id="${id}"]`)
    // Brought into view first, so the figure holds no scrolling of Playwright's own.
    await element.scrollIntoViewIfNeeded()
    await page.evaluate(
      ({ frame, id }) => {
        const doc = document.querySelector(frame).contentDocument
        let t0 = 0
        doc.addEventListener('pointerdown', () => (t0 = performance.now()), {
          once: true,
          capture: true,
        })
        const shows = () => document.querySelector('.style-panel')?.dataset.styleTarget === id
        window.__renders.reset()
        window.__measured = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (t0 === 0 || !shows()) return
            observer.disconnect()
            const { commits, rendered } = window.__renders
            window.__settle(t0, (time) => resolve({ ...time, commits, rendered }), false)
          })
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['data-style-target'],
          })
        })
      },
      { frame: FRAME, id },
    )
    await element.click({ position: { x: 2, y: 2 } })
    times.push(await measured(page))
  }
  return times
}

/** The colours the walkthrough gives the button (the new site's theme colours). */
const WALKTHROUGH = {
  background: 'color-primary',
  hover: 'color-active',
  expected: { 'border-top-left-radius': '8px', 'padding-top': '12px', 'padding-left': '24px' },
}

/**
 * The styling walkthrough, scripted: a new Button given a theme background, an 8 px
 * radius, 12/24 px padding and a hover colour, once with the style panel and once with custom
 * property rows, on a new scratch site. Each click a person makes is counted (a choice in a
 * select is two: open it, pick), and each value or property name typed; adding and selecting
 * the button, the same for both, is not. Each run is checked on the canvas's computed styles.
 */
async function stylingWalkthrough(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await seedScratchSite(context, serializeSite(createSite('Walkthrough')))
  const page = await context.newPage()
  try {
    await page.goto(`${url}/build/scratch`)
    await page.getByRole('tree', { name: 'Components' }).waitFor()
    const menu = page.getByRole('complementary', { name: 'Properties' })
    const state = page.getByRole('combobox', { name: 'State', exact: true })
    const count = { clicks: 0, typed: 0, names: 0 }
    const click = async (locator) => {
      await locator.click()
      count.clicks++
    }
    const choose = async (select, value) => {
      await select.selectOption(value)
      count.clicks += 2
    }
    const type = async (locator, text, { name = false } = {}) => {
      await locator.fill(text)
      if (name) count.names++
      else count.typed++
    }
    const addButton = async () => {
      const ids = () =>
        page
          .frameLocator(FRAME)
          .locator('[data-component-id]')
          .evaluateAll((els) => els.map((el) => el.dataset.componentId))
      const before = new Set(await ids())
      await page
        .getByRole('navigation', { name: 'Build menu' })
        .getByRole('button', { name: 'New', exact: true })
        .click()
      await page.getByRole('button', { name: 'Button', exact: true }).click()
      await page.keyboard.press('Escape')
      let id
      for (let i = 0; i < 50 && !id; i++) {
        id = (await ids()).find((each) => !before.has(each))
        if (!id) await page.waitForTimeout(100)
      }
      const element = page.frameLocator(FRAME).locator(`[data-component-id="${id}"]`)
      await element.click()
      await menu.waitFor()
      return element
    }
    const computed = (element) =>
      element.evaluate((el) => {
        const style = el.ownerDocument.defaultView.getComputedStyle(el)
        return Object.fromEntries(
          [
            'background-color',
            'border-top-left-radius',
            'padding-top',
            'padding-right',
            'padding-bottom',
            'padding-left',
          ].map((name) => [name, style.getPropertyValue(name)]),
        )
      })
    /** Whether the button wears the walkthrough's styles, its hover colour among them. */
    const check = async (element) => {
      await state.selectOption('default')
      await page.mouse.move(5, 5)
      const plain = await computed(element)
      await state.selectOption(':hover')
      const hover = await computed(element)
      await state.selectOption('default')
      const { expected } = WALKTHROUGH
      return (
        Object.entries(expected).every(([name, value]) => plain[name] === value) &&
        plain['padding-bottom'] === '12px' &&
        plain['padding-right'] === '24px' &&
        plain['background-color'] !== hover['background-color'] &&
        plain['background-color'] !== 'rgba(0, 0, 0, 0)'
      )
    }

    // With the style panel: no property name typed.
    const panelButton = await addButton()
    const open = async (section) => {
      const toggle = menu.getByRole('button', { name: `${section} section`, exact: true })
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await click(toggle)
    }
    const swatch = async (name) => {
      await click(menu.getByRole('button', { name: 'Background colour', exact: true }))
      await click(
        menu
          .getByRole('dialog', { name: 'Choose Background colour' })
          .getByRole('button', { name, exact: true }),
      )
    }
    await open('Backgrounds')
    await swatch(WALKTHROUGH.background)
    await open('Borders')
    const field = (name) => menu.getByRole('combobox', { name, exact: true })
    await click(field('Radius'))
    await type(field('Radius'), '8')
    await click(field('Padding top'))
    await type(field('Padding top'), '12')
    // Alt: both sides of the axis.
    await field('Padding top').press('Alt+Enter')
    await click(field('Padding left'))
    await type(field('Padding left'), '24')
    await field('Padding left').press('Alt+Enter')
    await choose(state, ':hover')
    await swatch(WALKTHROUGH.hover)
    const panel = { ...count, styled: false }
    panel.styled = await check(panelButton)

    // With custom property rows: each property named and each value typed as CSS.
    Object.assign(count, { clicks: 0, typed: 0, names: 0 })
    const rowsButton = await addButton()
    const row = async (property, value, pseudo) => {
      await click(menu.getByRole('button', { name: 'Add a style', exact: true }))
      const form = menu.locator('.row-form')
      if (pseudo) await choose(form.getByLabel('State', { exact: true }), pseudo)
      await type(form.getByLabel('Property', { exact: true }), property, { name: true })
      await click(form.getByLabel('Value', { exact: true }))
      await type(form.getByLabel('Value', { exact: true }), value)
      await click(form.getByRole('button', { name: 'Save', exact: true }))
    }
    await row('background-color', `\${${WALKTHROUGH.background}}`)
    await row('border-radius', '8px')
    await row('padding', '12px 24px')
    await row('background-color', `\${${WALKTHROUGH.hover}}`, ':hover')
    const rows = { ...count, styled: await check(rowsButton) }
    return { panel, rows }
  } finally {
    await context.close()
  }
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
 * choosing the file, through the confirmation, until the canvas shows its last component. The
 * file is on disk and the browser reads it, as when a person picks it: given as bytes instead,
 * Playwright would spend over a second copying them into the page.
 */
async function importSiteFile(browser, url) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  const file = join(dir, 'pub-imported.json')
  writeFileSync(
    file,
    exportSiteFile(
      generateSite({ components: COMPONENTS, pages: 1, breadth: 6, namespace: 'imported' }),
    ),
  )
  try {
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
      await page.locator('.file-menu input[type=file]').setInputFiles(file)
      await page
        .getByRole('dialog', { name: 'Import site' })
        .getByRole('button', { name: 'Replace site' })
        .click()
      await last.waitFor({ state: 'attached', timeout: 60_000 })
      times.push(Date.now() - begin)
      await context.close()
    }
    return times
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const generated = generateSite({ components: COMPONENTS, pages: 1, breadth: 6 })
const stored = serializeSite(generated)
/** The static copy: the same page as visitors get it, for the browser's own cost (plain-page.mjs). */
const plainHtml = toHtml(generated, generated.pageOrder[0])
/**
 * The figures to take (`BENCH_FIGURES=spacing,select`), all when unset: structural, resize,
 * keystroke, typing, scrub, spacing, select, paste, walkthrough, import, restore.
 */
const FIGURES = process.env.BENCH_FIGURES?.split(',').map((name) => name.trim())
const wanted = (name) => FIGURES === undefined || FIGURES.includes(name)
/** How much over the browser's own cost a builder figure may be. */
const RATIO_AIM = 1.3

/** " — plain page 12.0 ms, ratio 1.10 (aim at most 1.3)": a figure against the plain page's. */
const versus = (builder, plain, label = 'p95 ') =>
  ` — plain page ${label}${ms(plain)}, ratio ${(builder / plain).toFixed(2)} (aim at most ${RATIO_AIM})`
const p95Of = (times) =>
  percentile(
    times.map((t) => t.painted),
    95,
  )
const press = (page, key) => pressMeasured(page, key)
/**
 * With BENCH_TRACE=1, a Chromium trace of `measure` (main-thread tasks and the JavaScript
 * profile) in .data/bench-traces/<name>.json, to open in the browser's Performance panel.
 */
async function traced(browser, page, name, measure) {
  if (process.env.BENCH_TRACE !== '1') return measure()
  const dir = `${ROOT}.data/bench-traces/`
  mkdirSync(dir, { recursive: true })
  await browser.startTracing(page, {
    path: `${dir}${name}.json`,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'v8.execute',
    ],
  })
  try {
    return await measure()
  } finally {
    await browser.stopTracing()
    console.log(`  trace of ${name}: ${dir}${name}.json`)
  }
}
/**
 * Runs `measure` on `page` brought to the front: Chromium draws only the page in front, so the
 * builder's page and the plain page take turns.
 */
const inFront = async (page, measure) => {
  await page.bringToFront()
  return measure()
}

await withBenchStack('builder', async ({ url, databaseUrl }) => {
  const browser = await launch()
  try {
    console.log(
      `\nThe builder on a page of ${COMPONENTS.toLocaleString('en')} components (Chromium on ${availableParallelism()} cores), each figure beside the same change made by a plain script to a static copy of the page`,
    )
    printLoad('before the builder figures')
    let session
    let viewport
    const openFigure = await steady(async () => {
      const opens = []
      const plainOpens = []
      for (let i = 0; i < 3; i++) {
        await session?.context.close()
        session = await open(browser, url('gateway'), stored)
        opens.push(session.opened)
        const box = await session.page.locator(FRAME).boundingBox()
        viewport = { width: Math.round(box.width), height: Math.round(box.height) }
        plainOpens.push(await openStaticHtml(browser, url('gateway'), plainHtml, viewport))
      }
      return { builder: percentile(opens, 50), plain: percentile(plainOpens, 50), n: opens.length }
    })
    // The edits' plain page: the canvas as it stands now, rebuilt in a page of its own.
    const plain = await openPlainPage(
      browser,
      url('gateway'),
      await snapshotCanvas(session.page, FRAME),
      viewport,
    )
    const opened = openFigure.value
    console.log(
      `  open until tree and canvas show it and a click selects: median ${ms(opened.builder)} of ${opened.n} (aim under 2000 ms)${versus(opened.builder, opened.plain, 'median ')}; ${loadNote(openFigure)}`,
    )
    if (wanted('structural')) {
      const structuralFigure = await steady(async () => ({
        builder: await inFront(session.page, () => structuralEdits(session.page)),
        plain: await inFront(plain.page, () =>
          plainStructuralEdits(plain.page, { rounds: ROUNDS, size: SUBTREE, press }),
        ),
      }))
      for (const [name, times] of Object.entries(structuralFigure.value.builder)) {
        console.log(
          `  ${name} of a ${SUBTREE}-component subtree until the canvas shows it: ${p95(times, 100)}${versus(p95Of(times), p95Of(structuralFigure.value.plain[name]))}; ${loadNote(structuralFigure)}`,
        )
      }
    }
    if (wanted('resize')) {
      const styleFigure = await steady(async () => ({
        builder: await inFront(session.page, () => styleEdits(session.page)),
        plain: await inFront(plain.page, () =>
          plainResize(plain.page, { rounds: ROUNDS, measured }),
        ),
      }))
      const style = styleFigure.value
      console.log(
        `  style edit (resize handle) until the canvas shows it: ${p95(style.builder, 16)}${versus(p95Of(style.builder), p95Of(style.plain))}; ${loadNote(styleFigure)}`,
      )
    }
    if (wanted('keystroke')) {
      const keystrokeFigure = await steady(async () => ({
        builder: await inFront(session.page, () => textKeystrokes(session.page)),
        plain: await inFront(plain.page, () =>
          plainKeystrokes(plain.page, { rounds: ROUNDS, press, interval: KEY_INTERVAL }),
        ),
      }))
      const keystrokes = keystrokeFigure.value
      console.log(
        `  keystroke in a text component (in place) until the canvas shows it: ${p95(keystrokes.builder, 16)}${versus(p95Of(keystrokes.builder), p95Of(keystrokes.plain))}; ${loadNote(keystrokeFigure)}`,
      )
    }
    if (wanted('typing')) {
      const typingFigure = await steady(async () => ({
        builder: await inFront(session.page, () =>
          traced(browser, session.page, 'typing', () => styleFieldTyping(session.page)),
        ),
        atOnce: await styleFieldTyping(session.page, { atOnce: true }),
        plain: await inFront(plain.page, () =>
          plainFieldTyping(plain.page, { rounds: ROUNDS, press, interval: KEY_INTERVAL }),
        ),
      }))
      const typing = typingFigure.value
      console.log(
        `  typing into a style field (Width) until the canvas shows it: ${p95(typing.builder, 16)}; each key released at once: p95 ${ms(
          p95Of(typing.atOnce),
        )}${versus(p95Of(typing.builder), p95Of(typing.plain))}; ${loadNote(typingFigure)}`,
      )
    }
    if (wanted('scrub')) {
      const scrubFigure = await steady(async () => ({
        builder: await inFront(session.page, () => styleScrub(session.page)),
        plain: await inFront(plain.page, () => plainScrub(plain.page, { moves: ROUNDS * 15 })),
      }))
      const scrub = scrubFigure.value.builder
      const plainFps = scrubFigure.value.plain.fps
      console.log(
        `  scrubbing a style field (Width): ${scrub.fps.toFixed(1)} canvas frames per second over ${scrub.frames} frames (aim at least 55); history entries while scrubbing ${scrub.entriesWhileScrubbing} (aim 0), after release ${scrub.entriesAfterRelease} (aim 1) — plain page ${plainFps.toFixed(1)} frames per second, ratio ${(plainFps / scrub.fps).toFixed(2)} (aim at most ${RATIO_AIM}); ${loadNote(scrubFigure)}`,
      )
    }
    if (wanted('spacing')) {
      const spacingFigure = await steady(async () => ({
        builder: await inFront(session.page, () => spacingFieldTyping(session.page)),
        plain: await inFront(plain.page, () =>
          plainFieldTyping(plain.page, {
            rounds: ROUNDS,
            press,
            interval: KEY_INTERVAL,
            skip: 13,
            property: 'padding-top',
            dimension: 'height',
          }),
        ),
      }))
      const spacing = spacingFigure.value
      console.log(
        `  style panel edit (typing into Spacing: Padding top) until the canvas shows it: ${p95(spacing.builder, 16)}${versus(p95Of(spacing.builder), p95Of(spacing.plain))}; ${loadNote(spacingFigure)}`,
      )
      const spacingScrubFigure = await steady(async () => ({
        builder: await inFront(session.page, () => styleScrub(session.page, paddingScrub)),
        plain: await inFront(plain.page, () =>
          plainScrub(plain.page, {
            moves: ROUNDS * 15,
            skip: 17,
            property: 'padding-top',
            dimension: 'height',
            from: 0,
          }),
        ),
      }))
      const spacingScrub = spacingScrubFigure.value.builder
      const spacingPlainFps = spacingScrubFigure.value.plain.fps
      console.log(
        `  scrubbing a Spacing value (Padding top): ${spacingScrub.fps.toFixed(1)} canvas frames per second over ${spacingScrub.frames} frames (aim at least 55); history entries while scrubbing ${spacingScrub.entriesWhileScrubbing} (aim 0), after release ${spacingScrub.entriesAfterRelease} (aim 1) — plain page ${spacingPlainFps.toFixed(1)} frames per second, ratio ${(spacingPlainFps / spacingScrub.fps).toFixed(2)} (aim at most ${RATIO_AIM}); ${loadNote(spacingScrubFigure)}`,
      )
    }
    if (wanted('select')) {
      // The plain page's panel holds as many fields as the style panel shows.
      const fields = await session.page.locator('.style-panel').locator('input, select').count()
      const selectTimes = await steady(async () => ({
        builder: await inFront(session.page, () =>
          traced(browser, session.page, 'select', () => selectFigure(session.page)),
        ),
        plain: await inFront(plain.page, () =>
          plainSelect(plain.page, { rounds: ROUNDS, fields, measured }),
        ),
      }))
      const selects = selectTimes.value
      const median = (key) =>
        percentile(
          selects.builder.map((t) => t[key] ?? Number.NaN),
          50,
        )
      console.log(
        `  selecting another component until its style panel shows it: ${p95(selects.builder, 50)}${versus(p95Of(selects.builder), p95Of(selects.plain))} (a form of ${fields} fields filled from the computed style); ${loadNote(selectTimes)}`,
      )
      console.log(
        `    per selection, counts the load does not change: median ${median('commits')} React commits and ${median('rendered')} components rendered until the panel shows it`,
      )
    }
    if (wanted('paste')) {
      const pasteFigure = await steady(async () => {
        const builder = await inFront(session.page, () =>
          pasteFromAnotherSite(session.page, session.context, url('gateway')),
        )
        await plain.page.bringToFront()
        const plainTimes = await plainPaste(plain.page, {
          rounds: ROUNDS / 2,
          size: builder.size,
          target: SUBTREE,
          press,
        })
        return { builder, plain: plainTimes }
      })
      const paste = pasteFigure.value.builder
      console.log(
        `  paste of a ${paste.size}-component subtree copied from another site until the canvas shows it: ${p95(paste.times, 150)}${versus(p95Of(paste.times), p95Of(pasteFigure.value.plain))}; ${loadNote(pasteFigure)}`,
      )
    }
    await plain.context.close()
    if (wanted('walkthrough')) {
      const walk = await stylingWalkthrough(browser, url('gateway'))
      const said = ({ clicks, typed, names, styled }) =>
        `${clicks} clicks, ${typed} values and ${names} property names typed${styled ? '' : ' (NOT STYLED as asked)'}`
      console.log(
        `  clicks to give a button a theme background, 8 px radius, 12/24 px padding and a hover colour: style panel ${said(walk.panel)}; custom property rows ${said(walk.rows)}`,
      )
    }
    if (wanted('import')) {
      const importFigure = await steady(() => importSiteFile(browser, url('gateway')))
      const imports = importFigure.value
      console.log(
        `  import of a ${COMPONENTS.toLocaleString('en')}-component site file until the canvas shows it: median ${ms(percentile(imports, 50))} of ${imports.length} (aim under 3000 ms)${versus(percentile(imports, 50), opened.plain, 'open median ')}; ${loadNote(importFigure)}`,
      )
    }
    printLoad('after the builder figures')
    if (wanted('restore')) {
      await restorePointFigures({
        browser,
        gateway: url('gateway'),
        databaseUrl,
        stored,
        components: COMPONENTS,
        canvasFrame: FRAME,
      })
    }
  } finally {
    await browser.close()
  }
})
bundleSizes()
saveSizes()
