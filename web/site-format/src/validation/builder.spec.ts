import { describe, expect, it } from 'vitest'
import { validateBuilderScale, validateBuilderWidth } from './builder.js'

describe('builder width and scale: positive integers', () => {
  it.each([1080, 1, '1080', ' 640 '])('accepts %j', (value) => {
    expect(validateBuilderWidth(value)).toBeUndefined()
    expect(validateBuilderScale(value)).toBeUndefined()
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1.5', '-2', '10px'])(
    'rejects %j',
    (value) => {
      expect(validateBuilderWidth(value)).toEqual({ key: 'errors.builder_width' })
      expect(validateBuilderScale(value)).toEqual({ key: 'errors.builder_scale' })
    },
  )
})
