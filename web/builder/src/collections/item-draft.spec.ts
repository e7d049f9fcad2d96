import { describe, expect, it } from 'vitest'
import type { CollectionField, CollectionItem } from './collections-api'
import {
  checkFieldDraft,
  draftChange,
  draftInput,
  emptyFieldDraft,
  fieldDraft,
} from './field-draft'
import { draftWrite, fromLocalInput, itemDraft, itemTitle, toLocalInput } from './item-draft'

const field = (id: number, type: CollectionField['type'], extra: Partial<CollectionField> = {}) =>
  ({
    id,
    name: `f${id}`,
    type,
    validation_rules: [],
    choices: [],
    target_collection_id: null,
    source_field_id: null,
    public: true,
    ...extra,
  }) satisfies CollectionField

const fields = [
  field(1, 'PlainText'),
  field(2, 'RichText'),
  field(3, 'Number'),
  field(4, 'Switch'),
  field(5, 'DateTime'),
  field(6, 'Gallery'),
  field(7, 'Option', { choices: ['a', 'b'] }),
  field(8, 'Reference', { target_collection_id: 'c2' }),
]

const item: CollectionItem = {
  id: 'i1',
  status: 'Published',
  publish_at: null,
  published_at: '2026-12-01T10:00:00.000Z',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  values: {
    '1': { '*': 'Bread', 'zh-tw': '麵包' },
    '2': '<b>Fresh</b>',
    '3': 3.5,
    '4': true,
    '5': '2026-12-24T18:30:00.000Z',
    '6': ['a1', 'a2'],
    '7': 'b',
    '8': 'i9',
  },
}

describe('an item draft', () => {
  it('reads an item and writes it back as it came, every field set', () => {
    const draft = itemDraft(fields, item)
    expect(draft.values[1]).toEqual({ kind: 'text', byLang: { '*': 'Bread', 'zh-tw': '麵包' } })
    expect(draft.values[2]).toEqual({ kind: 'text', byLang: { '*': '<b>Fresh</b>' } })
    const outcome = draftWrite(fields, draft, false)
    expect(outcome).toEqual({ write: { status: 'Published', values: item.values } })
  })

  it('leaves a new item’s empty fields out, and clears them on a change', () => {
    const empty = itemDraft(fields)
    expect(draftWrite(fields, empty, true)).toEqual({
      write: { status: 'Draft', values: { '4': false } },
    })
    const cleared = draftWrite(fields, empty, false)
    expect('write' in cleared && cleared.write.values).toEqual({
      '1': null,
      '2': null,
      '3': null,
      '4': false,
      '5': null,
      '6': null,
      '7': null,
      '8': null,
    })
  })

  it('keeps only the languages that have text; the default alone is a plain string', () => {
    const draft = itemDraft(fields)
    draft.values[1] = { kind: 'text', byLang: { '*': 'Cake', 'zh-tw': '  ' } }
    const outcome = draftWrite(fields, draft, true)
    expect('write' in outcome && outcome.write.values?.['1']).toBe('Cake')
    draft.values[1] = { kind: 'text', byLang: { 'zh-tw': '蛋糕' } }
    const only = draftWrite(fields, draft, true)
    expect('write' in only && only.write.values?.['1']).toEqual({ 'zh-tw': '蛋糕' })
  })

  it('refuses a number or a date the input cannot read, naming the field', () => {
    const draft = itemDraft(fields)
    draft.values[3] = { kind: 'input', text: '3,5' }
    expect(draftWrite(fields, draft, true)).toEqual({
      problem: { fieldId: 3, key: 'builder.collections.item.notNumber' },
    })
    draft.values[3] = { kind: 'input', text: '' }
    draft.values[5] = { kind: 'input', text: 'tomorrow' }
    expect(draftWrite(fields, draft, true)).toEqual({
      problem: { fieldId: 5, key: 'builder.collections.item.notDate' },
    })
  })

  it('needs a time for a Scheduled item and sends it with its zone', () => {
    const draft = { ...itemDraft(fields), status: 'Scheduled' as const }
    expect(draftWrite(fields, draft, true)).toEqual({
      problem: { key: 'builder.collections.item.needsTime' },
    })
    draft.publishAt = '2027-01-02T09:15'
    const outcome = draftWrite(fields, draft, true)
    expect('write' in outcome && outcome.write.publish_at).toBe(
      new Date('2027-01-02T09:15').toISOString(),
    )
  })

  it('shows instants in the browser’s zone and reads them back', () => {
    const iso = '2026-12-24T18:30:00.000Z'
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
    expect(toLocalInput(null)).toBe('')
  })

  it('is called by its first plain text, else its id', () => {
    expect(itemTitle(fields, item)).toBe('Bread')
    expect(itemTitle(fields, { ...item, values: {} })).toBe('i1')
  })
})

describe('a field draft', () => {
  it('checks names, bounds, choices and reference targets with the catalogue’s keys', () => {
    const draft = { ...emptyFieldDraft(), name: 'Title' }
    expect(checkFieldDraft({ ...draft, name: ' ' }, [])).toBe('errors.column_name')
    expect(checkFieldDraft(draft, ['title'])).toBe('errors.CollectionFieldNameExists')
    expect(checkFieldDraft({ ...draft, minLength: '1.5' }, [])).toBe('errors.column_param')
    expect(checkFieldDraft({ ...draft, minLength: '5', maxLength: '5' }, [])).toBe('errors.min_max')
    expect(checkFieldDraft({ ...draft, type: 'Number', min: '10', max: '-1' }, [])).toBe(
      'errors.min_max',
    )
    expect(checkFieldDraft({ ...draft, type: 'Option', choices: '\n \n' }, [])).toBe(
      'builder.collections.field.choicesNeeded',
    )
    expect(checkFieldDraft({ ...draft, type: 'Reference' }, [])).toBe(
      'builder.collections.field.targetNeeded',
    )
    expect(checkFieldDraft(draft, [])).toBeUndefined()
  })

  it('sends only the rules its type takes', () => {
    const draft = {
      ...emptyFieldDraft(),
      name: ' Size ',
      type: 'Option' as const,
      required: true,
      unique: true,
      minLength: '2',
      min: '1',
      choices: 'S\nM\nS\n L ',
    }
    expect(draftInput(draft)).toEqual({
      name: 'Size',
      type: 'Option',
      validation_rules: [{ rule_type: 'Required' }, { rule_type: 'Unique' }],
      public: true,
      choices: ['S', 'M', 'L'],
    })
    const gallery = { ...draft, type: 'Gallery' as const }
    expect(draftInput(gallery).validation_rules).toEqual([
      { rule_type: 'Required' },
      { rule_type: 'MinLength', parameter: 2 },
    ])
  })

  it('reads a stored field back into the same change', () => {
    const stored = field(3, 'Slug', {
      name: 'slug',
      validation_rules: [{ rule_type: 'Required' }],
      source_field_id: 1,
    })
    expect(draftChange(fieldDraft(stored))).toEqual({
      name: 'slug',
      validation_rules: [{ rule_type: 'Required' }],
      public: true,
      source_field_id: 1,
    })
  })
})
