import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  pseudoClasses,
  type PseudoClass,
  type StyleSlot,
  type ValidationResult,
} from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT, type Translate } from '../../i18n/use-t'
import { orderedBreakpoints } from '../../store/breakpoints'
import { COMMON_PROPERTIES, selectList } from '../../styles-editing/select-lists'
import type { StyleRow } from '../../styles-editing/style-target'
import { pseudoClassName } from '../../i18n/builtin-names'

/** A state's label: the plain state by name, the others as CSS writes them. */
export function pseudoLabel(t: Translate, pseudoClass: PseudoClass): string {
  return pseudoClassName(t, pseudoClass)
}

/**
 * One style row being edited: breakpoint, state, property and value (a select list for the
 * enumerated properties). Save needs a property and a valid value; a blank row is dropped on
 * save or cancel, and an existing row emptied is removed.
 */
export const RowForm = observer(function RowForm({
  row,
  defaults,
  onSave,
  onRemove,
  onDone,
}: {
  /** The row as it is; undefined for a new one. */
  row: StyleRow | undefined
  /** Where a new row goes. */
  defaults: { breakpointId: string; pseudoClass: PseudoClass }
  onSave(slot: StyleSlot, value: string, from: StyleSlot | undefined): ValidationResult
  onRemove?(slot: StyleSlot): void
  onDone(): void
}) {
  const store = useBuilder()
  const t = useT()
  const ids = {
    breakpoint: useId(),
    pseudo: useId(),
    property: useId(),
    value: useId(),
    error: useId(),
    list: useId(),
  }
  const [breakpointId, setBreakpointId] = useState(row?.breakpointId ?? defaults.breakpointId)
  const [pseudoClass, setPseudoClass] = useState<PseudoClass>(
    row?.pseudoClass ?? defaults.pseudoClass,
  )
  const [property, setProperty] = useState(row?.property ?? '')
  const [value, setValue] = useState(row?.value ?? '')
  const [error, setError] = useState<string>()
  const options = selectList(property)
  const breakpoints = orderedBreakpoints(store.editor.site)

  const save = () => {
    if (property.trim() === '' && value.trim() === '') {
      // A blank new row is dropped; an existing row left empty is removed.
      if (row && onRemove) onRemove(row)
      onDone()
      return
    }
    const problem = onSave({ breakpointId, pseudoClass, property: property.trim() }, value, row)
    setError(problem?.key)
    if (!problem) onDone()
  }
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault()
      save()
    }
    if (event.key === 'Escape') {
      event.stopPropagation()
      onDone()
    }
  }

  return (
    <div className="row-form" onKeyDown={keys}>
      <div className="row-form-grid">
        <div className="field">
          <label htmlFor={ids.breakpoint}>{t('builder.style.breakpoint')}</label>
          <select
            id={ids.breakpoint}
            value={breakpointId}
            onChange={(event) => setBreakpointId(event.target.value)}
          >
            {breakpoints.map((bp) => (
              <option key={bp.id} value={bp.id}>
                {bp.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.pseudo}>{t('builder.style.state')}</label>
          <select
            id={ids.pseudo}
            value={pseudoClass}
            onChange={(event) => setPseudoClass(event.target.value as PseudoClass)}
          >
            {pseudoClasses.map((pseudo) => (
              <option key={pseudo} value={pseudo}>
                {pseudoLabel(t, pseudo)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={ids.property}>{t('builder.style.property')}</label>
        <input
          id={ids.property}
          list={ids.list}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          value={property}
          aria-invalid={error && property.trim() === '' ? true : undefined}
          onChange={(event) => {
            const next = event.target.value
            setProperty(next)
            const list = selectList(next)
            if (list && !list.includes(value)) setValue(list[0]!)
          }}
        />
        <datalist id={ids.list}>
          {COMMON_PROPERTIES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div className="field">
        <label htmlFor={ids.value}>{t('builder.style.value')}</label>
        {options ? (
          <select
            id={ids.value}
            value={options.includes(value) ? value : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setValue(event.target.value)}
          >
            {!options.includes(value) && <option value="">{value || '—'}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={ids.value}
            autoComplete="off"
            spellCheck={false}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </div>
      {error && (
        <p id={ids.error} className="field-error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={save}>
          {t('builder.common.save')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('builder.common.cancel')}
        </button>
        {row && onRemove && (
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              onRemove(row)
              onDone()
            }}
          >
            {t('builder.style.remove')}
          </button>
        )}
      </div>
    </div>
  )
})
