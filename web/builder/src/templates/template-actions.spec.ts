import { describe, expect, it } from 'vitest'
import { createSite, exportSiteFile, serializeSite } from '@tessera/site-format'
import { shippedTemplates } from '@tessera/site-format/templates'
import type { HostApi, HostRequestOptions } from '../host'
import { EditorStore } from '../store/editor-store'
import {
  canSaveTemplate,
  TemplateActions,
  type TemplateCard,
  type TemplateView,
} from './template-actions'

const shipped = shippedTemplates()[0]!

function view(id: string, name = shipped.name): TemplateView {
  const stored = serializeSite(shipped.site)
  return {
    id,
    collection_id: 'default',
    name,
    description: shipped.description,
    categories: shipped.categories,
    preview_url: null,
    signed_preview_url: null,
    version: stored.version,
    context: stored.context,
    defaults: stored.defaults,
    pages: stored.pages,
    pageOrder: stored.pageOrder,
    public: true,
  }
}

/** The card the list gives (`summary=true`): no content. */
function card(id: string): TemplateCard {
  const { version: _v, context: _c, defaults: _d, pages: _p, pageOrder: _o, ...rest } = view(id)
  return rest
}

function setup(admin = true, list: TemplateCard[] = [card('t-1')]) {
  const editor = new EditorStore(createSite('mine'))
  const calls: Array<{ method: string; path: string; options?: HostRequestOptions }> = []
  const api: HostApi = {
    request: <T>(method: string, path: string, options?: HostRequestOptions) => {
      calls.push({ method, path, ...(options ? { options } : {}) })
      if (method === 'GET' && path === 'templates') return Promise.resolve({ results: list } as T)
      if (method === 'GET') return Promise.resolve(view(path.split('/')[1]!) as T)
      const body = options?.body as Record<string, unknown>
      const id = method === 'POST' ? 't-new' : path.split('/')[1]!
      return Promise.resolve({ ...view(id), ...body, id } as T)
    },
  }
  return { editor, calls, templates: new TemplateActions(editor, api, () => admin) }
}

describe('TemplateActions', () => {
  it('lists templates without needing a login', async () => {
    const { templates, calls } = setup()
    templates.open()
    await templates.load()
    expect(templates.templates.map((t) => t.id)).toEqual(['t-1'])
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: 'templates',
      options: { auth: 'optional', query: { summary: true } },
    })
  })

  it('asks for a template when none is chosen, and changes nothing', async () => {
    const { templates, editor } = setup()
    await templates.load()
    const before = exportSiteFile(editor.site)
    templates.askSelect()
    expect(templates.problem).toEqual({ key: 'errors.select_template' })
    expect(await templates.confirmSelect()).toBe(false)
    expect(exportSiteFile(editor.site)).toBe(before)
  })

  it('overwrites the site only after the warning, as one undoable step in its namespace', async () => {
    const { templates, editor, calls } = setup()
    await templates.load()
    const content = () => {
      const { context, defaults, pages, pageOrder } = serializeSite(editor.site)
      return { context, defaults, pages, pageOrder }
    }
    const before = content()
    templates.choose('t-1')
    templates.askSelect()
    expect(templates.dialog).toMatchObject({ kind: 'confirmSelect', template: { id: 't-1' } })
    expect(content()).toEqual(before)
    const listed = calls.length
    expect(await templates.confirmSelect()).toBe(true)
    // The content of the chosen template only, fetched when it is applied.
    expect(calls.slice(listed)).toMatchObject([{ method: 'GET', path: 'templates/t-1' }])
    expect(editor.site.name).toBe('mine')
    expect(editor.site.pageOrder).toEqual(shipped.site.pageOrder)
    expect(editor.site.context.i18n['zh-tw']).toEqual(shipped.site.context.i18n['zh-tw'])
    expect(
      editor.site.pages['/home']!.root.id.startsWith(`${editor.site.context.namespace}-c-`),
    ).toBe(true)
    expect(templates.selected?.id).toBe('t-1')
    editor.undo()
    expect(content()).toEqual(before)
  })

  it('replaces nothing when the dialog is closed while the content is on its way', async () => {
    const { templates, editor } = setup()
    await templates.load()
    const before = exportSiteFile(editor.site)
    templates.choose('t-1')
    templates.askSelect()
    const applied = templates.confirmSelect()
    expect(templates.applying).toBe(true)
    templates.closeDialog()
    expect(await applied).toBe(false)
    expect(templates.applying).toBe(false)
    expect(exportSiteFile(editor.site)).toBe(before)
  })

  it('starts a blank site from a template at once, and warns before overwriting content', async () => {
    const blank = setup()
    expect(await blank.templates.startFrom('t-1')).toBe(true)
    expect(blank.editor.site.pageOrder).toEqual(shipped.site.pageOrder)
    expect(blank.templates.dialog).toBeUndefined()

    const used = setup()
    await used.templates.startFrom('t-1')
    expect(await used.templates.startFrom('t-2')).toBe(false)
    expect(used.templates.dialog).toMatchObject({ kind: 'confirmSelect', template: { id: 't-2' } })
  })

  it('needs a name and a description to save', () => {
    expect(canSaveTemplate({ name: 'A', description: '' })).toBe(false)
    expect(canSaveTemplate({ name: ' ', description: 'B' })).toBe(false)
    expect(canSaveTemplate({ name: 'A', description: 'B' })).toBe(true)
  })

  it('saves a new template as version 2 and public, then updates the selected one', async () => {
    const { templates, calls, editor } = setup()
    expect(await templates.save({ name: ' Shop ', description: 'A shop' }, true)).toBe(true)
    const post = calls.at(-1)!
    expect(post).toMatchObject({ method: 'POST', path: 'templates' })
    expect(post.options?.body).toMatchObject({
      name: 'Shop',
      description: 'A shop',
      version: '2',
      public: true,
      pages: serializeSite(editor.site).pages,
    })
    expect(templates.selected?.id).toBe('t-new')
    expect(await templates.save({ name: 'Shop', description: 'Changed' }, true)).toBe(true)
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', path: 'templates/t-new' })
    expect(await templates.save({ name: 'Shop 2', description: 'Copy' }, false)).toBe(true)
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: 'templates' })
  })

  it('lets only admins save templates', async () => {
    const { templates, calls } = setup(false)
    expect(templates.canCreate).toBe(false)
    templates.openSave()
    expect(templates.dialog).toBeUndefined()
    expect(await templates.save({ name: 'A', description: 'B' }, false)).toBe(false)
    expect(calls).toEqual([])
  })

  it('shows the load failure key when the list cannot be read', async () => {
    const editor = new EditorStore(createSite('mine'))
    const api: HostApi = {
      request: () => Promise.reject({ status: 500, code: 'NETWORK_FAILURE', message: 'x' }),
    }
    const templates = new TemplateActions(editor, api, () => true)
    await templates.load()
    expect(templates.status).toBe('failed')
    expect(templates.problem).toEqual({ key: 'errors.template_load' })
  })
})
