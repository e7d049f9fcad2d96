import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  articleProblem,
  defaultLanguage,
  siteLanguages,
  validateLocaleRoute,
  type PageHead,
  type ValidationError,
} from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import {
  LINK_FIELDS,
  META_KINDS,
  PageHeadDraft,
  SCRIPT_FIELDS,
  savePageHead,
  type ArticleField,
  type HeadTextField,
  type MetaKind,
} from './page-head-draft'

/** The page menu's meta tab: the page's head, saved as one undoable `setPH` command. */
export const PageHeadForm = observer(function PageHeadForm({ route }: { route: string }) {
  const store = useBuilder()
  // A head change (save, undo, redo) bumps no version of its own.
  void store.editor.historyVersion
  const site = store.editor.site
  const fallback = defaultLanguage(site.context.i18n)
  return (
    <HeadForm
      head={store.editor.doc.page(route).head}
      onSave={(head) => savePageHead(store.editor, route, head)}
      article
      locales={{
        // The home page is at /{lang} in every language: it has no route to choose.
        languages:
          route === site.defaults.homePage
            ? []
            : siteLanguages(site).filter((lang) => lang !== fallback),
        ownRoute: route,
        check: (lang, value) => validateLocaleRoute(site, route, lang, value),
      }}
    />
  )
})

/** The page's address in each language but the default, checked as typed. */
interface LocaleRoutes {
  languages: string[]
  ownRoute: string
  check(lang: string, value: string): ValidationError | undefined
}

/**
 * A head's title, description, base and its meta, link and script lists (editor.md section 3,
 * Page head). `onSave` writes it as one command; Cancel puts back the stored head, which the
 * form follows when it changes (a save, undo or redo) while keeping its elements and focus.
 */
