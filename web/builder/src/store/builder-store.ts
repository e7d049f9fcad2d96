import { computed, makeObservable, reaction } from 'mobx'
import { CanvasRenderer } from '@tessera/renderer'
import type { CommandPower, Site } from '@tessera/site-format'
import type { MessageRef } from '../actions/action'
import { powerOf, roleLimit, type SiteRole } from './site-role'
import type { BuilderHost, UploadedAsset } from '../host'
import { assetLibrary } from '../assets/asset-library'
import { FileActions } from '../file/file-actions'
import { ClipboardActions } from '../clipboard/clipboard-actions'
import { CustomActions } from '../custom/custom-actions'
import { TranslationsActions } from '../translations/translations-actions'
import { TemplateActions, type TemplateCollectionMaker } from '../templates/template-actions'
import { makeTemplateCollections } from '../templates/template-collections'
import { CollectionsClient } from '../collections/collections-api'
import { collectionPreview } from '../collections/collection-preview'
import { ComponentActions } from './component-actions'
import { EditorStore } from './editor-store'
import { PageActions } from './page-actions'
import { ViewState } from './view-state'
import { Preferences } from '../preferences/preferences'

/** Scratch sites live in the browser only; `identity` is the user's local site; any other id is a server site. */
export type SiteVariant = 'scratch' | 'local' | 'server'

export function siteVariant(siteId: string): SiteVariant {
  if (siteId === 'scratch') return 'scratch'
  if (siteId === 'identity') return 'local'
  return 'server'
}

export interface OpenedSite {
  site: Site
  /** False when the site's version disallows editing. */
  editingEnabled: boolean
  /** The person's role on a server site; undefined where roles do not apply (scratch, identity). */
  role?: SiteRole
}

/**
 * One open site in the builder: the document and its history (`editor`), what the builder shows
 * (`view`), the actions the panels call, and the canvas renderer. Created once the site is loaded.
 */
export class BuilderStore {
  readonly editor: EditorStore
  readonly view: ViewState
  readonly components: ComponentActions
  readonly pages: PageActions
  readonly file: FileActions
  readonly clipboard: ClipboardActions
  readonly custom: CustomActions
  /** This browser's builder preferences (canvas toggles, outline colours, hotkeys). */
  readonly preferences: Preferences
  readonly translations: TranslationsActions
  readonly templates: TemplateActions
  readonly variant: SiteVariant
  /** The person's role on this site, when it is a server site. */
  readonly role: SiteRole | undefined
  private readonly disposers: Array<() => void> = []

  constructor(
    readonly host: BuilderHost,
    readonly siteId: string,
    opened: OpenedSite,
  ) {
    this.variant = siteVariant(siteId)
    this.role = opened.role
    const held = powerOf(opened.role)
    // A viewer's builder is a preview: nothing is applied or saved.
    this.editor = new EditorStore(opened.site, {
      editingEnabled: opened.editingEnabled && held !== 'none',
      power: held === 'design' ? 'design' : 'content',
    })
    const site = this.editor.site
    const fallback = site.pages[site.defaults.homePage]
      ? site.defaults.homePage
      : site.pageOrder[0]!
    this.view = new ViewState(site.editor, fallback)
    if (!site.pages[this.view.activeRoute]) this.view.showPage(fallback)
    if (this.view.selectedId !== undefined && !this.editor.doc.hasComponent(this.view.selectedId)) {
      this.view.select(undefined)
    }
    this.components = new ComponentActions(
      this.editor,
      this.view,
      siteId,
      () => this.translations.activeLanguage,
    )
    this.pages = new PageActions(this.editor, this.view)
    this.file = new FileActions(this.editor)
    this.clipboard = new ClipboardActions(this.editor, this.view, this.components, siteId)
    this.custom = new CustomActions(this.editor, this.view, this.components)
    this.preferences = new Preferences(this.view, host.storage)
    this.translations = new TranslationsActions(this.editor, this.view)
    this.templates = new TemplateActions(
      this.editor,
      host.api,
      () => this.isAdmin,
      this.variant === 'server' ? this.templateCollections() : undefined,
    )
    makeObservable(this, { renderer: computed, user: computed, isAdmin: computed })
    // Element classes name the mixins that exist: follow additions and removals.
    this.disposers.push(
      this.editor.onEdit((_step, effects) => {
        if (effects.mixins) this.renderer.refreshMixins()
        // A whole-site change (an import, a reset) may take the selected component away.
        const selected = this.view.selectedId
        if (effects.everything && selected !== undefined && !this.editor.doc.hasComponent(selected))
          this.view.select(undefined)
      }),
    )
    // Starting or ending text editing changes how those two components render on the canvas:
    // they are reported changed, so canvas nodes observe their own component's signal only.
    this.disposers.push(
      reaction(
        () => this.view.editingTextId,
        (next, previous) =>
          this.editor.signals.changed([previous, next].filter((id) => id !== undefined)),
      ),
    )
    // An undo or redo of an edit on another page shows that page.
    this.disposers.push(
      reaction(
        () => this.editor.pagesVersion,
        () => {
          if (!this.editor.site.pages[this.view.activeRoute])
            this.view.showPage(fallbackRoute(this))
        },
      ),
    )
  }

