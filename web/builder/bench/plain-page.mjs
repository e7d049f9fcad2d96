// The limit each builder figure is held against: the same change applied by a plain script to a
// static copy of the same page (the renderer's published HTML of the same site), in the same
// Chromium, at the canvas's size, timed the same way (from the input event until the main thread
// has finished the frame that shows the change). What the browser itself must spend on a change
// the builder cannot save; the builder's figure over it says what the builder adds.

/**
 * Ends a measurement started at `t0` once the change is on the page: `painted` when the main
 * thread has finished the frame that shows it (style, layout and paint; a task queued from that
 * frame runs right after it), `nextFrame` at the animation frame after. `afterLayout`: called
 * from a ResizeObserver (inside that frame) rather than from a MutationObserver (before it).
 */
export function installSettle() {
  window.__settle = (t0, resolve, afterLayout) => {
    const result = {}
    const done = () => 'painted' in result && 'nextFrame' in result && resolve(result)
    const afterFrame = () => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        result.painted = performance.now() - t0
        done()
      }
      channel.port2.postMessage(0)
    }
    if (afterLayout) afterFrame()
    requestAnimationFrame(() => {
      result.nextFrame = performance.now() - t0
      if (!afterLayout) afterFrame()
      done()
    })
  }
}

const ROUTE = '/bench-static-copy'

