import { action, makeObservable, observable, observableRef, runInAction } from 'mobx'
import {
  isEmptyPage,
  replaceSiteContent,
  rewriteNamespace,
  serializeSite,
  SITE_FORMAT_VERSION,
  siteFromData,
  type Site,
} from '@tessera/site-format'
import {
  bindTemplateCollections,
  templateCollections,
  type TemplateCollection,
} from '@tessera/site-format/template-collections'
import type { HostApi } from '../host'
import type { EditorStore } from '../store/editor-store'

/** A template as the list shows it (`summary=true`): its card, without its content. */
export interface TemplateCard {
  id: string
  collection_id: string
  name: string
  description: string
  categories: string[]
  preview_url: string | null
  signed_preview_url: string | null
  public: boolean
}

/** A whole template (platform.md section 3): its card and its content parts as JSON text. */
export interface TemplateView extends TemplateCard {
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
}

/**
 * Where a template's collections are made: the site's collections service. Absent where the
 * site has none (a scratch site): its template pages and lists then stay unbound.
 */
export interface TemplateCollectionMaker {
  /** Makes the collections; the collection id for each stand-in id. */
  make(seeds: readonly TemplateCollection[]): Promise<Record<string, string>>
  /** After the site took the template: the canvas reads the new collections. */
  made(): void
}

/** Which template dialog is open. */
export type TemplateDialog =
  | { kind: 'select' }
  | { kind: 'confirmSelect'; template: TemplateCard | TemplateView }
  | { kind: 'save' }

function hasContent(template: TemplateCard | TemplateView): template is TemplateView {
  return 'pages' in template && typeof template.pages === 'string'
}

export interface TemplateFields {
  name: string
  description: string
}

/** What a template call answered: nothing (done), or a message key and the server's text. */
export interface TemplateProblem {
  key: string
  text?: string
}

/** A template's content as a site, its ids moved into `namespace`. Throws when it is not a site. */
export function templateSite(template: TemplateView, namespace: string): Site {
  const site = siteFromData({
    name: template.name,
    version: template.version,
    context: template.context,
    defaults: template.defaults,
    pages: template.pages,
    pageOrder: template.pageOrder,
    history: '{"back":[],"forward":[]}',
  })
  return site.context.namespace === namespace ? site : rewriteNamespace(site, namespace)
}

/** A site with one empty page: nothing is lost by replacing it. */
export function isBlankSite(site: Site): boolean {
  if (site.pageOrder.length !== 1) return false
  const page = site.pages[site.pageOrder[0]!]
  return page !== undefined && isEmptyPage(page.root)
}

/** Name and description are both needed to save (editor.md, save-template). */
export function canSaveTemplate(fields: TemplateFields): boolean {
  return fields.name.trim() !== '' && fields.description.trim() !== ''
}

function problemOf(error: unknown, fallback: string): TemplateProblem {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && code !== 'None' && code !== 'NETWORK_FAILURE')
      return { key: `errors.${code}`, ...(typeof message === 'string' ? { text: message } : {}) }
  }
  return { key: fallback }
}

/**
 * The File menu's templates (editor.md section 2, File; platform.md, Templates): list them,
 * select one (after a warning that the site is overwritten; one undoable `rS` step, as an
 * import), and for admins save the site as a template: a new one, or the selected one updated.
 */
export class TemplateActions {
  templates: TemplateCard[] = []
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  dialog: TemplateDialog | undefined = undefined
  /** The template highlighted in the list. */
  chosenId: string | undefined = undefined
  /** The template last applied to this site: saving updates it. */
  selected: TemplateCard | undefined = undefined
  problem: TemplateProblem | undefined = undefined
  saving = false
  /** The chosen template's content is on its way (after the overwrite warning). */
  applying = false
  /** What just happened, for the live region: a message key and the template it names. */
  notice: { key: string; template: TemplateCard } | undefined = undefined

  constructor(
    private readonly editor: EditorStore,
    private readonly api: HostApi,
    private readonly isAdmin: () => boolean,
    private readonly collections?: TemplateCollectionMaker,
  ) {
    makeObservable(this, {
      templates: observableRef,
      status: observable,
      dialog: observableRef,
      chosenId: observable,
      selected: observableRef,
      problem: observableRef,
      saving: observable,
      applying: observable,
      notice: observable,
      open: action,
      choose: action,
      askSelect: action,
      openSave: action,
      closeDialog: action,
      startFrom: action,
    })
  }

  get canCreate(): boolean {
    return this.isAdmin()
  }

