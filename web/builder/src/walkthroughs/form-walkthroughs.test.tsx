import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { BuiltinComponentId, createSite, type Component, type Site } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HostApi, HostRequestOptions } from '../host'
import en from '../i18n/messages/en.json'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import type { CustomTable } from '../custom-data/custom-data-api'
import { addSection } from '../sections/section-actions'
import { FormSetupButton, FormWalkthroughs } from './form-walkthroughs'

vi.setConfig({ testTimeout: 30_000 })

const messages: Record<string, string> = Object.fromEntries(
  [...Object.keys(en), 'errors.None', 'errors.CustomTableNameExists', 'errors.invalid_email'].map(
    (key) => [key, key],
  ),
)

interface Call {
  action: string
  data: Record<string, unknown>
}

function table(name: string, ...columns: string[]): CustomTable {
  return {
    id: name,
    name,
    columns: Object.fromEntries(
      columns.map((column) => [column, { name: column, default: '', validation_rules: [] }]),
    ),
    events: [],
  }
}

/**
 * A fake custom-data API: ListTables answers `tables` once `release` is called (so the spinner
 * can be seen), CreateTable echoes the table or throws `createError`.
 */
function fakeApi(tables: CustomTable[], options: { createError?: unknown } = {}) {
  const calls: Call[] = []
  let release: () => void = () => undefined
  const listed = new Promise<void>((resolve) => {
    release = resolve
  })
  const api: HostApi = {
    async request<T>(_method: string, _path: string, request?: HostRequestOptions): Promise<T> {
      const body = request?.body as Call
      calls.push(body)
      if (body.action === 'ListTables') {
        await listed
        return { results: tables } as T
      }
      if (body.action === 'CreateTable') {
        if (options.createError) throw options.createError
        const data = body.data as { table_name: string; columns: CustomTable['columns'] }
        return { ...table(data.table_name), columns: data.columns } as T
      }
      throw new Error(`Unexpected ${body.action}`)
    },
  }
  return { api, calls, release: () => release() }
}

function mount(
  tables: CustomTable[],
  options: { createError?: unknown; user?: boolean; site?: Site; siteId?: string } = {},
) {
  const fake = fakeApi(tables, options)
  const host = testHost({
    api: fake.api,
    user: () =>
      options.user === false ? undefined : { id: 'u1', email: 'owner@b.test', isAdmin: false },
  })
  const store = new BuilderStore(host, options.siteId ?? 'site-1', {
    site: options.site ?? createSite('Test Site'),
    editingEnabled: true,
  })
  const view = render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <FormWalkthroughs />
        <FormSetupButton id={store.view.selectedId ?? 'none'} />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { ...fake, store, view, user: userEvent.setup() }
}

async function seriousViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } })
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

function addForm(store: BuilderStore, id: string): Component {
  let added: string | undefined
  act(() => {
    added = store.components.addBlock(id)
  })
  return store.editor.doc.component(added!)
}

