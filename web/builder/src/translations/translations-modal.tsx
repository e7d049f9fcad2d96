import { observer } from 'mobx-react-lite'
import { useId, useRef, useState } from 'react'
import { languageNames } from '@tessera/site-format'
import { sanitizeContent } from '@tessera/renderer'
import { useBuilder } from '../store-context'
import { useT, type Translate } from '../i18n/use-t'
import { Dialog } from '../ui/dialog'
import {
  OFFERED_LANGUAGES,
  type ImportReport,
  type TranslationsActions,
} from './translations-actions'
import { RichTextField } from './rich-text-field'
import './translations.css'

const languageLabel = (code: string): string => {
  const name = languageNames[code]
  return name === undefined ? code : `${name} (${code})`
}

/**
 * The Translations modal (editor.md sections 2, 4 and 5): the site's languages, its keys with
 * their text in the chosen language, CSV import and export, and Convert. Closing saves a
 * pending edit.
 */
export const TranslationsModal = observer(function TranslationsModal() {
  const store = useBuilder()
  const t = useT()
  const translations = store.translations
  if (!translations.isOpen) return null
  return (
    <Dialog
      title={t('builder.translations.title')}
      size="large"
      onClose={() => void translations.close()}
    >
      <div className="translations-modal">
        <LanguageBar translations={translations} />
        <ToolsBar translations={translations} />
        <Reports translations={translations} />
        <KeyTable translations={translations} />
        <div className="form-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => void translations.close()}
          >
            {t('builder.translations.done')}
          </button>
        </div>
      </div>
    </Dialog>
  )
})

const LanguageBar = observer(function LanguageBar({
  translations,
}: {
  translations: TranslationsActions
}) {
  const t = useT()
  const languages = translations.languages
  const missing = OFFERED_LANGUAGES.filter((code) => !languages.includes(code))
  const [adding, setAdding] = useState(missing[0] ?? '')
  const toAdd = missing.includes(adding) ? adding : (missing[0] ?? '')
  const shown = translations.shownLanguage
  const first = translations.defaultLanguage
  return (
    <div className="translations-bar">
      <div className="translations-current">
        <label className="field">
          <span>{t('builder.translations.language')}</span>
          <select
            value={languages.includes(shown) ? shown : ''}
            disabled={languages.length === 0}
            onChange={(event) => translations.selectLanguage(event.currentTarget.value)}
          >
            {languages.length === 0 && (
              <option value="">{t('builder.translations.noLanguages')}</option>
            )}
            {languages.map((code) => (
              <option key={code} value={code}>
                {code === first
                  ? t('builder.translations.defaultLanguage', { language: languageLabel(code) })
                  : languageLabel(code)}
              </option>
            ))}
          </select>
        </label>
        {languages.includes(shown) && (
          <button
            type="button"
            className="button button-danger"
            onClick={() => translations.removeLanguage(shown)}
          >
            {t('builder.translations.removeLanguage', { language: languageLabel(shown) })}
          </button>
        )}
      </div>
      {missing.length > 0 && (
        <div className="translations-add-language">
          <label className="field">
            <span>{t('builder.translations.addLanguageLabel')}</span>
            <select value={toAdd} onChange={(event) => setAdding(event.currentTarget.value)}>
              {missing.map((code) => (
                <option key={code} value={code}>
                  {languageLabel(code)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (toAdd !== '') translations.addLanguage(toAdd)
            }}
          >
            {t('builder.translations.addLanguage')}
          </button>
        </div>
      )}
    </div>
  )
})

const ToolsBar = observer(function ToolsBar({
  translations,
}: {
  translations: TranslationsActions
}) {
  const store = useBuilder()
  const t = useT()
  const chooser = useRef<HTMLInputElement>(null)
  const [skipEmpty, setSkipEmpty] = useState(true)
  // Set when Export found nothing to write; shown while that is still so.
  const [exportRefused, setExportRefused] = useState(false)
  const skipId = useId()
  const exportNoteId = useId()
  const convertNoteId = useId()
  const empty = exportRefused ? store.file.csvEmpty : undefined
  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0]
    input.value = ''
    if (chosen) translations.importCsv(await chosen.text(), { skipEmpty })
  }
  return (
    <div className="translations-tools" role="group" aria-label={t('builder.translations.tools')}>
      <button type="button" className="button" onClick={() => translations.startNew()}>
        {t('builder.translations.newKey')}
      </button>
      <button type="button" className="button" onClick={() => chooser.current?.click()}>
        {t('builder.translations.importCsv')}
      </button>
      <input
        ref={chooser}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('builder.translations.importCsv')}
        onChange={(event) => void choose(event.currentTarget)}
      />
      <span className="checkbox">
        <input
          id={skipId}
          type="checkbox"
          checked={skipEmpty}
          onChange={(event) => setSkipEmpty(event.currentTarget.checked)}
        />
        <label htmlFor={skipId}>{t('builder.translations.skipEmpty')}</label>
      </span>
      <button
        type="button"
        className="button"
        aria-describedby={empty ? exportNoteId : undefined}
        onClick={() => setExportRefused(store.file.exportCsv() !== 'done')}
      >
        {t('builder.translations.exportCsv')}
      </button>
      <button
        type="button"
        className="button"
        aria-describedby={convertNoteId}
        onClick={() => translations.convert()}
      >
        {t('builder.translations.convert')}
      </button>
      <p id={convertNoteId} className="translations-convert-note">
        {t('builder.translations.convertNote', {
          language: languageLabel(translations.defaultLanguage),
        })}
      </p>
      <p
        id={exportNoteId}
        role="status"
        className={empty ? 'translations-export-empty' : 'visually-hidden'}
      >
        {empty === 'noLanguages' && t('builder.translations.exportNoLanguages')}
        {empty === 'noTexts' && t('builder.translations.exportNoTexts')}
      </p>
    </div>
  )
})

