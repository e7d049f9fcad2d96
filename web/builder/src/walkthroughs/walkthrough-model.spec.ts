import { describe, expect, it } from 'vitest'
import type { CustomTable } from '../custom-data/custom-data-api'
import {
  checkRecipients,
  confirmsAt,
  firstStep,
  nextStep,
  readRecord,
  recipientsEvent,
  suitableTables,
  walkthroughColumns,
  type FormKind,
  type WalkthroughMove,
  type WalkthroughStep,
} from './walkthrough-model'

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

const MOVES: WalkthroughMove[] = ['link', 'create', 'back', 'next']

/** Every transition offered, as "Step move -> Step", for one form and whether tables exist. */
function transitions(kind: FormKind, hasTables: boolean): string[] {
  const steps: WalkthroughStep[] = ['Init', 'LinkTable', 'CreateTable', 'Recipients']
  return steps.flatMap((step) =>
    MOVES.flatMap((move) => {
      const next = nextStep(kind, step, move, hasTables)
      return next ? [`${step} ${move} -> ${next}`] : []
    }),
  )
}

describe('walkthrough steps', () => {
  it('walks the contact form through Init, LinkTable, CreateTable and Recipients', () => {
    expect(transitions('contactForm', true)).toEqual([
      'Init link -> LinkTable',
      'Init create -> CreateTable',
      'LinkTable back -> Init',
      'CreateTable back -> Init',
      'CreateTable next -> Recipients',
      'Recipients back -> CreateTable',
    ])
  })

  it('offers Back from CreateTable only when tables exist', () => {
    expect(transitions('contactForm', false)).not.toContain('CreateTable back -> Init')
    expect(transitions('mailingList', false)).not.toContain('CreateTable back -> Init')
  })

  it('has no Recipients step for the mailing list', () => {
    expect(transitions('mailingList', true)).toEqual([
      'Init link -> LinkTable',
      'Init create -> CreateTable',
      'LinkTable back -> Init',
      'CreateTable back -> Init',
    ])
  })

  it('confirms on LinkTable, and on Recipients (contact form) or CreateTable (mailing list)', () => {
    expect(confirmsAt('contactForm', 'LinkTable')).toBe(true)
    expect(confirmsAt('contactForm', 'CreateTable')).toBe(false)
    expect(confirmsAt('contactForm', 'Recipients')).toBe(true)
    expect(confirmsAt('mailingList', 'CreateTable')).toBe(true)
    expect(confirmsAt('mailingList', 'Init')).toBe(false)
  })

  it('starts at Init with a suitable table, else at CreateTable', () => {
    expect(firstStep([table('t', 'email')])).toBe('Init')
    expect(firstStep([])).toBe('CreateTable')
  })
})

describe('suitable tables', () => {
  const tables = [
    table('contacts', 'Email', 'Message', 'name'),
    table('subscribers', 'EMAIL'),
    table('notes', 'message'),
    table('other', 'e-mail', 'message'),
  ]

  it('offers the contact form tables with email and message columns, ignoring case', () => {
    expect(suitableTables('contactForm', tables).map((t) => t.name)).toEqual(['contacts'])
  })

  it('offers the mailing list tables with an email column, ignoring case', () => {
    expect(suitableTables('mailingList', tables).map((t) => t.name)).toEqual([
      'contacts',
      'subscribers',
    ])
  })
})

describe('walkthrough tables', () => {
  it('creates the contact table with the rules of editor.md section 5', () => {
    expect(walkthroughColumns('contactForm', true)).toEqual({
      email: {
        name: 'email',
        default: '',
        data_type: 'TEXT',
        validation_rules: [
          { rule_type: 'Required' },
          { rule_type: 'Email' },
          { rule_type: 'Unique' },
        ],
      },
      name: {
        name: 'name',
        default: '',
        data_type: 'TEXT',
        validation_rules: [
          { rule_type: 'MinLength', parameter: 2 },
          { rule_type: 'MaxLength', parameter: 100 },
        ],
      },
      message: {
        name: 'message',
        default: '',
        data_type: 'TEXT',
        validation_rules: [
          { rule_type: 'Required' },
          { rule_type: 'MinLength', parameter: 5 },
          { rule_type: 'MaxLength', parameter: 800 },
        ],
      },
    })
    expect(Object.keys(walkthroughColumns('contactForm', false))).toEqual(['email', 'message'])
  })

  it('creates the mailing-list table with email and the optional name', () => {
    const columns = walkthroughColumns('mailingList', true)
    expect(Object.keys(columns)).toEqual(['email', 'name'])
    expect(columns.email?.validation_rules.map((rule) => rule.rule_type)).toEqual([
      'Required',
      'Email',
      'Unique',
    ])
    expect(Object.keys(walkthroughColumns('mailingList', false))).toEqual(['email'])
  })

  it('makes one EmailRow event on AddRow for the recipients, none for an empty list', () => {
    expect(recipientsEvent([' a@b.test ', '', 'c@d.test'], 'zh-tw')).toEqual([
      {
        event_type: 'EmailRow',
        trigger: 'AddRow',
        options: { recipients: ['a@b.test', 'c@d.test'], locale: 'zh-tw' },
      },
    ])
    expect(recipientsEvent(['', ' '], 'en')).toEqual([])
    expect(recipientsEvent(['a@b.test'], 'fr')[0]?.options.locale).toBe('en')
  })
})

describe('recipients', () => {
  it('returns errors.invalid_email with the index of the bad row', () => {
    expect(checkRecipients(['a@b.test', 'nope'])).toEqual({ key: 'errors.invalid_email', row: 1 })
    expect(checkRecipients(['a@b.test', '', 'x@y'])).toBeUndefined()
    expect(checkRecipients(['a@b.test', '', '@'])).toEqual({ key: 'errors.invalid_email', row: 2 })
    expect(checkRecipients([`${'a'.repeat(95)}@b.test`])).toEqual({
      key: 'errors.invalid_email',
      row: 0,
    })
  })

  it('allows at most 10 recipients', () => {
    const eleven = Array.from({ length: 11 }, (_, n) => `r${n}@b.test`)
    expect(checkRecipients(eleven.slice(0, 10))).toBeUndefined()
    expect(checkRecipients(eleven)).toMatchObject({ key: 'errors.max_recipients', row: 10 })
  })
})

describe('the recorded state', () => {
  it('reads back what the editor state kept and drops what is not a walkthrough', () => {
    expect(
      readRecord({
        formId: 'c1',
        stage: 'recipients',
        tableName: 'T',
        includeName: false,
        recipients: ['a@b.test', 3],
        linkTable: '',
      }),
    ).toEqual({
      formId: 'c1',
      stage: 'recipients',
      tableName: 'T',
      includeName: false,
      recipients: ['a@b.test'],
      linkTable: '',
    })
    expect(readRecord({ formId: 'c1', stage: 'Nowhere' })).toEqual({ formId: 'c1' })
    expect(readRecord({ stage: 'init' })).toBeUndefined()
    expect(readRecord(undefined)).toBeUndefined()
  })
})
