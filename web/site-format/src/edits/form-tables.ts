import { BuiltinBehaviorId } from '../builtins/behaviors.js'
import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import type { Component } from '../types/component.js'
import { CUSTOM_DATA_LIMITS, type CustomDataColumn } from '../validation/custom-data.js'
import { setEvent } from './site-edits.js'

/** The two published forms that write rows into a data table. */
export type FormKind = 'contactForm' | 'mailingList'

/** The behaviour each form's Submit event calls, with the table's name among its arguments. */
export const FORM_SUBMIT_BEHAVIORS: Record<FormKind, string> = {
  contactForm: BuiltinBehaviorId.contactForm,
  mailingList: BuiltinBehaviorId.mailingList,
}

/** The name a form's new table gets unless the person picks another. */
export const FORM_TABLE_NAMES: Record<FormKind, string> = {
  contactForm: 'Contact requests',
  mailingList: 'Mailing list',
}

/** Which form a component is, by the behaviour its submit event calls. */
export function formKindOf(component: Component | undefined): FormKind | undefined {
  const calls = component?.events?.submit?.behaviors ?? []
  for (const call of calls) {
    if (call.behaviorId === BuiltinBehaviorId.contactForm) return 'contactForm'
    if (call.behaviorId === BuiltinBehaviorId.mailingList) return 'mailingList'
  }
  return undefined
}

/** A form whose table is not chosen yet (as the New menu adds it), and which form it is. */
export function formWithoutTable(component: Component): FormKind | undefined {
  const kind = formKindOf(component)
  const call = component.events?.submit?.behaviors.find(
    (c) => kind !== undefined && c.behaviorId === FORM_SUBMIT_BEHAVIORS[kind],
  )
  return kind && !call?.args?.tableName ? kind : undefined
}

/** Every component a command adds, with what it holds (a section brings its form inside). */
export function addedComponents(command: Command): Component[] {
  if (command.type === 'addC') return subtree((command as Command<'addC'>).data.component)
  if (command.type === 'g') return (command as Command<'g'>).data.commands.flatMap(addedComponents)
  return []
}

function subtree(component: Component): Component[] {
  return [component, ...(component.children ?? []).flatMap(subtree)]
}

/**
 * The table a form's setup creates: email required, a valid address and unique; the contact
 * form's message required, 5 to 800 characters; the optional name 2 to 100.
 */
export function formTableColumns(kind: FormKind, includeName: boolean): CustomDataColumn[] {
  const { contactMessage, nameColumn } = CUSTOM_DATA_LIMITS
  const columns: CustomDataColumn[] = [
    {
      name: 'email',
      validation_rules: [
        { rule_type: 'Required' },
        { rule_type: 'Email' },
        { rule_type: 'Unique' },
      ],
    },
  ]
  if (includeName)
    columns.push({
      name: 'name',
      validation_rules: [
        { rule_type: 'MinLength', parameter: nameColumn.min },
        { rule_type: 'MaxLength', parameter: nameColumn.max },
      ],
    })
  if (kind === 'contactForm')
    columns.push({
      name: 'message',
      validation_rules: [
        { rule_type: 'Required' },
        { rule_type: 'MinLength', parameter: contactMessage.min },
        { rule_type: 'MaxLength', parameter: contactMessage.max },
      ],
    })
  return columns
}

/**
 * Points a form as the New menu adds it at a table with the columns `formTableColumns` names
 * (its fields already send `email`, `name` and `message`): the Submit call's table name.
 */
export function setFormTable(doc: SiteDocument, formId: string, tableName: string): Command {
  const form = doc.component(formId)
  const kind = formKindOf(form)
  const submit = form.events?.submit
  if (!kind || !submit) throw new Error(`${formId} is not a contact form or mailing list`)
  const behaviorId = FORM_SUBMIT_BEHAVIORS[kind]
  return setEvent(doc, formId, 'submit', {
    ...submit,
    behaviors: submit.behaviors.map((call) =>
      call.behaviorId === behaviorId ? { ...call, args: { ...call.args, tableName } } : call,
    ),
  })
}
