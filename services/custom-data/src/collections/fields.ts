import { collectionFieldTypes, type CollectionFieldType } from '@tessera/site-format'

/** The types a collection's field can have (the site format names them for bindings too). */
export const fieldTypes = collectionFieldTypes
export type FieldType = CollectionFieldType

/** Text fields hold one value per language. */
export const TEXT_TYPES: ReadonlySet<FieldType> = new Set(['PlainText', 'RichText', 'Slug'])
export const REFERENCE_TYPES: ReadonlySet<FieldType> = new Set(['Reference', 'MultiReference'])
/** Fields holding assets by id: one (Image, File) or a list (Gallery). */
export const ASSET_TYPES: ReadonlySet<FieldType> = new Set(['Image', 'File', 'Gallery'])
/** Fields whose value is a list: their MinLength and MaxLength count entries. */
export const LIST_TYPES: ReadonlySet<FieldType> = new Set(['Gallery', 'MultiReference'])
/** Fields a Unique rule may be put on: one comparable value. */
export const UNIQUE_TYPES: ReadonlySet<FieldType> = new Set([
  'PlainText',
  'DateTime',
  'Number',
  'Option',
  'Link',
  'Email',
  'Colour',
])

export const collectionRuleTypes = [
  'Required',
  'Unique',
  'MinLength',
  'MaxLength',
  'Min',
  'Max',
] as const
export type CollectionRuleType = (typeof collectionRuleTypes)[number]

export interface CollectionRule {
  rule_type: CollectionRuleType
  parameter?: number
}

/**
 * The language key of a text value the site's default language shows, and every language
 * falls back to when the item has no text of its own in it.
 */
export const DEFAULT_LANG = '*'

/** A language code as sites use them (`en`, `zh-tw`), or the default's `*`. */
export const LANG = /^(\*|[a-z]{2,3}(-[a-z0-9]{2,8}){0,2})$/

/** A field as stored: values are keyed by `id`, so renaming touches only this. */
export interface FieldDef {
  id: number
  name: string
  type: FieldType
  position: number
  rules: CollectionRule[]
  /** Option: the choices. */
  choices: string[]
  /** Reference and MultiReference: the collection their items are in. */
  target: string | null
  /** Slug: the Plain text field it is generated from (null: the first one). */
  source: number | null
  /** False: the field is never answered to visitors (the read API). */
  public: boolean
}

/** A text value: language code (or `*`) to text. */
export type TextValue = Record<string, string>
export type FieldValue = string | number | boolean | string[] | TextValue

/** An item's values as stored: by field id; an unset field has no entry. */
export type ItemValues = Record<string, FieldValue>

export const hasRule = (field: FieldDef, type: CollectionRuleType) =>
  field.rules.some((rule) => rule.rule_type === type)

export const ruleParameter = (field: FieldDef, type: CollectionRuleType) =>
  field.rules.find((rule) => rule.rule_type === type)?.parameter
