import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import {
  BuiltinComponentId,
  COLLECTION_LIST_BLOCK,
  createSite,
  serializeSite,
  type Site,
} from '@tessera/site-format'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenToCanvas } from '../canvas/canvas-events'
import { renderCanvas } from '../canvas/test-canvas'
import { startTextEditing, textSession } from '../text/text-session'
import { Editor, Node, Transforms } from 'slate'
import type { HostApi, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { BindingSection } from './binding-section'
import { collectionPreview, sortItems } from './collection-preview'
import type { Collection, CollectionItem } from './collections-api'
import { TemplateItemPicker } from './item-picker'
import { siteUses } from './site-uses'
import { NarrowPreview } from '../layout/narrow-preview'
import { ListSettingsSection } from './list-settings-section'
import { PageCollectionSetting } from './page-collection-field'
import { field } from './test-collections'
import { TemplateActions } from '../templates/template-actions'
import { shippedTemplates } from '@tessera/site-format/templates'
import {
  CARD_FIELDS,
  POSTS_STAND_IN,
  templateCollections,
} from '@tessera/site-format/template-collections'

vi.setConfig({ testTimeout: 30_000 })

const messages: Record<string, string> = Object.fromEntries(
  Object.keys(en).map((key) => [key, key]),
)
Object.assign(messages, {
  'builder.binding.boundTo': 'bound to {field}',
  'builder.binding.target.input': 'input {name}',
  'builder.binding.unbindNamed': 'unbind {target}',
  'builder.binding.viaField': '{via} › {field}',
  'builder.list.referenceField': 'items in {field}',
})

const people: Collection = {
  id: '1c7b5a4f-3e2d-4c6b-8f9a-8b7c6d5e4f3a',
  name: 'People',
  item_count: 1,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  fields: [field(1, 'Name', 'PlainText')],
}

const posts: Collection = {
  id: '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f',
  name: 'Posts',
  item_count: 3,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  fields: [
    field(1, 'Title', 'PlainText'),
    field(2, 'Slug', 'Slug'),
    field(3, 'Body', 'RichText'),
    field(4, 'Author', 'Reference', { target_collection_id: people.id }),
  ],
}

const item = (id: string, title: string): CollectionItem => ({
  id,
  status: 'Published',
  publish_at: null,
  published_at: null,
  created_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  values: { '1': { '*': title }, '2': { '*': title.toLowerCase() }, '4': 'p1' },
})

const ada: CollectionItem = { ...item('p1', 'Ada'), values: { '1': { '*': 'Ada' } } }

const items = [item('i1', 'Bread'), item('i2', 'Rye'), item('i3', 'Cake')]

/** A server site with a page /blog/:slug and the service's owner routes faked. */
function storeFor(edit: (site: Site) => void = () => {}) {
  const calls: Array<{ method: string; path: string; options?: HostRequestOptions }> = []
  const api: HostApi = {
    request<T>(method: string, path: string, options?: HostRequestOptions): Promise<T> {
      calls.push({ method, path, ...(options ? { options } : {}) })
      const rest = path.replace('sites/site-1/custom_data/collections', '')
      if (rest === '') return Promise.resolve({ results: [posts, people] } as T)
      if (rest === `/${people.id}/items/p1`) return Promise.resolve(ada as T)
      const patched = /^\/[^/]+\/items\/([^/]+)$/.exec(rest)
      if (method === 'PATCH' && patched) {
        const values = (options?.body as { values: Record<string, unknown> }).values
        if (JSON.stringify(values).includes('refuse me'))
          return Promise.reject({ status: 400, code: 'InvalidFormData', message: 'Title: no' })
        const stored = items.find((each) => each.id === patched[1])!
        return Promise.resolve({ ...stored, values: { ...stored.values, ...values } } as T)
      }
      if (rest.endsWith('/items')) {
        const search = String(options?.query?.search ?? '').toLowerCase()
        const found = items.filter((each) =>
          JSON.stringify(each.values).toLowerCase().includes(search),
        )
        return Promise.resolve({
          results: found,
          page: 1,
          page_size: 100,
          has_more: false,
          total: found.length,
        } as T)
      }
      return Promise.reject(new Error(`unexpected ${method} ${path}`))
    },
  }
  const site = createSite('Test Site')
  edit(site)
  const host = testHost({ api, user: () => ({ id: 'u1', email: 'a@b.test', isAdmin: false }) })
  const store = new BuilderStore(host, 'site-1', { site, editingEnabled: true })
  return { store, calls }
}

function show(store: BuilderStore, children: ReactNode) {
  return render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>{children}</BuilderContext.Provider>
    </IntlProvider>,
  )
}

