import { observer } from 'mobx-react-lite'
import { useId, useState, type InputHTMLAttributes } from 'react'
import { useBuilder } from '../store-context'
import { useDerived } from '../store/use-derived'
import { suggestedComponents } from '../styles-editing/component-suggestions'

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'list' | 'onFocus'
>

/**
 * A text field for a component's id. While it has focus it suggests the components below `under`
 * whose id or name holds the typed text (a datalist of at most a few dozen): below a page root
 * they are every component of the page, too many to walk on each edit or to list whole.
 */
export const ComponentIdInput = observer(function ComponentIdInput({
  under,
  value,
  onChange,
  onBlur,
  ...input
}: InputProps & { under: string; value: string; onChange(value: string): void }) {
  const store = useBuilder()
  const listId = useId()
  const [suggesting, setSuggesting] = useState(false)
  const suggestions = useDerived(() => {
    void store.editor.historyVersion
    const scope = store.editor.doc.findComponent(under)
    if (!suggesting || !scope) return []
    return suggestedComponents(scope.children ?? [], value)
  }, [store, under, suggesting, value])
  return (
    <>
      <input
        className="text-input"
        spellCheck={false}
        {...input}
        value={value}
        list={listId}
        onFocus={() => setSuggesting(true)}
        onBlur={(event) => {
          setSuggesting(false)
          onBlur?.(event)
        }}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {suggestions.map((component) => (
          <option key={component.id} value={component.id}>
            {component.name}
          </option>
        ))}
      </datalist>
    </>
  )
})
