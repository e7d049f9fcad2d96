import { makeAutoObservable } from 'mobx'
import type { MessageRef } from '../actions/action'
import {
  addBuiltinComponent,
  collectionListTemplate,
  COLLECTION_LIST_BLOCK,
  setCollectionList,
  setComponentBinding,
  buildClipboardPayload,
  editComponent,
  makeCustomComponent,
  moveComponent,
  pasteComponent,
  removeComponent,
  setComponentState,
  setComponentStyle,
  setTranslation,
  translatedText,
  translationKeyOf,
  getStyleValue,
  BuiltinComponentId,
  CUSTOM_CHILD,
  CUSTOM_CHILD_MOVE,
  INSTANCE_CHILD,
  type BindingTarget,
  type CollectionList,
  type Command,
  type Component,
  type FieldBinding,
  type ComponentFields,
  type StyleSlot,
} from '@tessera/site-format'
import { localizeBlock } from '../i18n/block-texts'
import { activeBreakpoint } from './breakpoints'
import { acceptsChildren, insertionPoint } from './component-rules'
import type { EditorStore } from './editor-store'
import type { ViewState } from './view-state'

/** The direction of a keyboard move in the tree. */
export type MoveDirection = 'up' | 'down' | 'into' | 'out'

/** What a move did, for the tree's live region; undefined when nothing could move. */
export interface MoveResult {
  direction: MoveDirection
  parentName: string
  index: number
}

/** A short message at the bottom of the screen. */
export interface Notice {
  key?: string
  text?: string
  values?: Record<string, string>
  error?: unknown
  /** A time the message says as how long ago it was, as its `when` value. */
  when?: string
  /** Edits the message names, as its `edits` value (each as the history menu names it). */
  edits?: MessageRef[]
}