/** Adds the template page /blog/:slug, bound to Posts, and shows it. */
function templatePage(store: BuilderStore): string {
  store.pages.add({
    name: 'Post',
    route: 'blog/:slug',
    collection: { collection: posts.id, slugField: 2 },
  })
  return '/blog/:slug'
}

afterEach(() => {
  cleanup()
})

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The heading of a new list's item design (its card: a picture, then the texts). */
function designTitle(store: BuilderStore, list: string): string {
  const design = store.editor.doc.component(list).children![0]!
  return design.children![1]!.children![0]!.id
}

describe('the new controls', () => {
  it('have no serious or critical axe violations', async () => {
    const { store } = storeFor()
    const route = templatePage(store)
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(list, {
      collection: posts.id,
      limit: 5,
      filters: [{ field: 1, op: 'contains', value: 'a' }],
      sort: [{ field: 'created_at', desc: true }],
    })
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    store.components.bind(heading, 'content', { field: 1 })
    const { container } = show(
      store,
      <>
        <TemplateItemPicker />
        <PageCollectionSetting route={route} />
        <ListSettingsSection id={list} />
        <BindingSection id={heading} />
      </>,
    )
    await screen.findByText('bound to Title')
    await screen.findAllByRole('option', { name: 'Bread' })
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('template pages', () => {
  it('binds a page whose route holds a parameter to a collection, in one undoable step', async () => {
    const { store } = storeFor()
    store.pages.add({ name: 'Post', route: 'blog/:slug' })
    const user = userEvent.setup()
    show(store, <PageCollectionSetting route="/blog/:slug" />)
    expect(screen.getByText('build.collection_page_unbound')).toBeInTheDocument()
    const select = await screen.findByRole('combobox', {
      name: 'builder.collectionPages.collection',
    })
    await screen.findByRole('option', { name: 'Posts' })
    await user.selectOptions(select, 'Posts')
    // The collection's Slug field fills the route's parameter.
    expect(store.editor.site.pages['/blog/:slug']!.collection).toEqual({
      collection: posts.id,
      slugField: 2,
    })
    expect(screen.getByText('builder.collectionPages.help')).toBeInTheDocument()
    store.editor.undo()
    expect(store.editor.site.pages['/blog/:slug']!.collection).toBeUndefined()
  })

  it('shows nothing for a page without a parameter, and unbinds a page that loses it', () => {
    const { store } = storeFor()
    show(store, <PageCollectionSetting route="/" />)
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    templatePage(store)
    expect(store.pages.edit('/blog/:slug', { name: 'Post', route: 'blog/post' })).toBe(true)
    expect(store.editor.site.pages['/blog/post']!.collection).toBeUndefined()
    // Renaming and unbinding are one step.
    store.editor.undo()
    expect(store.editor.site.pages['/blog/:slug']!.collection?.collection).toBe(posts.id)
  })

  it('picks the item the canvas shows, the first one until another is chosen', async () => {
    const { store } = storeFor()
    const route = templatePage(store)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    store.components.bind(heading, 'content', { field: 1 })
    const preview = collectionPreview(store)
    const user = userEvent.setup()
    show(store, <TemplateItemPicker />)
    renderCanvas(store)
    const picker = await screen.findByRole('combobox', { name: 'builder.itemPicker.item' })
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Bread'))
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bread', 'Rye', 'Cake'])
    await user.selectOptions(picker, 'Rye')
    expect(preview.chosenId(route)).toBe('i2')
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Rye'))
    // Choosing an item is a view: nothing lands in the history.
    expect(store.editor.undo()?.type).toBe('setCB')
  })
})

describe('referenced items', () => {
  it('binds a field of the item a Reference points to, shown on the canvas', async () => {
    const { store, calls } = storeFor()
    templatePage(store)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    const user = userEvent.setup()
    show(store, <BindingSection id={heading} />)
    const text = await screen.findByRole('combobox', { name: 'builder.binding.target.content' })
    await screen.findAllByRole('option', { name: 'Author › Name' })
    await user.selectOptions(text, 'Author › Name')
    expect(store.editor.doc.component(heading).bindings?.content).toEqual({ field: 1, via: 4 })
    renderCanvas(store)
    await vi.waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Ada'))
    // One item read for the reference, however many times it is shown.
    expect(calls.filter((call) => call.path.endsWith('/items/p1'))).toHaveLength(1)
  })
})

describe('lists of a reference field', () => {
  it("show on a template page the items its item's reference points to", async () => {
    const { store } = storeFor()
    templatePage(store)
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    const user = userEvent.setup()
    show(store, <ListSettingsSection id={list} />)
    await screen.findByRole('option', { name: 'items in Author' })
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.list.collection' }),
      'items in Author',
    )
    expect(store.editor.doc.component(list).list).toEqual({ limit: 10, source: { field: 4 } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const title = designTitle(store, list)
    // Its design reads the referenced collection's fields.
    cleanup()
    show(store, <BindingSection id={title} />)
    const text = await screen.findByRole('combobox', { name: 'builder.binding.target.content' })
    await user.selectOptions(text, await within(text).findByRole('option', { name: 'Name' }))
    expect(store.editor.doc.component(title).bindings).toEqual({ content: { field: 1 } })
    cleanup()
    renderCanvas(store)
    await vi.waitFor(() => expect(document.querySelector('h3')).toHaveTextContent('Ada'))
  })

  it('tells that a list of a collection cannot go inside another list', async () => {
    const { store } = storeFor()
    const outer = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(outer, { collection: posts.id, limit: 10 })
    const design = store.editor.doc.component(outer).children![0]!.id
    const inner = store.components.addBlock(COLLECTION_LIST_BLOCK, { parentId: design })!
    store.components.setList(inner, { collection: posts.id, limit: 10 })
    show(store, <ListSettingsSection id={inner} />)
    expect(screen.getByRole('alert')).toHaveTextContent('build.collection_list_nested_source')
  })
})

describe('binding in the component menu', () => {
  it('binds text to a field with a badge, unbinds it, and shows a missing field', async () => {
    const { store } = storeFor()
    templatePage(store)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    const user = userEvent.setup()
    show(store, <BindingSection id={heading} />)
    const text = await screen.findByRole('combobox', { name: 'builder.binding.target.content' })
    await screen.findAllByRole('option', { name: 'Title' })
    await user.selectOptions(text, 'Title')
    expect(store.editor.doc.component(heading).bindings).toEqual({ content: { field: 1 } })
    expect(await screen.findByText('bound to Title')).toBeInTheDocument()
    // Hide when empty reads the same fields.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.binding.target.visible' }),
      'Body',
    )
    expect(store.editor.doc.component(heading).bindings?.visible).toEqual({ field: 3 })
    await user.click(screen.getByRole('button', { name: 'unbind builder.binding.target.content' }))
    expect(store.editor.doc.component(heading).bindings).toEqual({ visible: { field: 3 } })
    store.editor.undo()
    expect(store.editor.doc.component(heading).bindings?.content).toEqual({ field: 1 })

    store.components.bind(heading, 'content', { field: 99 })
    expect(await screen.findAllByText('builder.binding.missing')).not.toHaveLength(0)
  })

  it('offers an image its inputs, and is absent where no item is in scope', async () => {
    const { store } = storeFor()
    const image = store.components.addBlock(BuiltinComponentId.image)!
    const { unmount } = show(store, <BindingSection id={image} />)
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    unmount()
    templatePage(store)
    const bound = store.components.addBlock(BuiltinComponentId.image)!
    show(store, <BindingSection id={bound} />)
    await screen.findByRole('combobox', { name: 'input src' })
    expect(screen.getByRole('combobox', { name: 'input alt' })).toBeInTheDocument()
    expect(
      screen.queryByRole('combobox', { name: 'builder.binding.target.content' }),
    ).not.toBeInTheDocument()
  })
})

describe('collection lists', () => {
  it('edits a translated empty state through its field, in the canvas language, one step', async () => {
    const { store } = storeFor((site) => {
      site.context.i18n = {
        en: { 'empty-1': 'No posts yet.' },
        'zh-tw': { 'empty-1': '還沒有文章。' },
      }
    })
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    const empty = store.editor.doc.component(list).children![1]!.id
    store.components.setContent(empty, '${empty-1}')
    const user = userEvent.setup()
    show(store, <ListSettingsSection id={list} />)
    const field = screen.getByRole('textbox', { name: 'builder.list.emptyText' })
    expect(field).toHaveValue('No posts yet.')
    await user.clear(field)
    await user.type(field, 'Nothing to read yet.{Enter}')
    const site = store.editor.site
    expect(site.context.i18n.en!['empty-1']).toBe('Nothing to read yet.')
    expect(site.context.i18n['zh-tw']!['empty-1']).toBe('還沒有文章。')
    expect(store.editor.doc.component(empty).content).toBe('${empty-1}')
    act(() => store.editor.undo())
    expect(site.context.i18n.en!['empty-1']).toBe('No posts yet.')
  })

  it('adds a list, sets its collection, filter, sort and limit, each one step', async () => {
    const { store } = storeFor()
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    const component = () => store.editor.doc.component(list)
    expect(component().list).toEqual({ limit: 10 })
    expect(component().children).toHaveLength(2)
    const user = userEvent.setup()
    show(store, <ListSettingsSection id={list} />)
    await screen.findByRole('option', { name: 'Posts' })
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'builder.list.collection' }),
      'Posts',
    )
    expect(component().list).toEqual({ collection: posts.id, limit: 10 })
    await user.click(screen.getByRole('button', { name: 'builder.list.addSort' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'builder.list.sortBy' }), 'Title')
    await user.click(screen.getByRole('button', { name: 'builder.list.addFilter' }))
    const limit = screen.getByRole('spinbutton', { name: 'builder.list.limit' })
    await user.clear(limit)
    await user.type(limit, '3{Enter}')
    expect(component().list).toEqual({
      collection: posts.id,
      limit: 3,
      sort: [{ field: 1, desc: false }],
      filters: [{ field: 1, op: 'is_set', value: true }],
    })
    store.editor.undo()
    expect(component().list?.limit).toBe(10)
    expect(component().list?.filters).toHaveLength(1)
  })

  it("repeats its design per item on the canvas, each copy showing that item's values", async () => {
    const { store } = storeFor()
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(list, { collection: posts.id, limit: 2 })
    const title = designTitle(store, list)
    store.components.bind(title, 'content', { field: 1 })
    renderCanvas(store)
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
        'Bread',
        'Rye',
      ]),
    )
    // Copies keep the design's component id (a click selects it) with ids of their own.
    const [first, second] = [...document.querySelectorAll('h3')]
    expect(second!.dataset.componentId).toBe(first!.dataset.componentId)
    expect(second!.id).not.toBe(first!.id)
  })
})

