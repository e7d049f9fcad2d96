import { idleWithin, type IdleScheduler } from '../idle'

/**
 * How many components share one `<style>` element. Chromium invalidates styles for every rule of
 * a sheet the CSSOM changed, so one sheet of 10,000 components' rules would recalculate the
 * whole page on each edit; small sheets keep an edit's restyle to a few dozen elements.
 */
const CHUNK = 64

interface Chunk {
  element: HTMLStyleElement
  /** Component ids in the order of their rules in this sheet. */
  ids: string[]
}

/** How long the rules of components that left the page may wait for an idle moment. */
const SWEEP_TIMEOUT_MS = 2000

/**
 * The canvas frame's stylesheet, kept apart from React. Site-wide parts (theme, fonts, global
 * styles, custom-component definitions, mixins) each have a `<style>` element; component rules
 * live in small sheets of up to `CHUNK` components, one grouping rule per component, so an edit
 * replaces exactly that component's rules (CSSOM) and the browser re-matches only what its
 * sheet selects. Components keep the page's order across the sheets; new ones go last.
 *
 * Any change to a sheet costs a walk over every element of the canvas (Chromium looks for the
 * elements the changed rules may select: about 7 ms at 10,000 components), so rules that would
 * come out the same are not written again, and the rules of components that left the page
 * (deleted, moved away) are taken out when the browser is idle: they select nothing meanwhile,
 * and an undo that brings the components back finds them still in place.
 */
export class CanvasStylesheet {
  private readonly base: HTMLStyleElement
  private readonly definitions: HTMLStyleElement
  private readonly mixins: HTMLStyleElement
  private readonly fonts: HTMLLinkElement
  private chunks: Chunk[] = []
  private readonly chunkOf = new Map<string, Chunk>()
  /** The rules in place per component, as they were written. */
  private readonly written = new Map<string, string>()
  /** Components off the page whose rules wait for the sweep. */
  private readonly leaving = new Set<string>()
  /** Cancels the sweep waiting for idle time, if one waits. */
  private cancelSweep: (() => void) | undefined

  constructor(
    private readonly document: Document,
    private readonly whenIdle: IdleScheduler = idleWithin(SWEEP_TIMEOUT_MS),
  ) {
    this.fonts = document.createElement('link')
    this.fonts.rel = 'stylesheet'
    this.base = this.style('base')
    this.definitions = this.style('definitions')
    this.mixins = this.style('mixins')
  }

  setBase(css: string, googleFontsHref: string | undefined): void {
    if (this.base.textContent !== css) this.base.textContent = css
    if (googleFontsHref === undefined) this.fonts.remove()
    else {
      if (this.fonts.href !== googleFontsHref) this.fonts.href = googleFontsHref
      if (!this.fonts.isConnected) this.document.head.prepend(this.fonts)
    }
  }

  setDefinitions(css: string): void {
    if (this.definitions.textContent !== css) this.definitions.textContent = css
  }

  setMixins(css: string): void {
    if (this.mixins.textContent !== css) this.mixins.textContent = css
  }

  /** Replaces every component's rules at once (opening a page, a theme change). */
  setAllComponents(entries: Iterable<readonly [id: string, css: string]>): void {
    for (const chunk of this.chunks) chunk.element.remove()
    this.chunks = []
    this.chunkOf.clear()
    this.written.clear()
    this.leaving.clear()
    let ids: string[] = []
    let text = ''
    const flush = () => {
      if (ids.length === 0) return
      const chunk = { element: this.style('components'), ids }
      chunk.element.textContent = text
      this.chunks.push(chunk)
      for (const id of ids) this.chunkOf.set(id, chunk)
      ids = []
      text = ''
    }
    for (const [id, css] of entries) {
      if (css === '') continue
      ids.push(id)
      this.written.set(id, css)
      text += `@media all{\n${css}\n}\n`
      if (ids.length === CHUNK) flush()
    }
    flush()
  }

  /** Replaces one component's rules; '' removes them. */
  setComponent(id: string, css: string): void {
    this.leaving.delete(id)
    if ((this.written.get(id) ?? '') === css) return
    let chunk = this.chunkOf.get(id)
    let index = chunk ? chunk.ids.indexOf(id) : -1
    if (chunk && index >= 0) {
      chunk.element.sheet?.deleteRule(index)
      chunk.ids.splice(index, 1)
      this.chunkOf.delete(id)
      this.written.delete(id)
    }
    if (css === '') return
    if (!chunk) {
      chunk = this.chunks[this.chunks.length - 1]
      if (!chunk || chunk.ids.length >= CHUNK) {
        chunk = { element: this.style('components'), ids: [] }
        this.chunks.push(chunk)
      }
      index = chunk.ids.length
    }
    const sheet = chunk.element.sheet
    if (!sheet) return
    try {
      sheet.insertRule(`@media all{\n${css}\n}`, index)
      chunk.ids.splice(index, 0, id)
      this.chunkOf.set(id, chunk)
      this.written.set(id, css)
    } catch (error) {
      // The renderer checks every value; a rule the browser still refuses is left out.
      console.warn(`Canvas rules of ${id} were refused`, error)
    }
  }

  /**
   * A component left the page: its rules go when the browser is next idle (or at `sweep`),
   * unless it comes back first.
   */
  dropComponent(id: string): void {
    if (!this.chunkOf.has(id)) return
    this.leaving.add(id)
    if (this.cancelSweep) return
    let swept = false
    const cancel = this.whenIdle(() => {
      swept = true
      this.sweep()
    })
    if (!swept) this.cancelSweep = cancel
  }

  /** Takes out the rules of the components that left the page. */
  sweep(): void {
    this.dispose()
    for (const id of this.leaving) this.setComponent(id, '')
    this.leaving.clear()
  }

  /** Drops the sweep waiting for idle time. */
  dispose(): void {
    this.cancelSweep?.()
    this.cancelSweep = undefined
  }

  /** The rules currently in place for a component (for tests). */
  componentRules(id: string): string | undefined {
    const chunk = this.chunkOf.get(id)
    const index = chunk ? chunk.ids.indexOf(id) : -1
    return chunk && index >= 0 ? chunk.element.sheet?.cssRules[index]?.cssText : undefined
  }

  private style(part: string): HTMLStyleElement {
    const element = this.document.createElement('style')
    element.dataset.part = part
    this.document.head.append(element)
    return element
  }
}
