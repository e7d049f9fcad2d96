import {
  formTableColumns,
  validateRecipients,
  type FormKind,
  type ValidationError,
} from '@tessera/site-format'
import type {
  CustomColumn,
  CustomTable,
  TableEvent,
  ValidationRule,
} from '../custom-data/custom-data-api'

/** The two published forms a walkthrough sets up (editor.md section 4). */
export type { FormKind }

/** The walkthrough's steps; the mailing list has no Recipients. */
export type WalkthroughStep = 'Init' | 'LinkTable' | 'CreateTable' | 'Recipients'

/** A step as the editor state records it (the setup stages init, createTable, linkTable, recipients). */
export type WalkthroughStage = 'init' | 'linkTable' | 'createTable' | 'recipients'

const STAGES: Record<WalkthroughStep, WalkthroughStage> = {
  Init: 'init',
  LinkTable: 'linkTable',
  CreateTable: 'createTable',
  Recipients: 'recipients',
}

export function stageOf(step: WalkthroughStep): WalkthroughStage {
  return STAGES[step]
}

export function stepOf(stage: unknown): WalkthroughStep | undefined {
  return (Object.keys(STAGES) as WalkthroughStep[]).find((step) => STAGES[step] === stage)
}

/** The editor-state key of each walkthrough (site-format's EditorState). */
export const WALKTHROUGH_KEY: Record<
  FormKind,
  'contactFormWalkthrough' | 'mailingListWalkthrough'
> = { contactForm: 'contactFormWalkthrough', mailingList: 'mailingListWalkthrough' }

/** What the editor state keeps of an open walkthrough, so it resumes after a reload. */
export interface WalkthroughRecord {
  formId: string
  stage?: WalkthroughStage
  tableName?: string
  includeName?: boolean
  recipients?: string[]
  linkTable?: string
}

export function readRecord(value: unknown): WalkthroughRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  if (typeof record.formId !== 'string' || record.formId === '') return undefined
  const result: WalkthroughRecord = { formId: record.formId }
  const stage = stepOf(record.stage)
  if (stage) result.stage = stageOf(stage)
  if (typeof record.tableName === 'string') result.tableName = record.tableName
  if (typeof record.includeName === 'boolean') result.includeName = record.includeName
  if (typeof record.linkTable === 'string') result.linkTable = record.linkTable
  if (Array.isArray(record.recipients)) {
    result.recipients = record.recipients.filter((item): item is string => typeof item === 'string')
  }
  return result
}

/** The steps each walkthrough has. */
export function stepsOf(kind: FormKind): readonly WalkthroughStep[] {
  return kind === 'contactForm'
    ? ['Init', 'LinkTable', 'CreateTable', 'Recipients']
    : ['Init', 'LinkTable', 'CreateTable']
}

/** A column of `table` by name, ignoring case. */
export function columnNamed(table: CustomTable, name: string): string | undefined {
  const lower = name.toLowerCase()
  return Object.keys(table.columns).find((column) => column.toLowerCase() === lower)
}

/**
 * The tables a form can use: an email column (case-insensitive) and, for the contact form, a
 * message column too (the tables offered in link mode).
 */
export function suitableTables(kind: FormKind, tables: readonly CustomTable[]): CustomTable[] {
  return tables.filter(
    (table) =>
      columnNamed(table, 'email') !== undefined &&
      (kind === 'mailingList' || columnNamed(table, 'message') !== undefined),
  )
}

/** Where a walkthrough starts: Init to choose when a suitable table exists, else CreateTable. */
export function firstStep(suitable: readonly CustomTable[]): WalkthroughStep {
  return suitable.length > 0 ? 'Init' : 'CreateTable'
}

export type WalkthroughMove = 'link' | 'create' | 'back' | 'next'

/**
 * The step after a move, or undefined when the move is not offered there. Back from CreateTable
 * exists only when there are tables to link; only the contact form goes on to Recipients.
 */
export function nextStep(
  kind: FormKind,
  step: WalkthroughStep,
  move: WalkthroughMove,
  hasTables: boolean,
): WalkthroughStep | undefined {
  switch (step) {
    case 'Init':
      return move === 'link' ? 'LinkTable' : move === 'create' ? 'CreateTable' : undefined
    case 'LinkTable':
      return move === 'back' ? 'Init' : undefined
    case 'CreateTable':
      if (move === 'back') return hasTables ? 'Init' : undefined
      if (move === 'next') return kind === 'contactForm' ? 'Recipients' : undefined
      return undefined
    case 'Recipients':
      return kind === 'contactForm' && move === 'back' ? 'CreateTable' : undefined
  }
}

/** The step whose Confirm creates the table or links it and closes the walkthrough. */
export function confirmsAt(kind: FormKind, step: WalkthroughStep): boolean {
  if (step === 'LinkTable') return true
  return kind === 'contactForm' ? step === 'Recipients' : step === 'CreateTable'
}

/** The table a walkthrough creates (editor.md section 5), as CreateTable takes its columns. */
export function walkthroughColumns(
  kind: FormKind,
  includeName: boolean,
): Record<string, CustomColumn> {
  return Object.fromEntries(
    formTableColumns(kind, includeName).map((column) => [
      column.name,
      {
        name: column.name,
        default: '',
        data_type: 'TEXT',
        validation_rules: (column.validation_rules ?? []).map(
          ({ rule_type, parameter }): ValidationRule =>
            typeof parameter === 'number' ? { rule_type, parameter } : { rule_type },
        ),
      },
    ]),
  )
}

/** The contact form's e-mail event: each new row goes to the recipients. */
export function recipientsEvent(recipients: readonly string[], locale: string): TableEvent[] {
  const list = recipients.map((email) => email.trim()).filter((email) => email !== '')
  if (list.length === 0) return []
  return [
    {
      event_type: 'EmailRow',
      trigger: 'AddRow',
      options: { recipients: list, locale: locale === 'zh-tw' ? 'zh-tw' : 'en' },
    },
  ]
}

/** The recipients' check: an error key and the index of the bad row (empty rows are dropped). */
export function checkRecipients(recipients: readonly string[]): ValidationError | undefined {
  const indexed = recipients
    .map((email, index) => ({ email: email.trim(), index }))
    .filter((entry) => entry.email !== '')
  const error = validateRecipients(indexed.map((entry) => entry.email))
  if (!error) return undefined
  return error.row === undefined ? error : { ...error, row: indexed[error.row]?.index ?? error.row }
}
