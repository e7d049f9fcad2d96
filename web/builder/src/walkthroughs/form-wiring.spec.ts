import { BuiltinComponentId, createSite, setEvent, type Component } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { testStore } from '../store/test-store'
import type { CustomTable } from '../custom-data/custom-data-api'
import { formFields, formKindOf, formParts, wireForm } from './form-wiring'

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

function withForm(builtinId: string) {
  const store = testStore(createSite('Wiring'), 'site-1')
  const id = store.components.addBlock(builtinId)!
  return { store, id, form: () => store.editor.doc.component(id) }
}

describe('form wiring', () => {
  it('knows a form by the behaviour its submit event calls', () => {
    expect(formKindOf(withForm(BuiltinComponentId.contactForm).form())).toBe('contactForm')
    expect(formKindOf(withForm(BuiltinComponentId.mailingList).form())).toBe('mailingList')
    expect(formKindOf(withForm(BuiltinComponentId.button).form())).toBeUndefined()
  })

  it('reads the columns a table offers, ignoring case', () => {
    expect(formFields('contactForm', table('T', 'EMAIL', 'Message', 'Name'))).toEqual({
      tableName: 'T',
      email: 'EMAIL',
      message: 'Message',
      name: 'Name',
    })
    expect(formFields('contactForm', table('T', 'email'))).toBeUndefined()
    expect(formFields('mailingList', table('T', 'email'))).toEqual({
      tableName: 'T',
      email: 'email',
    })
  })

  it('finds the parts by position, also once the name input is gone', () => {
    const { store, id, form } = withForm(BuiltinComponentId.contactForm)
    const [, email, name, message, error] = form().children!
    expect(formParts('contactForm', form())).toEqual({ email, name, message, error })
    store.editor.run(
      wireForm(store.editor.doc, id, 'contactForm', {
        tableName: 'T',
        email: 'email',
        message: 'message',
      }),
    )
    expect(formParts('contactForm', form())).toEqual({ email, message, error })
  })

  it('refuses a form that lacks the children it wires', () => {
    const { form } = withForm(BuiltinComponentId.mailingList)
    const trimmed: Component = { ...form(), children: form().children!.slice(0, 2) }
    expect(() => formParts('mailingList', trimmed)).toThrow(/lacks the children/)
  })

  it('keeps other behaviours of the events it rewrites, each wiring one undo step', () => {
    const { store, id, form } = withForm(BuiltinComponentId.mailingList)
    const before = structuredClone(store.editor.site.pages)
    const submit = form().events!.submit!
    const other = { behaviorId: 'b-custom', args: { a: 1 } }
    store.editor.run(
      setEvent(store.editor.doc, id, 'submit', {
        ...submit,
        behaviors: [...submit.behaviors, other],
      }),
    )
    store.editor.run(
      wireForm(store.editor.doc, id, 'mailingList', { tableName: 'List', email: 'email' }),
    )
    expect(form().events!.submit!.behaviors).toEqual([
      {
        behaviorId: submit.behaviors[0]!.behaviorId,
        args: expect.objectContaining({ tableName: 'List', apiNameField: '', nameId: '' }),
      },
      other,
    ])
    store.editor.undo()
    store.editor.undo()
    expect(store.editor.site.pages).toEqual(before)
  })
})
