import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deepEqual } from './deep-equal.js'

describe('deepEqual', () => {
  it('compares primitives', () => {
    expect(deepEqual(1, 1)).toBe(true)
    expect(deepEqual('a', 'b')).toBe(false)
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(deepEqual(null, undefined)).toBe(false)
    expect(deepEqual(null, {})).toBe(false)
    expect(deepEqual(0, '0')).toBe(false)
  })

  it('compares objects by own keys, ignoring undefined values', () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true)
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true)
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(true)
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(deepEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false)
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(true)
  })

  it('compares arrays in order and never equates arrays with objects', () => {
    expect(deepEqual([1, 2], [2, 1])).toBe(false)
    expect(deepEqual([1, 2], [1, 2, 3])).toBe(false)
    expect(deepEqual([], {})).toBe(false)
    expect(deepEqual({}, [])).toBe(false)
    expect(deepEqual({ 0: 'a' }, ['a'])).toBe(false)
  })

  it('agrees with a JSON comparison for JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(deepEqual(a, structuredClone(a))).toBe(true)
        const sameJson = JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b))
        expect(deepEqual(a, b)).toBe(sameJson)
      }),
    )
  })
})

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, sortKeys(item)]),
    )
  }
  return value
}