  /** Opens the template list (key t) and loads it. */
  open(): void {
    this.dialog = { kind: 'select' }
    this.problem = undefined
    this.notice = undefined
    void this.load()
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      // The cards only: a template's content is fetched when it is applied.
      const { results } = await this.api.request<{ results: TemplateCard[] }>('GET', 'templates', {
        query: { summary: true },
        auth: 'optional',
      })
      runInAction(() => {
        this.templates = Array.isArray(results) ? results : []
        this.status = 'loaded'
        if (!this.templates.some((t) => t.id === this.chosenId)) this.chosenId = undefined
      })
    } catch (error) {
      console.warn('Listing templates failed', error)
      runInAction(() => {
        this.templates = []
        this.status = 'failed'
        this.problem = { key: 'errors.template_load' }
      })
    }
  }

  choose(id: string): void {
    this.chosenId = id
    this.problem = undefined
  }

  /** Asks before the site is overwritten; without a chosen template, says to choose one. */
  askSelect(): void {
    const template = this.templates.find((t) => t.id === this.chosenId)
    if (template === undefined) {
      this.problem = { key: 'errors.select_template' }
      return
    }
    this.problem = undefined
    this.dialog = { kind: 'confirmSelect', template }
  }

  /**
   * Replaces the site's content with the template's, as one undoable step, fetching the content
   * first when the list gave only the card. Resolves true when the site was replaced.
   */
  async confirmSelect(): Promise<boolean> {
    const dialog = this.dialog
    if (dialog?.kind !== 'confirmSelect' || !this.editor.editingEnabled || this.applying) {
      return false
    }
    let template: TemplateView
    let site: Site
    try {
      if (hasContent(dialog.template)) template = dialog.template
      else {
        runInAction(() => (this.applying = true))
        template = await this.fetch(dialog.template.id)
      }
      site = templateSite(template, this.editor.site.context.namespace)
    } catch (error) {
      console.warn('Reading a template failed', error)
      runInAction(() => {
        this.applying = false
        if (this.dialog !== dialog) return
        this.dialog = { kind: 'select' }
        this.problem = problemOf(error, 'errors.template_load')
      })
      return false
    }
    const seeds = templateCollections(template.id)
    const maker = seeds.length > 0 ? this.collections : undefined
    if (maker !== undefined) {
      // The template's pages and lists show collections made for this site, with samples.
      try {
        runInAction(() => (this.applying = true))
        site = bindTemplateCollections(site, await maker.make(seeds))
      } catch (error) {
        console.warn('Making the template collections failed', error)
        runInAction(() => {
          this.applying = false
          if (this.dialog !== dialog) return
          this.dialog = { kind: 'select' }
          this.problem = problemOf(error, 'errors.template_collections')
        })
        return false
      }
    }
    return runInAction(() => {
      this.applying = false
      // Closed while the content was on its way: nothing is replaced.
      if (this.dialog !== dialog || !this.editor.editingEnabled) return false
      this.dialog = undefined
      const done = this.editor.run(replaceSiteContent(this.editor.doc, site))
      if (done) {
        this.selected = template
        this.notice = { key: 'builder.templates.applied', template }
        if (maker !== undefined) maker.made()
      }
      return done
    })
  }

  private fetch(id: string): Promise<TemplateView> {
    return this.api.request<TemplateView>('GET', `templates/${encodeURIComponent(id)}`, {
      auth: 'optional',
    })
  }

  /**
   * Starts from a template chosen outside the builder (the Templates page): a blank site takes
   * it at once; a site with content first shows the overwrite warning.
   */
  async startFrom(id: string): Promise<boolean> {
    let template: TemplateView
    try {
      template = await this.fetch(id)
    } catch (error) {
      console.warn('Loading a template failed', error)
      runInAction(() => {
        this.dialog = { kind: 'select' }
        this.problem = problemOf(error, 'errors.template_load')
      })
      void this.load()
      return false
    }
    runInAction(() => {
      this.chosenId = template.id
      this.dialog = { kind: 'confirmSelect', template }
    })
    return isBlankSite(this.editor.site) ? this.confirmSelect() : false
  }

  openSave(): void {
    if (!this.canCreate) return
    this.problem = undefined
    this.notice = undefined
    this.dialog = { kind: 'save' }
  }

  /**
   * Saves this site as a template: `update` with a selected template changes it, otherwise a
   * new one is made. Version '2' and public, as saved templates are. Resolves true when saved.
   */
  async save(fields: TemplateFields, update: boolean): Promise<boolean> {
    if (!this.canCreate || !canSaveTemplate(fields) || this.saving) return false
    const stored = serializeSite(this.editor.site)
    const body = {
      name: fields.name.trim(),
      description: fields.description.trim(),
      version: SITE_FORMAT_VERSION,
      public: true,
      context: stored.context,
      defaults: stored.defaults,
      pages: stored.pages,
      pageOrder: stored.pageOrder,
    }
    const target = update ? this.selected : undefined
    runInAction(() => {
      this.saving = true
      this.problem = undefined
    })
    try {
      const saved =
        target === undefined
          ? await this.api.request<TemplateView>('POST', 'templates', { body })
          : await this.api.request<TemplateView>(
              'PATCH',
              `templates/${encodeURIComponent(target.id)}`,
              { body },
            )
      runInAction(() => {
        this.selected = saved
        this.chosenId = saved.id
        const others = this.templates.filter((t) => t.id !== saved.id)
        this.templates = target === undefined ? [...others, saved] : this.replaceIn(saved)
        this.dialog = undefined
        this.notice = { key: 'builder.templates.saved', template: saved }
      })
      return true
    } catch (error) {
      runInAction(() => (this.problem = problemOf(error, 'errors.None')))
      return false
    } finally {
      runInAction(() => (this.saving = false))
    }
  }

  private replaceIn(saved: TemplateCard): TemplateCard[] {
    return this.templates.map((t) => (t.id === saved.id ? saved : t))
  }

  closeDialog(): void {
    this.dialog = undefined
    this.problem = undefined
  }
}
