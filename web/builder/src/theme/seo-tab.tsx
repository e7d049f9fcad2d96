import { observer } from 'mobx-react-lite'
import { useId, useRef, useState } from 'react'
import {
  mergeRedirects,
  siteLanguages,
  redirectsFromCsv,
  type SiteRedirect,
  type SiteSeoProblem,
  type ValidationError,
} from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT, type Translate } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { ImageAddressField } from './image-address-field'
import { OrganizationForm } from './organization-form'
import type { ThemeActions } from './theme-actions'

/**
 * The SEO tab: settings the whole published site shares (stored in the site document, saved
 * with it): the picture shared links show, redirects, who is behind the site (structured data)
 * and robots.txt.
 */
export const SeoTab = observer(function SeoTab({ actions }: { actions: ThemeActions }) {
  const store = useBuilder()
  const t = useT()
  void store.editor.historyVersion
  const seo = actions.seo
  return (
    <div className="seo-tab">
      <p className="field-hint">{t('builder.seo.hint')}</p>
      <section className="seo-section">
        <ImageAddressField
          label={t('builder.seo.shareImage')}
          field="image"
          value={actions.head.image ?? ''}
          error={undefined}
          hint={t('builder.seo.shareImageHint')}
          onChange={(address) => {
            const { image: _old, ...rest } = actions.head
            actions.setHead(address.trim() === '' ? rest : { ...rest, image: address.trim() })
          }}
        />
      </section>
      <SiteIconField actions={actions} icon={seo.icon ?? ''} />
      <LanguageRedirectField actions={actions} on={seo.languageRedirect === true} />
      <RedirectsSection actions={actions} redirects={seo.redirects ?? []} />
      <OrganizationForm
        key={JSON.stringify(seo.organization ?? null)}
        actions={actions}
        organization={seo.organization}
      />
      {/* A new form when the stored text changes under it (undo, redo). */}
      <RobotsForm key={seo.robots ?? ''} actions={actions} robots={seo.robots ?? ''} />
    </div>
  )
})

/**
 * The site's icon, made from one uploaded image into every size browsers and phones ask for
 * once the site is published and visited.
 */
function SiteIconField({ actions, icon }: { actions: ThemeActions; icon: string }) {
  const t = useT()
  const [error, setError] = useState<ValidationError | undefined>(undefined)
  return (
    <section className="seo-section">
      <ImageAddressField
        label={t('builder.seo.icon')}
        field="icon"
        value={icon}
        error={error && errorText(t, error)}
        hint={t('builder.seo.iconHint')}
        uploadedOnly
        onChange={(address) => {
          // Remove gives an empty address: the setting goes.
          const chosen = address.trim() === '' ? undefined : address.trim()
          setError(actions.saveSeo({ icon: chosen })?.error)
        }}
      />
    </section>
  )
}

/**
 * Whether `/` sends visitors to the home page in their browser's language (off by default);
 * offered once the site has a second language.
 */
const LanguageRedirectField = observer(function LanguageRedirectField({
  actions,
  on,
}: {
  actions: ThemeActions
  on: boolean
}) {
  const store = useBuilder()
  const t = useT()
  const hintId = useId()
  const languages = siteLanguages(store.editor.site)
  const available = languages.length > 1
  return (
    <section className="seo-section">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={on}
          disabled={(!available && !on) || !store.editor.editingEnabled}
          aria-describedby={hintId}
          onChange={(event) => actions.saveSeo({ languageRedirect: event.target.checked })}
        />
        {t('builder.seo.languageRedirect')}
      </label>
      <p id={hintId} className="field-hint">
        {t(
          available ? 'builder.seo.languageRedirectHint' : 'builder.seo.languageRedirectNeedsTwo',
          { language: languages[0] ?? 'en' },
        )}
      </p>
    </section>
  )
})

/** Where a problem of the redirect list points: a row and a field. */
function problemAt(
  problem: SiteSeoProblem | undefined,
): { row: number; field: string } | undefined {
  const match = problem && /^redirects\[(\d+)\]\.(from|to|status)$/.exec(problem.field)
  return match ? { row: Number(match[1]), field: match[2]! } : undefined
}

type Editing = { row: number; rule: SiteRedirect } | undefined

