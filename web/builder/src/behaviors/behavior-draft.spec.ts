import { describe, expect, it } from 'vitest'
import { behaviorFromDraft, checkArg, defaultText, draftOf, parseDefault } from './behavior-draft'

const arg = (name: string, type = 'string', text = '') =>
  ({ name, type, defaultText: text, help: '' }) as Parameters<typeof checkArg>[0]

describe('behaviour arg drafts', () => {
  it('show Boolean defaults as true or false', () => {
    expect(defaultText({ type: 'boolean', default: true })).toBe('true')
    expect(defaultText({ type: 'boolean', default: false })).toBe('false')
    expect(defaultText({ type: 'boolean', default: 'true' })).toBe('true')
    expect(defaultText({ type: 'boolean', default: 0 })).toBe('false')
    expect(defaultText({ type: 'boolean' })).toBe('')
    expect(defaultText({ type: 'number[]', default: [1, 2] })).toBe('1, 2')
  })

  it('parse defaults by type, lists comma-separated', () => {
    expect(parseDefault(arg('n', 'number', '2.5'))).toEqual({ value: 2.5 })
    expect(parseDefault(arg('n', 'number', 'x'))).toBe('invalid')
    expect(parseDefault(arg('b', 'boolean', 'false'))).toEqual({ value: false })
    expect(parseDefault(arg('l', 'string[]', 'a, b,,c'))).toEqual({ value: ['a', 'b', 'c'] })
    expect(parseDefault(arg('l', 'number[]', '1, y'))).toBe('invalid')
    expect(parseDefault(arg('s', 'string', ''))).toBeUndefined()
  })

  it('need a name (errors.arg_name_missing) that no other arg has (errors.arg_name)', () => {
    const args = [arg('a'), arg('b')]
    expect(checkArg(arg(' '), args, undefined)).toEqual({ name: 'errors.arg_name_missing' })
    expect(checkArg(arg('a'), args, undefined)).toEqual({ name: 'errors.arg_name' })
    expect(checkArg(arg('b'), args, 0)).toEqual({ name: 'errors.arg_name' })
    expect(checkArg(arg('a'), args, 0)).toBeUndefined()
    expect(checkArg(arg('c'), args, 0)).toBeUndefined()
    expect(checkArg(arg('c', 'number', 'z'), args, undefined)).toEqual({
      default: 'builder.behaviors.arg.defaultInvalid',
    })
  })

  it('round-trip a behaviour through its draft', () => {
    const behavior = {
      id: 'x-b-1',
      name: 'Go',
      code: 'return 1',
      args: {
        on: { name: 'on', type: 'boolean' as const, default: true, help: 'h' },
        ids: { name: 'ids', type: 'component[]' as const, default: ['a', 'b'], help: '' },
        to: { name: 'to', type: 'location' as const, help: '' },
      },
    }
    expect(behaviorFromDraft('x-b-1', draftOf(behavior))).toEqual(behavior)
  })
})
