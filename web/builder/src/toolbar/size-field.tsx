import { useEffect, useState } from 'react'
import { positiveInteger } from '../store/view-state'

/**
 * The builder width field: a positive integer, applied on Enter or blur; anything else
 * reverts to the current value (editor.md section 5).
 */
export function SizeField({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange(value: number): void
}) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = () => {
    const parsed = positiveInteger(text)
    if (parsed === undefined) setText(String(value))
    else if (parsed !== value) onChange(parsed)
  }
  return (
    <label className="toolbar-size">
      <span>{label}</span>
      <input
        inputMode="numeric"
        value={text}
        size={4}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
          if (event.key === 'Escape') setText(String(value))
        }}
      />
    </label>
  )
}
