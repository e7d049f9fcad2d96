import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import type { ValidationResult } from '@tessera/site-format'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { checkStyleValue } from '../../styles-editing/style-check'
import { renderedPixels } from '../../styles-editing/size-value'
import { joinValue, splitValue, stepped, typedValue, type ValueSpec } from './css-value'
import { PropertyLabel } from './property-label'
import { startScrub, type Modifiers } from './scrub'
import { useEditSession, useResolved, useStyleWriter } from './writer-context'

/** The text and unit a value input shows for a stored value. */
function shown(
  value: string | undefined,
  spec: ValueSpec,
  compact = false,
): { text: string; unit: string } {
  const parts = splitValue(value, spec)
  // The spacing box shows the whole value, its unit included.
  if (compact && parts) {
    return { text: value!.trim(), unit: parts.kind === 'number' ? parts.unit : '' }
  }
  if (!parts) return { text: '', unit: spec.defaultUnit }
  if (parts.kind === 'number') return { text: String(parts.amount), unit: parts.unit }
  return { text: parts.text, unit: spec.keywords.includes(parts.text) ? parts.text : '' }
}

/**
 * A CSS value: a number with a unit select (the units the property takes, then its keywords),
 * or any keyword or `${theme-variable}` typed. Each valid value shows on the canvas at once;
 * one stay in the field is one undo step. A value the CSS refuses shows `build.invalid_value`
 * and changes nothing. The label scrubs (one step on release); arrows step the number (Shift: by
 * ten). `expand` widens an edit to more properties by the keys held (the spacing box).
 */