export const HeadForm = observer(function HeadForm({
  head,
  onSave,
  locales,
  article: offerArticle = false,
}: {
  head: PageHead
  onSave(head: PageHead): boolean
  locales?: LocaleRoutes
  /** Offer to describe the page as an article (pages only). */
  article?: boolean
}) {
  const t = useT()
  const stored = JSON.stringify(head)
  const [state, setState] = useState(() => ({ origin: stored, draft: new PageHeadDraft(head) }))
  const [saved, setSaved] = useState(false)
  const [touched, setTouched] = useState(false)
  const id = useId()
  if (state.origin !== stored) setState({ origin: stored, draft: new PageHeadDraft(head) })
  const draft = state.draft
  const routeErrors = new Map<string, ValidationError>()
  for (const lang of locales?.languages ?? []) {
    const error = locales?.check(lang, draft.localeRoute(lang))
    if (error) routeErrors.set(lang, error)
  }
  const articleError = draft.article === undefined ? undefined : articleProblem(draft.article)

  const articleField = (field: ArticleField, label: string, type: 'text' | 'date') => {
    const error = touched && articleError?.field === field ? articleError.error : undefined
    const fieldId = `${id}-article-${field}`
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          id={fieldId}
          type={type}
          value={draft.articleFields[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => draft.setArticleField(field, event.target.value)}
        />
        <p id={`${fieldId}-error`} className="field-error" role={error ? 'alert' : undefined}>
          {error ? t(error.key, error.params) : ''}
        </p>
      </div>
    )
  }

  const text = (field: HeadTextField, label: string, multiline = false) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {multiline ? (
        <textarea
          id={`${id}-${field}`}
          value={draft[field]}
          onChange={(event) => draft.setText(field, event.target.value)}
        />
      ) : (
        <input
          id={`${id}-${field}`}
          value={draft[field]}
          onChange={(event) => draft.setText(field, event.target.value)}
        />
      )}
    </div>
  )

  const removeButton = (list: 'meta' | 'link' | 'script', index: number, label: string) => (
    <div className="head-row-actions">
      <button
        type="button"
        className="icon-button"
        aria-label={t('builder.head.removeRow', { row: label })}
        title={t('builder.head.removeRow', { row: label })}
        onClick={() => draft.remove(list, index)}
      >
        <Icon name="trash" size={16} />
      </button>
    </div>
  )

  return (
    <form
      className="head-form"
      noValidate
      onChange={() => setSaved(false)}
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (routeErrors.size > 0 || articleError) return
        setSaved(onSave(draft.head))
      }}
    >
      {text('title', t('builder.head.title'))}
      {text('description', t('builder.head.description'), true)}
      {text('image', t('builder.head.image'))}
      <div className="field-grid">
        {text('baseHref', t('builder.head.baseHref'))}
        {text('baseTarget', t('builder.head.baseTarget'))}
      </div>

      {offerArticle && (
        <fieldset className="head-list">
          <legend>{t('builder.head.article')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.isArticle}
              onChange={(event) => draft.setArticle(event.target.checked)}
            />
            {t('builder.head.isArticle')}
          </label>
          <p className="field-hint">{t('builder.head.articleHint')}</p>
          {draft.isArticle && (
            <>
              {articleField('author', t('builder.head.articleAuthor'), 'text')}
              <div className="field-grid">
                {articleField('published', t('builder.head.articlePublished'), 'date')}
                {articleField('modified', t('builder.head.articleModified'), 'date')}
              </div>
            </>
          )}
        </fieldset>
      )}

      {locales !== undefined && locales.languages.length > 0 && (
        <fieldset className="head-list">
          <legend>{t('builder.head.localeRoutes')}</legend>
          <p className="field-hint">
            {t('builder.head.localeRoutesHint', { route: locales.ownRoute })}
          </p>
          {locales.languages.map((lang) => {
            const error = touched ? routeErrors.get(lang) : undefined
            const field = `${id}-route-${lang}`
            return (
              <div key={lang} className="field">
                <label htmlFor={field}>{t('builder.head.localeRoute', { lang })}</label>
                <div className="route-input">
                  <span aria-hidden="true">/{lang}/</span>
                  <input
                    id={field}
                    value={draft.localeRoutes[lang] ?? ''}
                    placeholder={locales.ownRoute.slice(1)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${field}-error` : undefined}
                    onChange={(event) => draft.setLocaleRoute(lang, event.target.value)}
                  />
                </div>
                <p id={`${field}-error`} className="field-error" role={error ? 'alert' : undefined}>
                  {error ? t(error.key) : ''}
                </p>
              </div>
            )
          })}
        </fieldset>
      )}

      <fieldset className="head-list">
        <legend>{t('builder.head.meta')}</legend>
        {draft.meta.map(({ key, value: row }, index) => {
          const label = t('builder.head.metaRow', { number: index + 1 })
          return (
            <div key={key} className="head-row" role="group" aria-label={label}>
              <div className="field">
                <label htmlFor={`${id}-meta-${key}-kind`}>{t('builder.head.metaKind')}</label>
                <select
                  id={`${id}-meta-${key}-kind`}
                  value={row.kind}
                  onChange={(event) => draft.setMeta(index, 'kind', event.target.value as MetaKind)}
                >
                  {META_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-meta-${key}-key`}>{t('builder.head.metaKey')}</label>
                <input
                  id={`${id}-meta-${key}-key`}
                  value={row.key}
                  onChange={(event) => draft.setMeta(index, 'key', event.target.value)}
                />
              </div>
              <div className="field head-row-wide">
                <label htmlFor={`${id}-meta-${key}-content`}>{t('builder.head.content')}</label>
                <input
                  id={`${id}-meta-${key}-content`}
                  value={row.content}
                  onChange={(event) => draft.setMeta(index, 'content', event.target.value)}
                />
              </div>
              {removeButton('meta', index, label)}
            </div>
          )
        })}
        <button type="button" className="button" onClick={() => draft.addMeta()}>
          {t('builder.head.addMeta')}
        </button>
      </fieldset>

      <fieldset className="head-list">
        <legend>{t('builder.head.link')}</legend>
        {draft.link.map(({ key, value: row }, index) => {
          const label = t('builder.head.linkRow', { number: index + 1 })
          return (
            <div key={key} className="head-row" role="group" aria-label={label}>
              {LINK_FIELDS.map((field) => (
                <div key={field} className="field">
                  <label htmlFor={`${id}-link-${key}-${field}`}>{field}</label>
                  <input
                    id={`${id}-link-${key}-${field}`}
                    value={row[field]}
                    onChange={(event) => draft.setLink(index, field, event.target.value)}
                  />
                </div>
              ))}
              {removeButton('link', index, label)}
            </div>
          )
        })}
        <button type="button" className="button" onClick={() => draft.addLink()}>
          {t('builder.head.addLink')}
        </button>
      </fieldset>

      <fieldset className="head-list">
        <legend>{t('builder.head.script')}</legend>
        {draft.script.map(({ key, value: row }, index) => {
          const label = t('builder.head.scriptRow', { number: index + 1 })
          return (
            <div key={key} className="head-row" role="group" aria-label={label}>
              {SCRIPT_FIELDS.map((field) => (
                <div key={field} className="field">
                  <label htmlFor={`${id}-script-${key}-${field}`}>{field}</label>
                  <input
                    id={`${id}-script-${key}-${field}`}
                    value={row[field]}
                    onChange={(event) => draft.setScript(index, field, event.target.value)}
                  />
                </div>
              ))}
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={row.async}
                  onChange={(event) => draft.setScriptAsync(index, event.target.checked)}
                />
                async
              </label>
              {removeButton('script', index, label)}
            </div>
          )
        })}
        <button type="button" className="button" onClick={() => draft.addScript()}>
          {t('builder.head.addScript')}
        </button>
      </fieldset>

      <p className="field-hint" role="status">
        {saved ? t('builder.head.saved') : ''}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setSaved(false)
            setState({ origin: stored, draft: new PageHeadDraft(head) })
          }}
        >
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('builder.common.save')}
        </button>
      </div>
    </form>
  )
})
