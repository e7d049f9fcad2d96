import { observer } from 'mobx-react-lite'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { ValidationError } from '@tessera/site-format/validation'
import { errorText } from '../i18n/error-message'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode
  value: string
  onValue(value: string): void
  error?: ValidationError
  hint?: ReactNode
}

/** A labelled input whose rule failure is tied to it for assistive technology. */
export const TextField = observer(function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  id,
  ...input
}: TextFieldProps) {
  const intl = useIntl()
  const generated = useId()
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {/* Always there, a line high, so a message that appears moves nothing under the pointer. */}
      <p id={errorId} className="field-error">
        {error && errorText(intl, { key: error.key, params: error.params })}
      </p>
    </div>
  )
})
