import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { setComponentState } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Collapsible } from './collapsible'
import { useStateFor } from './use-state-for'

/** A typed state value: the text true becomes a boolean (editor.md section 4, Style editing). */
export function stateValue(text: string): unknown {
  const trimmed = text.trim()
  if (trimmed === 'true') return true
  if (trimmed === 'false') return false
  return trimmed === '' ? undefined : trimmed
}

/** The component's state: hide, and any other keys; a boolean is toggled directly. */
export const StateSection = observer(function StateSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  const keyId = useId()
  const valueId = useId()
  const [key, setKey] = useStateFor(id, '')
  const [value, setValue] = useStateFor(id, '')
  if (!component) return null
  const state = { hide: component.state?.hide ?? false, ...(component.state ?? {}) }
  const set = (name: string, next: unknown) => {
    if (component.state?.[name] === next) return
    store.editor.run(setComponentState(store.editor.doc, id, name, next), { merge: false })
  }
  const add = () => {
    const name = key.trim()
    if (name === '') return
    set(name, stateValue(value))
    setKey('')
    setValue('')
  }
  return (
    <Collapsible section="state" title={t('builder.state.title')}>
      <ul className="state-list">
        {Object.entries(state).map(([name, current]) => (
          <li key={`${id}:${name}`} className="state-item">
            {typeof current === 'boolean' ? (
              <label className="check-row">
                <input
                  type="checkbox"
                  checked={current}
                  disabled={!store.editor.editingEnabled}
                  onChange={(event) =>
                    set(
                      name,
                      name === 'hide' && !event.target.checked ? undefined : event.target.checked,
                    )
                  }
                />
                <span>{name === 'hide' ? t('builder.state.hide') : name}</span>
              </label>
            ) : (
              <StateText
                name={name}
                value={String(current)}
                onSave={(next) => set(name, stateValue(next))}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="inline-form">
        <input
          id={keyId}
          className="text-input"
          aria-label={t('builder.state.key')}
          placeholder={t('builder.state.key')}
          value={key}
          onChange={(event) => setKey(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add()
          }}
        />
        <input
          id={valueId}
          className="text-input"
          aria-label={t('builder.state.value')}
          placeholder={t('builder.state.value')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add()
          }}
        />
        <button type="button" className="button" disabled={key.trim() === ''} onClick={add}>
          {t('builder.state.add')}
        </button>
      </div>
    </Collapsible>
  )
})

function StateText({
  name,
  value,
  onSave,
}: {
  name: string
  value: string
  onSave(next: string): void
}) {
  const [text, setText] = useState(value)
  const inputId = useId()
  return (
    <div className="field">
      <label htmlFor={inputId}>{name}</label>
      <input
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => text !== value && onSave(text)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave(text)
        }}
      />
    </div>
  )
}