/** A context at `viewport` whose `url`/bench-static-copy answers `html`. */
async function plainContext(browser, url, html, viewport) {
  const context = await browser.newContext({ viewport })
  await context.addInitScript(installSettle)
  await context.addInitScript(installNearSize)
  await context.route(`${url}${ROUTE}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  )
  return context
}

/**
 * The time a static copy of the page takes to open: the published HTML of the same site, from
 * the navigation until the frame after it has loaded.
 */
export async function openStaticHtml(browser, url, html, viewport) {
  const context = await plainContext(browser, url, html, viewport)
  try {
    const page = await context.newPage()
    const begin = Date.now()
    await page.goto(`${url}${ROUTE}`, { waitUntil: 'load' })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())))
    return Date.now() - begin
  } finally {
    await context.close()
  }
}

/**
 * The canvas as it stands in the builder (`frame`, a selector of its iframe): its stylesheets'
 * text and its body's elements, attributes and text, to rebuild elsewhere. Serialised HTML
 * would not do: the parser would move a <p> out of a <p>, which the canvas can hold.
 */
export function snapshotCanvas(page, frame) {
  return page.evaluate((frame) => {
    const doc = document.querySelector(frame).contentDocument
    const rules = (sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n')
      } catch {
        return '' // another origin's sheet (a web font's): not the page's own rules
      }
    }
    const css = [...doc.styleSheets, ...(doc.adoptedStyleSheets ?? [])].map(rules).join('\n')
    const copy = (node) =>
      node.nodeType === Node.TEXT_NODE
        ? node.data
        : {
            tag: node.tagName.toLowerCase(),
            attributes: [...node.attributes]
              .filter((a) => !a.name.startsWith('on') && a.name !== 'contenteditable')
              .map((a) => [a.name, a.value]),
            children: [...node.childNodes]
              .filter((c) => c.nodeType === Node.TEXT_NODE || c.nodeType === Node.ELEMENT_NODE)
              .filter((c) => c.nodeType !== Node.ELEMENT_NODE || c.tagName !== 'SCRIPT')
              .map(copy),
          }
    return { css, body: copy(doc.body), html: copy(doc.documentElement).attributes }
  }, frame)
}

/**
 * A page of its own at `viewport` holding a static copy of the canvas (`snapshot`, from
 * snapshotCanvas), built with plain DOM calls, with no script but the measurements'.
 */
export async function openPlainPage(browser, url, snapshot, viewport) {
  const context = await plainContext(
    browser,
    url,
    '<!doctype html><html><head></head><body></body></html>',
    viewport,
  )
  const page = await context.newPage()
  await page.goto(`${url}${ROUTE}`)
  await page.evaluate(({ css, body, html }) => {
    const style = document.createElement('style')
    style.textContent = css
    document.head.append(style)
    for (const [name, value] of html) document.documentElement.setAttribute(name, value)
    const build = (node) => {
      if (typeof node === 'string') return document.createTextNode(node)
      const element = document.createElement(node.tag)
      for (const [name, value] of node.attributes) element.setAttribute(name, value)
      for (const child of node.children) element.append(build(child))
      return element
    }
    const built = build(body)
    for (const [name, value] of body.attributes) document.body.setAttribute(name, value)
    document.body.append(...built.childNodes)
  }, snapshot)
  return { page, context }
}

/**
 * Marks (data-bench-target) a component whose subtree holds about `size` components, the
 * `skip`th of those nearest that size, as the builder's selectSubtree picks one.
 */
function markSubtree(page, size, skip) {
  return page.evaluate(
    ({ size, skip }) => {
      document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target')
      const target = window.__nearSize(size, skip)
      if (!target) {
        const count = document.querySelectorAll('[data-component-id]').length
        throw new Error(`No subtree near ${size} among ${count} components at ${location.href}`)
      }
      target.setAttribute('data-bench-target', '')
      target.scrollIntoView({ block: 'center' })
    },
    { size, skip },
  )
}

/** In the page: the `skip`th component whose subtree size is nearest `size`. */
function installNearSize() {
  window.__nearSize = (size, skip) => {
    const all = [...document.querySelectorAll('[data-component-id]')]
    const sizes = all.map((el) => el.querySelectorAll('[data-component-id]').length + 1)
    const best = Math.min(...sizes.map((n) => Math.abs(n - size)))
    const fits = all.filter((_, i) => Math.abs(sizes[i] - size) <= Math.max(best, 10))
    return fits[skip % fits.length]
  }
}

/**
 * Arms a measurement: from the next key press to the frame after the page's component count
 * changes, with `change` (one of CHANGES) run by a plain keydown listener on the marked component.
 */
function armCountChange(page, change) {
  return page.evaluate((change) => {
    const count = () => document.querySelectorAll('[data-component-id]').length
    const before = count()
    let t0 = 0
    window.addEventListener('keydown', () => (t0 = t0 || performance.now()), {
      once: true,
      capture: true,
    })
    document.addEventListener(
      'keydown',
      (event) => {
        event.preventDefault()
        const target = document.querySelector('[data-bench-target]')
        const state = (window.__benchState ??= {})
        if (change === 'duplicate') {
          state.copy = target.cloneNode(true)
          state.copy.removeAttribute('data-bench-target')
          target.after(state.copy)
        } else if (change === 'delete') {
          state.removed = { element: target, parent: target.parentNode, next: target.nextSibling }
          target.remove()
        } else if (change === 'undo') {
          const { element, parent, next } = state.removed
          parent.insertBefore(element, next)
        } else if (change === 'paste') {
          state.pasted = state.source.cloneNode(true)
          state.pasted.removeAttribute('data-bench-target')
          target.after(state.pasted)
        }
      },
      { once: true },
    )
    window.__measured = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (t0 === 0 || count() === before) return
        observer.disconnect()
        window.__settle(t0, resolve, false)
      })
      observer.observe(document.body, { subtree: true, childList: true })
    })
  }, change)
}

/** Duplicate, delete and undo of a subtree: the builder's structuralEdits on the plain page. */
export async function plainStructuralEdits(page, { rounds, size, press }) {
  const results = { duplicate: [], delete: [], 'undo of the delete': [] }
  for (let i = 0; i < rounds; i++) {
    await markSubtree(page, size, i)
    for (const [name, change, key] of [
      ['duplicate', 'duplicate', 'Control+d'],
      ['delete', 'delete', 'Delete'],
      ['undo of the delete', 'undo', 'Control+z'],
    ]) {
      await armCountChange(page, change)
      results[name].push(await press(page, key))
    }
    await page.evaluate(() => window.__benchState.copy.remove())
  }
  return results
}

/**
 * Paste after a subtree of about `target` components of a copy of one of about `size`
 * components (cloned, then inserted, on the key).
 */
export async function plainPaste(page, { rounds, size, target, press }) {
  const times = []
  for (let i = 0; i < rounds; i++) {
    await markSubtree(page, target, i)
    await page.evaluate((size) => {
      const state = (window.__benchState ??= {})
      state.source = window.__nearSize(size, 0)
    }, size)
    await armCountChange(page, 'paste')
    times.push(await press(page, 'Control+v'))
    await page.evaluate(() => window.__benchState.pasted.remove())
  }
  return times
}

/** Marks a text leaf of the page (as selectTextLeaf picks one) and returns nothing. */
function markTextLeaf(page, skip) {
  return page.evaluate((skip) => {
    document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target')
    const leaves = [...document.querySelectorAll('[data-component-id]')].filter(
      (el) =>
        !el.querySelector('[data-component-id]') &&
        el.textContent.startsWith('Text ') &&
        el.getBoundingClientRect().width > 40,
    )
    const target = leaves[skip % leaves.length]
    target.setAttribute('data-bench-target', '')
    target.scrollIntoView({ block: 'center' })
  }, skip)
}

/**
 * Arms a measurement from the next `type` event to the frame after the marked box resizes
 * (`dimension`: its width or its height).
 */
function armResize(page, type, dimension = 'width') {
  return page.evaluate(
    ({ type, dimension }) => {
      const element = document.querySelector('[data-bench-target]')
      let t0 = 0
      window.addEventListener(type, () => (t0 = performance.now()), { once: true, capture: true })
      const size = () => element.getBoundingClientRect()[dimension]
      const start = size()
      return new Promise((armed) => {
        window.__measured = new Promise((resolve) => {
          const observer = new ResizeObserver(() => {
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
    { type, dimension },
  )
}

/** Pointer moves that narrow a box by 3 px each, set by a plain pointermove listener. */
export async function plainResize(page, { rounds, measured }) {
  await markSubtree(page, 50, 0)
  await page.evaluate(() => {
    const element = document.querySelector('[data-bench-target]')
    let width = element.getBoundingClientRect().width
    // A figure taken again replaces the listener of the run before.
    window.removeEventListener('pointermove', window.__benchMove)
    window.__benchMove = () => {
      width -= 3
      element.style.width = `${width}px`
    }
    window.addEventListener('pointermove', window.__benchMove)
  })
  const times = []
  await page.mouse.move(400, 300)
  for (let i = 1; i <= rounds * 2; i++) {
    await armResize(page, 'pointermove')
    await page.mouse.move(400 - i * 3, 300)
    times.push(await measured(page))
  }
  return times
}

/** Keystrokes into a text leaf made editable: the browser's own editing, a character at a time. */
export async function plainKeystrokes(page, { rounds, press, interval }) {
  await markTextLeaf(page, 3)
  await page.evaluate(() => {
    const element = document.querySelector('[data-bench-target]')
    element.contentEditable = 'true'
    element.focus()
    const range = document.createRange()
    range.selectNodeContents(element)
    range.collapse(false)
    getSelection().removeAllRanges()
    getSelection().addRange(range)
  })
  const times = []
  for (let i = 0; i < rounds * 2; i++) {
    await page.evaluate(() => {
      const element = document.querySelector('[data-bench-target]')
      const before = element.textContent
      let t0 = 0
      document.addEventListener('keydown', () => (t0 = performance.now()), {
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
    })
    await page.waitForTimeout(interval)
    times.push(await press(page, i % 2 === 0 ? 'x' : 'Backspace'))
  }
  return times
}

/**
 * Typing into a plain number field whose input listener sets the marked box's `property` (its
 * width, or its padding top), the box's `dimension` changing with it.
 */
export async function plainFieldTyping(
  page,
  { rounds, press, interval, skip = 7, property = 'width', dimension = 'width' },
) {
  await markTextLeaf(page, skip)
  await page.evaluate((property) => {
    const element = document.querySelector('[data-bench-target]')
    document.getElementById('bench-width')?.remove()
    const field = document.createElement('input')
    field.id = 'bench-width'
    field.style.cssText = 'position:fixed;top:8px;right:8px;z-index:10'
    field.addEventListener('input', () => element.style.setProperty(property, `${field.value}px`))
    document.body.append(field)
  }, property)
  const field = page.locator('#bench-width')
  await field.click()
  await field.fill('10')
  await field.press('End')
  const times = []
  for (let i = 0; i < rounds * 2; i++) {
    await armResize(page, 'keydown', dimension)
    await page.waitForTimeout(interval)
    times.push(await press(page, i % 2 === 0 ? '0' : 'Backspace'))
  }
  return times
}

/**
 * Frames per second a box's `property` (width, or padding top) changes at, seen in its
 * `dimension`, while the pointer moves a pixel at a time.
 */
export async function plainScrub(
  page,
  { moves, skip = 11, property = 'width', dimension = 'width', from = 100 },
) {
  await markTextLeaf(page, skip)
  await page.evaluate(
    ({ property, dimension, from }) => {
      const element = document.querySelector('[data-bench-target]')
      let value = from
      element.style.setProperty(property, `${value}px`)
      window.removeEventListener('pointermove', window.__benchMove)
      window.__benchMove = () => element.style.setProperty(property, `${++value}px`)
      window.addEventListener('pointermove', window.__benchMove)
      const changes = []
      const size = () => element.getBoundingClientRect()[dimension]
      let last = size()
      const tick = (now) => {
        const current = size()
        if (current !== last) changes.push(now)
        last = current
        if (window.__scrub) requestAnimationFrame(tick)
      }
      window.__scrub = { changes }
      requestAnimationFrame(tick)
    },
    { property, dimension, from },
  )
  for (let i = 1; i <= moves; i++) await page.mouse.move(300 + i, 300)
  const changes = await page.evaluate(() => {
    const { changes } = window.__scrub
    window.__scrub = undefined
    return changes
  })
  const span = changes.length > 1 ? changes[changes.length - 1] - changes[0] : Number.NaN
  return { fps: ((changes.length - 1) / span) * 1000, frames: changes.length }
}

/**
 * Selecting a component by a click until a plain form of `fields` inputs beside the page shows
 * its computed style (one property per input), from the press to the frame after: what a panel
 * of that many controls costs the browser to fill.
 */
export async function plainSelect(page, { rounds, fields, measured }) {
  await page.evaluate((fields) => {
    document.getElementById('bench-panel')?.remove()
    const panel = document.createElement('form')
    panel.id = 'bench-panel'
    panel.style.cssText =
      'position:fixed;top:0;right:0;width:300px;height:100vh;overflow:auto;background:#fff;z-index:10'
    const names = [...getComputedStyle(document.body)].slice(0, fields)
    for (const name of names) {
      const input = document.createElement('input')
      input.name = name
      panel.append(input)
    }
    document.body.append(panel)
    document.removeEventListener('click', window.__benchSelect, true)
    window.__benchSelect = (event) => {
      const target = event.target.closest('[data-component-id]')
      if (!target) return
      event.preventDefault()
      const style = getComputedStyle(target)
      for (const input of panel.elements) input.value = style.getPropertyValue(input.name)
      panel.dataset.target = target.dataset.componentId
    }
    document.addEventListener('click', window.__benchSelect, true)
  }, fields)
  const ids = await page.evaluate(
    (count) =>
      [...document.querySelectorAll('[data-component-id]')]
        .filter(
          (el) =>
            !el.querySelector('[data-component-id]') &&
            el.textContent.startsWith('Text ') &&
            el.getBoundingClientRect().width > 40,
        )
        .slice(21, 21 + count)
        .map((el) => el.dataset.componentId),
    rounds * 2,
  )
  const times = []
  for (const id of ids) {
    const element = page.locator(`[data-component-id="${id}"]`)
    await element.scrollIntoViewIfNeeded()
    await page.evaluate((id) => {
      const panel = document.getElementById('bench-panel')
      let t0 = 0
      document.addEventListener('pointerdown', () => (t0 = performance.now()), {
        once: true,
        capture: true,
      })
      window.__measured = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (t0 === 0 || panel.dataset.target !== id) return
          observer.disconnect()
          window.__settle(t0, resolve, false)
        })
        observer.observe(panel, { attributes: true, attributeFilter: ['data-target'] })
      })
    }, id)
    await element.click({ position: { x: 2, y: 2 } })
    times.push(await measured(page))
  }
  return times
}
