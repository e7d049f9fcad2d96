import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { HexColorPicker } from 'react-colorful'
import { resolveThemeVariables } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { Icon } from '../ui/icons'
import type { ThemeActions, VariableErrors } from './theme-actions'
import { variableErrors } from './theme-actions'
import {
  MAX_SELECTED_COLORS,
  hexForPicker,
  isColor,
  pickerColors,
  variableRows,
} from './theme-values'

/** The Variables tab: every variable with its value, resolved value and swatch; add, edit, remove. */
export const VariablesTab = observer(function VariablesTab({ actions }: { actions: ThemeActions }) {
  const store = useBuilder()
  const t = useT()
  // Editing: a variable's key, '' for a new one, undefined for the list.
  const [editing, setEditing] = useState<string | undefined>(undefined)
  void store.editor.themeVersion
  void store.view.revision
  const theme = actions.theme
  const selected = actions.selectedColors()

  if (editing !== undefined) {
    return (
      <VariableForm
        actions={actions}
        editingKey={editing === '' ? undefined : editing}
        onDone={() => setEditing(undefined)}
      />
    )
  }
  const rows = variableRows(theme)
  return (
    <div className="theme-variables">
      <div className="form-actions">
        <button type="button" className="button" onClick={() => setEditing('')}>
          {t('builder.theme.variable.add')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="menu-empty">{t('builder.theme.variable.none')}</p>
      ) : (
        <ul className="theme-list" aria-label={t('builder.theme.tab.variables')}>
          {rows.map((row) => (
            <li key={row.key} className="theme-row">
              <span
                className="theme-swatch"
                aria-hidden="true"
                style={row.isColor && row.resolved ? { background: row.resolved } : undefined}
                data-empty={row.isColor ? undefined : 'true'}
              />
              <div className="theme-row-text">
                <span className="theme-row-key" title={row.key}>
                  {row.key}
                </span>
                <span className="theme-row-value">{row.value}</span>
                {row.resolved === undefined ? (
                  <span className="theme-row-resolved theme-row-unknown">
                    {t('builder.theme.variable.unresolved')}
                  </span>
                ) : (
                  row.resolved !== row.value && (
                    <span className="theme-row-resolved">
                      {t('builder.theme.variable.resolved', { value: row.resolved })}
                    </span>
                  )
                )}
              </div>
              <div className="theme-row-actions">
                {row.isColor && (
                  <button
                    type="button"
                    className="theme-pin"
                    aria-pressed={selected.includes(row.key)}
                    aria-label={t('builder.theme.variable.inPicker', { name: row.key })}
                    title={t('builder.theme.variable.inPicker', { name: row.key })}
                    onClick={() => actions.toggleSelectedColor(row.key)}
                  >
                    {selected.includes(row.key) ? '★' : '☆'}
                  </button>
                )}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.theme.variable.edit', { name: row.key })}
                  onClick={() => setEditing(row.key)}
                >
                  <Icon name="pencil" size={16} />
                </button>
                <button
                  type="button"
                  className="icon-button theme-remove"
                  aria-label={t('builder.theme.variable.remove', { name: row.key })}
                  onClick={() => actions.removeVariable(row.key)}
                >
                  <Icon name="trash" size={16} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})

/** The form that adds a variable, or edits (and may rename) one. */
const VariableForm = observer(function VariableForm({
  actions,
  editingKey,
  onDone,
}: {
  actions: ThemeActions
  editingKey: string | undefined
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  void store.editor.themeVersion
  void store.view.revision
  const theme = actions.theme
  const [key, setKey] = useState(editingKey ?? '')
  const [value, setValue] = useState(
    editingKey === undefined ? '' : (theme.variables[editingKey] ?? ''),
  )
  const [touched, setTouched] = useState(false)
  const resolved = resolveThemeVariables(value, theme.variables)
  const [picking, setPicking] = useState(() => isColor(resolved))
  const ids = {
    key: useId(),
    value: useId(),
    keyError: useId(),
    valueError: useId(),
    colors: useId(),
  }
  const errors: VariableErrors = touched ? variableErrors(theme, key, value, editingKey) : {}
  const colors = pickerColors(theme, actions.selectedColors()).filter(
    (row) => row.key !== editingKey,
  )

  const submit = () => {
    setTouched(true)
    const result =
      editingKey === undefined
        ? actions.addVariable(key, value)
        : actions.editVariable(editingKey, key, value)
    if (!result.key && !result.value) onDone()
    // The first invalid field takes the focus, so its error is read out with it.
    else document.getElementById(result.key ? ids.key : ids.value)?.focus()
  }

  return (
    <form
      className="theme-form"
      noValidate
      aria-label={t(
        editingKey === undefined
          ? 'builder.theme.variable.new'
          : 'builder.theme.variable.editTitle',
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
        {t(
          editingKey === undefined
            ? 'builder.theme.variable.new'
            : 'builder.theme.variable.editTitle',
        )}
      </h3>
      <div className="field">
        <label htmlFor={ids.key}>{t('builder.theme.variable.key')}</label>
        <input
          id={ids.key}
          value={key}
          autoFocus
          spellCheck={false}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={errors.key ? ids.keyError : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
        <p id={ids.keyError} className="field-error" role={errors.key ? 'alert' : undefined}>
          {errors.key && t(errors.key.key)}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.value}>{t('builder.theme.variable.value')}</label>
        <div className="theme-value-input">
          <span
            className="theme-swatch"
            aria-hidden="true"
            style={isColor(resolved) ? { background: resolved } : undefined}
            data-empty={isColor(resolved) ? undefined : 'true'}
          />
          <input
            id={ids.value}
            value={value}
            spellCheck={false}
            aria-invalid={errors.value ? true : undefined}
            aria-describedby={errors.value ? ids.valueError : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <p id={ids.valueError} className="field-error" role={errors.value ? 'alert' : undefined}>
          {errors.value && t(errors.value.key)}
        </p>
        {value.trim() !== '' && resolved !== value && (
          <p className="field-hint">
            {resolved === undefined
              ? t('builder.theme.variable.unresolved')
              : t('builder.theme.variable.resolved', { value: resolved })}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button-small"
        aria-expanded={picking}
        onClick={() => setPicking(!picking)}
      >
        {t('builder.theme.color.pick')}
      </button>
      {picking && (
        <div className="theme-picker">
          <HexColorPicker
            color={hexForPicker(resolved) ?? '#000000'}
            onChange={(hex) => setValue(hex)}
          />
          <div className="theme-picker-colors">
            <p id={ids.colors} className="field-label">
              {t('builder.theme.color.selected', { max: MAX_SELECTED_COLORS })}
            </p>
            {colors.length === 0 ? (
              <p className="field-hint">{t('builder.theme.color.noneSelected')}</p>
            ) : (
              <ul aria-labelledby={ids.colors}>
                {colors.map((row) => (
                  <li key={row.key}>
                    <button
                      type="button"
                      className="theme-swatch theme-swatch-button"
                      style={{ background: row.resolved }}
                      aria-label={row.key}
                      title={row.key}
                      aria-pressed={value === `\${${row.key}}`}
                      onClick={() => setValue(`\${${row.key}}`)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
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
