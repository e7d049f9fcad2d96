import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import agentsEn from './messages/agents-en.json'
import agentsZhTw from './messages/agents-zh-tw.json'
import coreEn from './messages/en.json'
import coreZhTw from './messages/zh-tw.json'

// The catalogue every page loads and the screens' own, checked as one.
const en: Record<string, string> = { ...coreEn, ...agentsEn }
const zhTw: Record<string, string> = { ...coreZhTw, ...agentsZhTw }

/** The argument and tag names a message uses. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    into.add(element.value)
    if (element.type === TYPE.tag) argumentsOf(element.children, into)
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    }
  }
  return into
}

describe('message catalogues', () => {
  it('en and zh-tw have exactly the same keys, and no screen repeats a core one', () => {
    expect(Object.keys(zhTw).sort()).toEqual(Object.keys(en).sort())
    expect(Object.keys(coreEn).filter((key) => key in agentsEn)).toEqual([])
  })

  it('every message is non-empty, valid ICU, and uses the same arguments in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      const translated = zhTw[key]!
      expect(text.trim(), key).not.toBe('')
      expect(translated.trim(), key).not.toBe('')
      expect([...argumentsOf(parse(translated))].sort(), key).toEqual(
        [...argumentsOf(parse(text))].sort(),
      )
    }
  })

  it('has the spec wording where the spec gives it', () => {
    expect(en['notFound.title']).toBe('Not Found')
    expect(en['notFound.text']).toBe("Sorry, we can't find what you're looking for.")
    expect(en['sessionExpired.text']).toBe('Your session has expired, please log in again.')
  })

  it('translates the screens (zh-tw differs from en on visible text)', () => {
    // Messages with words in them; '{percent}%' reads the same everywhere.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, ''))
    const same = Object.keys(en).filter((key) => {
      const text = (en as Record<string, string>)[key]!
      return hasWords(text) && text === (zhTw as Record<string, string>)[key]
    })
    expect(same).toEqual([])
  })
})
