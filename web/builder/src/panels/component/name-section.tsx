import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { componentMenuState } from './menu-state'
import { useStateFor } from './use-state-for'

/** How long the "Copied" note stays (editor.md section 9: copy toast 2000 ms). */
export const COPIED_MS = 2000

/** Name (renamed in the EditName tab state), Id (copyable) and the custom source id. */
export const NameSection = observer(function NameSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const menu = componentMenuState(store)
  const component = store.editor.doc.findComponent(id)
  const nameId = useId()
  const [name, setName] = useStateFor(id, component?.name ?? '')
  const [copied, setCopied] = useStateFor(id, false)
  const editing = menu.tab === 'EditName'
  useEffect(() => {
    if (!editing) setName(component?.name ?? '')
  }, [component?.name, editing])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  if (!component) return null
  const commit = () => {
    if (!store.components.rename(id, name)) setName(component.name)
    menu.setTab('none')
  }
  return (
    <>
      <section className="menu-section">
        <label className="field-label" htmlFor={nameId}>
          {t('builder.component.name')}
        </label>
        {editing ? (
          <input
            id={nameId}
            className="text-input"
            autoFocus
            value={name}
            disabled={!store.editor.editingEnabled}
            onChange={(event) => setName(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit()
              if (event.key === 'Escape') {
                event.stopPropagation()
                setName(component.name)
                menu.setTab('none')
              }
            }}
          />
        ) : (
          <div className="value-row">
            <output id={nameId} className="value-text">
              {component.name}
            </output>
            <button
              type="button"
              className="icon-button"
              aria-label={t('builder.component.rename')}
              title={t('builder.component.rename')}
              disabled={!store.editor.editingEnabled}
              onClick={() => menu.setTab('EditName')}
            >
              <Icon name="pencil" size={16} />
            </button>
          </div>
        )}
      </section>
      <section className="menu-section">
        <span className="field-label">{t('builder.component.id')}</span>
        <div className="copy-row">
          <code>{component.id}</code>
          <button
            type="button"
            className="icon-button"
            aria-label={t('builder.component.copyId')}
            title={t('builder.component.copyId')}
            onClick={() => {
              void navigator.clipboard?.writeText(component.id).then(() => setCopied(true))
            }}
          >
            <Icon name="copy" size={16} />
          </button>
          <span role="status" className="copied">
            {copied ? t('builder.component.copied') : ''}
          </span>
        </div>
        {component.customSourceId !== undefined && (
          <>
            <span className="field-label">{t('builder.component.customSource')}</span>
            <code className="custom-source">{component.customSourceId}</code>
          </>
        )}
      </section>
    </>
  )
})
