import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { useBuilder } from '../store-context'
import { Icon } from '../ui/icons'
import { useT } from '../i18n/use-t'

/** How long the "Copied" note stays (editor.md section 9: copy toast 2000 ms). */
export const COPIED_MS = 2000

/** The component menu: its Name (editable) and Id (copyable) sections. */
export const ComponentMenu = observer(function ComponentMenu({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const component = store.editor.doc.findComponent(id)
  const nameId = useId()
  const [name, setName] = useState(component?.name ?? '')
  const [copied, setCopied] = useState(false)
  useEffect(() => setName(component?.name ?? ''), [component?.name])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  if (!component) return null
  const commit = () => {
    if (!store.components.rename(id, name)) setName(component.name)
  }
  return (
    <div className="component-menu">
      <header className="panel-header">
        <h2>{t('builder.component.title')}</h2>
      </header>
      <section className="menu-section">
        <label className="field" htmlFor={nameId}>
          <span>{t('builder.component.name')}</span>
        </label>
        <input
          id={nameId}
          className="text-input"
          value={name}
          disabled={!store.editor.editingEnabled}
          onChange={(event) => setName(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
            if (event.key === 'Escape') {
              event.stopPropagation()
              setName(component.name)
            }
          }}
        />
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
      </section>
    </div>
  )
})
