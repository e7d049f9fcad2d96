import { describe, expect, it } from 'vitest'
import { resizedValue, resizeUnit, round2, spacedValue } from './resize'

const measure = { start: 200, parent: 800, viewportWidth: 1000, viewportHeight: 500 }

describe('resize handles (editor.md section 4)', () => {
  it('keeps the unit of the value: px, %, vw, vh; px when there is none', () => {
    expect(resizeUnit('40%')).toBe('%')
    expect(resizeUnit('10vw')).toBe('vw')
    expect(resizeUnit('5vh')).toBe('vh')
    expect(resizeUnit('auto')).toBe('px')
    expect(resizeUnit(undefined)).toBe('px')
    expect(resizedValue(undefined, 50, 1, measure)).toBe('250px')
    expect(resizedValue('25%', 100, 1, measure)).toBe('37.5%')
    expect(resizedValue('20vw', 100, 1, measure)).toBe('30vw')
    expect(resizedValue('40vh', 50, 1, measure)).toBe('50vh')
  })

  it('takes the builder scale into account, clamps at 0 and keeps at most 2 decimals', () => {
    expect(resizedValue('200px', 100, 2, measure)).toBe('250px')
    expect(resizedValue('200px', -500, 1, measure)).toBe('0px')
    expect(resizedValue('10%', 1, 3, measure)).toBe('25.04%')
    expect(round2(1.005)).toBe('1')
  })

  it('moves spacing half a unit a pixel', () => {
    expect(spacedValue('10px', 8, 1)).toBe('14px')
    expect(spacedValue('1em', 2, 1)).toBe('2em')
    expect(spacedValue(undefined, 10, 2)).toBe('2.5px')
    expect(spacedValue('4px', -20, 1)).toBe('0px')
  })
})
