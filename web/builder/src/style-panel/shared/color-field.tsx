import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { HexColorPicker } from 'react-colorful'
import { resolveThemeVariables } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { checkStyleValue } from '../../styles-editing/style-check'
import { ThemeActions } from '../../theme/theme-actions'
import {
  hexForPicker,
  isColor,
  MAX_SELECTED_COLORS,
  pickerColors,
  variableRows,
  type VariableRow,
} from '../../theme/theme-values'
import { PropertyLabel } from './property-label'
import { useEditSession, useResolved, useStyleWriter } from './writer-context'

/**
 * The theme colours a picker offers: the ones chosen in the Theme menu, or, until some are
 * chosen, the theme's colour variables (at most 16 either way).
 */
export function themeSwatches(rows: VariableRow[], selected: VariableRow[]): VariableRow[] {
  if (selected.length > 0) return selected
  return rows.filter((row) => row.isColor).slice(0, MAX_SELECTED_COLORS)
}

/**
 * A colour picker over a value: the site's theme colours as swatches (a swatch writes
 * `${name}`, so a theme change restyles it), a free picker and the value as text. Used by
 * every colour of the panel: text, background, border, shadow and gradient stops.
 */
export const ColorPicker = observer(function ColorPicker({
  label,
  value,
  onChange,
  onDone,
}: {
  label: string
  value: string | undefined
  /** A picked or typed colour; `once` for a single change (a swatch), not a drag. */
  onChange(value: string, once: boolean): void
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  const theme = store.editor.site.context.theme
  void store.view.revision
  const swatchesId = useId()
  const textId = useId()
  const swatches = themeSwatches(
    variableRows(theme),
    pickerColors(theme, new ThemeActions(store).selectedColors()),
  )
  const resolved = value === undefined ? undefined : resolveThemeVariables(value, theme.variables)
  const [text, setText] = useState(value ?? '')
  const [error, setError] = useState<string>()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (document.activeElement?.id !== textId) setText(value ?? '')
  }, [value, textId])
  return (
    <div
      ref={root}
      className="sp-color-picker"
      role="dialog"
      aria-label={t('builder.stylePanel.color.choose', { name: label })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onDone()
        }
      }}
    >
      <p id={swatchesId} className="field-label">
        {t('builder.stylePanel.color.themeColors')}
      </p>
      {swatches.length === 0 ? (
        <p className="field-hint">{t('builder.stylePanel.color.noTheme')}</p>
      ) : (
        <ul className="sp-swatches" aria-labelledby={swatchesId}>
          {swatches.map((row) => (
            <li key={row.key}>
              <button
                type="button"
                className="theme-swatch theme-swatch-button"
                style={{ background: row.resolved }}
                aria-label={row.key}
                title={`${row.key}: ${row.resolved ?? ''}`}
                aria-pressed={value === `\${${row.key}}`}
                onClick={() => onChange(`\${${row.key}}`, true)}
              />
            </li>
          ))}
        </ul>
      )}
      <HexColorPicker
        color={hexForPicker(resolved) ?? '#000000'}
        onChange={(hex) => onChange(hex, false)}
      />
      <FieldForm className={`sp-field${error ? ' invalid' : ''}`}>
        <label htmlFor={textId} className="field-label">
          {t('builder.stylePanel.color.value', { name: label })}
        </label>
        <input
          id={textId}
          className="text-input"
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value)
            const next = event.target.value.trim()
            const problem = next === '' ? undefined : checkStyleValue('color', next, theme)
            setError(problem?.key)
            if (!problem && next !== '') onChange(next, false)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onDone()
            }
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {t(error)}
          </p>
        )}
      </FieldForm>
      <div className="form-actions">
        <button type="button" className="button button-small" onClick={onDone}>
          {t('builder.stylePanel.color.close')}
        </button>
      </div>
    </div>
  )
})

/** A colour property: a swatch button (named, for example, "Text colour") opening the picker. */
export const ColorField = observer(function ColorField({
  property,
  label,
}: {
  property: string
  label: string
}) {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, property)
  const [open, setOpen] = useState(false)
  const descriptionId = useId()
  const labelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const shownColor =
    resolved.value === undefined
      ? undefined
      : resolveThemeVariables(resolved.value, writer.theme.variables)
  const close = () => {
    session.end()
    setOpen(false)
    button.current?.focus()
  }
  // A click anywhere else in the builder closes the picker, as a popover does, and still acts
  // there: closed on the click rather than the press, so nothing moves under the pointer before
  // it is released. The canvas's own clicks leave it open beside the selection.
  const field = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const outside = (event: MouseEvent) => {
      if (field.current?.contains(event.target as Node)) return
      session.end()
      setOpen(false)
    }
    document.addEventListener('click', outside, true)
    return () => document.removeEventListener('click', outside, true)
  }, [open, session])
  return (
    <div className="sp-field sp-color" ref={field}>
      <PropertyLabel
        id={labelId}
        label={label}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ [property]: undefined })}
      />
      <div className="sp-color-row">
        <button
          ref={button}
          type="button"
          className="sp-color-button"
          aria-label={label}
          aria-expanded={open}
          aria-describedby={descriptionId}
          disabled={!writer.editable}
          data-source={resolved.source}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <span
            className="theme-swatch"
            aria-hidden="true"
            style={isColor(shownColor) ? { background: shownColor } : undefined}
            data-empty={isColor(shownColor) ? undefined : 'true'}
          />
        </button>
        {/* The value beside the swatch: a pointer target too; the button is the keyboard's. */}
        <span
          className="sp-color-text"
          aria-hidden="true"
          onClick={() => writer.editable && (open ? close() : setOpen(true))}
        >
          {resolved.value ?? t('builder.stylePanel.unset')}
        </span>
      </div>
      {open && (
        <ColorPicker
          label={label}
          value={resolved.value}
          onChange={(value, once) => {
            if (once) session.once({ [property]: value })
            else session.write({ [property]: value })
          }}
          onDone={close}
        />
      )}
    </div>
  )
})
