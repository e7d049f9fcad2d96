import { useEffect, useRef, useState } from 'react'
import { useT } from '../i18n/use-t'

/**
 * Renaming a component in its row: Escape cancels; Enter or leaving the field commits (the
 * store keeps a name only when it is non-empty and changed). `onDone` gets the text to commit,
 * or undefined when cancelled, once, and whether a key (rather than leaving) ended it.
 */
export function RenameField({
  initial,
  onDone,
}: {
  initial: string
  onDone: (value: string | undefined, byKey: boolean) => void
}) {
  const t = useT()
  const [value, setValue] = useState(initial)
  const input = useRef<HTMLInputElement>(null)
  const done = useRef(false)
  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])
  const finish = (result: string | undefined, byKey: boolean) => {
    if (done.current) return
    done.current = true
    onDone(result, byKey)
  }
  return (
    <input
      ref={input}
      className="tree-rename"
      aria-label={t('builder.tree.rename')}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        // The row's keys (arrows, Enter, Alt moves) are not this field's.
        event.stopPropagation()
        if (event.key === 'Escape') {
          event.preventDefault()
          finish(undefined, true)
        } else if (event.key === 'Enter') {
          event.preventDefault()
          finish(value, true)
        }
      }}
      onBlur={() => finish(value, false)}
    />
  )
}
