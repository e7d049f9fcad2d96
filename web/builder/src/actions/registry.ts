import {
  BuiltinComponentId,
  COLLECTION_LIST_BLOCK,
  visibleNewMenuBlocks,
} from '@tessera/site-format'
import { assetLibrary } from '../assets/asset-library'
import { behaviorEditing } from '../behaviors/behavior-editing'
import type { BuilderStore } from '../store/builder-store'
import { hasTextContent } from '../store/component-rules'
import { siteStyleActions } from '../styles-menu/site-style-actions'
import { startTextEditing } from '../text/text-session'
import { focusedTreeRow } from '../hotkeys/hotkey-scope'
import { cycleRegion } from '../layout/regions'
import type { MoveDirection } from '../store/component-actions'
import { treeModel } from '../tree/tree-model'
import type { ActionScope, BuilderAction, MessageRef } from './action'
import { buildMenu, loggedInOnly, menuPower, type BuildMenuEntry } from './build-menu-entries'

/** The blocks this user may add to this site (editor.md sections 2 and 6). */
export function allowedBlocks(store: BuilderStore): Set<string> {
  const blocks = visibleNewMenuBlocks({
    apiSite: store.variant === 'server',
    languageCount: Object.keys(store.editor.site.context.i18n ?? {}).length,
    admin: store.isAdmin,
  })
  const allowed = new Set(blocks.map((block) => block.id))
  // Lists show a collection of the service's: a server site, for its signed-in owner.
  if (store.variant === 'server' && store.loggedIn) allowed.add(COLLECTION_LIST_BLOCK)
  return allowed
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

const prefs = (key: string, values?: MessageRef['values']): MessageRef => ({
  key: `builder.prefs.action.${key}`,
  ...(values ? { values } : {}),
})
const menuName = (entry: BuildMenuEntry): MessageRef => ({ key: `builder.menu.${entry}` })
const blockName = (builtinId: string): MessageRef => ({ key: `builder.block.${builtinId}` })

function openMenu(entry: BuildMenuEntry, key: string): BuilderAction {
  return {
    id: `menu.${entry}`,
    label: prefs('openMenu', { menu: menuName(entry) }),
    scope: 'noPanel',
    key,
    editable: true,
    menu: entry,
    run(store) {
      if (loggedInOnly.has(entry) && !store.loggedIn) return false
      if (store.roleLimit(menuPower.get(entry) ?? 'design')) return false
      store.view.toggleMenu(entry)
      return true
    },
  }
}

function addBlock(scope: ActionScope, name: string, builtinId: string, key: string): BuilderAction {
  return {
    id: `new.${name}`,
    label: prefs('addBlock', { block: blockName(builtinId) }),
    scope,
    key,
    editable: true,
    block: builtinId,
    run(store) {
      if (!allowedBlocks(store).has(builtinId)) return false
      // The New menu stays open (until Escape), so the next keys add more blocks.
      store.components.addBlock(builtinId)
      return true
    },
  }
}

const id = BuiltinComponentId
const basicBlocks: Array<[string, string, string]> = [
  ['h', 'containerHorizontal', id.containerHorizontal],
  ['v', 'containerVertical', id.containerVertical],
  ['g', 'grid', id.grid],
  ['s', 'svg', id.svg],
  ['p', 'image', id.image],
  ['o', 'video', id.video],
  ['t', 'text', id.text],
  ['l', 'link', id.link],
  ['1', 'h1', id.h1],
  ['2', 'h2', id.h2],
  ['3', 'h3', id.h3],
  ['4', 'h4', id.h4],
  ['5', 'h5', id.h5],
  ['6', 'h6', id.h6],
  ['n', 'ol', id.ol],
  ['b', 'ul', id.ul],
  ['i', 'input', id.input],
  ['x', 'textarea', id.textarea],
  ['d', 'dividerHorizontal', id.dividerHorizontal],
  ['f', 'dividerVertical', id.dividerVertical],
  ['m', 'gallery', id.gallery],
]

const advancedBlocks: Array<[string, string, string]> = [
  ['b', 'button', id.button],
  ['n', 'navMenu', id.navMenu],
  ['h', 'header', id.header],
  ['f', 'footer', id.footer],
  ['c', 'contactForm', id.contactForm],
  ['m', 'mailingList', id.mailingList],
  ['l', 'collectionList', COLLECTION_LIST_BLOCK],
]

/** Keys 1 to 9 in the Pages menu (show that page) and the Custom menu (add that slot). */
function numbered(scope: 'pages' | 'custom'): BuilderAction[] {
  return Array.from({ length: 9 }, (_, index) => ({
    id: `${scope}.${index + 1}`,
    label: prefs(scope === 'pages' ? 'numberedPage' : 'numberedCustom', { number: index + 1 }),
    scope,
    key: String(index + 1),
    editable: false,
    run(store: BuilderStore) {
      if (scope === 'custom') return store.view.menu === 'custom' && store.custom.addSlot(index)
      if (store.view.menu !== 'pages') return false
      const page = store.pages.list[index]
      if (!page) return false
      store.pages.show(page.route)
      return true
    },
  }))
}

/** An action whose key stays fixed. */
function fixed(
  actionId: string,
  scope: ActionScope,
  key: string,
  run: (store: BuilderStore) => boolean,
  label: MessageRef = prefs(actionId),
): BuilderAction {
  return { id: actionId, label, scope, key, editable: false, run }
}

/** An action whose key preferences may change. */
function editable(
  actionId: string,
  scope: ActionScope,
  key: string,
  label: MessageRef,
  run: (store: BuilderStore) => boolean,
): BuilderAction {
  return { id: actionId, label, scope, key, editable: true, run }
}

function switchTab(store: BuilderStore): boolean {
  store.view.switchNewMenuTab()
  return true
}

function showSections(store: BuilderStore): boolean {
  store.view.showNewMenuTab('sections')
  return true
}

function selectStep(step: 1 | -1) {
  return (store: BuilderStore): boolean => {
    const { view } = store
    const ids = pageOrder(store)
    const at = view.selectedId === undefined ? -1 : ids.indexOf(view.selectedId)
    const next = ids[(at + step + ids.length) % ids.length]
    if (next !== undefined) view.select(next)
    return true
  }
}

/** The component of the focused tree row, when a row has the focus. */
function focusedRowId(): string | undefined {
  return focusedTreeRow(globalThis.document?.activeElement ?? null)?.dataset.treeId
}

/**
 * Alt+arrow on a tree row: the component moves up, down, into the previous sibling or out of
 * its parent, and the tree says so (or why not) in its live region.
 */
function treeMove(direction: MoveDirection, key: string): BuilderAction {
  const name = direction.charAt(0).toUpperCase() + direction.slice(1)
  return fixed(`tree.move${name}`, 'tree', key, (store) => {
    const id = focusedRowId()
    if (id === undefined) return false
    treeModel(store).moveByKey(id, direction)
    return true
  })
}

/** F6 and Shift+F6: the next or previous region (toolbar, menus, tree, canvas), from anywhere. */
function regionStep(actionId: string, key: string, backwards: boolean): BuilderAction {
  return {
    ...fixed(actionId, 'general', key, () => {
      const document = globalThis.document
      // From inside the canvas frame, the builder's document has the frame as its active element.
      return document ? cycleRegion(document, document.activeElement, backwards) : false
    }),
    inFields: true,
  }
}

/**
 * Every action of the builder that has a key (editor.md section 2), in the order the Hotkeys tab
 * lists them within a scope. Preferences may assign other keys to the editable ones (by id).
 */
export const actions: readonly BuilderAction[] = [
  ...buildMenu.flatMap((item) => (item.key ? [openMenu(item.entry, item.key)] : [])),
  ...basicBlocks.map(([key, name, builtinId]) => addBlock('newBasic', name, builtinId, key)),
  {
    id: 'new.custom',
    label: menuName('custom'),
    scope: 'newBasic',
    key: '`',
    editable: true,
    menu: 'custom',
    run(store) {
      store.view.toggleMenu('custom')
      return true
    },
  },
  ...advancedBlocks.map(([key, name, builtinId]) => addBlock('newAdvanced', name, builtinId, key)),
  ...numbered('pages'),
  ...numbered('custom'),
  editable('pages.new', 'pages', 'n', prefs('new.pages'), (store) => {
    if (store.view.menu !== 'pages') return false
    store.view.startCreating('page')
    return true
  }),
  editable('styles.new', 'styles', 'n', prefs('new.styles'), (store) => {
    const { view, editor } = store
    if (view.menu !== undefined || view.mode !== 'styles' || !editor.editingEnabled) return false
    siteStyleActions(store).menu.editMixin('')
    return true
  }),
  editable('styles.global', 'styles', 'g', prefs('newGlobalStyle'), (store) => {
    const { view, editor } = store
    if (view.menu !== undefined || view.mode !== 'styles' || !editor.editingEnabled) return false
    siteStyleActions(store).menu.editGlobal('')
    return true
  }),
  editable('assets.new', 'assets', 'n', prefs('new.assets'), (store) =>
    store.view.menu === 'assets' ? assetLibrary(store).requestUpload() : false,
  ),
  editable('behaviors.new', 'behaviors', 'n', prefs('new.behaviors'), (store) => {
    if (store.view.menu !== 'behaviors' || !store.editor.editingEnabled) return false
    behaviorEditing(store).open('')
    return true
  }),
  editable('file.import', 'file', 'i', prefs('import'), (store) => {
    if (!store.editor.editingEnabled) return false
    store.file.requestChoose()
    return true
  }),
  editable('file.export', 'file', 'e', prefs('export'), (store) => {
    store.file.openExport()
    return true
  }),
  editable('file.templates', 'file', 't', prefs('templates'), (store) => {
    store.templates.open()
    return true
  }),
  // `s` is the SVG block's key on the Basic tab (editor.md), so there it is Shift+S.
  fixed('new.sections', 'newBasic', 'Shift+S', showSections, prefs('sections')),
  editable('new.sectionsAdvanced', 'newAdvanced', 's', prefs('sections'), showSections),
  fixed('tab', 'newBasic', 'Tab', switchTab, prefs('switchTab')),
  fixed('tabAdvanced', 'newAdvanced', 'Tab', switchTab, prefs('switchTab')),
  treeMove('up', 'Alt+ArrowUp'),
  treeMove('down', 'Alt+ArrowDown'),
  treeMove('into', 'Alt+ArrowRight'),
  treeMove('out', 'Alt+ArrowLeft'),
  // The eye of the focused row, by keyboard.
  fixed('tree.toggleHidden', 'tree', '$mod+Shift+h', (store) => {
    const id = focusedRowId()
    if (id === undefined) return false
    treeModel(store).toggleHidden(id)
    return true
  }),
  regionStep('regions.next', 'F6', false),
  regionStep('regions.previous', 'Shift+F6', true),
  fixed('escape', 'general', 'Escape', (store) => {
    escape(store)
    return true
  }),
  // Enter edits the selected component's text in place; on anything else (or in the tree) it
  // starts renaming.
  fixed('editText', 'general', 'Enter', (store) => {
    const selected = store.components.selected()
    if (!selected || !hasTextContent(selected) || !store.editor.editingEnabled) return false
    if (globalThis.document?.activeElement?.closest('[role="tree"]')) return false
    startTextEditing(store, selected.id)
    return true
  }),
  fixed('rename', 'general', 'Enter', (store) => {
    const { view } = store
    if (view.selectedId === undefined) return false
    if (!view.showTree) view.toggleTree()
    view.startRename(view.selectedId)
    return true
  }),
  fixed('selectNext', 'general', 'Tab', selectStep(1)),
  fixed('selectPrevious', 'general', 'Shift+Tab', selectStep(-1)),
  editable('delete', 'general', 'Delete', prefs('delete'), (store) => {
    if (store.view.selectedId === undefined) return false
    store.components.remove()
    return true
  }),
  fixed('copy', 'general', '$mod+c', (store) => {
    // Text selected in the builder's own panels is the browser's to copy.
    if (globalThis.document?.getSelection()?.isCollapsed === false) return false
    return store.clipboard.copy()
  }),
  fixed('paste', 'general', '$mod+v', (store) => store.clipboard.paste(false)),
  fixed('pasteStyle', 'general', '$mod+Shift+v', (store) => store.clipboard.paste(true)),
  fixed('duplicate', 'general', '$mod+d', (store) => {
    if (store.components.duplicate() === undefined) return false
    store.clipboard.showHud('builder.clipboard.duplicated')
    return true
  }),
  // The canvas's zoom (instead of the browser's): fit it beside the panels, or 100%.
  fixed('zoomFit', 'general', '$mod+0', (store) => {
    store.view.fitCanvas()
    return true
  }),
  fixed('zoomActual', 'general', '$mod+1', (store) => {
    store.view.setBuilderScale(1)
    return true
  }),
  fixed('undo', 'general', '$mod+z', (store) => {
    store.editor.undo()
    return true
  }),
  fixed('redo', 'general', '$mod+Shift+z', (store) => {
    store.editor.redo()
    return true
  }),
]

const byId = new Map(actions.map((action) => [action.id, action]))

/** The action of an id (undefined for an unknown one). */
export function actionById(actionId: string): BuilderAction | undefined {
  return byId.get(actionId)
}

/** Runs an action by id; false when it had nothing to act on (or the id is unknown). */
export function runAction(store: BuilderStore, actionId: string): boolean {
  return byId.get(actionId)?.run(store) ?? false
}

/** Every action with the person's own keys applied. */
export function actionTable(overrides: Record<string, string> | undefined): BuilderAction[] {
  return actions.map((action) => {
    const key = action.editable ? overrides?.[action.id] : undefined
    return key === undefined ? action : { ...action, key }
  })
}

/** The scopes in the order the Hotkeys tab lists them. */
export const scopeOrder: readonly ActionScope[] = [
  'noPanel',
  'newBasic',
  'newAdvanced',
  'pages',
  'custom',
  'styles',
  'assets',
  'behaviors',
  'file',
  'tree',
  'general',
]

/** A scope's name, as the Hotkeys tab heads it. */
export function scopeLabel(scope: ActionScope): MessageRef {
  return { key: `builder.prefs.scope.${scope}` }
}
