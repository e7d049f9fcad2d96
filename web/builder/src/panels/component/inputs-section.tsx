import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { setInput, type ComponentInput } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { argTypeKey } from '../../i18n/arg-type'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import {
  checkInputValue,
  inputsWithSource,
  inputText,
  typedValue,
} from '../../styles-editing/input-values'
import { componentMenuState } from './menu-state'
import '../../custom/custom.css'

/**
 * The component's inputs, each edited by its type: a boolean toggles; other values are saved on
 * Enter or leaving the field, only when valid (an invalid one is flagged and not saved).
 */
export const InputsSection = observer(function InputsSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const menu = componentMenuState(store)
  const component = store.editor.doc.findComponent(id)
  if (!component) return null
  const inputs = inputsWithSource(store.editor.doc, component)
  return (
    <section className="menu-section">
      <div className="section-head">
        <h3 className="section-title">{t('builder.inputs.title')}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.inputs.add')}
          title={t('builder.inputs.add')}
          disabled={!store.editor.editingEnabled}
          onClick={() => menu.open({ kind: 'input', componentId: id })}
        >
          <Icon name="plus" size={16} />
        </button>
      </div>
      {inputs.length === 0 ? (
        <p className="menu-note">{t('builder.inputs.none')}</p>
      ) : (
        inputs.map(({ input, fromSource }) => (
          <InputValue
            key={`${id}:${input.name}`}
            id={id}
            input={input}
            readOnly={fromSource}
            onEdit={() => menu.open({ kind: 'input', componentId: id, name: input.name })}
          />
        ))
      )}
    </section>
  )
})

const InputValue = observer(function InputValue({
  id,
  input,
  readOnly,
  onEdit,
}: {
  id: string
  input: ComponentInput
  readOnly: boolean
  onEdit(): void
}) {
  const store = useBuilder()
  const t = useT()
  const fieldId = useId()
  const errorId = useId()
  const stored = inputText(input.is)
  const [text, setText] = useState(stored)
  const [error, setError] = useState<string>()
  useEffect(() => setText(stored), [stored])
  const save = (next: unknown) => {
    store.editor.run(setInput(store.editor.doc, id, input.name, { ...input, is: next }), {
      merge: false,
    })
  }
  const commit = () => {
    const problem = checkInputValue(input.type, text)
    setError(problem?.key)
    if (problem || text === stored) return
    save(text.trim() === '' && input.type !== 'string' ? undefined : typedValue(input.type, text))
  }
  const disabled = readOnly || !store.editor.editingEnabled
  return (
    <div className="input-row">
      {input.type === 'boolean' ? (
        <label className="check-row">
          <input
            type="checkbox"
            checked={input.is === true || (input.is === undefined && input.default === true)}
            disabled={disabled}
            onChange={(event) => save(event.target.checked)}
          />
          <span>{input.name}</span>
          {readOnly && <span className="type-tag">{t('builder.custom.fromSource')}</span>}
        </label>
      ) : (
        <div className="field">
          <label htmlFor={fieldId}>
            {input.name} <span className="type-tag">{t(argTypeKey(input.type))}</span>
            {readOnly && <span className="type-tag">{t('builder.custom.fromSource')}</span>}
          </label>
          <input
            id={fieldId}
            value={text}
            readOnly={disabled}
            placeholder={inputText(input.default)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setError(checkInputValue(input.type, event.target.value)?.key)
            }}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit()
              if (event.key === 'Escape') {
                event.stopPropagation()
                setText(stored)
                setError(undefined)
              }
            }}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
      )}
      {!readOnly && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.inputs.edit', { name: input.name })}
          title={t('builder.inputs.edit', { name: input.name })}
          disabled={!store.editor.editingEnabled}
          onClick={onEdit}
        >
          <Icon name="pencil" size={14} />
        </button>
      )}
    </div>
  )
})
