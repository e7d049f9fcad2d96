import { describe, expect, it } from 'vitest'
import type { Command } from '../types/command.js'
import { commandPower, COMMAND_POWERS, stepBeyond } from './command-powers.js'

const text: Command = {
  type: 'editC',
  data: { id: 'a', old: { content: 'Hello' }, new: { content: 'Hi' } },
}
const retag: Command = {
  type: 'editC',
  data: { id: 'a', old: { content: 'Hello', tag: 'h1' }, new: { content: 'Hi', tag: 'h2' } },
}
const style: Command = {
  type: 'setCCS',
  data: {
    id: 'a',
    new: { breakpointId: 'desktop', pseudoClass: 'default', property: 'color', value: 'red' },
  },
}
const image: Command = {
  type: 'setCI',
  data: {
    id: 'a',
    name: 'src',
    old: { name: 'src', type: 'string', is: 'a.png' },
    new: { name: 'src', type: 'string', is: 'b.png' },
  },
}

describe('the power each command kind needs', () => {
  it('lets texts, images, links and translations through as content', () => {
    expect(commandPower(text)).toBe('content')
    expect(commandPower(image)).toBe('content')
    expect(
      commandPower({ type: 'setT', data: { lang: 'zh-tw', key: 't1', old: 'a', new: 'b' } }),
    ).toBe('content')
    expect(commandPower({ type: 'changeP', data: { to: '/about' } })).toBe('content')
  })

  it('holds structure, styles, behaviours, pages and settings to design', () => {
    expect(commandPower(retag)).toBe('design')
    expect(commandPower(style)).toBe('design')
    const onclick: Command = {
      type: 'setCI',
      data: {
        id: 'a',
        name: 'alt',
        old: { name: 'alt', type: 'string' },
        new: { name: 'onclick', type: 'string' },
      },
    }
    expect(commandPower(onclick)).toBe('design')
    const language: Command = {
      type: 'setT',
      data: { lang: 'ja', key: 't1', new: 'x', addedLanguage: true },
    }
    expect(commandPower(language)).toBe('design')
    expect(commandPower({ type: 'mvP', data: { from: 0, to: 1 } })).toBe('design')
    expect(commandPower({ type: 'g', data: { commands: [text, style] } })).toBe('design')
    expect(commandPower({ type: 'g', data: { commands: [text, image] } })).toBe('content')
  })

  it('names the first step beyond a content editor, undone or redone commands included', () => {
    expect(stepBeyond([{ do: text }, { undo: image }], 'content')).toBeUndefined()
    expect(stepBeyond([{ do: text }, { redo: style }], 'content')).toEqual({
      index: 1,
      kind: 'setCCS',
    })
    expect(stepBeyond([{ do: style }], 'design')).toBeUndefined()
    expect(stepBeyond([{ clearHistory: true }, { trimHistory: 3 }], 'content')).toBeUndefined()
  })

  it('lists every kind', () => {
    expect(Object.keys(COMMAND_POWERS).length).toBeGreaterThan(50)
  })
})