const RedirectsSection = observer(function RedirectsSection({
  actions,
  redirects,
}: {
  actions: ThemeActions
  redirects: readonly SiteRedirect[]
}) {
  const store = useBuilder()
  const t = useT()
  const [editing, setEditing] = useState<Editing>(undefined)
  const [importError, setImportError] = useState<string | undefined>(undefined)
  const [imported, setImported] = useState<number | undefined>(undefined)
  const file = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const enabled = store.editor.editingEnabled

  const remove = (row: number) => {
    setImported(undefined)
    actions.saveSeo({ redirects: redirects.filter((_, at) => at !== row) })
  }

  const importCsv = async (picked: File) => {
    setImported(undefined)
    const read = redirectsFromCsv(await picked.text())
    if ('error' in read) {
      setImportError(errorText(t, read.error))
      return
    }
    const merged = mergeRedirects(redirects, read.redirects)
    const problem = actions.saveSeo({ redirects: merged })
    if (problem) {
      const at = problemAt(problem)
      const rule = at && merged[at.row]
      setImportError(
        rule
          ? t('builder.seo.redirects.ruleProblem', {
              from: rule.from,
              message: errorText(t, problem.error),
            })
          : errorText(t, problem.error),
      )
      return
    }
    setImportError(undefined)
    setImported(read.redirects.length)
  }

  return (
    <section className="seo-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('builder.seo.redirects.title')}</h3>
      <p className="field-hint">{t('builder.seo.redirects.hint')}</p>
      {redirects.length === 0 ? (
        <p className="seo-empty">{t('builder.seo.redirects.none')}</p>
      ) : (
        <table className="seo-redirects">
          <thead>
            <tr>
              <th scope="col">{t('builder.seo.redirects.from')}</th>
              <th scope="col">{t('builder.seo.redirects.to')}</th>
              <th scope="col">{t('builder.seo.redirects.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('builder.seo.redirects.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((rule, row) => (
              <tr key={`${row}:${rule.from}`} aria-current={editing?.row === row || undefined}>
                <td title={rule.from}>{rule.from}</td>
                <td title={rule.to}>{rule.to}</td>
                <td>{rule.status}</td>
                <td className="seo-redirect-actions">
                  <button
                    type="button"
                    className="icon-button"
                    disabled={!enabled}
                    aria-label={t('builder.seo.redirects.edit', { from: rule.from })}
                    title={t('builder.seo.redirects.edit', { from: rule.from })}
                    onClick={() => setEditing({ row, rule })}
                  >
                    <Icon name="pencil" size={16} />
                  </button>
                  <button
                    type="button"
                    className="icon-button theme-remove"
                    disabled={!enabled}
                    aria-label={t('builder.seo.redirects.remove', { from: rule.from })}
                    title={t('builder.seo.redirects.remove', { from: rule.from })}
                    onClick={() => remove(row)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === undefined ? (
        <div className="form-actions seo-redirect-buttons">
          <button
            type="button"
            className="button"
            disabled={!enabled}
            onClick={() => file.current?.click()}
          >
            {t('builder.seo.redirects.import')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!enabled}
            onClick={() => {
              setImported(undefined)
              setEditing({ row: redirects.length, rule: { from: '', to: '', status: 301 } })
            }}
          >
            <Icon name="plus" size={14} />
            {t('builder.seo.redirects.add')}
          </button>
        </div>
      ) : (
        <RedirectForm
          key={editing.row}
          actions={actions}
          redirects={redirects}
          editing={editing}
          onDone={() => setEditing(undefined)}
        />
      )}
      <input
        ref={file}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('builder.seo.redirects.import')}
        onChange={(event) => {
          const picked = event.target.files?.[0]
          event.target.value = ''
          if (picked) void importCsv(picked)
        }}
      />
      <p className="field-hint">{t('builder.seo.redirects.csvHint')}</p>
      {importError !== undefined && (
        <p className="field-error" role="alert">
          {importError}
        </p>
      )}
      {imported !== undefined && (
        <p className="seo-notice" role="status">
          {t('builder.seo.redirects.imported', { count: imported })}
        </p>
      )}
    </section>
  )
})

/** Adds a redirect (row = the list's length) or edits one; saved only when the list holds. */
function RedirectForm({
  actions,
  redirects,
  editing,
  onDone,
}: {
  actions: ThemeActions
  redirects: readonly SiteRedirect[]
  editing: { row: number; rule: SiteRedirect }
  onDone(): void
}) {
  const t = useT()
  const [rule, setRule] = useState<SiteRedirect>(editing.rule)
  const [problem, setProblem] = useState<SiteSeoProblem | undefined>(undefined)
  const ids = {
    from: useId(),
    to: useId(),
    status: useId(),
    fromError: useId(),
    toError: useId(),
  }
  const adding = editing.row === redirects.length
  const at = problemAt(problem)
  const messages: Partial<Record<'from' | 'to', string>> = {}
  if (problem && at?.row === editing.row && at.field !== 'status') {
    messages[at.field as 'from' | 'to'] = errorText(t, problem.error)
  } else if (problem) {
    // Another rule now loops or chains through this one: said at this rule's target.
    const rule = at && redirects[at.row]
    messages.to = rule
      ? t('builder.seo.redirects.ruleProblem', {
          from: rule.from,
          message: errorText(t, problem.error),
        })
      : errorText(t, problem.error)
  }

  const submit = () => {
    const next = { from: rule.from.trim(), to: rule.to.trim(), status: rule.status }
    const list = adding
      ? [...redirects, next]
      : redirects.map((old, row) => (row === editing.row ? next : old))
    const found = actions.saveSeo({ redirects: list })
    setProblem(found)
    if (!found) onDone()
    else {
      const field = problemAt(found)
      document
        .getElementById(field?.row === editing.row && field.field === 'from' ? ids.from : ids.to)
        ?.focus()
    }
  }

  const field = (name: 'from' | 'to', errorId: string, placeholder: string) => {
    const message = messages[name]
    return (
      <div className="field">
        <label htmlFor={ids[name]}>{t(`builder.seo.redirects.${name}`)}</label>
        <input
          id={ids[name]}
          value={rule[name]}
          spellCheck={false}
          autoFocus={name === 'from'}
          placeholder={placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setRule({ ...rule, [name]: event.target.value })}
        />
        <p id={errorId} className="field-error" role={message ? 'alert' : undefined}>
          {message}
        </p>
      </div>
    )
  }

  return (
    <form
      className="theme-form seo-redirect-form"
      noValidate
      aria-label={t(adding ? 'builder.seo.redirects.new' : 'builder.seo.redirects.editTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onDone()
        }
      }}
    >
      <h4>{t(adding ? 'builder.seo.redirects.new' : 'builder.seo.redirects.editTitle')}</h4>
      {field('from', ids.fromError, '/old/*')}
      {field('to', ids.toError, '/new/*')}
      <div className="field">
        <label htmlFor={ids.status}>{t('builder.seo.redirects.status')}</label>
        <select
          id={ids.status}
          value={rule.status}
          onChange={(event) =>
            setRule({ ...rule, status: event.target.value === '302' ? 302 : 301 })
          }
        >
          <option value={301}>{t('builder.seo.redirects.permanent')}</option>
          <option value={302}>{t('builder.seo.redirects.temporary')}</option>
        </select>
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t(adding ? 'builder.seo.redirects.add' : 'builder.common.save')}
        </button>
      </div>
    </form>
  )
}

/** An error in words, with its CSV line when it has one. */
function errorText(t: Translate, error: ValidationError): string {
  const message = t(error.key, error.params)
  return error.row === undefined ? message : t('builder.seo.csvLine', { row: error.row, message })
}

/** robots.txt as the owner writes it; the sitemap line is added on the published site. */
function RobotsForm({ actions, robots }: { actions: ThemeActions; robots: string }) {
  const store = useBuilder()
  const t = useT()
  const [text, setText] = useState(robots)
  const [error, setError] = useState<ValidationError | undefined>(undefined)
  const id = useId()
  const errorId = useId()
  const changed = text !== robots
  return (
    <form
      className="theme-form seo-section"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const problem = actions.saveSeo({ robots: text })
        setError(problem?.error)
        if (problem) document.getElementById(id)?.focus()
      }}
    >
      <h3>
        <label htmlFor={id}>{t('builder.seo.robots.title')}</label>
      </h3>
      <p className="field-hint">{t('builder.seo.robots.hint')}</p>
      <textarea
        id={id}
        rows={5}
        spellCheck={false}
        value={text}
        placeholder={'User-agent: *\nAllow: /'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error && errorText(t, error)}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={!changed}
          onClick={() => {
            setError(undefined)
            setText(robots)
          }}
        >
          {t('builder.common.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!changed || !store.editor.editingEnabled}
        >
          {t('builder.common.save')}
        </button>
      </div>
    </form>
  )
}
