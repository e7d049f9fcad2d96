import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import {
  DEFAULT_ROW_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  type CustomDataClient,
  type CustomRow,
  type CustomTable,
} from './custom-data-api'
import { useErrorText } from './use-error-text'
import { CsvTools } from './csv-tools'

/** A table's rows, a page at a time (default 25); selected rows are deleted last to first. */
export function RowsDialog({
  client,
  table,
  onClose,
}: {
  client: CustomDataClient
  table: CustomTable
  onClose(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ROW_PAGE_SIZE)
  const [page, setPage] = useState(0)
  const [rows, setRows] = useState<{ results: CustomRow[]; total: number }>()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const columns = Object.keys(table.columns)

  const load = useCallback(async () => {
    try {
      const from = page * pageSize + 1
      setRows(await client.listRows(table.name, from, from + pageSize - 1))
      setError(undefined)
    } catch (failure) {
      console.error('Listing the rows failed', failure)
      setRows({ results: [], total: 0 })
      setError(errorText(failure))
    }
  }, [client, table.name, page, pageSize, errorText])

  useEffect(() => {
    void load()
  }, [load])

  const pages = Math.max(1, Math.ceil((rows?.total ?? 0) / pageSize))

  // Deleting rows can leave the page past the last one: show the last page instead.
  useEffect(() => {
    if (rows !== undefined && page >= pages) setPage(pages - 1)
  }, [rows, page, pages])

  const showPage = (next: number) => {
    setSelected(new Set())
    setPage(next)
  }

  const removeSelected = async () => {
    if (!rows) return
    const ids = rows.results.filter((row) => selected.has(row.id)).map((row) => row.id)
    setBusy(true)
    try {
      await client.removeRows(table.name, ids)
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setSelected(new Set())
      setBusy(false)
      await load()
    }
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Dialog title={table.name} onClose={onClose} size="large">
      <div className="custom-data-rows">
        <div className="custom-data-toolbar">
          <label className="field">
            <span>{t('builder.customData.pageSize')}</span>
            <select
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.currentTarget.value))
                showPage(0)
              }}
            >
              {TABLE_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button danger"
            disabled={busy || selected.size === 0}
            onClick={() => void removeSelected()}
          >
            {t('builder.customData.deleteRows', { count: selected.size })}
          </button>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <CsvTools client={client} table={table} onImported={() => void load()} />
        {rows === undefined ? (
          <p role="status">{t('builder.customData.loading')}</p>
        ) : rows.results.length === 0 ? (
          <p>{t('builder.customData.noRows')}</p>
        ) : (
          <div className="custom-data-table-wrap">
            <table className="custom-data-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('builder.customData.select')}</span>
                  </th>
                  <th scope="col">id</th>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.results.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('builder.customData.selectRow', { id: row.id })}
                        checked={selected.has(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                      />
                    </td>
                    <td>{row.id}</td>
                    {columns.map((column) => (
                      <td key={column}>{row[column] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pages={pages} onPage={showPage} />
      </div>
    </Dialog>
  )
}

/** Previous and next page buttons with where the list is. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage(page: number): void
}) {
  const t = useT()
  return (
    <div className="custom-data-pager">
      <button
        type="button"
        className="button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('builder.customData.previous')}
      </button>
      <span aria-live="polite">{t('builder.customData.pageOf', { page: page + 1, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('builder.customData.next')}
      </button>
    </div>
  )
}
