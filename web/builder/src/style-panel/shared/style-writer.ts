import { observable, runInAction, type IObservableValue } from 'mobx'
import type { BreakpointStyles, Command, PseudoClass, Site, Theme } from '@tessera/site-format'
import type { BuilderStore } from '../../store/builder-store'
import { activeBreakpoint } from '../../store/breakpoints'
import { canvasElement, endPreview, previewStyle } from '../../styles-editing/canvas-element'
import { removeStyleEntryFrom, setStyleEntryIn } from '../../styles-editing/draft-styles'
import { entryCommand, group } from '../../styles-editing/style-target'
import { splitShorthands } from './shorthands'
import { resolveValue, type ResolvedValue } from './value-source'

/**
 * The site's theme, observed through what changes it (theme commands, a replaced or migrated
 * site) rather than through every edit: a field listing theme variables does not render again
 * for each key typed into another.
 */
function themeOf(store: BuilderStore): Theme {
  void store.editor.themeVersion
  void store.editor.epoch
  return store.editor.site.context.theme
}

/** Property to value; undefined removes the property where the edit is made. */
export type StyleValues = Record<string, string | undefined>

/**
 * What the style panel edits: a component's own style (each edit an undoable site-format style
 * command) or a reusable style's draft (kept until the mixin editor's OK). Reads are observable,
 * so a field follows undo, another breakpoint or another state.
 */
export interface StyleWriter {
  /**
   * Tells targets apart (a component id, a draft's id): fields start again for another. It can
   * change (a writer following the selection), and is observable then: a field reads it only
   * while it holds an edit, so another target does not render every field.
   */
  readonly key: string
  readonly editable: boolean
  readonly site: Site
  readonly theme: Theme
  /** The breakpoint and state edits go to. */
  readonly slot: { breakpointId: string; pseudoClass: PseudoClass }
  read(property: string): ResolvedValue
  /**
   * Sets properties at the edited breakpoint and state as one change. `merge` folds it into the
   * last change (the later keystrokes of one stay in a field). `extra` are site commands the
   * change needs (a Google font added to the theme), in the same step. False when nothing
   * changed.
   */
  write(values: StyleValues, merge?: boolean, extra?: readonly Command[]): boolean
  /** Shows values on the canvas without recording them (a scrub in progress). */
  preview(values: StyleValues): void
  endPreview(properties: readonly string[]): void
  /** The rendered element, where there is one (switching to px reads its size). */
  element(): HTMLElement | undefined
}

/**
 * A component's own style. Given how to find the component (the selection) rather than its id,
 * the writer stays the same for another component: each field reads its one property again and
 * renders only when that property's value or source differs.
 */
export class ComponentStyleWriter implements StyleWriter {
  constructor(
    private readonly store: BuilderStore,
    private readonly target: string | (() => string),
  ) {}

  private get id(): string {
    return typeof this.target === 'string' ? this.target : this.target()
  }

  get key(): string {
    return this.id
  }

  get editable(): boolean {
    return this.store.editor.editingEnabled
  }

  get site(): Site {
    return this.store.editor.site
  }

  get theme(): Theme {
    return themeOf(this.store)
  }

  get slot() {
    const slot = this.store.components.styleSlot('')
    return { breakpointId: slot.breakpointId, pseudoClass: slot.pseudoClass }
  }

  read(property: string): ResolvedValue {
    void this.store.editor.historyVersion
    const component = this.store.editor.doc.findComponent(this.id)
    return resolveValue({
      site: this.store.editor.site,
      styles: component?.style.custom ?? {},
      mixinIds: component?.style.mixins ?? [],
      ...this.slot,
      property,
    })
  }

  write(values: StyleValues, merge = false, extra: readonly Command[] = []): boolean {
    const doc = this.store.editor.doc
    const components = this.store.components
    const { breakpointId, pseudoClass } = this.slot
    const rule = doc.findComponent(this.id)?.style.custom[breakpointId]?.[pseudoClass]
    const commands = Object.entries(splitShorthands(rule, values))
      .filter(([property, value]) => components.styleValue(this.id, property) !== value)
      .map(([property, value]) =>
        entryCommand(doc, { kind: 'own', id: this.id }, components.styleSlot(property), value),
      )
    if (commands.length + extra.length === 0) return false
    return this.store.editor.run(group([...extra, ...commands]), {
      merge: merge && extra.length === 0,
    })
  }

  preview(values: StyleValues): void {
    const element = this.element()
    for (const [property, value] of Object.entries(values)) previewStyle(element, property, value)
  }

  endPreview(properties: readonly string[]): void {
    const element = this.element()
    for (const property of properties) endPreview(element, property)
  }

  element(): HTMLElement | undefined {
    return canvasElement(this.id)
  }
}

/** A reusable style's rows before OK: edits change the draft at once and record nothing. */
export class DraftStyleWriter implements StyleWriter {
  private readonly box: IObservableValue<BreakpointStyles>

  constructor(
    private readonly store: BuilderStore,
    readonly key: string,
    initial: BreakpointStyles,
  ) {
    this.box = observable.box(structuredClone(initial), { deep: false })
  }

  /** The draft's rows. */
  get styles(): BreakpointStyles {
    return this.box.get()
  }

  get editable(): boolean {
    return this.store.editor.editingEnabled
  }

  get site(): Site {
    return this.store.editor.site
  }

  get theme(): Theme {
    return themeOf(this.store)
  }

  get slot() {
    return {
      breakpointId: activeBreakpoint(this.store.editor.site, this.store.view.builderWidth).id,
      pseudoClass: this.store.view.pseudoClass,
    }
  }

  read(property: string): ResolvedValue {
    void this.store.editor.historyVersion
    return resolveValue({ site: this.site, styles: this.styles, ...this.slot, property })
  }

  write(values: StyleValues, _merge?: boolean, extra: readonly Command[] = []): boolean {
    // What the draft needs from the site (a font) is the site's at once; the rows wait for OK.
    if (extra.length > 0) this.store.editor.run(group([...extra]), { merge: false })
    const next = structuredClone(this.styles)
    const slot = this.slot
    const rule = next[slot.breakpointId]?.[slot.pseudoClass]
    for (const [property, value] of Object.entries(splitShorthands(rule, values))) {
      if (value === undefined) removeStyleEntryFrom(next, { ...slot, property })
      else setStyleEntryIn(next, { ...slot, property, value })
    }
    if (JSON.stringify(next) === JSON.stringify(this.styles)) return false
    runInAction(() => this.box.set(next))
    return true
  }

  /** The draft's rows as the custom-property rows left them. */
  replace(styles: BreakpointStyles): void {
    runInAction(() => this.box.set(styles))
  }

  preview(values: StyleValues): void {
    this.write(values)
  }

  endPreview(): void {}

  element(): HTMLElement | undefined {
    return undefined
  }
}
