import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import { setInput, type ArgType, type ComponentInput } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { argTypeKey } from '../../i18n/arg-type'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import {
  checkInputName,
  checkInputValue,
  INPUT_TYPES,
  inputText,
  typedValue,
} from '../../styles-editing/input-values'

/** Adding or editing an input (name, type, attribute flag, default), in place of the menu. */
export const InputEditor = observer(function InputEditor({
  componentId,
  name,
  onClose,
}: {
  componentId: string
  name: string | undefined
  onClose(): void
}) {
  const store = useBuilder()
  const t = useT()
  const ids = { name: useId(), type: useId(), attr: useId(), def: useId(), error: useId() }
  const component = store.editor.doc.findComponent(componentId)
  const existing = name === undefined ? undefined : component?.inputs?.[name]
  const [draftName, setDraftName] = useState(existing?.name ?? '')
  const [type, setType] = useState<ArgType>(existing?.type ?? 'string')
  const [attr, setAttr] = useState(existing?.attr === true)
  const [def, setDef] = useState(inputText(existing?.default))
  const [error, setError] = useState<{ field: 'name' | 'default'; key: string }>()
  if (!component) return null

  const save = () => {
    const nameError = checkInputName(component, draftName, existing?.name)
    if (nameError) return setError({ field: 'name', key: nameError.key })
    const defaultError = def.trim() === '' ? undefined : checkInputValue(type, def)
    if (defaultError) return setError({ field: 'default', key: defaultError.key })
    const input: ComponentInput = {
      ...(existing ?? {}),
      name: draftName.trim(),
      type,
      ...(attr ? { attr: true } : {}),
    }
    if (!attr) delete input.attr
    if (def.trim() === '') delete input.default
    else input.default = typedValue(type, def)
    if (existing && existing.type !== type) delete input.is
    store.editor.run(setInput(store.editor.doc, componentId, existing?.name ?? input.name, input), {
      merge: false,
    })
    onClose()
  }
  const remove = () => {
    if (!existing) return
    store.editor.run(setInput(store.editor.doc, componentId, existing.name, undefined), {
      merge: false,
    })
    onClose()
  }

  return (
    <div
      className="menu-editor input-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <header className="panel-header">
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.common.back')}
          title={t('builder.common.back')}
          onClick={onClose}
        >
          <Icon name="back" size={18} />
        </button>
        <h2>{t(existing ? 'builder.inputs.editTitle' : 'builder.inputs.newTitle')}</h2>
      </header>
      <div className="menu-section">
        <div className="field">
          <label htmlFor={ids.name}>{t('builder.inputs.name')}</label>
          <input
            id={ids.name}
            autoFocus
            value={draftName}
            aria-invalid={error?.field === 'name' ? true : undefined}
            aria-describedby={error?.field === 'name' ? ids.error : undefined}
            onChange={(event) => setDraftName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save()
            }}
          />
        </div>
        <div className="two-fields">
          <div className="field">
            <label htmlFor={ids.type}>{t('builder.inputs.type')}</label>
            <select
              id={ids.type}
              value={type}
              onChange={(event) => setType(event.target.value as ArgType)}
            >
              {INPUT_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(argTypeKey(option))}
                </option>
              ))}
              {!INPUT_TYPES.some((option) => option === type) && (
                <option value={type}>{t(argTypeKey(type))}</option>
              )}
            </select>
          </div>
          <div className="field">
            <label htmlFor={ids.def}>{t('builder.inputs.default')}</label>
            <input
              id={ids.def}
              value={def}
              aria-invalid={error?.field === 'default' ? true : undefined}
              aria-describedby={error?.field === 'default' ? ids.error : undefined}
              onChange={(event) => setDef(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') save()
              }}
            />
          </div>
        </div>
        <label className="check-row" htmlFor={ids.attr}>
          <input
            id={ids.attr}
            type="checkbox"
            checked={attr}
            onChange={(event) => setAttr(event.target.checked)}
          />
          <span>{t('builder.inputs.attr')}</span>
        </label>
        {error && (
          <p id={ids.error} className="field-error" role="alert">
            {t(error.key)}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button button-primary" onClick={save}>
            {t('builder.common.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('builder.common.cancel')}
          </button>
          {existing && (
            <button type="button" className="button button-danger" onClick={remove}>
              {t('builder.inputs.remove')}
            </button>
          )}
        </div>
      </div>
    </div>
  )
})
