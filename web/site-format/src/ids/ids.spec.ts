import { describe, expect, it } from 'vitest'
import { makeId, namespaceFromName, parseId } from './ids.js'

describe('ids', () => {
  it('derives the namespace from the site name', () => {
    expect(namespaceFromName('My Site #1.v2')).toBe('my-site--1-v2')
    expect(namespaceFromName('init')).toBe('init')
  })

  it('parses ids from the right, so namespaces may hold hyphens', () => {
    expect(parseId('my-site-c-12')).toEqual({ namespace: 'my-site', kind: 'c', suffix: '12' })
    expect(parseId('global-s-captionedImage')).toEqual({
      namespace: 'global',
      kind: 's',
      suffix: 'captionedImage',
    })
    expect(parseId('tmp-bp-3')).toEqual({ namespace: 'tmp', kind: 'bp', suffix: '3' })
    expect(parseId('breakpoint-1')).toBeUndefined()
    expect(makeId('a-b', 'c', 4)).toBe('a-b-c-4')
  })
})
