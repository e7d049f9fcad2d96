import { useEffect, useId, useState } from 'react'
import { resolveThemeVariables } from '@tessera/site-format'
import { useT } from '../../i18n/use-t'
import { isColor } from '../../theme/theme-values'
import { ColorPicker } from './color-field'
import { useStyleWriter } from './writer-context'

/**
 * A part of a list value (a shadow's blur, a gradient stop's position): typed freely, passed
 * on when `valid` takes it; otherwise marked invalid and left out.
 */
export function PartInput({
  label,
  value,
  valid,
  onChange,
  onEnd,
}: {
  label: string
  value: string
  valid(text: string): boolean
  onChange(value: string): void
  onEnd?(): void
}) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(value)
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setText(value)
  }, [value, focused])
  const bad = !valid(text.trim())
  return (
    <div className="sp-field sp-part">
      <label htmlFor={id} className="sp-label">
        {label}
      </label>
      <input
        id={id}
        className="text-input"
        value={text}
        spellCheck={false}
        aria-invalid={bad ? true : undefined}
        title={bad ? t('build.invalid_value') : undefined}
        onFocus={(event) => {
          setFocused(true)
          event.currentTarget.select()
        }}
        onBlur={() => {
          setFocused(false)
          onEnd?.()
        }}
        onChange={(event) => {
          setText(event.target.value)
          const next = event.target.value.trim()
          if (valid(next)) onChange(next)
        }}
      />
    </div>
  )
}

/** A colour inside a list value: a swatch button named `label` that opens the picker. */
export function PartColor({
  label,
  value,
  onChange,
  onEnd,
}: {
  label: string
  value: string
  onChange(value: string, once: boolean): void
  onEnd?(): void
}) {
  const writer = useStyleWriter()
  const [open, setOpen] = useState(false)
  const shown = resolveThemeVariables(value, writer.theme.variables)
  return (
    <div className="sp-part-color">
      <div className="sp-color-row">
        <button
          type="button"
          className="sp-color-button"
          aria-label={label}
          title={`${label}: ${value}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <span
            className="theme-swatch"
            aria-hidden="true"
            style={isColor(shown) ? { background: shown } : undefined}
            data-empty={isColor(shown) ? undefined : 'true'}
          />
        </button>
        <span className="sp-color-text" aria-hidden="true" onClick={() => setOpen(!open)}>
          {value}
        </span>
      </div>
      {open && (
        <ColorPicker
          label={label}
          value={value}
          onChange={onChange}
          onDone={() => {
            onEnd?.()
            setOpen(false)
          }}
        />
      )}
    </div>
  )
}

/** A length as list values take it (a number with a length unit, or 0). */
export function isLength(text: string): boolean {
  return /^-?(?:\d+\.?\d*|\.\d+)(?:px|em|rem|%|vw|vh)?$/.test(text)
}