const dialog = () => screen.getByRole('dialog')
const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name })
const queryButton = (name: string | RegExp) => within(dialog()).queryByRole('button', { name })
const step = () => dialog().querySelector('form')?.getAttribute('data-step')

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the contact-form walkthrough', () => {
  it('opens when a contact form is added, with a spinner until the tables load', async () => {
    const { store, release } = mount([])
    const form = addForm(store, BuiltinComponentId.contactForm)
    expect(dialog()).toHaveAccessibleName('builder.walkthrough.contactForm.title')
    expect(within(dialog()).getByRole('status')).toHaveTextContent('builder.walkthrough.loading')
    expect(store.view.toEditorState().contactFormWalkthrough).toEqual({ formId: form.id })
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    // No suitable table: no way back to Init.
    expect(queryButton('builder.walkthrough.back')).toBeNull()
    expect(store.view.toEditorState().contactFormWalkthrough).toMatchObject({
      formId: form.id,
      stage: 'createTable',
    })
  })

  it('opens for the form inside a Contact section from the sections library', async () => {
    const { store, release } = mount([])
    let sectionId: string | undefined
    act(() => {
      sectionId = addSection(store, 'contact-form', 'en')
    })
    let form: Component | undefined
    const walk = (c: Component) => {
      if (c.name === 'ContactForm') form = c
      c.children?.forEach(walk)
    }
    walk(store.editor.doc.component(sectionId!))
    expect(dialog()).toHaveAccessibleName('builder.walkthrough.contactForm.title')
    expect(store.view.toEditorState().contactFormWalkthrough).toEqual({ formId: form!.id })
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
  })

  it('creates the table with its rules and recipients, wires the form and closes', async () => {
    const { store, calls, release, user } = mount([table('notes', 'message')])
    const form = addForm(store, BuiltinComponentId.contactForm)
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    const name = within(dialog()).getByRole('textbox', { name: 'builder.walkthrough.tableName' })
    await user.clear(name)
    await user.type(name, 'Requests')
    await user.click(button('builder.walkthrough.next'))
    expect(step()).toBe('Recipients')
    expect(store.view.toEditorState().contactFormWalkthrough).toMatchObject({
      stage: 'recipients',
      tableName: 'Requests',
      recipients: ['owner@b.test'],
    })
    await user.click(button('builder.walkthrough.back'))
    expect(step()).toBe('CreateTable')
    await user.click(button('builder.walkthrough.next'))
    await user.click(button('builder.walkthrough.addRecipient'))
    const inputs = within(dialog()).getAllByRole('textbox', {
      name: 'builder.walkthrough.recipientN',
    })
    await user.type(inputs[1]!, 'team@b.test')

    const backBefore = store.editor.site.history.back.length
    await user.click(button('builder.walkthrough.confirm'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(calls.find((call) => call.action === 'CreateTable')?.data).toEqual({
      table_name: 'Requests',
      columns: {
        email: expect.objectContaining({
          validation_rules: [
            { rule_type: 'Required' },
            { rule_type: 'Email' },
            { rule_type: 'Unique' },
          ],
        }),
        name: expect.objectContaining({
          validation_rules: [
            { rule_type: 'MinLength', parameter: 2 },
            { rule_type: 'MaxLength', parameter: 100 },
          ],
        }),
        message: expect.objectContaining({
          validation_rules: [
            { rule_type: 'Required' },
            { rule_type: 'MinLength', parameter: 5 },
            { rule_type: 'MaxLength', parameter: 800 },
          ],
        }),
      },
      events: [
        {
          event_type: 'EmailRow',
          trigger: 'AddRow',
          options: { recipients: ['owner@b.test', 'team@b.test'], locale: 'en' },
        },
      ],
    })

    // Wired by child position: 1 email, 2 name, 3 message, 4 error; one undo step.
    const wired = store.editor.doc.component(form.id)
    const [, email, nameInput, message, error] = wired.children!
    expect(wired.events?.submit?.behaviors[0]).toEqual({
      behaviorId: 'global-b-contactform',
      args: {
        tableName: 'Requests',
        emailId: email!.id,
        nameId: nameInput!.id,
        messageId: message!.id,
        errorId: error!.id,
        apiEmailField: 'email',
        apiNameField: 'name',
        apiMessageField: 'message',
      },
    })
    for (const input of [email, nameInput, message]) {
      expect(input!.events?.input?.behaviors).toEqual([
        { behaviorId: 'global-b-contactformclearerror', args: { errorId: error!.id } },
      ])
    }
    expect(store.editor.site.history.back.length).toBe(backBefore + 1)
    expect(store.view.toEditorState().contactFormWalkthrough).toBeUndefined()
  })

  it('links an existing table with email and message, removing the name input it lacks', async () => {
    const { store, release, user, calls } = mount([
      table('subscribers', 'email'),
      table('Inbox', 'Email', 'Message'),
    ])
    const form = addForm(store, BuiltinComponentId.contactForm)
    release()
    await vi.waitFor(() => expect(step()).toBe('Init'))
    expect(await seriousViolations(dialog())).toEqual([])
    await user.click(button(/builder.walkthrough.linkChoice/))
    expect(step()).toBe('LinkTable')
    const radios = within(dialog()).getAllByRole('radio')
    // Only the table with email and message columns is offered.
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['Inbox'])
    expect(button('builder.walkthrough.confirm')).toBeDisabled()
    await user.click(button('builder.walkthrough.back'))
    expect(step()).toBe('Init')
    await user.click(button(/builder.walkthrough.linkChoice/))
    await user.click(within(dialog()).getByRole('radio', { name: /Inbox/ }))
    expect(button('builder.walkthrough.confirm')).toBeEnabled()
    expect(await seriousViolations(dialog())).toEqual([])
    await user.click(button('builder.walkthrough.confirm'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((call) => call.action === 'CreateTable')).toBe(false)

    const wired = store.editor.doc.component(form.id)
    const names = wired.children!.map((child) => child.name)
    expect(names).not.toContain('Name')
    const [, email, message, error] = wired.children!
    expect(wired.events?.submit?.behaviors[0]?.args).toEqual({
      tableName: 'Inbox',
      emailId: email!.id,
      nameId: '',
      messageId: message!.id,
      errorId: error!.id,
      apiEmailField: 'Email',
      apiNameField: '',
      apiMessageField: 'Message',
    })
    // The removal is part of the same step: one undo brings the name input back.
    act(() => void store.editor.undo())
    expect(store.editor.doc.component(form.id).children!.map((child) => child.name)).toContain(
      'Name',
    )
  })

  it('highlights the bad recipient row with errors.invalid_email and creates nothing', async () => {
    const { store, release, user, calls } = mount([])
    addForm(store, BuiltinComponentId.contactForm)
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    await user.click(button('builder.walkthrough.next'))
    await user.click(button('builder.walkthrough.addRecipient'))
    const inputs = within(dialog()).getAllByRole('textbox', {
      name: 'builder.walkthrough.recipientN',
    })
    await user.type(inputs[1]!, 'nobody')
    await user.click(button('builder.walkthrough.confirm'))
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('errors.invalid_email')
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'true')
    expect(inputs[1]).toHaveAccessibleDescription('errors.invalid_email')
    expect(inputs[0]).not.toHaveAttribute('aria-invalid')
    expect(inputs[1]!.closest('.walkthrough-recipient')).toHaveClass('invalid')
    expect(calls.some((call) => call.action === 'CreateTable')).toBe(false)
    // Ten at most.
    await user.click(
      within(dialog()).getAllByRole('button', { name: 'builder.walkthrough.removeRecipientN' })[1]!,
    )
    for (let n = 0; n < 10; n++) {
      await user.click(button('builder.walkthrough.addRecipient'))
    }
    const all = within(dialog()).getAllByRole('textbox', { name: 'builder.walkthrough.recipientN' })
    for (const [index, input] of all.entries()) {
      if (index > 0) await user.type(input, `r${index}@b.test`)
    }
    await user.click(button('builder.walkthrough.confirm'))
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('errors.max_recipients')
    expect(all[10]).toHaveAttribute('aria-invalid', 'true')
  })

  it("shows the server's refusal to create the table by its code", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, release, user } = mount([], {
      createError: { status: 400, code: 'CustomTableNameExists', message: 'exists' },
    })
    const form = addForm(store, BuiltinComponentId.contactForm)
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    await user.click(button('builder.walkthrough.next'))
    await user.click(button('builder.walkthrough.confirm'))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'errors.CustomTableNameExists',
    )
    expect(store.editor.doc.component(form.id).events?.submit?.behaviors[0]?.args).toMatchObject({
      tableName: '',
    })
  })

  it('resumes at the recorded stage after a reload, and Cancel closes it', async () => {
    const first = mount([])
    const form = addForm(first.store, BuiltinComponentId.contactForm)
    first.release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    await first.user.click(button('builder.walkthrough.next'))
    const saved = structuredClone(first.store.editor.site)
    saved.editor = first.store.view.toEditorState()
    first.view.unmount()

    const second = mount([], { site: saved })
    second.release()
    await vi.waitFor(() => expect(step()).toBe('Recipients'))
    expect(second.store.view.toEditorState().contactFormWalkthrough).toMatchObject({
      formId: form.id,
    })
    // Not dismissed by Escape: only its own buttons close it.
    await second.user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await second.user.click(button('builder.common.cancel'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(second.store.view.toEditorState().contactFormWalkthrough).toBeUndefined()
  })

  it('is operable by keyboard alone', async () => {
    const { store, release, user } = mount([table('Inbox', 'email', 'message')])
    const form = addForm(store, BuiltinComponentId.contactForm)
    release()
    await vi.waitFor(() => expect(step()).toBe('Init'))
    button(/builder.walkthrough.createChoice/).focus()
    await user.keyboard('{Enter}')
    expect(step()).toBe('CreateTable')
    // Each step takes the focus to its first field.
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('textbox', { name: 'builder.walkthrough.tableName' }),
    )
    await user.keyboard('{Enter}')
    expect(step()).toBe('Recipients')
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('textbox', { name: 'builder.walkthrough.recipientN' }),
    )
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(store.editor.doc.component(form.id).events?.submit?.behaviors[0]?.args).toMatchObject({
      tableName: 'Contact requests',
    })
  })
})

