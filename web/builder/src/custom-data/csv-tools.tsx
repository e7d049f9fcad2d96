import Papa from 'papaparse'
import { useId, useState, type FormEvent } from 'react'
import { validateTableCsv } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import type { CustomDataClient, CustomTable } from './custom-data-api'
import { useErrorText } from './use-error-text'

/** What the import says: progress, an outcome, or an error (a rule's key or a failed call). */
type Report =
  | { kind: 'progress'; progress: number; total: number }
  | { kind: 'done'; added: number }
  | { kind: 'rule'; key: string; row?: number; params?: Record<string, string | number> }
  | { kind: 'failure'; failure: unknown; row?: number }

/** A key as the catalogue names it: the server's bare codes get `errors.`. */
const catalogueKey = (key: string) => (key.startsWith('errors.') ? key : `errors.${key}`)

/** Starts a download of `blob` as `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * A table's CSV export (the service's rows 1 to 100,000) and import (editor.md section 4): the
 * file's header must name the table's columns and each row have as many cells (checked here
 * first, then again by the service), then rows are added one at a time with a progress count;
 * the import stops at the first failing row, or with skip-errors reports the failed rows.
 */
export function CsvTools({
  client,
  table,
  onImported,
}: {
  client: CustomDataClient
  table: CustomTable
  onImported(): void
}) {
  const t = useT()
  const errorText = useErrorText()
  const fileId = useId()
  const [file, setFile] = useState<File>()
  const [skipErrors, setSkipErrors] = useState(false)
  const [busy, setBusy] = useState<'import' | 'export'>()
  const [report, setReport] = useState<Report>()

  const exportCsv = async () => {
    setBusy('export')
    try {
      download(await client.exportCsv(table.name), `${table.name}.csv`)
    } catch (failure) {
      console.error('Exporting the table failed', failure)
      setReport({ kind: 'failure', failure })
    } finally {
      setBusy(undefined)
    }
  }

  const importCsv = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    const text = await file.text()
    const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data
    while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell.trim() === '')) rows.pop()
    const problem = validateTableCsv(rows, Object.keys(table.columns))
    if (problem) {
      setReport({
        kind: 'rule',
        key: catalogueKey(problem.key),
        ...(problem.row === undefined ? {} : { row: problem.row }),
        ...(problem.params ? { params: problem.params } : {}),
      })
      return
    }
    setBusy('import')
    setReport({ kind: 'progress', progress: 0, total: 0 })
    try {
      const outcome = await client.importCsv(table.name, text, skipErrors, (line) =>
        setReport({ kind: 'progress', ...line }),
      )
      if (outcome.error?.code === 'invalid_rows') {
        setReport({
          kind: 'rule',
          key: 'errors.invalid_rows',
          params: { rows: outcome.failed_rows.join(', ') },
        })
      } else if (outcome.error) {
        setReport({
          kind: 'failure',
          failure: outcome.error,
          ...(outcome.error.row === undefined ? {} : { row: outcome.error.row }),
        })
      } else {
        setReport({ kind: 'done', added: outcome.added })
      }
    } catch (failure) {
      console.error('Importing the table failed', failure)
      setReport({ kind: 'failure', failure })
    } finally {
      setBusy(undefined)
      onImported()
    }
  }

  const message = (() => {
    if (!report) return undefined
    switch (report.kind) {
      case 'progress':
        return t('builder.customData.import.progress', {
          progress: report.progress,
          total: report.total,
        })
      case 'done':
        return t('builder.customData.import.done', { added: report.added })
      case 'rule': {
        const text = t(report.key, report.params)
        return report.row === undefined
          ? text
          : t('builder.customData.import.atRow', { row: report.row, error: text })
      }
      case 'failure': {
        const text = errorText(report.failure)
        return report.row === undefined
          ? text
          : t('builder.customData.import.atRow', { row: report.row, error: text })
      }
    }
  })()
  const isError = report?.kind === 'rule' || report?.kind === 'failure'

  return (
    <form
      className="custom-data-csv"
      aria-label={t('builder.customData.csv')}
      onSubmit={(event) => void importCsv(event)}
      noValidate
    >
      <label className="field" htmlFor={fileId}>
        <span>{t('builder.customData.import.file')}</span>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0])
            setReport(undefined)
          }}
        />
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={skipErrors}
          onChange={(event) => setSkipErrors(event.currentTarget.checked)}
        />
        <span>{t('builder.customData.import.skipErrors')}</span>
      </label>
      <button type="submit" className="button" disabled={!file || busy !== undefined}>
        {t('builder.customData.import.start')}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy !== undefined}
        onClick={() => void exportCsv()}
      >
        {t('builder.customData.export')}
      </button>
      {message !== undefined &&
        (isError ? (
          <p className="field-error custom-data-progress" role="alert">
            {message}
          </p>
        ) : (
          <p className="custom-data-progress" role="status">
            {message}
          </p>
        ))}
    </form>
  )
}
