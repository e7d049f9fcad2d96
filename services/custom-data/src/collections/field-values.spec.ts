import { ApiError } from '@tessera/kit'
import { sanitizeContent } from '@tessera/renderer/sanitize'
import { describe, expect, it } from 'vitest'
import { checkChoices, checkCollectionName, checkNewField, checkRules } from './field-rules.js'
import {
  checkItem,
  FieldError,
  isSlug,
  normaliseValue,
  normaliseValues,
  slugify,
  type ValueContext,
} from './field-values.js'
import type { CollectionRule, FieldDef, FieldType } from './fields.js'
import { searchText, sortKeys, uniqueKeysOf } from './item-keys.js'

const ctx: ValueContext = { sanitizeRichText: sanitizeContent }
const ID = '0b7e6c1e-2d6f-4e0a-9f57-7a1c2b9d1f00'
const ID2 = '1c8f7d2f-3e7a-4f1b-8a68-8b2d3cae2e11'

function field(type: FieldType, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    id: 7,
    name: `${type} field`,
    type,
    position: 0,
    rules: [],
    choices: type === 'Option' ? ['red', 'green'] : [],
    target: type === 'Reference' || type === 'MultiReference' ? ID2 : null,
    source: null,
    public: true,
    ...extra,
  }
}

function refusal(run: () => unknown): { code: string; field?: string; rule?: string } {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return (error as ApiError).toEnvelope() as { code: string; field?: string; rule?: string }
  }
  throw new Error('expected a refusal')
}

