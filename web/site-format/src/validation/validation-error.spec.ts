import { describe, expect, it } from 'vitest'
import { invalid } from './validation-error.js'

describe('invalid', () => {
  it('builds an error with only the parts given', () => {
    expect(invalid('errors.site_name')).toEqual({ key: 'errors.site_name' })
    expect(Object.keys(invalid('errors.site_name'))).toEqual(['key'])
    expect(invalid('errors.row_length', { row: 3 })).toEqual({ key: 'errors.row_length', row: 3 })
    expect(invalid('x', { params: { max: 10 } })).toEqual({ key: 'x', params: { max: 10 } })
  })
})
