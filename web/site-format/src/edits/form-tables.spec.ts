import { describe, expect, it } from 'vitest'
import { BuiltinComponentId } from '../builtins/components.js'
import { applyCommand, undoCommand } from '../commands/apply.js'
import { createSite } from '../defaults/create-site.js'
import { openSite } from '../session/open-site.js'
import { addBuiltinComponent } from './add-builtin.js'
import { addedComponents, formTableColumns, formWithoutTable, setFormTable } from './form-tables.js'

function withBlock(builtinId: string) {
  const site = createSite('Forms')
  const { doc } = openSite(site)
  const added = addBuiltinComponent(doc, builtinId, site.pages['/home']!.root.id)
  applyCommand(doc, added)
  return { site, doc, added, block: addedComponents(added)[0]! }
}

describe('the tables of forms', () => {
  it('finds the forms a command adds that have no table yet', () => {
    const contact = withBlock(BuiltinComponentId.contactForm)
    expect(addedComponents(contact.added).map(formWithoutTable).filter(Boolean)).toEqual([
      'contactForm',
    ])
    expect(formWithoutTable(withBlock(BuiltinComponentId.mailingList).block)).toBe('mailingList')
    expect(formWithoutTable(withBlock(BuiltinComponentId.button).block)).toBeUndefined()
  })

  it('points a form at its table in one undoable command, the fields it sends kept', () => {
    const { doc, block, site } = withBlock(BuiltinComponentId.contactForm)
    const before = JSON.stringify(site)
    const command = setFormTable(doc, block.id, 'Contact requests')
    applyCommand(doc, command)
    const form = doc.component(block.id)
    expect(formWithoutTable(form)).toBeUndefined()
    const args = form.events!.submit!.behaviors[0]!.args!
    expect(args).toMatchObject({ tableName: 'Contact requests' })
    // The fields the form sends are the columns its table gets.
    const sent = [args['apiEmailField'], args['apiNameField'], args['apiMessageField']]
    expect(sent).toEqual(formTableColumns('contactForm', true).map((c) => c.name))
    undoCommand(doc, command)
    expect(JSON.stringify(site)).toBe(before)
  })

  it('gives a mailing list no message column, and the name column only when asked', () => {
    expect(formTableColumns('mailingList', false).map((c) => c.name)).toEqual(['email'])
    expect(formTableColumns('mailingList', true).map((c) => c.name)).toEqual(['email', 'name'])
  })
})
