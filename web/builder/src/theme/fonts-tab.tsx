import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  FONT_SOURCES,
  FONT_UNITS,
  fontWeights,
  nativeFonts,
  type FontSource,
  type ThemeFont,
  type ValidationError,
} from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import { fontError, type ThemeActions } from './theme-actions'

/** Generic families a loaded font may fall back on, before the web-safe fonts. */
const GENERIC_FAMILIES = ['sans-serif', 'serif', 'monospace', 'cursive', 'system-ui']

function weightsText(source: FontSource): string {
  const weights = fontWeights(source)
  return weights.join(', ')
}

/** The Fonts tab: the theme's fonts (native, Google, custom) with add, edit and remove. */
export const FontsTab = observer(function FontsTab({ actions }: { actions: ThemeActions }) {
  const store = useBuilder()
  const t = useT()
  const [editing, setEditing] = useState<string | undefined>(undefined)
  void store.editor.themeVersion
  if (editing !== undefined) {
    return (
      <FontForm
        actions={actions}
        editingName={editing === '' ? undefined : editing}
        onDone={() => setEditing(undefined)}
      />
    )
  }
  const fonts = Object.values(actions.theme.fonts).sort((a, b) => a.name.localeCompare(b.name))
  return (
    <div className="theme-fonts">
      <div className="form-actions">
        <button type="button" className="button" onClick={() => setEditing('')}>
          {t('builder.theme.font.add')}
        </button>
      </div>
      {fonts.length === 0 ? (
        <p className="menu-empty">{t('builder.theme.font.none')}</p>
      ) : (
        <ul className="theme-list" aria-label={t('builder.theme.tab.fonts')}>
          {fonts.map((font) => (
            <li key={font.name} className="theme-row">
              <span
                className="theme-font-sample"
                aria-hidden="true"
                style={{ fontFamily: font.name }}
              >
                Aa
              </span>
              <div className="theme-row-text">
                <span className="theme-row-key" title={font.name}>
                  {font.name}
                </span>
                <span className="theme-row-value">
                  {t(`builder.theme.font.source.${font.source}`)}
                  {font.fallback ? ` · ${font.fallback}` : ''}
                </span>
                <span className="theme-row-resolved">
                  {t('builder.theme.font.weights', { weights: weightsText(font.source) })}
                </span>
              </div>
              <div className="theme-row-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.theme.font.edit', { name: font.name })}
                  onClick={() => setEditing(font.name)}
                >
                  <Icon name="pencil" size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button theme-remove"
                  aria-label={t('builder.theme.font.remove', { name: font.name })}
                  onClick={() => actions.removeFont(font.name)}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="field-hint">
        {t('builder.theme.font.units', { units: FONT_UNITS.join(', ') })}
      </p>
    </div>
  )
})

/** The field an error belongs to. */
function errorField(
  error: ValidationError | undefined,
): 'name' | 'fallback' | 'url' | 'source' | undefined {
  if (!error) return undefined
  if (error.key.startsWith('errors.font_name') || error.key === 'builder.theme.font.nameInvalid')
    return 'name'
  if (
    error.key === 'errors.font_fallback_missing' ||
    error.key === 'builder.theme.font.fallbackInvalid'
  )
    return 'fallback'
  if (error.key === 'builder.theme.font.urlMissing') return 'url'
  return 'source'
}

const FontForm = observer(function FontForm({
  actions,
  editingName,
  onDone,
}: {
  actions: ThemeActions
  editingName: string | undefined
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  void store.editor.themeVersion
  const current = editingName === undefined ? undefined : actions.theme.fonts[editingName]
  const [font, setFont] = useState<ThemeFont>(
    current ? { ...current } : { source: 'native', name: '' },
  )
  const [touched, setTouched] = useState(false)
  const ids = {
    source: useId(),
    name: useId(),
    url: useId(),
    fallback: useId(),
    fallbacks: useId(),
    error: useId(),
    weight: useId(),
  }
  const error = touched ? fontError(actions.theme, font, editingName) : undefined
  const field = errorField(error)
  const weights = fontWeights(font.source)
  const [weight, setWeight] = useState(400)
  const update = (change: Partial<ThemeFont>) => setFont((previous) => ({ ...previous, ...change }))
  const invalid = (name: string) =>
    field === name ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {}
  const message = (name: string) =>
    field === name && error ? (
      <p id={ids.error} className="field-error" role="alert">
        {t(error.key)}
      </p>
    ) : null

  const submit = () => {
    setTouched(true)
    const failed = actions.saveFont(font, editingName)
    if (!failed) return onDone()
    // The invalid field takes the focus, so its error is read out with it.
    const invalidField = errorField(failed)
    const target =
      invalidField === 'source' || invalidField === undefined ? ids.source : ids[invalidField]
    document.getElementById(target)?.focus()
  }

  return (
    <form
      className="theme-form"
      noValidate
      aria-label={t(
        editingName === undefined ? 'builder.theme.font.new' : 'builder.theme.font.editTitle',
      )}
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
      <h3>
        {t(editingName === undefined ? 'builder.theme.font.new' : 'builder.theme.font.editTitle')}
      </h3>
      <div className="field">
        <label htmlFor={ids.source}>{t('builder.theme.font.sourceLabel')}</label>
        <select
          id={ids.source}
          value={font.source}
          autoFocus
          {...invalid('source')}
          onChange={(event) => {
            const source = FONT_SOURCES.find((known) => known === event.target.value)
            if (source) update({ source })
          }}
        >
          {FONT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`builder.theme.font.source.${source}`)}
            </option>
          ))}
        </select>
        {message('source')}
      </div>
      <div className="field">
        <label htmlFor={ids.name}>{t('builder.theme.font.name')}</label>
        {font.source === 'native' ? (
          <select
            id={ids.name}
            value={font.name}
            {...invalid('name')}
            onChange={(event) => update({ name: event.target.value })}
          >
            <option value="">{t('builder.theme.font.choose')}</option>
            {nativeFonts.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={ids.name}
            value={font.name}
            spellCheck={false}
            {...invalid('name')}
            onChange={(event) => update({ name: event.target.value })}
          />
        )}
        {message('name')}
      </div>
      {font.source === 'custom' && (
        <div className="field">
          <label htmlFor={ids.url}>{t('builder.theme.font.url')}</label>
          <input
            id={ids.url}
            type="url"
            value={font.url ?? ''}
            spellCheck={false}
            {...invalid('url')}
            onChange={(event) => update({ url: event.target.value })}
          />
          {message('url')}
        </div>
      )}
      {font.source !== 'native' && (
        <div className="field">
          <label htmlFor={ids.fallback}>{t('builder.theme.font.fallback')}</label>
          <input
            id={ids.fallback}
            list={ids.fallbacks}
            value={font.fallback ?? ''}
            spellCheck={false}
            {...invalid('fallback')}
            onChange={(event) => update({ fallback: event.target.value })}
          />
          <datalist id={ids.fallbacks}>
            {[...GENERIC_FAMILIES, ...nativeFonts].map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {message('fallback')}
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.weight}>{t('builder.theme.font.weight')}</label>
        <select
          id={ids.weight}
          value={weights.includes(weight) ? weight : 400}
          onChange={(event) => setWeight(Number(event.target.value))}
        >
          {weights.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {font.name.trim() !== '' && (
        <p
          className="theme-font-preview"
          style={{
            fontFamily: [font.name.trim(), font.fallback?.trim()].filter(Boolean).join(', '),
            fontWeight: weights.includes(weight) ? weight : 400,
          }}
        >
          {t('builder.theme.font.preview')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
        <button type="submit" className="button button-primary">
          {t('builder.common.save')}
        </button>
      </div>
    </form>
  )
})
