import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import {
  CustomDataClient,
  DEFAULT_TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  type CustomTable,
} from './custom-data-api'
import { TableDialog } from './table-dialog'
import { DeleteTableDialog } from './delete-table-dialog'
import { Pager, RowsDialog } from './rows-dialog'
import './custom-data.css'

type Open =
  | { kind: 'rows'; table: CustomTable }
  | { kind: 'create' }
  | { kind: 'edit'; table: CustomTable }
  | { kind: 'delete'; table: CustomTable }

/**
 * The Custom data sub-menu (editor.md sections 2 and 4): the site's tables, a page at a time
 * (25, 50 or 100; 50 by default), each opening its rows or its deletion; New table. The tools need
 * a signed-in client on a server site, else errors.None.
 */
export const CustomDataMenu = observer(function CustomDataMenu() {
  const store = useBuilder()
  const t = useT()
  if (store.variant !== 'server' || !store.loggedIn) {
    return (
      <div className="custom-data-menu">
        <p className="field-error" role="alert">
          {t('errors.None')}
        </p>
        <p>{t('builder.customData.needsAccount')}</p>
      </div>
    )
  }
  return <CustomDataTables />
})

const CustomDataTables = observer(function CustomDataTables() {
  const store = useBuilder()
  const t = useT()
  const client = useMemo(
    () => new CustomDataClient(store.host.api, store.siteId),
    [store.host.api, store.siteId],
  )
  const [tables, setTables] = useState<CustomTable[]>()
  const [pageSize, setPageSize] = useState<number>(DEFAULT_TABLE_PAGE_SIZE)
  const [page, setPage] = useState(0)
  const [open, setOpen] = useState<Open>()

  const load = useCallback(async () => {
    try {
      setTables(await client.listTables())
    } catch (failure) {
      // Listing failures are logged and the list shows empty (editor.md section 8).
      console.error('Listing the tables failed', failure)
      setTables([])
    }
  }, [client])

  useEffect(() => {
    void load()
  }, [load])

  const pages = Math.max(1, Math.ceil((tables?.length ?? 0) / pageSize))
  const shown = tables?.slice(page * pageSize, (page + 1) * pageSize) ?? []

  return (
    <div className="custom-data-menu">
      <div className="custom-data-toolbar">
        <button
          type="button"
          className="button primary"
          onClick={() => setOpen({ kind: 'create' })}
        >
          {t('builder.customData.newTable')}
        </button>
        <label className="field">
          <span>{t('builder.customData.pageSize')}</span>
          <select
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value))
              setPage(0)
            }}
          >
            {TABLE_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {tables === undefined ? (
        <p role="status">{t('builder.customData.loading')}</p>
      ) : tables.length === 0 ? (
        <p>{t('builder.customData.noTables')}</p>
      ) : (
        <ul className="menu-list custom-data-tables" aria-label={t('builder.customData.tables')}>
          {shown.map((table) => (
            <li key={table.id} className="custom-data-table-item">
              <button
                type="button"
                className="menu-item"
                onClick={() => setOpen({ kind: 'rows', table })}
              >
                <span>{table.name}</span>
                {table.row_count !== undefined && (
                  <span className="custom-data-count">
                    {t('builder.customData.rowCount', { count: table.row_count })}
                  </span>
                )}
              </button>
              <span className="custom-data-table-actions">
                <button
                  type="button"
                  className="button"
                  aria-label={t('builder.customData.editNamed', { name: table.name })}
                  onClick={() => setOpen({ kind: 'edit', table })}
                >
                  {t('builder.customData.edit')}
                </button>
                <button
                  type="button"
                  className="button danger"
                  aria-label={t('builder.customData.deleteNamed', { name: table.name })}
                  onClick={() => setOpen({ kind: 'delete', table })}
                >
                  {t('builder.customData.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} />}
      {open?.kind === 'rows' && (
        <RowsDialog
          client={client}
          table={open.table}
          onClose={() => {
            setOpen(undefined)
            // Rows may have been imported or deleted: the counts change.
            void load()
          }}
        />
      )}
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <TableDialog
          client={client}
          {...(open.kind === 'edit' ? { table: open.table } : {})}
          onClose={() => setOpen(undefined)}
          onSaved={() => {
            setOpen(undefined)
            void load()
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteTableDialog
          client={client}
          tableName={open.table.name}
          onClose={() => setOpen(undefined)}
          onDeleted={() => {
            setOpen(undefined)
            void load()
          }}
        />
      )}
    </div>
  )
})
