import Papa from 'papaparse'
import { useId, useState, type FormEvent } from 'react'
import { orderedLanguages } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'
import { useErrorText } from '../custom-data/use-error-text'
import { download } from '../custom-data/csv-tools'
import {
  TEXT_TYPES,
  type Collection,
  type ColumnTarget,
  type ImportOutcome,
} from './collections-api'
import type { CollectionsStore } from './collections-store'

/** A column's choice: by its own name (the service's default), skipped, or a field. */
const BY_NAME = ''
const SKIP = 'skip'

/** The choices a column offers: each field, a text field once per language the file has. */
export function columnChoices(
  collection: Collection,
  languages: readonly string[],
): Array<{ value: string; field: string; lang?: string; target: ColumnTarget }> {
  return collection.fields.flatMap((field) => {
    const own = { value: String(field.id), field: field.name, target: { field: field.id } }
    if (!TEXT_TYPES.has(field.type)) return [own]
    return [
      own,
      ...languages.map((lang) => ({
        value: `${field.id}:${lang}`,
        field: field.name,
        lang,
        target: { field: field.id, lang },
      })),
    ]
  })
}

/** The mapping the service takes: only the columns not left to their name. */
export function importMapping(
  columns: readonly string[],
  chosen: Readonly<Record<string, string>>,
  choices: ReturnType<typeof columnChoices>,
): Record<string, ColumnTarget> {
  const mapping: Record<string, ColumnTarget> = {}
  for (const column of columns) {
    const value = chosen[column] ?? BY_NAME
    if (value === BY_NAME) continue
    if (value === SKIP) mapping[column] = null
    else {
      const choice = choices.find((each) => each.value === value)
      if (choice) mapping[column] = choice.target
    }
  }
  return mapping
}

type Report =
  | { kind: 'progress'; progress: number; total: number }
  | { kind: 'done'; outcome: ImportOutcome }
  | { kind: 'failure'; failure: unknown }

/**
 * A collection's CSV export (every item, a text field once per language) and import: the
 * file's columns are mapped to fields (or left to their names, or skipped), rows go in one at a
 * time with a progress count, and the rows the service refused are listed with their reasons;
 * the rows added stay.
 */
export function CollectionCsv({
  collections,
  collection,
}: {
  collections: CollectionsStore
  collection: Collection
}) {
  const t = useT()
  const errorText = useErrorText()
  const fileId = useId()
  const [file, setFile] = useState<{ name: string; text: string; columns: string[] }>()
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'import' | 'export'>()
  const [report, setReport] = useState<Report>()
  const builder = useBuilder()
  // The default language is the field itself; each other language of the site its own column.
  const languages = orderedLanguages(builder.editor.site.context.i18n ?? {}).slice(1)
  const choices = columnChoices(collection, languages)

  const read = async (picked: File | undefined) => {
    setReport(undefined)
    if (!picked) return setFile(undefined)
    const text = await picked.text()
    const header =
      Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { preview: 1 }).data[0]?.map((cell) =>
        cell.trim(),
      ) ?? []
    setFile({ name: picked.name, text, columns: header.filter((column) => column !== '') })
    setChosen({})
  }

  const exportCsv = async () => {
    setBusy('export')
    try {
      download(await collections.client.exportCsv(collection.id), `${collection.name}.csv`)
    } catch (failure) {
      setReport({ kind: 'failure', failure })
    } finally {
      setBusy(undefined)
    }
  }

  const importCsv = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    setBusy('import')
    setReport({ kind: 'progress', progress: 0, total: 0 })
    try {
      const outcome = await collections.client.importCsv(
        collection.id,
        file.text,
        importMapping(file.columns, chosen, choices),
        (line) => setReport({ kind: 'progress', ...line }),
      )
      setReport({ kind: 'done', outcome })
    } catch (failure) {
      setReport({ kind: 'failure', failure })
    } finally {
      setBusy(undefined)
      void collections.load()
    }
  }

  return (
    <div className="collection-csv">
      <div className="collections-toolbar">
        <button
          type="button"
          className="button"
          disabled={busy !== undefined}
          onClick={() => void exportCsv()}
        >
          {t('builder.collections.csv.export')}
        </button>
      </div>
      <form
        className="collection-import"
        aria-label={t('builder.collections.csv.import')}
        onSubmit={(event) => void importCsv(event)}
        noValidate
      >
        <label className="field" htmlFor={fileId}>
          <span>{t('builder.collections.csv.file')}</span>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void read(event.currentTarget.files?.[0])}
          />
        </label>
        {file && file.columns.length > 0 && (
          <table className="collections-table collection-mapping">
            <caption>{t('builder.collections.csv.mapping')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('builder.collections.csv.column')}</th>
                <th scope="col">{t('builder.collections.csv.field')}</th>
              </tr>
            </thead>
            <tbody>
              {file.columns.map((column) => (
                <tr key={column}>
                  <th scope="row">{column}</th>
                  <td>
                    <select
                      aria-label={t('builder.collections.csv.fieldFor', { column })}
                      value={chosen[column] ?? BY_NAME}
                      onChange={(event) => {
                        const value = event.currentTarget.value
                        setChosen((current) => ({ ...current, [column]: value }))
                      }}
                    >
                      <option value={BY_NAME}>{t('builder.collections.csv.byName')}</option>
                      <option value={SKIP}>{t('builder.collections.csv.skip')}</option>
                      {choices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.lang ? `${choice.field} (${choice.lang})` : choice.field}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={!file || busy !== undefined}
          >
            {t('builder.collections.csv.start')}
          </button>
        </div>
      </form>
      {report?.kind === 'progress' && (
        <p className="custom-data-progress" role="status">
          {t('builder.collections.csv.progress', {
            progress: report.progress,
            total: report.total,
          })}
        </p>
      )}
      {report?.kind === 'failure' && (
        <p className="field-error" role="alert">
          {errorText(report.failure)}
        </p>
      )}
      {report?.kind === 'done' && <ImportReport outcome={report.outcome} />}
    </div>
  )
}

/** What an import did: rows added, the columns it skipped, each refused row and why. */
function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const t = useT()
  const errorText = useErrorText()
  return (
    <div className="collection-import-report">
      <p role="status">
        {t('builder.collections.csv.done', { added: outcome.added, failed: outcome.failed.length })}
      </p>
      {outcome.error && (
        <p className="field-error" role="alert">
          {errorText(outcome.error)}
        </p>
      )}
      {outcome.skipped_columns.length > 0 && (
        <p className="collections-muted">
          {t('builder.collections.csv.skipped', { columns: outcome.skipped_columns.join(', ') })}
        </p>
      )}
      {outcome.failed.length > 0 && (
        <table className="collections-table">
          <caption>{t('builder.collections.csv.failedRows')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('builder.collections.csv.row')}</th>
              <th scope="col">{t('builder.collections.csv.field')}</th>
              <th scope="col">{t('builder.collections.csv.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {outcome.failed.map((row) => (
              <tr key={`${row.row}:${row.field ?? ''}`}>
                <td>{row.row}</td>
                <td>{row.field ?? ''}</td>
                <td>{errorText(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