  /** The canvas's element renderer: new when everything must render again. */
  get renderer(): CanvasRenderer {
    void this.editor.epoch
    const doc = this.editor.doc
    // The site's languages change with its translations, which bump `epoch`.
    return new CanvasRenderer(doc.site, {
      lookup: (id) => doc.findComponent(id),
      lang: this.translations.activeLanguage,
    })
  }

  /**
   * Why a control needing `needed` is off for this person's role (a message), or undefined when
   * the role may use it.
   */
  roleLimit(needed: CommandPower): MessageRef | undefined {
    return roleLimit(this.role, needed)
  }

  get user() {
    return this.host.user()
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin === true
  }

  get loggedIn(): boolean {
    return this.user !== undefined
  }

  /** The page being edited. */
  get page() {
    return this.editor.doc.page(this.view.activeRoute)
  }

  /**
   * Uploads a dropped file as an asset of this site; a scratch site has no assets (editor.md
   * section 6), so it says so instead. Undefined when nothing was uploaded.
   */
  async uploadFile(file: File): Promise<UploadedAsset | undefined> {
    if (this.variant === 'scratch') {
      this.components.showNotice({ key: 'builder.upload.scratch' })
      return undefined
    }
    try {
      const asset = await this.host.uploadFile(file, this.siteId)
      // The Asset menu's list shows the new file.
      assetLibrary(this).bumpUpdateKey()
      return asset
    } catch (error) {
      this.components.showNotice(uploadNotice(error))
      return undefined
    }
  }

  /** Makes a template's collections in this site, its sample pictures uploaded as assets. */
  private templateCollections(): TemplateCollectionMaker {
    const client = new CollectionsClient(this.host.api, this.siteId)
    return {
      make: (seeds) =>
        makeTemplateCollections(
          {
            client,
            upload: async (file) => {
              try {
                return (await this.host.uploadFile(file, this.siteId)).id
              } catch (error) {
                // A sample without its picture is still a sample.
                console.warn('Uploading a sample picture failed', error)
                return undefined
              }
            },
          },
          seeds,
        ),
      made: () => {
        assetLibrary(this).bumpUpdateKey()
        void collectionPreview(this).reload()
      },
    }
  }

  dispose(): void {
    for (const dispose of this.disposers) dispose()
  }
}

function fallbackRoute(store: BuilderStore): string {
  const site = store.editor.site
  return site.pages[site.defaults.homePage] ? site.defaults.homePage : site.pageOrder[0]!
}

/** A failed upload as a notice: `errors.{code}` or the rule's key, else the message. */
function uploadNotice(error: unknown): { key?: string; text?: string } {
  if (typeof error === 'object' && error !== null) {
    const { code, key, message } = error as { code?: unknown; key?: unknown; message?: unknown }
    if (typeof key === 'string') return { key }
    if (typeof code === 'string' && code !== 'None')
      return { key: `errors.${code}`, text: String(message ?? '') }
    if (typeof message === 'string') return { text: message }
  }
  return { key: 'errors.asset_upload_failed' }
}
