import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { Dialog } from '../ui/dialog'
import { useT } from '../i18n/use-t'
import {
  checkEventDrafts,
  checkTableDraft,
  columnDraft,
  draftColumn,
  draftColumns,
  draftEvents,
  emptyColumn,
  eventDraft,
  type ColumnDraft,
  type CustomDataClient,
  type CustomTable,
  type DraftError,
  type EventDraft,
} from './custom-data-api'
import { useErrorText } from './use-error-text'
import './custom-data.css'

const FLAGS = ['required', 'unique', 'email'] as const
const TRIGGERS = ['AddRow', 'UpdateRow'] as const

/** What the form shows under its fields: a rule's key, or a failed call. */
type ShownError = Partial<DraftError> & { failure?: unknown }

/**
 * Creates a table, or edits one (`table` given): its name, its columns with their validation
 * rules, and its e-mail events (editor.md sections 3 and 5). Stored columns can be renamed and
 * their default and rules changed, new ones added; the service has no column removal.
 */
export function TableDialog({
  client,
  table,
  onSaved,
  onClose,
}: {
  client: CustomDataClient
  table?: CustomTable
  onSaved(table: CustomTable): void
  onClose(): void
}) {
  const t = useT()
  const intl = useIntl()
  const errorText = useErrorText()
  const editing = table !== undefined
  const [name, setName] = useState(table?.name ?? '')
  const [columns, setColumns] = useState<ColumnDraft[]>(() =>
    table ? Object.values(table.columns).map(columnDraft) : [emptyColumn()],
  )
  const [events, setEvents] = useState<EventDraft[]>(() => (table?.events ?? []).map(eventDraft))
  const [error, setError] = useState<ShownError>()
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  const change = (index: number, patch: Partial<ColumnDraft>) =>
    setColumns((all) => all.map((column, at) => (at === index ? { ...column, ...patch } : column)))
  const changeEvent = (index: number, patch: Partial<EventDraft>) =>
    setEvents((all) => all.map((event, at) => (at === index ? { ...event, ...patch } : event)))
  const changeRecipient = (index: number, row: number, email: string) =>
    changeEvent(index, {
      recipients: events[index]!.recipients.map((item, at) => (at === row ? email : item)),
    })

  const save = async (): Promise<CustomTable> => {
    const locale = intl.locale.toLowerCase()
    if (!table) {
      return client.createTable(name.trim(), draftColumns(columns), draftEvents(events, locale))
    }
    let saved = table
    for (const column of columns) {
      const next = draftColumn(column)
      if (column.original === undefined) {
        saved = await client.addColumn(table.name, next)
        continue
      }
      const stored = table.columns[column.original]
      if (JSON.stringify(stored && draftColumn(columnDraft(stored))) !== JSON.stringify(next)) {
        saved = await client.modifyColumn(table.name, column.original, next)
      }
    }
    const newName = name.trim() === table.name ? undefined : name.trim()
    const nextEvents = draftEvents(events, locale)
    const eventsChanged =
      JSON.stringify(draftEvents(table.events.map(eventDraft), locale)) !==
      JSON.stringify(nextEvents)
    if (newName !== undefined || eventsChanged) {
      saved = await client.updateTable(table.name, {
        ...(newName === undefined ? {} : { newName }),
        ...(eventsChanged ? { events: nextEvents } : {}),
      })
    }
    return saved
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = checkTableDraft(name, columns) ?? checkEventDrafts(events)
    if (problem) {
      setError(problem)
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      onSaved(await save())
    } catch (failure) {
      console.error('Saving the table failed', failure)
      setError({ failure })
    } finally {
      setBusy(false)
    }
  }

  const tableError = error !== undefined && error.column === undefined && error.event === undefined
  return (
    <Dialog
      title={
        editing
          ? t('builder.customData.editTitle', { name: table.name })
          : t('builder.customData.createTitle')
      }
      onClose={onClose}
      size="large"
    >
      <form className="custom-data-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>{t('builder.customData.tableName')}</span>
          <input
            value={name}
            aria-invalid={tableError && error.key === 'errors.table_name' ? true : undefined}
            aria-describedby={tableError ? errorId : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </label>
        <fieldset className="custom-data-columns">
          <legend>{t('builder.customData.columns')}</legend>
          {columns.map((column, index) => (
            <div
              key={index}
              className={`custom-data-column${error?.column === index ? ' invalid' : ''}`}
              role="group"
              aria-label={t('builder.customData.columnN', { n: index + 1 })}
            >
              <label className="field">
                <span>{t('builder.customData.columnName')}</span>
                <input
                  value={column.name}
                  aria-invalid={error?.column === index ? true : undefined}
                  aria-describedby={error?.column === index ? errorId : undefined}
                  onChange={(event) => change(index, { name: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.customData.columnDefault')}</span>
                <input
                  value={column.default}
                  onChange={(event) => change(index, { default: event.currentTarget.value })}
                />
              </label>
              {FLAGS.map((flag) => (
                <label key={flag} className="check">
                  <input
                    type="checkbox"
                    checked={column[flag]}
                    onChange={(event) => change(index, { [flag]: event.currentTarget.checked })}
                  />
                  <span>{t(`builder.customData.rule.${flag}`)}</span>
                </label>
              ))}
              <label className="field">
                <span>{t('builder.customData.rule.minLength')}</span>
                <input
                  inputMode="numeric"
                  value={column.minLength}
                  onChange={(event) => change(index, { minLength: event.currentTarget.value })}
                />
              </label>
              <label className="field">
                <span>{t('builder.customData.rule.maxLength')}</span>
                <input
                  inputMode="numeric"
                  value={column.maxLength}
                  onChange={(event) => change(index, { maxLength: event.currentTarget.value })}
                />
              </label>
              {column.original === undefined && columns.length > 1 && (
                <button
                  type="button"
                  className="button"
                  onClick={() => setColumns((all) => all.filter((_, at) => at !== index))}
                >
                  {t('builder.customData.removeColumn')}
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="button"
            onClick={() => setColumns((all) => [...all, emptyColumn()])}
          >
            {t('builder.customData.addColumn')}
          </button>
        </fieldset>
        <fieldset className="custom-data-columns">
          <legend>{t('builder.customData.events')}</legend>
          {events.length === 0 && <p className="menu-note">{t('builder.customData.noEvents')}</p>}
          {events.map((item, index) => (
            <div
              key={index}
              className={`custom-data-column custom-data-event${error?.event === index ? ' invalid' : ''}`}
              role="group"
              aria-label={t('builder.customData.eventN', { n: index + 1 })}
            >
              <label className="field">
                <span>{t('builder.customData.eventTrigger')}</span>
                <select
                  value={item.trigger}
                  onChange={(event) =>
                    changeEvent(index, {
                      trigger: event.currentTarget.value as EventDraft['trigger'],
                    })
                  }
                >
                  {TRIGGERS.map((trigger) => (
                    <option key={trigger} value={trigger}>
                      {t(`builder.customData.trigger.${trigger}`)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="custom-data-recipients">
                {item.recipients.map((email, row) => {
                  const bad = error?.event === index && error.row === row
                  return (
                    <div key={row} className={`custom-data-recipient${bad ? ' invalid' : ''}`}>
                      <label className="field">
                        <span>{t('builder.customData.recipientN', { n: row + 1 })}</span>
                        <input
                          type="email"
                          value={email}
                          aria-invalid={bad ? true : undefined}
                          aria-describedby={bad ? errorId : undefined}
                          onChange={(event) =>
                            changeRecipient(index, row, event.currentTarget.value)
                          }
                        />
                      </label>
                      {item.recipients.length > 1 && (
                        <button
                          type="button"
                          className="button"
                          aria-label={t('builder.customData.removeRecipientN', { n: row + 1 })}
                          onClick={() =>
                            changeEvent(index, {
                              recipients: item.recipients.filter((_, at) => at !== row),
                            })
                          }
                        >
                          {t('builder.customData.removeRecipient')}
                        </button>
                      )}
                    </div>
                  )
                })}
                <div className="custom-data-event-actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => changeEvent(index, { recipients: [...item.recipients, ''] })}
                  >
                    {t('builder.customData.addRecipient')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setEvents((all) => all.filter((_, at) => at !== index))}
                  >
                    {t('builder.customData.removeEvent')}
                  </button>
                </div>
              </div>
            </div>
          ))}
          <button
            type="button"
            className="button"
            onClick={() => setEvents((all) => [...all, { trigger: 'AddRow', recipients: [''] }])}
          >
            {t('builder.customData.addEvent')}
          </button>
        </fieldset>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error.key !== undefined ? t(error.key, error.params) : errorText(error.failure)}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {editing ? t('builder.customData.save') : t('builder.customData.create')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