function importErrorText(t: Translate, error: ImportReport['errors'][number]): string {
  const message = t(error.key)
  return error.row === undefined
    ? message
    : t('builder.translations.atRow', { row: error.row, message })
}

const Reports = observer(function Reports({ translations }: { translations: TranslationsActions }) {
  const t = useT()
  const importReport = translations.importReport
  const convertReport = translations.convertReport
  return (
    <div className="translations-reports">
      <div role="status" aria-live="polite">
        {importReport && (
          <p className="translations-report">
            {t('builder.translations.imported', {
              added: importReport.added,
              duplicates: importReport.duplicates,
              skipped: importReport.skippedEmpty,
            })}
          </p>
        )}
        {convertReport && 'counts' in convertReport && (
          <p className="translations-report">
            {t('builder.translations.converted', {
              language: languageLabel(convertReport.language),
              new: convertReport.counts.new,
              duplicate: convertReport.counts.duplicate,
              skipped: convertReport.counts.skipped,
            })}
            {convertReport.switcherAdded && ` ${t('builder.translations.switcherAdded')}`}
          </p>
        )}
      </div>
      <div role="alert">
        {importReport && importReport.errors.length > 0 && (
          <ul className="translations-errors">
            {importReport.errors.map((error, index) => (
              <li key={index}>{importErrorText(t, error)}</li>
            ))}
          </ul>
        )}
        {convertReport && 'error' in convertReport && (
          <p className="translations-errors">{t(convertReport.error)}</p>
        )}
      </div>
    </div>
  )
})