describe('a bound text on the canvas', () => {
  /** The template page with a heading bound to `field`, its first item shown. */
  async function boundHeading(fieldId: number, via?: number) {
    const made = storeFor()
    templatePage(made.store)
    const heading = made.store.components.addBlock(BuiltinComponentId.h1)!
    made.store.components.bind(heading, 'content', {
      field: fieldId,
      ...(via === undefined ? {} : { via }),
    })
    await collectionPreview(made.store).sync()
    expect(collectionPreview(made.store).chosenItem('/blog/:slug')?.id).toBe('i1')
    return { ...made, heading }
  }

  const patches = (calls: ReturnType<typeof storeFor>['calls']) =>
    calls.filter((call) => call.method === 'PATCH').map((call) => call.options?.body)

  it("is typed into in place: a Plain text field's value saved to the item", async () => {
    const { store, calls, heading } = await boundHeading(1)
    const before = store.editor.site
    const undoable = store.editor.site.history.back.length
    startTextEditing(store, heading)
    expect(store.view.editingTextId).toBe(heading)
    const session = textSession(store, heading, document)
    expect(Node.string(session.editor)).toBe('Bread')
    Transforms.select(session.editor, Editor.end(session.editor, []))
    session.editor.insertText(' & <butter>')
    store.view.stopTextEditing()
    await vi.waitFor(() =>
      expect(patches(calls)).toEqual([{ values: { '1': 'Bread & <butter>' } }]),
    )
    await vi.waitFor(() =>
      expect(store.components.notice).toEqual({
        key: 'builder.binding.itemSaved',
        values: { field: 'Title' },
      }),
    )
    const shown = collectionPreview(store).chosenItem('/blog/:slug')
    expect(shown?.values['1']).toBe('Bread & <butter>')
    // The site did not change: the item's text is the service's, not an undo step.
    expect(store.editor.site).toBe(before)
    expect(store.editor.site.history.back.length).toBe(undoable)
  })

  it("keeps a Plain text value's line breaks", async () => {
    const { store, calls, heading } = await boundHeading(1)
    const preview = collectionPreview(store)
    const item = preview.chosenItem('/blog/:slug')!
    await preview.writeField(posts.id, item, 1, 'Bread\nand butter')
    startTextEditing(store, heading)
    const { editor } = textSession(store, heading, document)
    Transforms.select(editor, Editor.end(editor, []))
    editor.insertText('!')
    store.view.stopTextEditing()
    await vi.waitFor(() =>
      expect(patches(calls).at(-1)).toEqual({ values: { '1': 'Bread\nand butter!' } }),
    )
  })

  it('saves to the item typed into when another is picked meanwhile', async () => {
    const { store, calls, heading } = await boundHeading(1)
    startTextEditing(store, heading)
    const { editor } = textSession(store, heading, document)
    Transforms.select(editor, Editor.end(editor, []))
    editor.insertText(' roll')
    collectionPreview(store).choose('/blog/:slug', 'i2')
    store.view.stopTextEditing()
    await vi.waitFor(() => expect(patches(calls)).toEqual([{ values: { '1': 'Bread roll' } }]))
    expect(calls.filter((call) => call.method === 'PATCH')[0]?.path).toContain('/i1')
    expect(collectionPreview(store).chosenItem('/blog/:slug')?.values['1']).toEqual({
      '*': 'Rye',
    })
  })

  it("writes the canvas language's text beside the others", async () => {
    const { store, calls, heading } = await boundHeading(1)
    store.translations.addLanguage('en')
    store.translations.addLanguage('zh-tw')
    store.view.setLanguage('zh-tw')
    startTextEditing(store, heading)
    const { editor } = textSession(store, heading, document)
    // No zh-tw text yet: it starts from the default language's, as the canvas shows it.
    expect(Node.string(editor)).toBe('Bread')
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) })
    editor.insertText('麵包')
    store.view.stopTextEditing()
    await vi.waitFor(() =>
      expect(patches(calls)).toEqual([{ values: { '1': { '*': 'Bread', 'zh-tw': '麵包' } } }]),
    )
  })

  it('puts the old text back and says why when the service refuses it', async () => {
    const { store, heading } = await boundHeading(1)
    startTextEditing(store, heading)
    const { editor } = textSession(store, heading, document)
    Transforms.select(editor, Editor.end(editor, []))
    editor.insertText(' refuse me')
    store.view.stopTextEditing()
    await vi.waitFor(() =>
      expect(store.components.notice).toMatchObject({
        key: 'builder.binding.itemSaveFailed',
        values: { field: 'Title' },
        error: { code: 'InvalidFormData' },
      }),
    )
    expect(collectionPreview(store).chosenItem('/blog/:slug')?.values['1']).toEqual({
      '*': 'Bread',
    })
  })

  it('saves a Rich text field as sanitised markup', async () => {
    const { store, calls, heading } = await boundHeading(3)
    startTextEditing(store, heading)
    const { editor } = textSession(store, heading, document)
    Transforms.select(editor, Editor.end(editor, []))
    Editor.addMark(editor, 'italic', true)
    editor.insertText('Crusty')
    store.view.stopTextEditing()
    await vi.waitFor(() =>
      expect(patches(calls)).toEqual([
        { values: { '3': '<div class="pm-p"><em>Crusty</em></div>' } },
      ]),
    )
  })

  it("keeps the notice for other fields: a slug, a referenced item's field", async () => {
    for (const [fieldId, via, name] of [
      [2, undefined, 'Slug'],
      [1, 4, 'Author › Name'],
    ] as const) {
      const { store, calls, heading } = await boundHeading(fieldId, via)
      const before = store.editor.site.pages['/blog/:slug']
      startTextEditing(store, heading)
      expect(store.view.editingTextId).toBeUndefined()
      expect(store.components.notice).toEqual({
        key: 'builder.binding.boundFieldEdit',
        values: { field: name },
      })
      expect(store.editor.site.pages['/blog/:slug']).toBe(before)
      expect(patches(calls)).toEqual([])
      // Unbound, it is the page's own text again.
      store.components.bind(heading, 'content', undefined)
      startTextEditing(store, heading)
      expect(store.view.editingTextId).toBe(heading)
      store.view.stopTextEditing()
    }
  })
})

