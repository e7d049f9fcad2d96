import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { identicon, identiconCells } from './identicon.js'

function decode(uri: string): string {
  return Buffer.from(uri.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
}

describe('identicon', () => {
  it('is a 5x5 grid mirrored left to right', () => {
    for (const seed of ['a@example.test', 'b@example.test', 'c@example.test']) {
      const cells = identiconCells(createHash('sha256').update(seed).digest())
      expect(cells).toHaveLength(5)
      for (const row of cells) {
        expect(row).toHaveLength(5)
        expect(row).toEqual([...row].reverse())
      }
    }
  })

  it('uses one of 9 hues at saturation 95 and lightness 45', () => {
    const hues = new Set<number>()
    for (let i = 0; i < 400; i++) {
      const match = /hsl\((\d+), 95%, 45%\)/.exec(decode(identicon(`user${i}@example.test`)))
      expect(match).not.toBeNull()
      hues.add(Number(match![1]))
    }
    expect([...hues].sort((a, b) => a - b)).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320])
  })

  it('is stable for an address and changes with it', () => {
    expect(identicon('Me@Example.test')).toBe(identicon('me@example.test'))
    expect(identicon('me@example.test')).not.toBe(identicon('you@example.test'))
  })
})
