import type { Component } from '@tessera/site-format'
import { describe, expect, it } from 'vitest'
import { tagChoices } from './tag-role-section'

const container = (tag: Component['tag']): Component => ({
  id: 'c-1',
  name: 'Box',
  tag,
  style: { custom: {} },
  children: [],
})

describe('tag choices', () => {
  it('offers a container the landmarks a page needs: main, section, nav and more', () => {
    expect(tagChoices(container('div'))).toEqual(
      expect.arrayContaining(['main', 'section', 'nav', 'article', 'aside', 'header', 'footer']),
    )
    expect(tagChoices(container('main'))).toContain('div')
  })

  it('keeps fixed tags fixed', () => {
    expect(tagChoices({ ...container('img'), children: undefined })).toEqual([])
  })
})