describe('a paginated list on the canvas', () => {
  it('follows its ?page=N links in place, as visitors do on the published page', async () => {
    const { store } = storeFor()
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(list, { collection: posts.id, limit: 2, paginate: true })
    store.components.bind(designTitle(store, list), 'content', { field: 1 })
    const undoable = store.editor.history.canUndo
    renderCanvas(store)
    // The canvas frame's click listener, which follows the links.
    const stop = listenToCanvas(store, document, () => undefined)
    const titles = () => [...document.querySelectorAll('h3')].map((h) => h.textContent)
    await vi.waitFor(() => expect(titles()).toEqual(['Bread', 'Rye']))
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(pages).getByRole('link', { name: 'Next' }))
    await vi.waitFor(() => expect(titles()).toEqual(['Cake']))
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=1')
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument()
    // Following a link is a view of the canvas, not an edit.
    expect(store.editor.history.canUndo).toBe(undoable)
    await user.click(within(pages).getByRole('link', { name: 'Previous' }))
    await vi.waitFor(() => expect(titles()).toEqual(['Bread', 'Rye']))
    // Other settings start again at the first page.
    await user.click(within(pages).getByRole('link', { name: 'Next' }))
    await vi.waitFor(() => expect(titles()).toEqual(['Cake']))
    act(() => store.components.setList(list, { collection: posts.id, limit: 1, paginate: true }))
    await vi.waitFor(() => expect(titles()).toEqual(['Bread']))
    stop()
  })
})

