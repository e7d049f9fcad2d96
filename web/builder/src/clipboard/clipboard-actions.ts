import { makeAutoObservable, observableRef } from 'mobx'
import type { MessageRef } from '../actions/action'
import {
  buildClipboardPayload,
  isRootComponent,
  pasteComponent,
  pasteStyle,
  pasteText,
  type ClipboardPayload,
  type Command,
} from '@tessera/site-format'
import { hasTextContent, insertionPoint } from '../store/component-rules'
import type { ComponentActions } from '../store/component-actions'
import type { EditorStore } from '../store/editor-store'
import type { ViewState } from '../store/view-state'
import { systemClipboard, type ClipboardAccess, type ClipboardContent } from './system-clipboard'

/** How long a clipboard toast stays (editor.md section 4: Copied 2000 ms). */
export const TOAST_MS = 2000
/** The warning that a root can only replace a root lasts 2000 ms. */
export const ROOT_WARNING_MS = 2000
/** The default HUD duration (Component Duplicated). */
export const HUD_MS = 1500

export interface ClipboardToast {
  key: string
  tone: 'info' | 'warning'
  ms: number
  /** Tells equal toasts apart, so a repeated one shows again for its whole time. */
  seq: number
}

export interface ClipboardHud {
  key: string
  /** Values of the message, themselves messages where they are names. */
  values?: MessageRef['values']
  ms: number
  seq: number
}

/**
 * Copy and paste of components through the system clipboard (editor.md section 4, Clipboard):
 * the payload in the custom format, pasted with its ids renamed into this site's namespace and
 * what it needs merged by name, as one undo step through site-format's paste commands.
 */