const KeyTable = observer(function KeyTable({
  translations,
}: {
  translations: TranslationsActions
}) {
  const t = useT()
  const keys = translations.keys
  const draft = translations.draft
  const language = languageLabel(translations.shownLanguage)
  return (
    <div className="translations-table-wrap">
      <table className="translations-table">
        <caption className="visually-hidden">
          {t('builder.translations.tableCaption', { language })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('builder.translations.key')}</th>
            <th scope="col">{t('builder.translations.text', { language })}</th>
            <th scope="col">
              <span className="visually-hidden">{t('builder.translations.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft && draft.original === undefined && <DraftRow translations={translations} />}
          {keys.map((key) =>
            draft?.original === key ? (
              <DraftRow key={key} translations={translations} />
            ) : (
              <tr key={key}>
                <th scope="row" className="translations-key">
                  {key}
                </th>
                <td className="translations-text">
                  <TextCell translations={translations} translationKey={key} />
                </td>
                <td className="translations-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('builder.translations.editKey', { key })}
                    onClick={() => translations.startEdit(key)}
                  >
                    {t('builder.translations.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={t('builder.translations.removeKey', { key })}
                    onClick={() => translations.removeKey(key)}
                  >
                    {t('builder.translations.remove')}
                  </button>
                </td>
              </tr>
            ),
          )}
          {keys.length === 0 && !draft && (
            <tr>
              <td colSpan={3} className="translations-empty">
                {t('builder.translations.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
})

/**
 * A key's text as visitors see it, marks and all (rich text is shown, not its HTML); a key the
 * shown language lacks shows the default language's text it falls back to.
 */
const TextCell = observer(function TextCell({
  translations,
  translationKey,
}: {
  translations: TranslationsActions
  translationKey: string
}) {
  const t = useT()
  const text = translations.text(translationKey)
  if (text !== undefined && text !== '') return <RichText html={text} />
  const fallback = translations.fallbackText(translationKey)
  if (fallback === undefined)
    return <span className="translations-missing">{t('builder.translations.missing')}</span>
  return (
    <div className="translations-fallback">
      <span className="translations-missing">
        {t('builder.translations.fallback', {
          language: languageLabel(translations.defaultLanguage),
        })}
      </span>
      <RichText html={fallback} />
    </div>
  )
})

/** Stored text through the renderer's sanitiser: what the published page shows. */
function RichText({ html }: { html: string }) {
  return (
    <div
      className="translations-rich"
      dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }}
    />
  )
}

const DraftRow = observer(function DraftRow({
  translations,
}: {
  translations: TranslationsActions
}) {
  const t = useT()
  const draft = translations.draft
  const errorId = useId()
  if (!draft) return null
  const error = translations.error
  const collision = translations.collision
  const save = () => void translations.saveDraft()
  return (
    <tr className="translations-draft">
      <td>
        <label className="field">
          <span>{t('builder.translations.key')}</span>
          <input
            // The row appears because the user asked for it: its first field takes the focus.
            autoFocus
            value={draft.key}
            aria-invalid={error !== undefined ? true : undefined}
            aria-describedby={error !== undefined || collision !== undefined ? errorId : undefined}
            onChange={(event) => translations.updateDraft({ key: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                save()
              }
            }}
          />
        </label>
        <div id={errorId}>
          {error !== undefined && (
            <p className="field-error" role="alert">
              {t(error)}
            </p>
          )}
          {collision !== undefined && (
            <div className="translations-confirm" role="alert">
              <p>{t('builder.translations.collision', { key: collision })}</p>
              <div className="form-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => translations.cancelCollision()}
                >
                  {t('builder.common.cancel')}
                </button>
                <button
                  type="button"
                  className="button button-danger"
                  onClick={() => translations.confirmCollision()}
                >
                  {t('builder.translations.replace')}
                </button>
              </div>
            </div>
          )}
        </div>
      </td>
      <td>
        {translations.draftIsRich ? (
          <div className="field">
            <span aria-hidden="true">{t('builder.translations.textLabel')}</span>
            <RichTextField
              // A new draft (another key or language) starts a new editor.
              key={`${draft.original ?? ''}\u0000${translations.shownLanguage}`}
              value={draft.text}
              label={t('builder.translations.textLabel')}
              onChange={(text) => translations.updateDraft({ text })}
              onSubmit={save}
            />
          </div>
        ) : (
          <label className="field">
            <span>{t('builder.translations.textLabel')}</span>
            <textarea
              value={draft.text}
              rows={2}
              onChange={(event) => translations.updateDraft({ text: event.currentTarget.value })}
            />
          </label>
        )}
      </td>
      <td className="translations-row-actions">
        <button type="button" className="button button-primary" onClick={save}>
          {t('builder.translations.save')}
        </button>
        <button type="button" className="button" onClick={() => translations.cancelDraft()}>
          {t('builder.common.cancel')}
        </button>
      </td>
    </tr>
  )
})
