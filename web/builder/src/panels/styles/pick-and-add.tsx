import { useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'

/**
 * A list to pick from and an Add button. Adding waits for the button, so moving through the
 * list by keyboard (which changes a select's value at once) adds nothing by itself.
 */
export function PickAndAdd({
  label,
  selectLabel,
  options,
  disabled = false,
  onAdd,
}: {
  label: ReactNode
  /** The list's own name, when the visible label alone does not say what it adds. */
  selectLabel?: string
  options: Array<{ value: string; label: string }>
  disabled?: boolean
  onAdd(value: string): void
}) {
  const t = useT()
  const selectId = useId()
  const [value, setValue] = useState('')
  const chosen = options.some((option) => option.value === value) ? value : ''
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <div className="inline-form">
        <select
          id={selectId}
          className="text-input"
          value={chosen}
          aria-label={selectLabel}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
        >
          <option value="">{t('builder.mixins.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={disabled || chosen === ''}
          onClick={() => {
            onAdd(chosen)
            setValue('')
          }}
        >
          {t('builder.common.add')}
        </button>
      </div>
    </div>
  )
}
