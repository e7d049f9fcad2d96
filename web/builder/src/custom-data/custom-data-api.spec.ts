import { describe, expect, it } from 'vitest'
import type { HostApi } from '../host'
import { CustomDataClient, checkTableDraft, emptyColumn, errorKey } from './custom-data-api'

const column = (patch: Partial<ReturnType<typeof emptyColumn>>) => ({ ...emptyColumn(), ...patch })

describe('checkTableDraft', () => {
  it('counts the table name in characters, 2 to 100, trimmed', () => {
    const columns = [column({ name: 'email' })]
    expect(checkTableDraft(' a ', columns)).toEqual({ key: 'errors.table_name' })
    expect(checkTableDraft('😀😀', columns)).toBeUndefined()
    expect(checkTableDraft('表'.repeat(100), columns)).toBeUndefined()
    expect(checkTableDraft('表'.repeat(101), columns)).toEqual({ key: 'errors.table_name' })
  })

  it('names the column at fault', () => {
    const ok = column({ name: 'email' })
    expect(checkTableDraft('Contacts', [ok, column({ name: 'x'.repeat(51) })])).toEqual({
      key: 'errors.column_name',
      column: 1,
    })
    expect(checkTableDraft('Contacts', [ok, column({ name: 'x'.repeat(50) })])).toBeUndefined()
    expect(checkTableDraft('Contacts', [ok, column({ name: ' email ' })])).toEqual({
      key: 'errors.CustomColumnNameExists',
      column: 1,
    })
    expect(checkTableDraft('Contacts', [column({ name: 'a', maxLength: '1.5' })])).toEqual({
      key: 'errors.column_param',
      column: 0,
    })
    expect(
      checkTableDraft('Contacts', [column({ name: 'a', minLength: '2', maxLength: '10' })]),
    ).toBeUndefined()
    expect(
      checkTableDraft('Contacts', [column({ name: 'a', minLength: '10', maxLength: '2' })]),
    ).toEqual({ key: 'errors.min_max', column: 0 })
  })
})

describe('errorKey', () => {
  const has = (key: string) => key === 'errors.CustomDataUniqueFail'
  it('maps a known code to errors.{code}, else the message, else errors.None', () => {
    expect(errorKey({ status: 400, code: 'CustomDataUniqueFail', message: 'x' }, has)).toBe(
      'errors.CustomDataUniqueFail',
    )
    expect(errorKey({ status: 400, code: 'Brand', message: 'Said so' }, has)).toEqual({
      text: 'Said so',
    })
    expect(errorKey(new Error('boom'), has)).toBe('errors.None')
  })
})

describe('CustomDataClient.removeRows', () => {
  it('removes from the last row to the first and stops at the first failure', async () => {
    const removed: string[] = []
    const api: HostApi = {
      request<T>(_method: string, _path: string, options?: { body?: unknown }): Promise<T> {
        const { data } = options?.body as { data: { row_id: string } }
        if (data.row_id === 'b')
          return Promise.reject({ status: 404, code: 'NotFound', message: '' })
        removed.push(data.row_id)
        return Promise.resolve({ id: data.row_id } as T)
      },
    }
    const client = new CustomDataClient(api, 's')
    await expect(client.removeRows('t', ['a', 'b', 'c'])).rejects.toMatchObject({
      code: 'NotFound',
    })
    expect(removed).toEqual(['c'])
  })
})