describe('a list sorted on two fields', () => {
  it('orders the items the first key leaves equal by the second, keeping the first order', () => {
    const dish = (id: string, course: string, name: string): CollectionItem => ({
      ...item(id, name),
      values: { '1': { '*': name }, '3': course },
    })
    const listed = [
      dish('a', 'Mains', 'Pie'),
      dish('b', 'Mains', 'Stew'),
      dish('c', 'Starters', 'Soup'),
      dish('d', 'Starters', 'Bread'),
    ]
    const sorted = sortItems(listed, [
      { field: 3, desc: false },
      { field: 1, desc: true },
    ])
    expect(sorted.map((each) => each.id)).toEqual(['b', 'a', 'c', 'd'])
    expect(sortItems(listed, [{ field: 3, desc: false }])).toEqual(listed)
  })
})

describe('what the site shows of a collection', () => {
  it('names template pages, lists and bindings, for the collection or one field', () => {
    const { store } = storeFor()
    templatePage(store)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    store.components.bind(heading, 'content', { field: 1 })
    const author = store.components.addBlock(BuiltinComponentId.text)!
    store.components.bind(author, 'content', { field: 1, via: 4 })
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(list, {
      collection: posts.id,
      limit: 5,
      sort: [{ field: 3, desc: false }],
    })
    const doc = store.editor.doc
    const all = [posts, people]
    expect(siteUses(doc, all, posts.id).map((use) => use.kind)).toEqual([
      'page',
      'binding',
      'binding',
      'list',
    ])
    expect(siteUses(doc, all, posts.id, 1).map((use) => use.component)).toEqual(['H1'])
    expect(siteUses(doc, all, posts.id, 3).map((use) => use.kind)).toEqual(['list'])
    expect(siteUses(doc, all, posts.id, 4).map((use) => use.component)).toEqual(['Text'])
    // People's Name shows through the Author reference.
    expect(siteUses(doc, all, people.id, 1)).toEqual([
      { kind: 'binding', page: 'Post', component: 'Text' },
    ])
  })
})

