import {
  addMixin,
  nextId,
  validateMixinName,
  type BreakpointStyles,
  type Command,
  type StyleMixin,
  type StyleSlot,
  type ValidationResult,
} from '@tessera/site-format'
import type { BuilderStore } from '../store/builder-store'
import { checkStyleValue } from './style-check'
import { entryCommand, group, targetStyles, type StyleTarget } from './style-target'

/**
 * The style edits the panels make, each one undoable step through the editor store: rows of a
 * component's own style, of its child selectors and of mixins; mixins used by a component.
 */
export class StyleActions {
  constructor(private readonly store: BuilderStore) {}

  private get doc() {
    return this.store.editor.doc
  }

  private run(command: Command): boolean {
    return this.store.editor.run(command, { merge: false })
  }

  /**
   * Saves a row: it needs a property and a valid value (else `build.invalid_value`, and nothing
   * changes). `from` is the row's slot before the edit, when it existed.
   */
  saveRow(target: StyleTarget, slot: StyleSlot, value: string, from?: StyleSlot): ValidationResult {
    const error = checkStyleValue(slot.property, value, this.store.editor.site.context.theme)
    if (error) return error
    const property = slot.property.trim().toLowerCase()
    const clean = { ...slot, property }
    const current = targetStyles(this.doc, target)[slot.breakpointId]?.[slot.pseudoClass]?.[
      property
    ]
    const unchanged =
      current === value.trim() &&
      (from === undefined ||
        (from.breakpointId === clean.breakpointId &&
          from.pseudoClass === clean.pseudoClass &&
          from.property === clean.property))
    if (!unchanged) this.run(entryCommand(this.doc, target, clean, value.trim(), from))
    return undefined
  }

  removeRow(target: StyleTarget, slot: StyleSlot): void {
    if (targetStyles(this.doc, target)[slot.breakpointId]?.[slot.pseudoClass]?.[slot.property]) {
      this.run(entryCommand(this.doc, target, slot, undefined))
    }
  }

  /** Several properties of a component's own style at once (margin sides, a layout preset). */
  setOwnMany(id: string, values: Record<string, string | undefined>): boolean {
    const components = this.store.components
    const commands = Object.entries(values)
      .filter(([property, value]) => components.styleValue(id, property) !== value)
      .map(([property, value]) =>
        entryCommand(this.doc, { kind: 'own', id }, components.styleSlot(property), value),
      )
    return commands.length > 0 && this.run(group(commands))
  }

  /** Adds a use of an existing mixin at the end of the component's list. */
  useMixin(id: string, mixinId: string): void {
    const mixins = this.doc.findComponent(id)?.style.mixins ?? []
    if (mixins.includes(mixinId) || !this.doc.site.context.styles[mixinId]) return
    this.run({ type: 'addCM', data: { id, mixinId, index: mixins.length } })
  }

  dropMixin(id: string, mixinId: string): void {
    const index = this.doc.findComponent(id)?.style.mixins?.indexOf(mixinId) ?? -1
    if (index >= 0) this.run({ type: 'rmCM', data: { id, mixinId, index } })
  }

  /** Moves a mixin within the component's list, one step. */
  moveMixin(id: string, mixinId: string, to: number): void {
    const mixins = this.doc.findComponent(id)?.style.mixins ?? []
    const from = mixins.indexOf(mixinId)
    if (from < 0 || to < 0 || to >= mixins.length || to === from) return
    this.run(
      group([
        { type: 'rmCM', data: { id, mixinId, index: from } },
        { type: 'addCM', data: { id, mixinId, index: to } },
      ]),
    )
  }

  /**
   * Saves the mixin editor: a name is required ('Style must have a name'). An existing mixin is
   * renamed and its rows replaced in one step; a new one is created and used by `useBy`.
   */
  saveMixin(
    draft: { id?: string; name: string; breakpoints: BreakpointStyles },
    useBy?: string,
  ): ValidationResult | { id: string } {
    const error = validateMixinName(draft.name)
    if (error) return error
    const name = draft.name.trim()
    const context = this.doc.site.context
    if (draft.id !== undefined) {
      const old = context.styles[draft.id]
      if (!old) return undefined
      const next: StyleMixin = { ...structuredClone(old), name, breakpoints: draft.breakpoints }
      if (JSON.stringify(next) !== JSON.stringify(old)) {
        this.run({ type: 'editS', data: { old: structuredClone(old), new: structuredClone(next) } })
      }
      return { id: draft.id }
    }
    const before = context.nextId
    const mixin: StyleMixin = {
      id: nextId(context, 's'),
      name,
      breakpoints: structuredClone(draft.breakpoints),
    }
    const commands: Command[] = [addMixin(this.doc, mixin, before)]
    if (useBy !== undefined) {
      const index = this.doc.findComponent(useBy)?.style.mixins?.length ?? 0
      commands.push({ type: 'addCM', data: { id: useBy, mixinId: mixin.id, index } })
    }
    if (!this.run(group(commands))) {
      context.nextId = before
      return undefined
    }
    return { id: mixin.id }
  }

  /** Removes a child selector with all its styles. */
  removeChild(id: string, selector: string): void {
    const styles = this.doc.findComponent(id)?.style.overrides?.[selector]
    if (!styles) return
    this.run({ type: 'rmCOS', data: { id, selector, styles: structuredClone(styles) } })
  }
}

const actions = new WeakMap<BuilderStore, StyleActions>()

/** The style actions of a builder store. */
export function styleActions(store: BuilderStore): StyleActions {
  let found = actions.get(store)
  if (!found) {
    found = new StyleActions(store)
    actions.set(store, found)
  }
  return found
}