/** Edits of components, as the canvas, tree, palette and keys ask for them. */
export class ComponentActions {
  /**
   * The last refusal of an action, shown briefly: a message key, or the text of an error; a
   * failed call's `error` is said in its place as `{reason}`.
   */
  notice: Notice | undefined = undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly view: ViewState,
    private readonly siteId: string,
    /** The language the canvas shows, whose entries translated texts are edited in. */
    private readonly language: () => string = () => 'en',
  ) {
    makeAutoObservable<ComponentActions, 'editor' | 'view' | 'siteId' | 'language'>(this, {
      editor: false,
      view: false,
      siteId: false,
      language: false,
    })
  }

  private get doc() {
    return this.editor.doc
  }

  get rootId(): string {
    return this.doc.page(this.view.activeRoute).root.id
  }

  selected(): Component | undefined {
    const id = this.view.selectedId
    return id === undefined ? undefined : this.doc.findComponent(id)
  }

  /**
   * Adds a New-menu block into the selection (or after it, or into the page root), with its
   * texts in the builder's language, and selects it.
   */
  addBlock(
    builtinId: string,
    target?: { parentId: string; index?: number },
    prepare?: (component: Component) => void,
  ): string | undefined {
    const at = target ?? insertionPoint(this.doc, this.view.selectedId, this.rootId)
    const parent = this.doc.component(at.parentId)
    const before = this.doc.site.context.nextId
    const block = builtinId === COLLECTION_LIST_BLOCK ? collectionListTemplate() : builtinId
    const command = addBuiltinComponent(this.doc, block, at.parentId, at.index)
    // A block starts with its texts in the builder's language.
    localizeBlock(addedComponent(command), this.view.uiLocale)
    if (prepare) prepare(addedComponent(command))
    if (!this.editor.run(command, { merge: false })) {
      this.doc.site.context.nextId = before
      return undefined
    }
    const children = parent.children ?? []
    const added = children[at.index ?? children.length - 1]
    if (added) {
      this.view.setExpanded(parent.id, true)
      this.view.select(added.id)
    }
    return added?.id
  }

  /**
   * Places an asset as one undo step: an image (img src), a video (the src of its source child),
   * anything else a link to the file.
   */
  addAsset(
    asset: { url: string; contentType: string; name: string },
    target?: { parentId: string; index?: number },
  ): string | undefined {
    const kind = assetKind(asset.contentType)
    const builtinId =
      kind === 'image'
        ? BuiltinComponentId.image
        : kind === 'video'
          ? BuiltinComponentId.video
          : BuiltinComponentId.link
    return this.addBlock(builtinId, target, (component) => {
      const node = findNode(component, kind === 'image' ? 'img' : kind === 'video' ? 'source' : 'a')
      if (!node) return
      const field = kind === 'link' ? 'href' : 'src'
      const input = node.inputs?.[field]
      if (input) input.is = asset.url
      if (kind === 'image' && node.inputs?.alt) node.inputs.alt.is = asset.name
      if (kind === 'link') node.content = asset.name || asset.url
    })
  }

  /** Binds one part of a component to a field of the item in scope, or unbinds it: one step. */
  bind(id: string, target: BindingTarget, binding: FieldBinding | undefined): boolean {
    const command = setComponentBinding(this.doc, id, target, binding)
    return command === undefined || this.editor.run(command, { merge: false })
  }

  /** Sets a collection list's settings: one step. */
  setList(id: string, list: CollectionList): boolean {
    const command = setCollectionList(this.doc, id, list)
    return command === undefined || this.editor.run(command, { merge: false })
  }

  showNotice(notice: Notice): void {
    this.notice = notice
  }

  remove(id = this.view.selectedId): void {
    if (id === undefined) return
    const component = this.doc.findComponent(id)
    if (!component) return
    let command
    try {
      command = removeComponent(this.doc, id)
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      this.notice =
        text === CUSTOM_CHILD
          ? { key: 'builder.custom.cannotDelete', text }
          : text === INSTANCE_CHILD
            ? { key: 'builder.custom.cannotDeleteInInstance', text }
            : { text }
      return
    }
    const parent = this.doc.component(component.parentId!)
    const index = parent.children!.indexOf(component)
    if (!this.editor.run(command, { merge: false })) return
    const next = parent.children?.[index] ?? parent.children?.[index - 1] ?? parent
    this.view.select(next.id)
  }

  /** A copy placed right after the original (Ctrl/Cmd+D). */
  duplicate(id = this.view.selectedId): string | undefined {
    if (id === undefined) return undefined
    const component = this.doc.findComponent(id)
    if (!component || component.parentId === undefined) return undefined
    const parent = this.doc.component(component.parentId)
    const index = parent.children!.indexOf(component) + 1
    const payload = buildClipboardPayload(this.doc.site, id, this.siteId)
    const command = pasteComponent(this.doc, payload, { parentId: parent.id, index }, this.siteId)
    if (!this.editor.run(command, { merge: false })) return undefined
    const copy = parent.children![index]
    if (copy) this.view.select(copy.id)
    return copy?.id
  }

  /**
   * Moves a component; false with a notice when a part of a custom component source would leave
   * it. Throws when the target is the component itself, inside it or custom.
   */
  move(id: string, parentId: string, index: number): boolean {
    let command
    try {
      command = moveComponent(this.doc, id, parentId, index)
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      if (text !== CUSTOM_CHILD_MOVE) throw error
      this.notice = { key: 'builder.custom.cannotMoveOut', text }
      return false
    }
    return this.editor.run(command, { merge: false })
  }

  rename(id: string, name: string): boolean {
    const trimmed = name.trim()
    const component = this.doc.findComponent(id)
    if (!component || trimmed === '' || trimmed === component.name) return false
    return this.editor.run(editComponent(this.doc, id, { name: trimmed }), { merge: false })
  }

  /** The visibility eye: the component's `hide` state. */
  toggleHidden(id: string): void {
    const component = this.doc.findComponent(id)
    if (!component) return
    const hidden = component.state?.hide === true
    this.editor.run(setComponentState(this.doc, id, 'hide', hidden ? undefined : true), {
      merge: false,
    })
  }

  /**
   * The text a component shows, as it is edited: a translated text (content that is one
   * `${key}`) in the canvas language, falling back as the page does; other content as stored.
   */
  shownContent(id: string): string | undefined {
    const component = this.doc.findComponent(id)
    const key = translationKeyOf(component?.content)
    if (key === undefined) return component?.content
    void this.editor.epoch
    return translatedText(this.editor.site.context.i18n, key, this.language()) ?? ''
  }

  /**
   * One text-editing session's result: one undo step. A translated text stays translated: the
   * canvas language's entry changes (an emptied one is removed, so the default shows again),
   * never the placeholder; content that is itself a placeholder replaces it.
   */
  setContent(id: string, content: string): boolean {
    const component = this.doc.findComponent(id)
    if (!component || component.content === content) return false
    const key = translationKeyOf(component.content)
    if (key !== undefined && translationKeyOf(content) === undefined) {
      if (content === this.shownContent(id)) return false
      const lang = this.language()
      const text = content === '' ? undefined : content
      if (text === undefined && this.editor.site.context.i18n[lang]?.[key] === undefined)
        return false
      return this.editor.run(setTranslation(this.doc, lang, key, text), { merge: false })
    }
    return this.editor.run(editComponent(this.doc, id, { content }), { merge: false })
  }

  /**
   * Moves the component among its neighbours by keyboard: up or down one place, into the
   * previous sibling (as its last child), or out of its parent (just after it).
   */
  moveByKey(id: string, direction: MoveDirection): MoveResult | undefined {
    const component = this.doc.findComponent(id)
    if (!component || component.parentId === undefined) return undefined
    const parent = this.doc.component(component.parentId)
    const siblings = parent.children!
    const index = siblings.indexOf(component)
    let target: { parentId: string; index: number } | undefined
    if (direction === 'up' && index > 0) target = { parentId: parent.id, index: index - 1 }
    if (direction === 'down' && index < siblings.length - 1) {
      target = { parentId: parent.id, index: index + 1 }
    }
    if (direction === 'into' && index > 0) {
      const previous = siblings[index - 1]!
      if (acceptsChildren(previous)) {
        target = { parentId: previous.id, index: previous.children?.length ?? 0 }
      }
    }
    if (direction === 'out' && parent.parentId !== undefined) {
      const grand = this.doc.component(parent.parentId)
      if (grand.customSourceId === undefined) {
        target = { parentId: grand.id, index: grand.children!.indexOf(parent) + 1 }
      }
    }
    if (!target) return undefined
    try {
      if (!this.move(id, target.parentId, target.index)) return undefined
    } catch {
      return undefined
    }
    if (direction === 'into') this.view.setExpanded(target.parentId, true)
    return {
      direction,
      parentName: this.doc.component(target.parentId).name,
      index: target.index,
    }
  }

  /** The style slot an edit of `property` changes: the builder width's breakpoint, the chosen state. */
  styleSlot(property: string): StyleSlot {
    return {
      breakpointId: activeBreakpoint(this.doc.site, this.view.builderWidth).id,
      pseudoClass: this.view.pseudoClass,
      property,
    }
  }

  styleValue(id: string, property: string): string | undefined {
    const component = this.doc.findComponent(id)
    return component && getStyleValue(component.style.custom, this.styleSlot(property))
  }

  /**
   * Sets one property of a component's own style. `merge` folds it into the previous edit of the
   * same property (a drag: the first move creates the change, later moves replace it).
   */
  setStyle(id: string, property: string, value: string | undefined, merge = false): boolean {
    const command = setComponentStyle(this.doc, id, this.styleSlot(property), value)
    return this.editor.run(command, { merge })
  }

  /** Tag and role from the component menu: one undo step; false when nothing changed. */
  editFields(id: string, fields: Pick<ComponentFields, 'tag' | 'role'>): boolean {
    const component = this.doc.findComponent(id)
    if (!component) return false
    const changed =
      (fields.tag !== undefined && fields.tag !== component.tag) ||
      (fields.role !== undefined && (fields.role ?? undefined) !== component.role)
    return changed && this.editor.run(editComponent(this.doc, id, fields), { merge: false })
  }

  /** Makes the component a custom component definition (the menu's to-custom button). */
  makeCustom(id: string): boolean {
    try {
      return this.editor.run(makeCustomComponent(this.doc, id), { merge: false })
    } catch (error) {
      this.notice = { text: error instanceof Error ? error.message : String(error) }
      return false
    }
  }

  dismissNotice(): void {
    this.notice = undefined
  }
}

/** The component an add command inserts (the last command of a group). */
function addedComponent(command: Command): Component {
  if (command.type === 'addC') return command.data.component
  if (command.type === 'g')
    return addedComponent(command.data.commands[command.data.commands.length - 1]!)
  throw new Error(`Not an add command: ${command.type}`)
}

function findNode(component: Component, tag: string): Component | undefined {
  if (component.tag === tag) return component
  for (const child of component.children ?? []) {
    const found = findNode(child, tag)
    if (found) return found
  }
  return undefined
}

export type AssetKind = 'image' | 'video' | 'link'

/** Pickers accept jpeg, png, webp, svg and gif images and mp4 video (editor.md section 5). */
export function assetKind(contentType: string): AssetKind {
  if (/^image\/(jpeg|png|webp|svg\+xml|gif)$/.test(contentType)) return 'image'
  if (contentType === 'video/mp4') return 'video'
  return 'link'
}
