import {
  builtinBehaviors,
  builtinMixins,
  editorEventNames,
  pseudoClasses,
} from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { message } from '../actions/action'
import {
  behaviorName,
  editorEventLabel,
  pseudoClassLabel,
  pseudoClassName,
  styleName,
} from './builtin-names'
import en from './messages/en.json'
import zh from './messages/zh-tw.json'

type Catalogue = Record<string, string>
const translate = (catalogue: Catalogue) => (key: string) => {
  const text = catalogue[key]
  if (text === undefined) throw new Error(`No message ${key}`)
  return text
}
const inEnglish = translate(en)
const inChinese = translate(zh)

/** A zh-tw name of its own: present, and not the English one left as it was. */
function expectTranslated(english: string, chinese: string, what: string) {
  expect(english, what).not.toBe('')
  expect(chinese, what).not.toBe(english)
  expect(chinese, what).toMatch(/\p{Script=Han}/u)
}

describe('the names of what Tessera ships, in zh-tw', () => {
  it('name every built-in behaviour', () => {
    for (const behavior of Object.values(builtinBehaviors)) {
      expectTranslated(
        behaviorName(inEnglish, behavior),
        behaviorName(inChinese, behavior),
        behavior.id,
      )
    }
  })

  it('name every built-in style, until the site renames it', () => {
    for (const mixin of Object.values(builtinMixins)) {
      expectTranslated(styleName(inEnglish, mixin), styleName(inChinese, mixin), mixin.id)
    }
    const renamed = { ...Object.values(builtinMixins)[0]!, name: 'My buttons' }
    expect(styleName(inChinese, renamed)).toBe('My buttons')
  })

  it('keep a site’s own behaviour’s name as its author wrote it', () => {
    expect(behaviorName(inChinese, { id: 'x-b-1', name: 'Open menu' })).toBe('Open menu')
  })

  it('name every editor event', () => {
    for (const name of editorEventNames) {
      const label = editorEventLabel(name)
      expectTranslated(message(inEnglish, label), message(inChinese, label), name)
    }
  })

  it('name every pseudo-class', () => {
    for (const pseudoClass of pseudoClasses) {
      expectTranslated(
        pseudoClassName(inEnglish, pseudoClass),
        pseudoClassName(inChinese, pseudoClass),
        pseudoClass,
      )
      expect(pseudoClassLabel(pseudoClass).key).not.toContain(':')
    }
  })
})
