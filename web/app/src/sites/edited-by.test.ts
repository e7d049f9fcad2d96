import { describe, expect, it } from 'vitest'
import { editorOf, timeAgo } from './edited-by'

describe('who edited a site last, and when', () => {
  const now = Date.parse('2026-12-07T12:00:00Z')

  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo('2026-12-07T11:59:30Z', now)).toEqual({ value: -30, unit: 'second' })
    expect(timeAgo('2026-12-07T11:55:00Z', now)).toEqual({ value: -5, unit: 'minute' })
    expect(timeAgo('2026-12-07T09:10:00Z', now)).toEqual({ value: -2, unit: 'hour' })
    expect(timeAgo('2026-12-04T12:00:00Z', now)).toEqual({ value: -3, unit: 'day' })
    // A clock a little ahead of the server's never says "in 2 seconds".
    expect(timeAgo('2026-12-07T12:00:02Z', now)).toEqual({ value: -0, unit: 'second' })
  })

  it('names the person: you, a member by address, or another member', () => {
    const ana = { user_id: '0f8e4f9a-1b2c-4d5e-8f90-a1b2c3d4e5f6', email: 'ana@studio.test' }
    expect(editorOf({ edited_by: null }, ana.user_id)).toBeUndefined()
    expect(editorOf({ edited_by: ana }, ana.user_id)).toEqual({ kind: 'you' })
    expect(editorOf({ edited_by: ana }, 'someone-else')).toEqual({
      kind: 'member',
      email: 'ana@studio.test',
    })
    expect(editorOf({ edited_by: { ...ana, email: null } }, undefined)).toEqual({ kind: 'other' })
  })
})