describe('the mailing-list walkthrough', () => {
  it('starts at CreateTable, checks the name with errors.table_name, creates and wires', async () => {
    const { store, release, user, calls } = mount([table('notes', 'message')])
    const form = addForm(store, BuiltinComponentId.mailingList)
    expect(dialog()).toHaveAccessibleName('builder.walkthrough.mailingList.title')
    release()
    await vi.waitFor(() => expect(step()).toBe('CreateTable'))
    expect(queryButton('builder.walkthrough.next')).toBeNull()
    const name = within(dialog()).getByRole('textbox', { name: 'builder.walkthrough.tableName' })
    await user.clear(name)
    await user.type(name, 'a')
    await user.click(button('builder.walkthrough.confirm'))
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('errors.table_name')
    expect(name).toHaveAccessibleDescription('errors.table_name')
    expect(calls.some((call) => call.action === 'CreateTable')).toBe(false)
    await user.type(name, 'b')
    await user.click(within(dialog()).getByRole('checkbox'))
    expect(await seriousViolations(dialog())).toEqual([])
    await user.click(button('builder.walkthrough.confirm'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((call) => call.action === 'CreateTable')?.data).toEqual({
      table_name: 'ab',
      columns: {
        email: expect.objectContaining({
          validation_rules: [
            { rule_type: 'Required' },
            { rule_type: 'Email' },
            { rule_type: 'Unique' },
          ],
        }),
      },
      events: [],
    })
    // No name column: the name input goes; children 1 email, then the error element.
    const wired = store.editor.doc.component(form.id)
    const [, email, error] = wired.children!
    expect(wired.children!.map((child) => child.name)).not.toContain('Name')
    expect(wired.events?.submit?.behaviors[0]).toEqual({
      behaviorId: 'global-b-mailinglist',
      args: {
        tableName: 'ab',
        emailId: email!.id,
        nameId: '',
        errorId: error!.id,
        apiEmailField: 'email',
        apiNameField: '',
      },
    })
    expect(email!.events?.input?.behaviors).toEqual([
      { behaviorId: 'global-b-contactformclearerror', args: { errorId: error!.id } },
    ])
  })

  it('links a table with an email column through Init and LinkTable', async () => {
    const { store, release, user } = mount([table('Subscribers', 'EMAIL', 'Name')])
    const form = addForm(store, BuiltinComponentId.mailingList)
    release()
    await vi.waitFor(() => expect(step()).toBe('Init'))
    await user.click(button(/builder.walkthrough.linkChoice/))
    await user.click(within(dialog()).getByRole('radio', { name: /Subscribers/ }))
    await user.click(button('builder.walkthrough.confirm'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const wired = store.editor.doc.component(form.id)
    const [, email, nameInput, error] = wired.children!
    expect(wired.events?.submit?.behaviors[0]?.args).toEqual({
      tableName: 'Subscribers',
      emailId: email!.id,
      nameId: nameInput!.id,
      errorId: error!.id,
      apiEmailField: 'EMAIL',
      apiNameField: 'Name',
    })
  })
})

describe('without a signed-in client', () => {
  it('does not open on its own, and the Set up button shows errors.None', async () => {
    const { store, user, view } = mount([], { user: false })
    const form = addForm(store, BuiltinComponentId.mailingList)
    expect(screen.queryByRole('dialog')).toBeNull()
    view.rerender(
      <IntlProvider locale="en" messages={messages} onError={() => undefined}>
        <BuilderContext.Provider value={store}>
          <FormWalkthroughs />
          <FormSetupButton id={form.id} />
        </BuilderContext.Provider>
      </IntlProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'builder.walkthrough.mailingList.setup' }))
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('errors.None')
    expect(button('builder.walkthrough.confirm')).toBeDisabled()
  })
})
