import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { canvasElement } from '../../styles-editing/canvas-element'
import {
  checkSize,
  filterAmount,
  renderedPixels,
  scrubbedAmount,
  SIZE_UNIT_CHOICES,
  sizeParts,
  sizeValue,
  type SizeParts,
} from '../../styles-editing/size-value'
import { startScrub, useComponentState, useStyleField } from './use-style-field'

/**
 * A size of the selected component: a number (digits and a dot) and a unit (px, %, em, rem, vw,
 * vh, auto; a dash or an empty number clears). Switching to px fills in the rendered pixel size.
 * Dragging the label sideways scrubs the number; arrow keys step it.
 */
export const SizeField = observer(function SizeField({
  id,
  property,
  label,
  defaultUnit = 'px',
}: {
  id: string
  property: string
  label: string
  defaultUnit?: string
}) {
  const t = useT()
  const field = useStyleField(id, property)
  const inputId = useId()
  const errorId = useId()
  const [parts, setParts] = useComponentState<SizeParts>(id, () =>
    sizeParts(field.value, defaultUnit),
  )
  const [error, setError] = useComponentState<string | undefined>(id, () => undefined)
  const [focused, setFocused] = useState(false)
  const [scrubbing, setScrubbing] = useState(false)
  useEffect(() => {
    if (!focused && !scrubbing) {
      setParts(sizeParts(field.value, defaultUnit))
      setError(undefined)
    }
  }, [field.value, focused, scrubbing, defaultUnit, setParts, setError])

  const change = (next: SizeParts) => {
    setParts(next)
    // A number still being typed ("12.") waits for its decimals.
    if (/^\d+\.$/.test(next.amount)) return
    const problem = checkSize(next)
    setError(problem?.key)
    if (!problem) field.apply(sizeValue(next))
  }

  const numeric = /^\d*\.?\d+$/.test(parts.amount) && parts.unit !== '' && parts.unit !== 'auto'
  const step = (delta: number) => {
    const start = numeric ? Number(parts.amount) : 0
    const unit =
      parts.unit === '' || parts.unit === '-' || parts.unit === 'auto' ? defaultUnit : parts.unit
    change({ amount: scrubbedAmount(start, delta, unit), unit })
  }

  return (
    <FieldForm className={`style-field size-field${error ? ' invalid' : ''}`}>
      <label
        htmlFor={inputId}
        className="scrub-label"
        title={t('builder.style.scrubHint')}
        onPointerDown={(event) => {
          const start = numeric ? Number(parts.amount) : 0
          const unit =
            parts.unit === '' || parts.unit === '-' || parts.unit === 'auto'
              ? defaultUnit
              : parts.unit
          let last = ''
          setScrubbing(true)
          startScrub(
            event,
            (delta) => {
              const amount = scrubbedAmount(start, delta, unit)
              last = `${amount}${unit}`
              setParts({ amount, unit })
              field.preview(last)
            },
            (moved) => {
              setScrubbing(false)
              if (moved && last) field.commit(last)
              else field.cancelPreview()
            },
          )
        }}
      >
        {label}
      </label>
      <div className="size-inputs">
        <input
          id={inputId}
          className="text-input"
          inputMode="decimal"
          value={parts.amount}
          placeholder={parts.unit === 'auto' ? 'auto' : ''}
          disabled={parts.unit === 'auto'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            field.end()
          }}
          onChange={(event) => change({ ...parts, amount: filterAmount(event.target.value) })}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault()
              step((event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 10 : 1))
            }
          }}
        />
        <select
          className="unit-select"
          aria-label={t('builder.style.unitOf', { name: label })}
          value={parts.unit}
          onChange={(event) => {
            const unit = event.target.value
            if (unit === 'px' && parts.unit !== 'px') {
              const element = canvasElement(id)
              const amount = element ? renderedPixels(element, property) : parts.amount
              change({ amount, unit })
            } else change({ ...parts, unit })
            field.end()
          }}
        >
          {parts.unit === '' && <option value="">{t('builder.style.customUnit')}</option>}
          {SIZE_UNIT_CHOICES.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
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
