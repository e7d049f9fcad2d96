import { makeAutoObservable } from 'mobx'
import { addCustomInstance, customComponents, type Component } from '@tessera/site-format'
import { insertionPoint } from '../store/component-rules'
import type { ComponentActions } from '../store/component-actions'
import type { EditorStore } from '../store/editor-store'
import type { ViewState } from '../store/view-state'

/** Up to 9 custom component slots, keys 1-9 (editor.md section 2). */
export const CUSTOM_SLOTS = 9

/** How long the Custom sub-menu a drag opened stays after the drag leaves (editor.md section 2). */
export const CUSTOM_MENU_CLOSE_MS = 400

/**
 * Custom components: definitions made from the component menu (or by dropping a component on
 * the Custom sub-menu), shown in up to 9 slots, and their instances, added like blocks.
 */
export class CustomActions {
  /** The Custom sub-menu was opened by a drag (and closes when the drag leaves). */
  private openedByDrag = false
  private closeTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly view: ViewState,
    private readonly components: ComponentActions,
  ) {
    makeAutoObservable<CustomActions, 'editor' | 'view' | 'components' | 'closeTimer'>(this, {
      editor: false,
      view: false,
      components: false,
      closeTimer: false,
    })
  }

  /** The definitions shown in the slots, in order. */
  get slots(): Component[] {
    void this.editor.epoch
    return customComponents(this.editor.doc).slice(0, CUSTOM_SLOTS)
  }

  /** Makes a component a custom component (the to-custom button, or a drop on the menu). */
  make(id: string): boolean {
    return this.components.makeCustom(id)
  }

  /**
   * Adds an instance of the definition into the selection (or after it, or into the page root)
   * and selects it; undefined when refused.
   */
  add(sourceId: string, target?: { parentId: string; index?: number }): string | undefined {
    const doc = this.editor.doc
    const rootId = doc.page(this.view.activeRoute).root.id
    const at = target ?? insertionPoint(doc, this.view.selectedId, rootId)
    const before = doc.site.context.nextId
    let added = false
    try {
      added = this.editor.run(addCustomInstance(doc, sourceId, at.parentId, at.index), {
        merge: false,
      })
    } catch (error) {
      this.components.showNotice({ text: error instanceof Error ? error.message : String(error) })
    }
    if (!added) {
      doc.site.context.nextId = before
      return undefined
    }
    const parent = doc.component(at.parentId)
    const children = parent.children ?? []
    const instance = children[at.index ?? children.length - 1]
    this.view.setExpanded(parent.id, true)
    if (instance) this.view.select(instance.id)
    return instance?.id
  }

  /** Keys 1-9 in the Custom sub-menu. */
  addSlot(index: number): boolean {
    const source = this.slots[index]
    if (!source || !this.editor.editingEnabled) return false
    return this.add(source.id) !== undefined
  }

  /** A component drag entered the New menu or the custom entry: the Custom sub-menu opens. */
  dragEnter(): void {
    this.cancelClose()
    if (this.view.menu === 'custom') return
    this.view.toggleMenu('custom')
    this.openedByDrag = true
  }

  /** The drag left: a menu the drag opened closes after CUSTOM_MENU_CLOSE_MS. */
  dragLeave(): void {
    if (!this.openedByDrag) return
    this.cancelClose()
    this.closeTimer = setTimeout(() => {
      this.closeTimer = undefined
      this.closeDragMenu()
    }, CUSTOM_MENU_CLOSE_MS)
  }

  /** The drag ended on the menu (or the component was made custom): it stays open. */
  dragDone(): void {
    this.cancelClose()
    this.openedByDrag = false
  }

  private closeDragMenu(): void {
    this.openedByDrag = false
    if (this.view.menu === 'custom') this.view.closeMenu()
  }

  private cancelClose(): void {
    if (this.closeTimer !== undefined) clearTimeout(this.closeTimer)
    this.closeTimer = undefined
  }
}
