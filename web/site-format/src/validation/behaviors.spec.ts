import { describe, expect, it } from 'vitest'
import type { BehaviorArg } from '../types/behavior.js'
import {
  requireArgs,
  requiredArgMessage,
  validateBehaviorArgName,
  validateBehaviorArgNameUnique,
} from './behaviors.js'

const args: Record<string, BehaviorArg> = {
  tableName: { name: 'tableName', type: 'string', help: '' },
  errorId: { name: 'errorId', type: 'component', help: '' },
}

describe('behaviour args', () => {
  it('needs an arg name', () => {
    expect(validateBehaviorArgName('emailId')).toBeUndefined()
    expect(validateBehaviorArgName('')).toEqual({ key: 'errors.arg_name_missing' })
    expect(validateBehaviorArgName(' ')).toEqual({ key: 'errors.arg_name_missing' })
  })

  it('rejects a duplicate name with errors.arg_name', () => {
    expect(validateBehaviorArgNameUnique('tableName', args)).toEqual({ key: 'errors.arg_name' })
    expect(validateBehaviorArgNameUnique('errorId', args, 'tableName')).toEqual({
      key: 'errors.arg_name',
    })
  })

  it('allows renaming to a free name or keeping the name', () => {
    expect(validateBehaviorArgNameUnique('table', args, 'tableName')).toBeUndefined()
    expect(validateBehaviorArgNameUnique('tableName', args, 'tableName')).toBeUndefined()
    expect(validateBehaviorArgNameUnique('x', undefined)).toBeUndefined()
  })
})

describe('required behaviour call args', () => {
  it('words the failure as the spec does', () => {
    expect(requiredArgMessage('lightboxId')).toBe('Arg "lightboxId" is required')
  })

  it.each([
    [{}, ['id'], 'Arg "id" is required'],
    [undefined, ['id'], 'Arg "id" is required'],
    [{ id: null }, ['id'], 'Arg "id" is required'],
    [{ id: '' }, ['id'], 'Arg "id" is required'],
    [{ a: 'x' }, ['a', 'b', 'c'], 'Arg "b" is required'],
  ])('fails %j needing %j', (callArgs, names, message) => {
    expect(requireArgs(callArgs, names)).toBe(message)
  })

  it.each([
    [{ id: 'site-c-1' }, ['id']],
    [{ count: 0, on: false }, ['count', 'on']],
    [{}, []],
  ])('passes %j needing %j', (callArgs, names) => {
    expect(requireArgs(callArgs, names)).toBeUndefined()
  })
})
