import type { Translate } from '../../i18n/use-t'
import { selectList } from '../../styles-editing/select-lists'
import type { Choice } from './choice-fields'

/** Border line styles the Borders section offers. */
export const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double'] as const

/**
 * The properties the panel offers as a list of keywords, and those keywords: the select lists'
 * own, or the panel's where it offers fewer.
 */
export const KEYWORD_PROPERTIES: Readonly<Record<string, readonly string[]>> = {
  cursor: selectList('cursor') ?? [],
  overflow: selectList('overflow') ?? [],
  'object-fit': selectList('object-fit') ?? [],
  'justify-content': selectList('justify-content') ?? [],
  'align-items': selectList('align-items') ?? [],
  'grid-auto-flow': selectList('grid-auto-flow') ?? [],
  'border-style': BORDER_STYLES,
}

/** A keyword's name in plain words (`space-between` as "Space between"). */
export function keywordKey(property: string, value: string): string {
  return `builder.stylePanel.keyword.${property}.${value.replace(/\s+/g, '-')}`
}

/** A property's keywords as a select's choices, each named in plain words. */
export function keywordChoices(t: Translate, property: keyof typeof KEYWORD_PROPERTIES): Choice[] {
  return (KEYWORD_PROPERTIES[property] ?? []).map((value) => ({
    value,
    label: t(keywordKey(property, value)),
  }))
}
