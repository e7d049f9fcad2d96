import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { PropertyLabel } from './property-label'
import { useEditSession, useResolved, useStyleWriter } from './writer-context'

export interface Choice {
  value: string
  label: string
  /** An icon in place of the text (the text stays its accessible name). */
  icon?: ReactNode
}

/** A property picked from a list (a select), with an empty choice that removes it here. */
export const SelectField = observer(function SelectField({
  property,
  label,
  choices,
}: {
  property: string
  label: string
  choices: readonly Choice[]
}) {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, property)
  const id = useId()
  const descriptionId = useId()
  const value = resolved.value ?? ''
  const known = choices.some((choice) => choice.value === value)
  return (
    <FieldForm className="sp-field sp-select">
      <PropertyLabel
        htmlFor={id}
        label={label}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ [property]: undefined })}
      />
      <select
        id={id}
        className="text-input"
        data-source={resolved.source}
        value={value}
        disabled={!writer.editable}
        aria-describedby={descriptionId}
        onChange={(event) => session.once({ [property]: event.target.value || undefined })}
      >
        <option value="">{t('builder.stylePanel.unset')}</option>
        {!known && value !== '' && <option value={value}>{value}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldForm>
  )
})

/**
 * A property as a row of toggles (display, direction, alignment): pressing the pressed one
 * removes the value set here. `extra` adds values written with the choice (display: flex).
 */
export const ToggleField = observer(function ToggleField({
  property,
  label,
  choices,
  extra,
}: {
  property: string
  label: string
  choices: readonly Choice[]
  extra?: (choice: string) => Record<string, string | undefined>
}) {
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, property)
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div className="sp-field sp-toggles" role="group" aria-labelledby={labelId}>
      <PropertyLabel
        id={labelId}
        label={label}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ [property]: undefined })}
      />
      <div className="sp-segments" aria-describedby={descriptionId}>
        {choices.map((choice) => {
          const pressed = resolved.value === choice.value
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={pressed}
              aria-label={choice.icon ? choice.label : undefined}
              title={choice.label}
              data-source={pressed ? resolved.source : undefined}
              disabled={!writer.editable}
              onClick={() =>
                session.once(
                  pressed && resolved.here === choice.value
                    ? { [property]: undefined }
                    : { ...extra?.(choice.value), [property]: choice.value },
                )
              }
            >
              {choice.icon ?? choice.label}
            </button>
          )
        })}
      </div>
    </div>
  )
})
