import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { checkStyleValue } from '../../styles-editing/style-check'
import { PropertyLabel } from '../shared/property-label'
import { useEditSession, useResolved, useStyleWriter } from '../shared/writer-context'

const EVEN = /^repeat\(\s*(\d+)\s*,\s*1fr\s*\)$/

/** A track list as a person reads it: a count of equal tracks, or the template itself. */
export function trackText(value: string | undefined): string {
  if (value === undefined) return ''
  const even = EVEN.exec(value.trim())
  return even ? even[1]! : value
}

/** What a typed track list stores: a whole number is that many equal tracks. */
export function trackValue(text: string): string | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  if (/^\d+$/.test(trimmed)) return `repeat(${Math.max(1, Number(trimmed))}, 1fr)`
  return trimmed.replace(/\s+/g, ' ')
}

/** Grid columns or rows: a count ("3": three equal tracks) or a template ("200px 1fr"). */
export const TrackField = observer(function TrackField({
  property,
  label,
}: {
  property: 'grid-template-columns' | 'grid-template-rows'
  label: string
}) {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, property)
  const id = useId()
  const hintId = useId()
  const descriptionId = useId()
  const [busy, setBusy] = useState(false)
  const [text, setText] = useState(() => trackText(resolved.value))
  const [error, setError] = useState<string>()
  // The target is read only while the field is in use: otherwise another component renders the
  // field only when its value or source here differs.
  const key = busy || error !== undefined ? writer.key : undefined
  useEffect(() => {
    if (!busy) {
      setText(trackText(resolved.value))
      setError(undefined)
    }
  }, [busy, resolved.value, key])
  return (
    <FieldForm className={`sp-field sp-track${error ? ' invalid' : ''}`}>
      <PropertyLabel
        htmlFor={id}
        label={label}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ [property]: undefined })}
      />
      <input
        id={id}
        className="text-input"
        value={text}
        placeholder={t('builder.stylePanel.grid.placeholder')}
        spellCheck={false}
        disabled={!writer.editable}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${descriptionId} ${hintId}`}
        onFocus={() => setBusy(true)}
        onBlur={() => {
          setBusy(false)
          session.end()
        }}
        onChange={(event) => {
          setText(event.target.value)
          const value = trackValue(event.target.value)
          if (value === undefined) {
            setError(undefined)
            session.write({ [property]: undefined })
            return
          }
          const problem = checkStyleValue(property, value, writer.theme)
          setError(problem?.key)
          if (!problem) session.write({ [property]: value })
        }}
      />
      <p
        id={hintId}
        className={error ? 'field-error' : 'field-hint'}
        role={error ? 'alert' : undefined}
      >
        {error ? t(error) : t('builder.stylePanel.grid.hint')}
      </p>
    </FieldForm>
  )
})
