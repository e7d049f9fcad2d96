import { observer } from 'mobx-react-lite'
import { useContext, useId, useRef, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import { SiteSessionContext } from '../site/session-context'
import { exportPdf, printViewUrl } from './pdf-export'
import {
  defaultExportName,
  renameForFormat,
  type CsvEmpty,
  type ExportFormat,
} from './file-actions'
import './file.css'

const FORMAT_TEXT: Record<ExportFormat, { name: string; help: string }> = {
  json: { name: 'builder.file.format.json', help: 'builder.file.format.jsonHelp' },
  csv: { name: 'builder.file.format.csv', help: 'builder.file.format.csvHelp' },
  pdf: { name: 'builder.file.format.pdf', help: 'builder.file.format.pdfHelp' },
}

const CSV_EMPTY_TEXT: Record<CsvEmpty, string> = {
  noLanguages: 'builder.file.csvNoLanguages',
  noTexts: 'builder.file.csvNoTexts',
}

/**
 * The export modal (editor.md sections 3 and 4): JSON, CSV or, for sites the server holds, PDF;
 * a file's name defaults from the site's name. A CSV without text is not written: the modal
 * says what to add, and where.
 */
export const ExportDialog = observer(function ExportDialog({ at }: { at: Date }) {
  const store = useBuilder()
  const t = useT()
  const { file } = store
  const session = useContext(SiteSessionContext)
  const siteName = store.editor.site.name
  // The print view loads the site from the server: scratch and local sites are not there.
  const canPrint = store.variant === 'server' && session !== undefined
  const formats: ExportFormat[] = canPrint ? ['json', 'csv', 'pdf'] : ['json', 'csv']
  const [format, setFormat] = useState<ExportFormat>('json')
  // The format the name was made for: PDF has no name, so it keeps the last one.
  const [nameFormat, setNameFormat] = useState<'json' | 'csv'>('json')
  const [name, setName] = useState(() => defaultExportName('json', siteName, at))
  const [nameMissing, setNameMissing] = useState(false)
  const nameField = useRef<HTMLInputElement>(null)
  const ids = {
    name: useId(),
    hint: useId(),
    error: useId(),
    empty: useId(),
    help: useId(),
    format: useId(),
  }
  const csvEmpty = format === 'csv' ? file.csvEmpty : undefined
  const close = () => file.closeDialog()

  const choose = (next: ExportFormat) => {
    setFormat(next)
    setNameMissing(false)
    if (next === 'pdf' || next === nameFormat) return
    setName(renameForFormat(name, nameFormat, next, siteName, at))
    setNameFormat(next)
  }

  const printPdf = () => {
    if (!session) return
    const url = printViewUrl(store.host.href('Preview'), store.view.activeRoute, store.siteId)
    void exportPdf({
      open: () => window.open('about:blank', '_blank'),
      save: () => session.saver.save(),
      url,
    }).then((opened) => {
      if (!opened) store.components.showNotice({ key: 'builder.file.pdfBlocked' })
    })
  }

  const submit = () => {
    if (format === 'pdf') {
      close()
      printPdf()
      return
    }
    if (file.exportAs(format, name) === 'nameMissing') {
      setNameMissing(true)
      nameField.current?.focus()
    }
  }

  const openTranslations = () => {
    close()
    store.translations.open()
  }

  return (
    <Dialog title={t('builder.file.exportTitle')} onClose={close}>
      <form
        className="export-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <fieldset className="export-formats">
          <legend>{t('builder.file.exportFormat')}</legend>
          {formats.map((option) => (
            <label key={option} className="export-format">
              <input
                type="radio"
                name="export-format"
                value={option}
                checked={format === option}
                aria-labelledby={`${ids.format}-${option}`}
                aria-describedby={`${ids.help}-${option}`}
                onChange={() => choose(option)}
              />
              <span className="export-format-text">
                <span id={`${ids.format}-${option}`} className="export-format-name">
                  {t(FORMAT_TEXT[option].name)}
                </span>
                <span id={`${ids.help}-${option}`} className="export-format-help">
                  {t(FORMAT_TEXT[option].help)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {format !== 'pdf' && csvEmpty === undefined && (
          <div className="field">
            <label htmlFor={ids.name}>{t('builder.file.fileName')}</label>
            <input
              id={ids.name}
              ref={nameField}
              value={name}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={nameMissing ? true : undefined}
              aria-describedby={nameMissing ? `${ids.error} ${ids.hint}` : ids.hint}
              onChange={(event) => {
                setName(event.target.value)
                setNameMissing(false)
              }}
            />
            <p id={ids.hint} className="field-hint">
              {t('builder.file.fileNameHelp')}
            </p>
            {nameMissing && (
              <p id={ids.error} className="field-error" role="alert">
                {t('builder.file.fileNameMissing')}
              </p>
            )}
          </div>
        )}
        {/* Always in the document, so the message is announced when CSV is chosen. */}
        <p id={ids.empty} role="status" className={csvEmpty ? 'export-empty' : 'visually-hidden'}>
          {csvEmpty &&
            `${t(CSV_EMPTY_TEXT[csvEmpty])}${store.loggedIn ? '' : ` ${t('builder.file.csvSignIn')}`}`}
        </p>
        <div className="form-actions">
          {csvEmpty && store.loggedIn && (
            <button type="button" className="button" onClick={openTranslations}>
              {t('builder.file.openTranslations')}
            </button>
          )}
          <button type="button" className="button" onClick={close}>
            {t('builder.common.cancel')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={csvEmpty !== undefined}
            aria-describedby={csvEmpty ? ids.empty : undefined}
          >
            {t('builder.file.exportConfirm')}
          </button>
        </div>
      </form>
    </Dialog>
  )
})
