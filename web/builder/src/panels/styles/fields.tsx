import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { FONT_UNITS } from '@tessera/site-format'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { checkFontSize, checkStyleValue, fontSizeValue } from '../../styles-editing/style-check'
import { filterAmount, round2 } from '../../styles-editing/size-value'
import { startScrub, useComponentState, useStyleField } from './use-style-field'

/** The local text of a field, following the stored value while the field is not in use. */
function useFieldText(
  id: string,
  stored: string | undefined,
  idle: boolean,
  format = (v: string) => v,
) {
  const [text, setText] = useComponentState(id, () => (stored === undefined ? '' : format(stored)))
  useEffect(() => {
    if (idle) setText(stored === undefined ? '' : format(stored))
  }, [stored, idle, setText])
  return [text, setText] as const
}

/**
 * A plain number of the selected component (flex grow and shrink): digits and a dot; empty
 * clears; the placeholder shows the default. Scrubbed by dragging the label, stepped by arrows.
 */
export const NumberField = observer(function NumberField({
  id,
  property,
  label,
  placeholder,
  step = 1,
}: {
  id: string
  property: string
  label: string
  placeholder: string
  step?: number
}) {
  const t = useT()
  const field = useStyleField(id, property)
  const inputId = useId()
  const errorId = useId()
  const [busy, setBusy] = useState(false)
  const [text, setText] = useFieldText(id, field.value, !busy)
  const [error, setError] = useComponentState<string | undefined>(id, () => undefined)

  const change = (next: string) => {
    setText(next)
    if (next === '') {
      setError(undefined)
      field.apply(undefined)
      return
    }
    const problem = checkStyleValue(property, next)
    setError(problem?.key)
    if (!problem) field.apply(next)
  }
  const start = () => (text === '' ? Number(placeholder) : Number(text)) || 0

  return (
    <FieldForm className={`style-field number-field${error ? ' invalid' : ''}`}>
      <label
        htmlFor={inputId}
        className="scrub-label"
        title={t('builder.style.scrubHint')}
        onPointerDown={(event) => {
          const from = start()
          let last = ''
          setBusy(true)
          startScrub(
            event,
            (delta) => {
              last = round2(Math.max(0, from + delta * step * 0.1))
              setText(last)
              field.preview(last)
            },
            (moved) => {
              setBusy(false)
              if (moved && last) field.commit(last)
              else field.cancelPreview()
            },
          )
        }}
      >
        {label}
      </label>
      <input
        id={inputId}
        className="text-input"
        inputMode="decimal"
        value={text}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onFocus={() => setBusy(true)}
        onBlur={() => {
          setBusy(false)
          field.end()
        }}
        onChange={(event) => change(filterAmount(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault()
            const delta = (event.key === 'ArrowUp' ? step : -step) * (event.shiftKey ? 10 : 1)
            change(round2(Math.max(0, start() + delta)))
          }
        }}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </FieldForm>
  )
})

/**
 * Margin or padding: 1 to 4 values (top, right, bottom, left), each valid for the property;
 * empty clears.
 */
export const BoxField = observer(function BoxField({
  id,
  property,
  label,
}: {
  id: string
  property: 'margin' | 'padding'
  label: string
}) {
  const t = useT()
  const field = useStyleField(id, property)
  const inputId = useId()
  const hintId = useId()
  const [focused, setFocused] = useState(false)
  const [text, setText] = useFieldText(id, field.value, !focused)
  const [error, setError] = useComponentState<string | undefined>(id, () => undefined)
  return (
    <FieldForm className={`style-field box-field${error ? ' invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="text-input"
        value={text}
        placeholder="0px"
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          field.end()
        }}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          if (next.trim() === '') {
            setError(undefined)
            field.apply(undefined)
            return
          }
          const problem = checkStyleValue(property, next)
          setError(problem?.key)
          if (!problem) field.apply(next.trim().replace(/\s+/g, ' '))
        }}
      />
      <p
        id={hintId}
        className={error ? 'field-error' : 'field-hint'}
        role={error ? 'alert' : undefined}
      >
        {error ? t(error) : t('builder.style.boxHint')}
      </p>
    </FieldForm>
  )
})

/** Font size: a whole number above 1 and below 1000 (at most 3 digits), px by default. */
export const FontSizeField = observer(function FontSizeField({ id }: { id: string }) {
  const t = useT()
  const field = useStyleField(id, 'font-size')
  const inputId = useId()
  const errorId = useId()
  const [focused, setFocused] = useState(false)
  const stored = /^(\d{1,3})(px|em|rem|%)$/.exec(field.value ?? '')
  const [text, setText] = useFieldText(id, stored ? stored[1] : undefined, !focused)
  const [unit, setUnit] = useComponentState(id, () => stored?.[2] ?? 'px')
  useEffect(() => {
    if (!focused) setUnit(stored?.[2] ?? 'px')
  }, [focused, stored?.[2]])
  const [error, setError] = useComponentState<string | undefined>(id, () => undefined)
  const change = (amount: string, nextUnit: string) => {
    setText(amount)
    setUnit(nextUnit)
    if (amount === '') {
      setError(undefined)
      field.apply(undefined)
      return
    }
    const problem = checkFontSize(`${amount}${nextUnit}`)
    setError(problem?.key)
    if (!problem) field.apply(fontSizeValue(`${amount}${nextUnit}`))
  }
  return (
    <FieldForm className={`style-field font-size-field${error ? ' invalid' : ''}`}>
      <label htmlFor={inputId}>{t('builder.style.fontSize')}</label>
      <div className="size-inputs">
        <input
          id={inputId}
          className="text-input"
          inputMode="numeric"
          maxLength={3}
          value={text}
          placeholder={field.value && !stored ? field.value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            field.end()
          }}
          onChange={(event) => change(event.target.value.replace(/\D/g, '').slice(0, 3), unit)}
        />
        <select
          className="unit-select"
          aria-label={t('builder.style.unitOf', { name: t('builder.style.fontSize') })}
          value={unit}
          onChange={(event) => {
            change(text, event.target.value)
            field.end()
          }}
        >
          {FONT_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </FieldForm>
  )
})
