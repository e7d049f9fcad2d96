import type { RenderCollections } from '@tessera/renderer'
import { describe, expect, it } from 'vitest'
import { itemAssetIds, withAssetUrls } from './item-assets.js'

const A = '0a000000-0000-4000-8000-000000000001'
const B = '0a000000-0000-4000-8000-000000000002'
const GONE = '0a000000-0000-4000-8000-000000000003'

const collections: RenderCollections = {
  item: {
    id: 'i1',
    values: {
      '1': { type: 'PlainText', value: A },
      '2': { type: 'Image', value: A },
    },
  },
  lists: {
    l1: {
      page: 1,
      hasMore: false,
      items: [{ id: 'i2', values: { '3': { type: 'Gallery', value: [B, GONE] } } }],
    },
  },
  items: { i3: { id: 'i3', values: { '4': { type: 'File', value: GONE } } } },
}

describe('item assets', () => {
  it('are the ids of Image, File and Gallery values only, each once', () => {
    expect(itemAssetIds(collections).sort()).toEqual([A, B, GONE])
  })

  it('show at their current addresses; an asset that is gone shows as no value', () => {
    const urls = new Map([
      [A, 'https://assets.example.test/assets/a/cover.svg'],
      [B, 'https://assets.example.test/assets/b/one.png'],
    ])
    const shown = withAssetUrls(collections, urls)
    expect(shown.item!.values).toEqual({
      '1': { type: 'PlainText', value: A },
      '2': { type: 'Image', value: 'https://assets.example.test/assets/a/cover.svg' },
    })
    expect(shown.lists!.l1!.items[0]!.values['3']).toEqual({
      type: 'Gallery',
      value: ['https://assets.example.test/assets/b/one.png'],
    })
    expect(shown.items!.i3!.values['4']).toEqual({ type: 'File', value: '' })
    // The answer given is left as it was.
    expect(collections.item!.values['2']!.value).toBe(A)
  })
})
