import { reaction, type IReactionDisposer } from 'mobx'
import { CanvasRenderer, STATE_PREVIEW_ATTRIBUTE } from '@tessera/renderer'
import { getStyleValue, type Component, type StyleEntry } from '@tessera/site-format'
import { activeBreakpoint } from '../store/breakpoints'
import type { CommandEffects } from '../store/command-effects'
import { currentAddressesInCss } from '../assets/asset-address'
import { assetLibrary, type AssetLibrary } from '../assets/asset-library'
import type { BuilderStore } from '../store/builder-store'
import type { EditStep } from '../store/editor-store'
import { CanvasSkipping } from './canvas-skipping'
import { componentElement } from './component-element'
import { CanvasStylesheet } from './canvas-stylesheet'
import { LiveRules } from './live-rules'

/**
 * Keeps the canvas frame's stylesheet in step with the site, outside React: after an edit it
 * replaces the rules of the components the edit touched; a theme or page change rebuilds them.
 */
export class CanvasController {
  private readonly sheet: CanvasStylesheet
  private readonly skipping: CanvasSkipping
  private styles: CanvasRenderer
  private readonly live = new LiveRules((ids) => this.writeRules(ids))
  private readonly disposers: Array<() => void> = []
  /** Each asset's current address: a background image shows the file its asset serves now. */
  private readonly library: AssetLibrary

  constructor(
    private readonly store: BuilderStore,
    readonly document: Document,
  ) {
    this.sheet = new CanvasStylesheet(document)
    this.library = assetLibrary(store)
    this.skipping = new CanvasSkipping(document)
    this.styles = this.newRenderer()
    this.rebuild()
    this.disposers.push(store.editor.onEdit((step, effects) => this.edited(step, effects)))
    const pageChange: IReactionDisposer = reaction(
      () => store.view.activeRoute,
      () => this.rebuild(),
    )
    this.disposers.push(pageChange)
    // An asset's address first known or changed (a replace): every rule is written again.
    const addressChange: IReactionDisposer = reaction(
      () => this.library.addressesVersion,
      () => this.rebuild(),
    )
    this.disposers.push(addressChange)
    // The toolbar's pseudo-class: the selected component is shown in that state.
    const stateChange: IReactionDisposer = reaction(
      () => store.view.pseudoClass,
      () => {
        this.styles = this.newRenderer()
        this.rebuild()
      },
    )
    this.disposers.push(stateChange)
    const previewTarget: IReactionDisposer = reaction(
      () => [
        store.view.pseudoClass === 'default' ? undefined : store.view.selectedId,
        store.view.activeRoute,
        store.view.editingTextId,
        store.editor.historyVersion,
      ],
      () => this.schedulePreviewMark(),
      { fireImmediately: true },
    )
    this.disposers.push(previewTarget)
  }

  private markFrame = 0

  /** After React has drawn the edit: the attribute goes on the selected element alone. */
  private schedulePreviewMark(): void {
    const view = this.document.defaultView
    if (!view || (this.store.view.pseudoClass === 'default' && this.marked === undefined)) return
    view.cancelAnimationFrame(this.markFrame)
    this.markFrame = view.requestAnimationFrame(() => this.markPreview())
  }

  /** The element carrying the state-preview attribute, if any. */
  private marked: Element | undefined

  /**
   * Moves the state-preview attribute to the selected element. The element that has it is kept,
   * so an edit does not search the whole canvas for it.
   */
  private markPreview(): void {
    const { view } = this.store
    const id = view.pseudoClass === 'default' ? undefined : view.selectedId
    const element = id === undefined ? undefined : componentElement(this.document, id)
    if (this.marked !== element) this.marked?.removeAttribute(STATE_PREVIEW_ATTRIBUTE)
    this.marked = element
    if (element && element.getAttribute(STATE_PREVIEW_ATTRIBUTE) !== view.pseudoClass)
      element.setAttribute(STATE_PREVIEW_ATTRIBUTE, view.pseudoClass)
  }

  dispose(): void {
    this.live.discard()
    this.document.defaultView?.cancelAnimationFrame(this.markFrame)
    for (const dispose of this.disposers.splice(0)) dispose()
    this.skipping.dispose()
    this.sheet.dispose()
  }

  /** The rules in place for a component, as the browser reads them (for tests). */
  rulesOf(id: string): string | undefined {
    this.live.flush()
    this.sheet.sweep()
    return this.sheet.componentRules(id)
  }

  private newRenderer(): CanvasRenderer {
    const doc = this.store.editor.doc
    return new CanvasRenderer(doc.site, {
      lookup: (id) => doc.findComponent(id),
      previewState: this.store.view.pseudoClass,
    })
  }

