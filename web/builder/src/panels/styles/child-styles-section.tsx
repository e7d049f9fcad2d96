import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { activeBreakpoint } from '../../store/breakpoints'
import { canvasElement } from '../../styles-editing/canvas-element'
import { childKeyMatches, validSelector } from '../../styles-editing/child-selectors'
import { styleActions } from '../../styles-editing/style-actions'
import { styleGroups } from '../../styles-editing/style-target'
import { Collapsible } from '../component/collapsible'
import { componentMenuState } from '../component/menu-state'
import { useStateFor } from '../component/use-state-for'
import { useDerived } from '../../store/use-derived'
import { ComponentIdInput } from '../component-id-input'
import { StyleList } from './style-list'

/**
 * Styles for selectors inside the component. A selector that no longer matches anything in it
 * shows a red warning with a delete action. The body, and what it derives from the component,
 * exists only while the section is expanded (it is collapsed by default).
 */
export function ChildStylesSection({ id }: { id: string }) {
  const t = useT()
  return (
    <Collapsible section="childStyles" title={t('builder.childStyles.title')}>
      <ChildStyles id={id} />
    </Collapsible>
  )
}

const ChildStyles = observer(function ChildStyles({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  // Breakpoints (their names, the active one) change with the theme.
  void store.editor.themeVersion
  const menu = componentMenuState(store)
  const selectorId = useId()
  const errorId = useId()
  const [selector, setSelector] = useStateFor(id, '')
  const [error, setError] = useStateFor<string | undefined>(id, undefined)
  const shown = useDerived(() => {
    void store.editor.historyVersion
    const component = store.editor.doc.findComponent(id)
    if (!component) return undefined
    const overrides = structuredClone(component.style.overrides ?? {})
    const element = canvasElement(id)
    return {
      overrides,
      missing: Object.keys(overrides).filter(
        (key) => childKeyMatches(component, key, element) === false,
      ),
    }
  }, [store, id])
  const active = activeBreakpoint(store.editor.site, store.view.builderWidth)

  const add = () => {
    const text = selector.trim()
    if (!validSelector(text)) {
      setError('builder.childStyles.invalid')
      return
    }
    setError(undefined)
    setSelector('')
    menu.open({ kind: 'style', target: { kind: 'child', id, selector: text } })
  }

  return (
    <>
      {Object.entries(shown?.overrides ?? {}).map(([key, styles]) => {
        const target = { kind: 'child', id, selector: key } as const
        const missing = shown?.missing.includes(key) === true
        return (
          <div key={key} className={`child-style${missing ? ' missing' : ''}`}>
            <div className="section-head">
              <code className="child-selector">{key}</code>
              <span className="item-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.childStyles.addRow', { selector: key })}
                  title={t('builder.childStyles.addRow', { selector: key })}
                  onClick={() => menu.open({ kind: 'style', target })}
                >
                  <Icon name="plus" size={14} />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.childStyles.delete', { selector: key })}
                  title={t('builder.childStyles.delete', { selector: key })}
                  onClick={() => styleActions(store).removeChild(id, key)}
                >
                  <Icon name="trash" size={14} />
                </button>
              </span>
            </div>
            {missing && (
              <p className="child-missing" role="alert">
                <Icon name="alert" size={14} />
                <span>{t('builder.childStyles.missing')}</span>
                <button
                  type="button"
                  className="link-button danger"
                  onClick={() => styleActions(store).removeChild(id, key)}
                >
                  {t('builder.childStyles.deleteShort')}
                </button>
              </p>
            )}
            <StyleList
              groups={styleGroups(store.editor.site, styles)}
              activeBreakpointId={active.id}
              onEdit={(row) => menu.open({ kind: 'style', target, row })}
              onRemove={(row) => styleActions(store).removeRow(target, row)}
            />
          </div>
        )
      })}
      <div className="field">
        <label htmlFor={selectorId}>{t('builder.childStyles.selector')}</label>
        <div className="inline-form">
          <ComponentIdInput
            id={selectorId}
            under={id}
            value={selector}
            placeholder={t('builder.childStyles.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(text) => {
              setSelector(text)
              setError(undefined)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add()
            }}
          />
          <button type="button" className="button" onClick={add} disabled={selector.trim() === ''}>
            {t('builder.childStyles.add')}
          </button>
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
    </>
  )
})
