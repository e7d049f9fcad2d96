import { describe, expect, it } from 'vitest'
import { choosePool } from './assignment.js'

describe('choosePool', () => {
  it('takes the pool with the most room', () => {
    const pools = [
      { id: 'a', capacity: 10, used: 9 },
      { id: 'b', capacity: 10, used: 2 },
      { id: 'c', capacity: 4, used: 0 },
    ]
    expect(choosePool(pools)?.id).toBe('b')
  })

  it('takes none when every pool is full or dead (no live capacity)', () => {
    expect(choosePool([])).toBeUndefined()
    expect(choosePool([{ id: 'a', capacity: 2, used: 2 }])).toBeUndefined()
    expect(choosePool([{ id: 'dead', capacity: 0, used: 0 }])).toBeUndefined()
    expect(choosePool([{ id: 'shrunk', capacity: 1, used: 3 }])).toBeUndefined()
  })
})