export class ClipboardActions {
  toast: ClipboardToast | undefined = undefined
  hud: ClipboardHud | undefined = undefined
  /** A copied root waiting for the choice: replace the page root or paste into it. */
  pendingRoot: ClipboardPayload | undefined = undefined
  private seq = 0
  private access: ClipboardAccess | undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly view: ViewState,
    private readonly components: ComponentActions,
    private readonly siteId: string,
    access?: ClipboardAccess,
  ) {
    this.access = access
    makeAutoObservable<ClipboardActions, 'editor' | 'view' | 'components' | 'siteId' | 'access'>(
      this,
      {
        editor: false,
        view: false,
        components: false,
        siteId: false,
        access: false,
        clipboard: false,
        // A plain payload: site-format clones it.
        pendingRoot: observableRef,
      },
    )
  }

  /** The clipboard in use: the system's unless one was given. */
  get clipboard(): ClipboardAccess {
    this.access ??= systemClipboard()
    return this.access
  }

  setClipboard(access: ClipboardAccess): void {
    this.access = access
  }

  private get doc() {
    return this.editor.doc
  }

  showToast(key: string, tone: ClipboardToast['tone'] = 'info', ms = TOAST_MS): void {
    this.toast = { key, tone, ms, seq: ++this.seq }
  }

  showHud(key: string, ms = HUD_MS, values?: MessageRef['values']): void {
    this.hud = { key, ms, seq: ++this.seq, ...(values ? { values } : {}) }
  }

  dismissToast(seq: number): void {
    if (this.toast?.seq === seq) this.toast = undefined
  }

  dismissHud(seq: number): void {
    if (this.hud?.seq === seq) this.hud = undefined
  }

  /** The payload of the selected component, or undefined with nothing selected. */
  payload(id = this.view.selectedId): ClipboardPayload | undefined {
    if (id === undefined || !this.doc.findComponent(id)) return undefined
    return buildClipboardPayload(this.doc.site, id, this.siteId)
  }

  /** Ctrl/Cmd+C: false when nothing is selected (the key stays the browser's). */
  copy(): boolean {
    const payload = this.payload()
    if (!payload) return false
    void this.clipboard.write(payload).then(
      () => this.showToast('builder.clipboard.copied'),
      () => this.showToast('builder.clipboard.denied', 'warning'),
    )
    return true
  }

  /** Ctrl/Cmd+V, with Shift only the style: reads the clipboard, then pastes. */
  paste(styleOnly = false): boolean {
    if (!this.editor.editingEnabled) return false
    void this.clipboard.read().then(
      (content) => this.pasteContent(content, styleOnly),
      () => this.showToast('builder.clipboard.denied', 'warning'),
    )
    return true
  }

  /** Pastes what the clipboard held; the rules of the spec, without the clipboard itself. */
  pasteContent(content: ClipboardContent | undefined, styleOnly = false): void {
    if (!this.editor.editingEnabled) return
    if (!content) return this.showToast('builder.clipboard.empty', 'warning')
    if ('text' in content) {
      if (styleOnly) return this.showToast('builder.clipboard.styleNeedsComponent', 'warning')
      return this.pasteTextContent(content.text)
    }
    const { payload } = content
    if (styleOnly) {
      const id = this.view.selectedId
      if (id === undefined) return this.showToast('builder.clipboard.selectFirst', 'warning')
      if (this.editor.run(pasteStyle(this.doc, payload, id), { merge: false }))
        this.showToast('builder.clipboard.stylePasted')
      return
    }
    const root = this.doc.page(this.view.activeRoute).root
    const selected = this.components.selected() ?? root
    if (isRootComponent(payload.component)) {
      if (selected.parentId !== undefined) {
        return this.showToast('builder.clipboard.rootOnly', 'warning', ROOT_WARNING_MS)
      }
      if (selected.children?.length) {
        this.pendingRoot = payload
        return
      }
      return this.replaceRoot(payload)
    }
    if (hasTextContent(selected) && selected.content !== '') {
      return this.showToast('builder.clipboard.pasteIntoText', 'warning')
    }
    this.pasteInto(payload, insertionPoint(this.doc, selected.id, root.id))
  }

  /** The answer of the confirm-paste dialog for a copied root. */
  resolveRoot(choice: 'replace' | 'into' | 'cancel'): void {
    const payload = this.pendingRoot
    this.pendingRoot = undefined
    if (!payload || choice === 'cancel') return
    if (choice === 'replace') this.replaceRoot(payload)
    else this.pasteInto(payload, { parentId: this.doc.page(this.view.activeRoute).root.id })
  }

  private replaceRoot(payload: ClipboardPayload): void {
    const route = this.view.activeRoute
    const command = this.attempt(() =>
      pasteComponent(this.doc, payload, { replaceRoute: route }, this.siteId),
    )
    if (!command) return
    this.view.select(this.doc.page(route).root.id)
    this.showToast('builder.clipboard.replaced')
  }

  private pasteInto(payload: ClipboardPayload, target: { parentId: string; index?: number }): void {
    const command = this.attempt(() => pasteComponent(this.doc, payload, target, this.siteId))
    if (!command) return
    const parent = this.doc.component(target.parentId)
    const children = parent.children ?? []
    const added = children[target.index ?? children.length - 1]
    this.view.setExpanded(parent.id, true)
    if (added) this.view.select(added.id)
    this.showToast('builder.clipboard.componentPasted')
  }

  private pasteTextContent(text: string): void {
    const id = this.view.selectedId
    if (id === undefined) return this.showToast('builder.clipboard.selectFirst', 'warning')
    const command = this.attempt(() => pasteText(this.doc, id, text))
    if (command) this.showToast('builder.clipboard.textPasted')
  }

  /**
   * Builds and runs a paste; a refusal becomes a warning, and the id counter a refused paste
   * advanced is put back.
   */
  private attempt(build: () => Command): Command | undefined {
    const before = this.doc.site.context.nextId
    let command: Command
    try {
      command = build()
    } catch (error) {
      this.doc.site.context.nextId = before
      this.showToast(refusalKey(error), 'warning', ROOT_WARNING_MS)
      return undefined
    }
    if (!this.editor.run(command, { merge: false })) {
      this.doc.site.context.nextId = before
      return undefined
    }
    return command
  }
}

/** The message of a paste site-format refused. */
function refusalKey(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  if (message.startsWith('Root component')) return 'builder.clipboard.rootOnly'
  if (message.startsWith('Cannot paste into')) return 'builder.clipboard.pasteIntoText'
  if (message.startsWith('Cannot paste text')) return 'builder.clipboard.textIntoChildren'
  return 'builder.clipboard.failed'
}