  /** CSS as the canvas shows it: each asset's address in it is the one it is served at now. */
  private current(css: string): string {
    if (this.library.addressesVersion === 0) return css
    return currentAddressesInCss(css, (url) => this.library.currentAddress(url))
  }

  private get route(): string {
    return this.store.view.activeRoute
  }

  private edited(step: EditStep, effects: CommandEffects): void {
    if (this.showLive(step)) return
    // Any other edit may replace an element that shows a waiting value inline (another tag, a
    // move to another parent), or restyle it: what waits is written first.
    this.live.flush()
    if (effects.theme || effects.everything) {
      this.styles = this.newRenderer()
      this.rebuild()
      return
    }
    if (effects.mixins) {
      this.skipping.showAll()
      this.styles.refreshMixins()
      this.sheet.setMixins(this.current(this.styles.mixinsCss()))
    }
    this.writeRules(effects.styles)
    this.skipping.changed(effects.styles)
  }

  /** Replaces the rules of these components with the site's (none when off the page). */
  private writeRules(ids: Iterable<string>): void {
    const doc = this.store.editor.doc
    const { customComponentIds, customChildIds } = doc.site.context
    let definitions = false
    const root = doc.site.pages[this.route]?.root
    for (const id of ids) {
      const component = doc.findComponent(id)
      const onPage = component !== undefined && doc.routeOf(id) === this.route
      if (onPage) this.sheet.setComponent(id, this.current(this.styles.componentCss(component)))
      else this.sheet.dropComponent(id)
      if (customComponentIds.includes(id) || customChildIds.includes(id)) definitions = true
      if (component !== undefined && component === root) this.setBase()
    }
    if (definitions) {
      this.skipping.showAll()
      this.sheet.setDefinitions(this.current(this.styles.definitionsCss(this.definitions())))
    }
  }

  /**
   * Shows an edit of one property of a component's own style inline, its rules written later
   * (see `LiveRules`), when the inline value is exactly what the rules will give: a value set
   * (not cleared) at the breakpoint and state the canvas shows, on an ordinary component of this
   * page. True when it was shown so.
   */
  private showLive(step: EditStep): boolean {
    const edit =
      'do' in step ? step.do : 'undo' in step ? step.undo : 'redo' in step ? step.redo : undefined
    if (edit?.type !== 'setCCS') return false
    const { old: before, new: after } = edit.data
    const [now, gone] = 'undo' in step ? [before, after] : [after, before]
    if (!now || (gone && !sameSlot(now, gone))) return false
    const { view } = this.store
    const doc = this.store.editor.doc
    const { id } = edit.data
    const component = doc.findComponent(id)
    const { customComponentIds, customChildIds } = doc.site.context
    if (
      !component ||
      doc.routeOf(id) !== this.route ||
      component === doc.site.pages[this.route]?.root ||
      customComponentIds.includes(id) ||
      customChildIds.includes(id) ||
      now.breakpointId !== activeBreakpoint(doc.site, view.builderWidth).id ||
      now.pseudoClass !== view.pseudoClass ||
      (now.pseudoClass !== 'default' && id !== view.selectedId)
    ) {
      return false
    }
    const raw = getStyleValue(component.style.custom, now)
    const rule = raw === undefined ? undefined : this.styles.ruleValue(id, now.property, raw)
    const value = rule === undefined ? undefined : this.current(rule)
    const element = componentElement(this.document, id)
    if (value === undefined || !element || !this.live.show(id, element, now.property, value)) {
      return false
    }
    this.skipping.changed([id])
    return true
  }

  private rebuild(): void {
    this.live.discard()
    const page = this.store.editor.site.pages[this.route]
    this.skipping.showAll()
    this.setBase()
    this.sheet.setDefinitions(this.current(this.styles.definitionsCss(this.definitions())))
    this.sheet.setMixins(this.current(this.styles.mixinsCss()))
    const entries: Array<[string, string]> = []
    const visit = (component: Component) => {
      entries.push([component.id, this.current(this.styles.componentCss(component))])
      for (const child of component.children ?? []) visit(child)
    }
    if (page) visit(page.root)
    this.sheet.setAllComponents(entries)
  }

  private setBase(): void {
    const page = this.store.editor.site.pages[this.route]
    const base = this.styles.baseStyles(page?.root)
    this.sheet.setBase(this.current(base.css), base.googleFontsHref)
  }

  /** The custom-component definitions, wherever they are. */
  private definitions(): Component[] {
    const doc = this.store.editor.doc
    return doc.site.context.customComponentIds
      .concat(doc.site.context.customChildIds)
      .map((id) => doc.findComponent(id))
      .filter((c): c is Component => c !== undefined)
  }
}

function sameSlot(a: StyleEntry, b: StyleEntry): boolean {
  return (
    a.breakpointId === b.breakpointId &&
    a.pseudoClass === b.pseudoClass &&
    a.property === b.property
  )
}
