import {
  BuiltinBehaviorId,
  builtinBehavior,
  FORM_SUBMIT_BEHAVIORS,
  formKindOf,
  removeComponent,
  setBehavior,
  setEvent,
  type Command,
  type Component,
  type FormKind,
  type ComponentEvent,
  type SiteDocument,
} from '@tessera/site-format'
import type { CustomTable } from '../custom-data/custom-data-api'
import { columnNamed } from './walkthrough-model'

const CLEAR_ERROR = BuiltinBehaviorId.contactFormClearError

export { formKindOf }

/** The form's table columns the behaviour sends to; undefined when the table cannot serve it. */
export interface FormFields {
  tableName: string
  email: string
  message?: string
  name?: string
}

export function formFields(kind: FormKind, table: CustomTable): FormFields | undefined {
  const email = columnNamed(table, 'email')
  const message = columnNamed(table, 'message')
  if (email === undefined || (kind === 'contactForm' && message === undefined)) return undefined
  const name = columnNamed(table, 'name')
  return {
    tableName: table.name,
    email,
    ...(kind === 'contactForm' ? { message } : {}),
    ...(name === undefined ? {} : { name }),
  }
}

/**
 * The form's parts by child position (editor.md section 4, Form wiring): 1 the email input,
 * 2 the name input, then the contact form's message, then the error element. A name input
 * removed by an earlier wiring shifts the rest up, so it is recognised by its tag.
 */
export function formParts(
  kind: FormKind,
  form: Component,
): { email: Component; name?: Component; message?: Component; error: Component } {
  const children = form.children ?? []
  const email = children[1]
  const hasName = children[2]?.tag === 'input'
  let at = hasName ? 3 : 2
  const name = hasName ? children[2] : undefined
  const message = kind === 'contactForm' ? children[at++] : undefined
  const error = children[at]
  if (!email || !error || (kind === 'contactForm' && !message)) {
    throw new Error(`The form ${form.id} lacks the children its walkthrough wires`)
  }
  return { email, error, ...(name ? { name } : {}), ...(message ? { message } : {}) }
}

/** `event` with the call to `behaviorId` replaced by `call` (others kept), or a new event. */
function withCall(
  event: ComponentEvent | undefined,
  name: string,
  behaviorId: string,
  args: Record<string, string>,
): ComponentEvent {
  const others = (event?.behaviors ?? []).filter((call) => call.behaviorId !== behaviorId)
  return { ...(event ?? { name }), name, behaviors: [{ behaviorId, args }, ...others] }
}

/**
 * One undoable step that points the form at its table: the Submit event's behaviour with
 * tableName, the part ids and the column names (apiNameField empty without a name column),
 * an Input event on each field clearing the error element, the built-in behaviours copied in
 * when the site lacks them, and the name input removed when the table has no name column.
 */
export function wireForm(
  doc: SiteDocument,
  formId: string,
  kind: FormKind,
  fields: FormFields,
): Command {
  const form = doc.component(formId)
  const parts = formParts(kind, form)
  const keepName = fields.name !== undefined && parts.name !== undefined
  const commands: Command[] = []
  for (const id of [FORM_SUBMIT_BEHAVIORS[kind], CLEAR_ERROR]) {
    const builtin = builtinBehavior(id)
    if (builtin && !doc.site.context.behaviors[id]?.code) {
      commands.push(setBehavior(doc, id, builtin))
    }
  }
  const args: Record<string, string> = {
    tableName: fields.tableName,
    emailId: parts.email.id,
    nameId: keepName ? parts.name!.id : '',
    errorId: parts.error.id,
    apiEmailField: fields.email,
    apiNameField: keepName ? fields.name! : '',
  }
  if (kind === 'contactForm') {
    args.messageId = parts.message!.id
    args.apiMessageField = fields.message!
  }
  commands.push(
    setEvent(
      doc,
      formId,
      'submit',
      withCall(form.events?.submit, 'submit', FORM_SUBMIT_BEHAVIORS[kind], args),
    ),
  )
  const inputs = [parts.email, keepName ? parts.name : undefined, parts.message]
  for (const input of inputs) {
    if (!input) continue
    commands.push(
      setEvent(
        doc,
        input.id,
        input.events?.input ? 'input' : undefined,
        withCall(input.events?.input, 'input', CLEAR_ERROR, { errorId: parts.error.id }),
      ),
    )
  }
  if (!keepName && parts.name) commands.push(removeComponent(doc, parts.name.id))
  return { type: 'g', data: { commands } }
}