export const ValueInput = observer(function ValueInput({
  property,
  label,
  spec,
  expand,
  compact,
  className,
  check,
  hint,
}: {
  property: string
  label: string
  spec: ValueSpec
  expand?: (modifiers: Modifiers) => readonly string[]
  /** Only the number field (with its unit in it): the spacing box. */
  compact?: boolean
  className?: string
  /** A rule of the property's own, beyond what the CSS takes (font size). */
  check?: (value: string) => ValidationResult
  /** An example of what the property takes, shown while it is empty. */
  hint?: string
}) {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, property)
  const inputId = useId()
  const errorId = useId()
  const descriptionId = useId()
  const listId = useId()
  const [focused, setFocused] = useState(false)
  const [scrubbing, setScrubbing] = useState(false)
  const busy = focused || scrubbing
  // What the field shows while it differs from the stored value (typing, a scrub); otherwise
  // the stored value is shown as it is, so another selection renders the field once.
  const [local, setLocal] = useState<{ key: string; text: string; unit: string }>()
  const [error, setError] = useState<string>()
  // The target is read only while the field holds an edit of its own: otherwise another
  // component renders the field only when its value or source here differs.
  const key = local !== undefined || error !== undefined ? writer.key : undefined
  const current =
    local !== undefined && local.key === key ? local : shown(resolved.value, spec, compact)
  useEffect(() => {
    if (!busy) {
      setLocal(undefined)
      setError(undefined)
    }
  }, [busy, resolved.value, key])

  const targets = (modifiers: Modifiers) => expand?.(modifiers) ?? [property]
  const valuesFor = (value: string | undefined, modifiers: Modifiers) =>
    Object.fromEntries(targets(modifiers).map((p) => [p, value]))
  const noKeys: Modifiers = { alt: false, shift: false }

  /** Writes a typed or picked value, when the CSS takes it. */
  const commit = (value: string | undefined, modifiers = noKeys, once = false) => {
    if (value !== undefined) {
      const problem = checkStyleValue(property, value, writer.theme) ?? check?.(value)
      setError(problem?.key)
      if (problem) return
    } else setError(undefined)
    const values = valuesFor(value, modifiers)
    if (once) session.once(values)
    else session.write(values)
  }

  const change = (text: string) => {
    const value = typedValue(text, current.unit, spec)
    const parts = splitValue(value, spec)
    setLocal({
      key: writer.key,
      text,
      unit: parts?.kind === 'number' && parts.unit !== '' ? parts.unit : current.unit,
    })
    // A number still being typed ("12.", "-") waits for the rest.
    if (/^-?\d*\.$|^-$/.test(text.trim())) return
    commit(value)
  }

  const numeric = splitValue(typedValue(current.text, current.unit, spec), spec)
  const amount = numeric?.kind === 'number' ? numeric.amount : 0
  const unit =
    numeric?.kind === 'number' && (numeric.unit !== '' || spec.units.length === 0)
      ? numeric.unit
      : spec.units.includes(current.unit)
        ? current.unit
        : spec.defaultUnit

  const step = (steps: number, modifiers: Modifiers) => {
    const next = joinValue(stepped(amount, steps, unit, spec), unit)
    setLocal({ key: writer.key, ...shown(next, spec, compact) })
    commit(next, modifiers)
  }

  const scrub = (event: React.PointerEvent<HTMLElement>) => {
    const start = amount
    let last: { value: string; modifiers: Modifiers } | undefined
    let previewed: readonly string[] = []
    setScrubbing(true)
    startScrub(
      event,
      (delta, modifiers) => {
        const value = joinValue(stepped(start, delta, unit, spec), unit)
        const properties = targets(modifiers)
        writer.endPreview(previewed.filter((p) => !properties.includes(p)))
        previewed = properties
        last = { value, modifiers }
        setLocal({ key: writer.key, ...shown(value, spec, compact) })
        writer.preview(valuesFor(value, modifiers))
      },
      (moved) => {
        writer.endPreview(previewed)
        setScrubbing(false)
        if (moved && last) commit(last.value, last.modifiers, true)
      },
    )
  }

  const pickUnit = (choice: string) => {
    session.end()
    if (spec.keywords.includes(choice)) {
      setLocal({ key: writer.key, text: choice, unit: choice })
      commit(choice, noKeys, true)
      return
    }
    let next = amount
    if (choice === 'px' && unit !== 'px') {
      const element = writer.element()
      if (element) next = Number(renderedPixels(element, property))
    }
    const value = joinValue(next, choice)
    setLocal({ key: writer.key, ...shown(value, spec, compact) })
    commit(value, noKeys, true)
  }

  const variables = Object.keys(writer.theme.variables).filter((name) => {
    const value = writer.theme.variables[name]
    return spec.units.length > 0 ? splitValue(value, spec)?.kind === 'number' : true
  })
  const isKeyword = spec.keywords.includes(current.text)
  const custom = current.text !== '' && !isKeyword && numeric?.kind !== 'number'
  const described = [descriptionId, ...(error ? [errorId] : [])].join(' ')

  return (
    <FieldForm
      className={`sp-field sp-value${compact ? ' compact' : ''}${error ? ' invalid' : ''}${
        className ? ` ${className}` : ''
      }`}
    >
      {!compact && (
        <PropertyLabel
          htmlFor={inputId}
          label={label}
          resolved={resolved}
          descriptionId={descriptionId}
          disabled={!writer.editable}
          onScrub={spec.free ? undefined : scrub}
          onReset={() => commit(undefined, noKeys, true)}
        />
      )}
      <div className="sp-inputs">
        {compact && (
          <span id={descriptionId} className="visually-hidden">
            {resolved.here === undefined ? '' : t('builder.stylePanel.source.setHere')}
          </span>
        )}
        <input
          id={inputId}
          className="text-input"
          data-source={resolved.source}
          value={current.text}
          placeholder={
            hint ?? (compact ? '0' : spec.keywords[0] === 'inherit' ? '' : (spec.keywords[0] ?? ''))
          }
          list={variables.length > 0 ? listId : undefined}
          spellCheck={false}
          autoComplete="off"
          disabled={!writer.editable}
          aria-label={compact ? label : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          title={compact ? label : undefined}
          onPointerDown={
            compact
              ? (event) => {
                  // In the spacing box the number itself scrubs when dragged, and takes the
                  // focus when clicked.
                  if (document.activeElement === event.currentTarget) return
                  const target = event.currentTarget
                  let dragged = false
                  const startX = event.clientX
                  const onMove = (e: PointerEvent) => {
                    if (!dragged && Math.abs(e.clientX - startX) > 3) dragged = true
                  }
                  target.addEventListener('pointermove', onMove)
                  target.addEventListener(
                    'pointerup',
                    () => {
                      target.removeEventListener('pointermove', onMove)
                      if (!dragged) target.focus()
                    },
                    { once: true },
                  )
                  scrub(event)
                }
              : undefined
          }
          onFocus={(event) => {
            setFocused(true)
            // A value shown is usually replaced rather than added to.
            event.currentTarget.select()
          }}
          onBlur={() => {
            setFocused(false)
            session.end()
          }}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            const modifiers = { alt: event.altKey, shift: event.shiftKey }
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              if (isKeyword || custom || spec.free) return
              event.preventDefault()
              step((event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 10 : 1), modifiers)
            } else if (event.key === 'Enter') {
              event.preventDefault()
              session.end()
              if (expand && (modifiers.alt || modifiers.shift)) {
                commit(typedValue(current.text, current.unit, spec), modifiers, true)
              }
            }
          }}
        />
        {!compact && spec.units.length > 0 && (
          <select
            className="unit-select"
            aria-label={t('builder.style.unitOf', { name: label })}
            value={custom ? '' : isKeyword ? current.text : unit}
            disabled={!writer.editable}
            onChange={(event) => pickUnit(event.target.value)}
          >
            {custom && <option value="">{t('builder.style.customUnit')}</option>}
            {spec.units.map((u) => (
              <option key={u} value={u}>
                {u === '' ? '×' : u}
              </option>
            ))}
            {spec.keywords.map((keyword) => (
              <option key={keyword} value={keyword}>
                {keyword}
              </option>
            ))}
          </select>
        )}
      </div>
      {variables.length > 0 && (
        <datalist id={listId}>
          {variables.map((name) => (
            <option key={name} value={`\${${name}}`} />
          ))}
        </datalist>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </FieldForm>
  )
})