describe('field values by type', () => {
  // [type, accepted input, what is stored]
  const accepted: Array<[FieldType, unknown, unknown]> = [
    ['PlainText', 'Croissant', { '*': 'Croissant' }],
    ['PlainText', { '*': 'Bread', 'zh-tw': '麵包' }, { '*': 'Bread', 'zh-tw': '麵包' }],
    ['RichText', '<p>Hi <b>there</b></p>', { '*': '<p>Hi there</p>' }],
    ['Slug', 'pain-au-chocolat', { '*': 'pain-au-chocolat' }],
    ['Slug', { 'zh-tw': '巧克力麵包' }, { 'zh-tw': '巧克力麵包' }],
    ['Image', ID.toUpperCase(), ID],
    ['File', ID, ID],
    ['Gallery', [ID, ID2, ID], [ID, ID2]],
    ['DateTime', '2026-12-07T10:00:00+08:00', '2026-12-07T02:00:00.000Z'],
    ['DateTime', '2026-12-07', '2026-12-07T00:00:00.000Z'],
    ['Number', -2.5, -2.5],
    ['Switch', false, false],
    ['Option', 'green', 'green'],
    ['Link', 'https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['Link', '/menu', '/menu'],
    ['Link', 'mailto:ann@example.com', 'mailto:ann@example.com'],
    ['Email', ' ann@example.com ', 'ann@example.com'],
    ['Colour', '#A1B2C3', '#a1b2c3'],
    ['Reference', ID, ID],
    ['MultiReference', [ID2], [ID2]],
  ]

  it.each(accepted)('%s takes %j', (type, input, stored) => {
    expect(normaliseValue(field(type), input, ctx)).toEqual(stored)
  })

  // [type, refused input, code]
  const refused: Array<[FieldType, unknown, string]> = [
    ['PlainText', 42, 'InvalidFormData'],
    ['PlainText', { EN: 'x' }, 'InvalidFormData'],
    ['PlainText', { en: 3 }, 'InvalidFormData'],
    ['RichText', ['<p>x</p>'], 'InvalidFormData'],
    ['Slug', 'Upper-Case', 'InvalidFormData'],
    ['Slug', 'a/b', 'InvalidFormData'],
    ['Slug', 'a..b', 'InvalidFormData'],
    ['Slug', '.hidden', 'InvalidFormData'],
    ['Slug', 'with space', 'InvalidFormData'],
    ['Image', 'not-an-id', 'InvalidFormData'],
    ['File', 12, 'InvalidFormData'],
    ['Gallery', ID, 'InvalidFormData'],
    ['Gallery', [ID, 'x'], 'InvalidFormData'],
    ['Gallery', Array.from({ length: 101 }, () => ID), 'InvalidFormData'],
    ['DateTime', '2026-12-07T10:00', 'InvalidFormData'],
    ['DateTime', 'tomorrow', 'InvalidFormData'],
    ['DateTime', 1765000000000, 'InvalidFormData'],
    ['Number', '12', 'InvalidFormData'],
    ['Number', Number.NaN, 'InvalidFormData'],
    ['Switch', 'true', 'InvalidFormData'],
    ['Option', 'blue', 'InvalidFormData'],
    ['Link', 'javascript:alert(1)', 'InvalidFormData'],
    ['Link', '//evil.example', 'InvalidFormData'],
    ['Email', 'ann@', 'CustomDataInvalidEmail'],
    ['Colour', 'red', 'InvalidFormData'],
    ['Colour', '#12345', 'InvalidFormData'],
    ['Reference', [ID], 'InvalidFormData'],
    ['MultiReference', ID, 'InvalidFormData'],
  ]

  it.each(refused)('%s refuses %j with %s naming the field', (type, input, code) => {
    const answer = refusal(() => normaliseValue(field(type), input, ctx))
    expect(answer).toMatchObject({ code, field: `${type} field`, field_id: 7 })
  })

  it('takes null, an empty text or an empty list as no value', () => {
    for (const type of ['PlainText', 'Number', 'Gallery', 'Reference'] as const)
      expect(normaliseValue(field(type), null, ctx)).toBeUndefined()
    expect(normaliseValue(field('PlainText'), '', ctx)).toBeUndefined()
    expect(normaliseValue(field('PlainText'), { en: '  ' }, ctx)).toBeUndefined()
    expect(normaliseValue(field('Gallery'), [], ctx)).toBeUndefined()
  })

  it('sanitises rich text as page content is: no scripts, no event handlers', () => {
    const stored = normaliseValue(
      field('RichText'),
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x()">a</a></p>',
      ctx,
    ) as Record<string, string>
    expect(stored['*']).not.toMatch(/script|onclick|javascript/)
    expect(stored['*']).toContain('Hi')
  })

  it('refuses a field the collection does not have, by id', () => {
    expect(refusal(() => normaliseValues({ '99': 'x' }, [field('PlainText')], ctx)).code).toBe(
      'CustomDataInvalidColumn',
    )
    expect(normaliseValues({ '7': null }, [field('PlainText')], ctx)).toEqual({
      set: {},
      unset: ['7'],
    })
  })
})

describe('rules of a whole item', () => {
  const rule = (rule_type: CollectionRule['rule_type'], parameter?: number): CollectionRule =>
    parameter === undefined ? { rule_type } : { rule_type, parameter }

  it('asks for a required value', () => {
    const f = field('Number', { rules: [rule('Required')] })
    expect(refusal(() => checkItem({}, [f]))).toMatchObject({
      code: 'CustomDataRequired',
      rule: 'Required',
    })
    expect(() => checkItem({ '7': 0 }, [f])).not.toThrow()
  })

  it('counts characters of every language, entries of lists, and bounds numbers', () => {
    const text = field('PlainText', { rules: [rule('MinLength', 2), rule('MaxLength', 4)] })
    expect(() => checkItem({ '7': { '*': '麵包', en: 'Loaf' } }, [text])).not.toThrow()
    expect(refusal(() => checkItem({ '7': { '*': '麵包', en: 'Bread' } }, [text]))).toMatchObject({
      rule: 'MaxLength',
      limit: 4,
    })
    const rich = field('RichText', { rules: [rule('MaxLength', 3)] })
    expect(() => checkItem({ '7': { '*': '<p class="pm-p">abc</p>' } }, [rich])).not.toThrow()
    const gallery = field('Gallery', { rules: [rule('MinLength', 2)] })
    expect(refusal(() => checkItem({ '7': [ID] }, [gallery])).rule).toBe('MinLength')
    const price = field('Number', { rules: [rule('Min', 0), rule('Max', 100)] })
    expect(refusal(() => checkItem({ '7': -1 }, [price])).rule).toBe('Min')
    expect(refusal(() => checkItem({ '7': 100.5 }, [price])).rule).toBe('Max')
    expect(() => checkItem({ '7': 100 }, [price])).not.toThrow()
  })
})

describe('field definitions', () => {
  it('checks rules against the type, with a number each and the minimum below the maximum', () => {
    expect(checkRules('Number', [{ rule_type: 'Min', parameter: 1 }])).toEqual([
      { rule_type: 'Min', parameter: 1 },
    ])
    expect(refusal(() => checkRules('Number', [{ rule_type: 'Min' }])).code).toBe('column_param')
    expect(refusal(() => checkRules('Switch', [{ rule_type: 'Unique' }])).code).toBe(
      'CollectionFieldInvalid',
    )
    expect(refusal(() => checkRules('PlainText', [{ rule_type: 'Max', parameter: 3 }])).code).toBe(
      'CollectionFieldInvalid',
    )
    expect(
      refusal(() =>
        checkRules('PlainText', [
          { rule_type: 'MinLength', parameter: 5 },
          { rule_type: 'MaxLength', parameter: 5 },
        ]),
      ).code,
    ).toBe('min_max')
  })

  it('wants choices for an Option, a target for references, one slug made from plain text', () => {
    expect(checkChoices('Option', [' a ', 'b', 'a'])).toEqual(['a', 'b'])
    expect(refusal(() => checkChoices('Option', [])).code).toBe('CollectionFieldInvalid')
    const base = { validation_rules: [], choices: [], public: true }
    expect(
      refusal(() => checkNewField({ ...base, name: 'Tags', type: 'MultiReference' }, [])).code,
    ).toBe('CollectionFieldInvalid')
    const title = { id: 1, name: 'Title', type: 'PlainText' as const }
    expect(checkNewField({ ...base, name: 'Slug', type: 'Slug' }, [title]).source).toBe(1)
    expect(
      refusal(() =>
        checkNewField({ ...base, name: 'Again', type: 'Slug' }, [
          title,
          { id: 2, name: 'Slug', type: 'Slug' },
        ]),
      ).code,
    ).toBe('CollectionFieldInvalid')
    expect(
      refusal(() => checkNewField({ ...base, name: 'title', type: 'Number' }, [title])).code,
    ).toBe('CollectionFieldNameExists')
    expect(refusal(() => checkCollectionName('a/b')).code).toBe('CollectionNameInvalid')
    expect(checkCollectionName('  Blog posts ')).toBe('Blog posts')
  })
})

describe('slugs', () => {
  it.each([
    ['Pain au Chocolat!', 'pain-au-chocolat'],
    ['  Crème brûlée  ', 'crème-brûlée'],
    ['巧克力 麵包', '巧克力-麵包'],
    ['../../etc/passwd', 'etc-passwd'],
    ['ＡＢＣ１２３', 'abc123'],
    ['!!!', ''],
  ])('makes %j into %j, which is a valid slug', (name, slug) => {
    expect(slugify(name)).toBe(slug)
    if (slug !== '') expect(isSlug(slug)).toBe(true)
  })

  it('allows single dots inside, never two, a slash or upper case', () => {
    expect(isSlug('v1.2')).toBe(true)
    for (const bad of ['v1..2', 'a/b', 'Abc', 'a b', '.a', 'a.', '', 'a'.repeat(201)])
      expect(isSlug(bad), bad).toBe(false)
  })
})

describe('keys of an item', () => {
  const title = field('PlainText', { id: 1, name: 'Title', rules: [{ rule_type: 'Unique' }] })
  const slug = field('Slug', { id: 2, name: 'Slug' })
  const price = field('Number', { id: 3, name: 'Price' })
  const tags = field('MultiReference', { id: 4, name: 'Tags' })
  const body = field('RichText', { id: 5, name: 'Body' })
  const values = {
    '1': { '*': 'Bread', 'zh-tw': '麵包' },
    '2': { '*': 'bread', 'zh-tw': '麵包' },
    '3': 4.5,
    '4': [ID, ID2],
    '5': { '*': '<p>Fresh <em>daily</em></p>' },
  }

  it('sorts text by the default language, numbers and list lengths as numbers, unset as null', () => {
    expect(sortKeys(values, [title, slug, price, tags, body, field('Switch', { id: 6 })])).toEqual([
      { fieldId: 1, n: null, t: 'bread' },
      { fieldId: 2, n: null, t: 'bread' },
      { fieldId: 3, n: 4.5, t: null },
      { fieldId: 4, n: 2, t: null },
      { fieldId: 5, n: null, t: 'fresh daily' },
      { fieldId: 6, n: null, t: null },
    ])
  })

  it('searches every language of text and leaves markup out', () => {
    const text = searchText(values, [title, body, price])
    expect(text).toContain('麵包')
    expect(text).toContain('fresh daily')
    expect(text).not.toContain('<p>')
  })

  it('keys unique values and slugs per language', () => {
    const keys = uniqueKeysOf(values, [title, slug, price])
    expect(keys.map((k) => [k.field.id, k.lang])).toEqual([
      [1, '*'],
      [1, 'zh-tw'],
      [2, '*'],
      [2, 'zh-tw'],
    ])
    // Unique compares as custom data does: case and width folded.
    const [upper] = uniqueKeysOf({ '1': { '*': 'BREAD' } }, [title])
    expect(upper!.hash.equals(keys[0]!.hash)).toBe(true)
  })
})

describe('FieldError', () => {
  it('names the field, its id, the rule and the limit', () => {
    const error = new FieldError('InvalidFormData', 'x', field('Number'), 'Max', 3)
    expect(error.toEnvelope()).toEqual({
      code: 'InvalidFormData',
      message: 'x',
      field: 'Number field',
      field_id: 7,
      rule: 'Max',
      limit: 3,
    })
  })
})
