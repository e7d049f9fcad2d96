import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import type { PageCollection, ValidationError } from '@tessera/site-format'
import { isTemplateRoute, PageCollectionField } from '../collections/page-collection-field'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/**
 * A page's name, route and visibility: the new-page form (with a page to copy from), or the edit
 * form of an existing page. The rules of editor.md section 5 (Pages) show under each field.
 */
export const PageForm = observer(function PageForm({
  route,
  onDone,
}: {
  /** The page being edited; a new page when undefined. */
  route?: string
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  const page = route === undefined ? undefined : store.editor.site.pages[route]
  const [name, setName] = useState(page?.name ?? '')
  const [path, setPath] = useState(page?.route.slice(1) ?? '')
  const [visible, setVisible] = useState(page?.public ?? true)
  const [copyFrom, setCopyFrom] = useState('')
  const [collection, setCollection] = useState<PageCollection | undefined>(undefined)
  const [touched, setTouched] = useState(false)
  const ids = { name: useId(), route: useId(), nameError: useId(), routeError: useId() }
  const errors = store.pages.errors({ name, route: path }, route)
  const shown = touched ? errors : {}
  const message = (error: ValidationError | undefined) => error && t(error.key)

  const submit = () => {
    setTouched(true)
    if (Object.keys(errors).length > 0) return
    const input = { name, route: path, public: visible }
    const ok =
      route === undefined
        ? store.pages.add({
            ...input,
            ...(copyFrom ? { copyFrom } : {}),
            ...(collection && isTemplateRoute(path) ? { collection } : {}),
          }) !== undefined
        : store.pages.edit(route, input)
    if (ok) onDone()
  }

  return (
    <form
      className="page-form"
      noValidate
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
      <div className="field">
        <label htmlFor={ids.name}>{t('builder.pages.name')}</label>
        <input
          id={ids.name}
          value={name}
          autoFocus
          aria-invalid={shown.name ? true : undefined}
          aria-describedby={shown.name ? ids.nameError : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={ids.nameError} className="field-error" role={shown.name ? 'alert' : undefined}>
          {message(shown.name)}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.route}>{t('builder.pages.route')}</label>
        <div className="route-input">
          <span aria-hidden="true">/</span>
          <input
            id={ids.route}
            value={path}
            aria-invalid={shown.route ? true : undefined}
            aria-describedby={shown.route ? ids.routeError : undefined}
            onChange={(event) => setPath(event.target.value.replace(/^\/+/, ''))}
          />
        </div>
        <p id={ids.routeError} className="field-error" role={shown.route ? 'alert' : undefined}>
          {message(shown.route)}
        </p>
      </div>
      {route === undefined && (
        <PageCollectionField route={path} value={collection} onChange={setCollection} />
      )}
      <label className="checkbox">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        {t('builder.pages.public')}
      </label>
      {route === undefined && (
        <label className="field">
          <span>{t('builder.pages.copyFrom')}</span>
          <select value={copyFrom} onChange={(event) => setCopyFrom(event.target.value)}>
            <option value="">{t('builder.pages.blank')}</option>
            {store.pages.list.map((p) => (
              <option key={p.route} value={p.route}>
                {p.name} ({p.route})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t(route === undefined ? 'builder.pages.create' : 'builder.common.save')}
        </button>
      </div>
    </form>
  )
})