describe('the narrow screen preview', () => {
  it("shows a template page with its item and a list's items from its offset", async () => {
    const { store } = storeFor()
    templatePage(store)
    const heading = store.components.addBlock(BuiltinComponentId.h1)!
    store.components.bind(heading, 'content', { field: 1 })
    const list = store.components.addBlock(COLLECTION_LIST_BLOCK)!
    store.components.setList(list, { collection: posts.id, limit: 5, offset: 1 })
    const title = designTitle(store, list)
    store.components.bind(title, 'content', { field: 1 })
    show(store, <NarrowPreview onOpenEditor={() => undefined} />)
    const frame = document.querySelector('iframe')!
    await vi.waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('>Bread</h1>'))
    const html = frame.getAttribute('srcdoc')!
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(['Rye', 'Cake'])
  })
})

describe('the blog template on the canvas', () => {
  it("starts a site from it and shows each post's date, title and excerpt", async () => {
    const blog = shippedTemplates().find((t) => t.key === 'blog')!
    const [seed] = templateCollections(blog.id)
    const collection = {
      id: POSTS_STAND_IN,
      name: 'Posts',
      item_count: 3,
      created_at: '',
      updated_at: '',
      fields: seed!.fields.map((f, i) => field(i + 1, f.name, f.type)),
    } as Collection
    const listed = seed!.items.map((values, i) => ({
      ...item(`p${i}`, 'x'),
      values: Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          typeof v === 'string' && k === String(CARD_FIELDS.meta)
            ? // The app's client hands dates over as Date objects.
              new Date(v)
            : typeof v === 'string'
              ? v
              : 'svg' in v
                ? 'a0000000-0000-4000-8000-000000000001'
                : { '*': v.en },
        ]),
      ),
    }))
    let exists = false
    const api: HostApi = {
      request<T>(_method: string, path: string): Promise<T> {
        const rest = path.replace('sites/site-1/custom_data/collections', '')
        if (rest === '') return Promise.resolve({ results: exists ? [collection] : [] } as T)
        if (rest.endsWith('/items'))
          return Promise.resolve({
            results: listed,
            page: 1,
            page_size: 100,
            has_more: false,
            total: 3,
          } as T)
        return Promise.reject(new Error(`unexpected ${path}`))
      },
    }
    const host = testHost({ api, user: () => ({ id: 'u1', email: 'a@b.test', isAdmin: false }) })
    const store = new BuilderStore(host, 'site-1', {
      site: createSite('Template Blog'),
      editingEnabled: true,
    })
    const stored = serializeSite(blog.site)
    const view = {
      id: blog.id,
      collection_id: 'x',
      name: blog.name,
      description: '',
      categories: [],
      preview_url: null,
      signed_preview_url: null,
      public: true,
      version: stored.version,
      context: stored.context,
      defaults: stored.defaults,
      pages: stored.pages,
      pageOrder: stored.pageOrder,
    }
    const actions = new TemplateActions(
      store.editor,
      { request: <T,>() => Promise.resolve(view as T) },
      () => false,
      {
        make: () => {
          exists = true
          return Promise.resolve({ [POSTS_STAND_IN]: POSTS_STAND_IN })
        },
        made: () => void collectionPreview(store).reload(),
      },
    )
    collectionPreview(store).start()
    await collectionPreview(store).loadCollections()
    expect(await actions.startFrom(blog.id)).toBe(true)
    renderCanvas(store)
    await vi.waitFor(() => expect(document.querySelectorAll('h3').length).toBe(3))
    const card = document.querySelector('h3')!.parentElement!
    expect([...card.children].map((child) => child.textContent)).toEqual([
      'March 2, 2026',
      'The bakery that opens at four',
      'Before the first train leaves, the whole town already smells of bread.',
      'Read the post',
    ])
  })
})
