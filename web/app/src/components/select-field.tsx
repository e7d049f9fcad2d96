import { useId, type ReactNode } from 'react'

export interface SelectOption {
  value: string | number
  label: string
}

interface SelectFieldProps {
  label: ReactNode
  value: string | number
  options: readonly SelectOption[]
  onValue(value: string): void
  className?: string
}

/** A labelled drop-down. */
export function SelectField({ label, value, options, onValue, className }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
