import { visibleNewMenuBlocks } from '@tessera/site-format'
import { assetLibrary } from '../assets/asset-library'
import type { BuilderStore } from '../store/builder-store'
import { hasTextContent } from '../store/component-rules'
import { startTextEditing } from '../text/text-session'
import type { HotkeyEffect } from './key-table'
import { siteStyleActions } from '../styles-menu/site-style-actions'
import { behaviorEditing } from '../behaviors/behavior-editing'

/** The blocks this user may add to this site (editor.md sections 2 and 6). */
export function allowedBlocks(store: BuilderStore): Set<string> {
  const blocks = visibleNewMenuBlocks({
    apiSite: store.variant === 'server',
    languageCount: Object.keys(store.editor.site.context.i18n ?? {}).length,
    admin: store.isAdmin,
  })
  return new Set(blocks.map((block) => block.id))
}

/** Components of the page in document order (what Tab and Shift+Tab walk). */
function pageOrder(store: BuilderStore): string[] {
  const ids: string[] = []
  const visit = (component: { id: string; children?: Array<{ id: string }> }) => {
    ids.push(component.id)
    for (const child of component.children ?? []) visit(child as typeof component)
  }
  visit(store.page.root)
  return ids
}

/**
 * Escape closes the topmost layer: rename, dropdown, sub-menu, component tab editing, mixin
 * editing, theme or style mode, and last selects the parent component.
 */
export function escape(store: BuilderStore): void {
  const { view } = store
  if (view.renamingId !== undefined) return view.stopRename()
  if (view.dropdown !== undefined) return view.setDropdown(undefined)
  if (view.menu !== undefined) return view.closeMenu()
  if (view.editingTextId !== undefined) return view.stopTextEditing()
  if (view.mode === 'styles') {
    const { menu } = siteStyleActions(store)
    if (menu.editingMixin !== undefined) return menu.editMixin(undefined)
    if (menu.editingGlobal !== undefined) return menu.editGlobal(undefined)
  }
  if (view.mode === 'theme' || view.mode === 'styles' || view.mode === 'page') {
    if (view.mode === 'page') return view.editPage(undefined)
    return view.setMode(view.selectedId ? 'selC' : 'none')
  }
  const selected = store.components.selected()
  if (selected?.parentId !== undefined) view.select(selected.parentId)
}

/** Does what a hotkey means; false when it had nothing to act on (the key stays the browser's). */
export function runHotkey(store: BuilderStore, effect: HotkeyEffect): boolean {
  const { view, components, editor } = store
  switch (effect.kind) {
    case 'menu':
      if ((effect.entry === 'assets' || effect.entry === 'translations') && !store.loggedIn) {
        return false
      }
      view.toggleMenu(effect.entry)
      return true
    case 'block':
      if (!allowedBlocks(store).has(effect.builtinId)) return false
      components.addBlock(effect.builtinId)
      view.closeMenu()
      return true
    case 'numbered': {
      if (view.menu === 'custom') return store.custom.addSlot(effect.index)
      if (view.menu !== 'pages') return false
      const page = store.pages.list[effect.index]
      if (!page) return false
      store.pages.show(page.route)
      return true
    }
    case 'new':
      if (view.menu === 'pages') {
        view.startCreating('page')
        return true
      }
      if (view.menu === 'behaviors') {
        if (!editor.editingEnabled) return false
        behaviorEditing(store).open('')
        return true
      }
      if (view.menu === undefined && view.mode === 'styles') {
        if (!editor.editingEnabled) return false
        siteStyleActions(store).menu.editMixin('')
        return true
      }
      if (view.menu === 'assets') return assetLibrary(store).requestUpload()
      return false
    case 'newGlobalStyle':
      if (view.menu !== undefined || view.mode !== 'styles' || !editor.editingEnabled) return false
      siteStyleActions(store).menu.editGlobal('')
      return true
    case 'switchTab':
      view.switchNewMenuTab()
      return true
    case 'escape':
      escape(store)
      return true
    case 'editText': {
      const selected = components.selected()
      if (!selected || !hasTextContent(selected) || !editor.editingEnabled) return false
      if (document.activeElement?.closest('[role="tree"]')) return false
      startTextEditing(store, selected.id)
      return true
    }
    case 'rename':
      if (view.selectedId === undefined) return false
      if (!view.showTree) view.toggleTree()
      view.startRename(view.selectedId)
      return true
    case 'selectNext':
    case 'selectPrevious': {
      const ids = pageOrder(store)
      const at = view.selectedId === undefined ? -1 : ids.indexOf(view.selectedId)
      const step = effect.kind === 'selectNext' ? 1 : -1
      const next = ids[(at + step + ids.length) % ids.length]
      if (next !== undefined) view.select(next)
      return true
    }
    case 'delete':
      if (view.selectedId === undefined) return false
      components.remove()
      return true
    case 'duplicate':
      if (components.duplicate() === undefined) return false
      store.clipboard.showHud('builder.clipboard.duplicated')
      return true
    case 'copy':
      // Text selected in the builder's own panels is the browser's to copy.
      if (globalThis.document?.getSelection()?.isCollapsed === false) return false
      return store.clipboard.copy()
    case 'paste':
    case 'pasteStyle':
      return store.clipboard.paste(effect.kind === 'pasteStyle')
    case 'import':
      if (!editor.editingEnabled) return false
      store.file.requestChoose()
      return true
    case 'export':
      store.file.openExport()
      return true
    case 'templates':
      store.templates.open()
      return true
    case 'undo':
      editor.undo()
      return true
    case 'redo':
      editor.redo()
      return true
    default:
      return false
  }
}
