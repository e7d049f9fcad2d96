/**
 * The canvas frame's stylesheet, kept apart from React. Site-wide parts (theme, fonts, global
 * styles, custom-component definitions, mixins) each have a `<style>` element; component rules
 * live in one sheet as one grouping rule per component, so an edit replaces exactly that
 * component's rules (CSSOM) and the browser re-matches only what they select.
 */
export class CanvasStylesheet {
  private readonly base: HTMLStyleElement
  private readonly definitions: HTMLStyleElement
  private readonly mixins: HTMLStyleElement
  private readonly components: HTMLStyleElement
  private readonly fonts: HTMLLinkElement
  /** Component ids in the order of their rules in the components sheet. */
  private order: string[] = []

  constructor(private readonly document: Document) {
    const head = document.head
    const style = (part: string) => {
      const element = document.createElement('style')
      element.dataset.part = part
      head.append(element)
      return element
    }
    this.fonts = document.createElement('link')
    this.fonts.rel = 'stylesheet'
    this.base = style('base')
    this.definitions = style('definitions')
    this.mixins = style('mixins')
    this.components = style('components')
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
    const order: string[] = []
    let text = ''
    for (const [id, css] of entries) {
      if (css === '') continue
      order.push(id)
      text += `@media all{\n${css}\n}\n`
    }
    this.order = order
    this.components.textContent = text
  }

  /** Replaces one component's rules; '' removes them. */
  setComponent(id: string, css: string): void {
    const sheet = this.components.sheet
    if (!sheet) return
    const index = this.order.indexOf(id)
    if (index >= 0) {
      sheet.deleteRule(index)
      this.order.splice(index, 1)
    }
    if (css === '') return
    const at = index >= 0 ? index : this.order.length
    try {
      sheet.insertRule(`@media all{\n${css}\n}`, at)
      this.order.splice(at, 0, id)
    } catch (error) {
      // The renderer checks every value; a rule the browser still refuses is left out.
      console.warn(`Canvas rules of ${id} were refused`, error)
    }
  }

  /** The rules currently in place for a component (for tests). */
  componentRules(id: string): string | undefined {
    const index = this.order.indexOf(id)
    return index < 0 ? undefined : this.components.sheet?.cssRules[index]?.cssText
  }
}
