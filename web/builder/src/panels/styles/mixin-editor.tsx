import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import type { BreakpointStyles } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { activeBreakpoint } from '../../store/breakpoints'
import { checkStyleValue } from '../../styles-editing/style-check'
import { removeStyleEntryFrom, setStyleEntryIn } from '../../styles-editing/draft-styles'
import { styleActions } from '../../styles-editing/style-actions'
import { styleGroups, type StyleRow } from '../../styles-editing/style-target'
import { StylePanel } from '../../style-panel/style-panel'
import { DraftStyleWriter } from '../../style-panel/shared/style-writer'
import { RowForm } from './row-form'
import { StyleList } from './style-list'

/**
 * Editing a reusable style, in place of the whole component menu: its name and its property
 * rows, kept as a draft until OK saves them as one step. A new one is also added to the
 * component it was made from. The Styles menu's Reusable tab shows the same editor.
 */
export const MixinEditor = observer(function MixinEditor({
  mixinId,
  componentId,
  onClose,
}: {
  mixinId: string | undefined
  /** The component a new mixin is made from (and added to); none from the Styles menu. */
  componentId?: string | undefined
  onClose(): void
}) {
  const store = useBuilder()
  const t = useT()
  const nameId = useId()
  const errorId = useId()
  const existing = mixinId === undefined ? undefined : store.editor.site.context.styles[mixinId]
  const [name, setName] = useState(existing?.name ?? '')
  // The draft the style panel and the custom property rows both edit, until OK.
  const [writer] = useState(
    () => new DraftStyleWriter(store, mixinId ?? 'new', existing?.breakpoints ?? {}),
  )
  const styles = writer.styles
  const setStyles = (next: (current: BreakpointStyles) => BreakpointStyles) =>
    writer.replace(next(writer.styles))
  const [editing, setEditing] = useState<{ row?: StyleRow } | undefined>()
  const [error, setError] = useState<string>()
  const theme = store.editor.site.context.theme
  const defaults = {
    breakpointId: activeBreakpoint(store.editor.site, store.view.builderWidth).id,
    pseudoClass: store.view.pseudoClass,
  }

  const ok = () => {
    const result = styleActions(store).saveMixin(
      { ...(mixinId === undefined ? {} : { id: mixinId }), name, breakpoints: styles },
      mixinId === undefined ? componentId : undefined,
    )
    if (result && 'key' in result) {
      setError(result.key)
      return
    }
    onClose()
  }

  return (
    <div className="menu-editor mixin-editor">
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
        <h2>{t(existing ? 'builder.mixins.editTitle' : 'builder.mixins.newTitle')}</h2>
      </header>
      <div className="menu-section">
        <div className="field">
          <label htmlFor={nameId}>{t('builder.mixins.name')}</label>
          <input
            id={nameId}
            autoFocus
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') ok()
            }}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {t(error)}
            </p>
          )}
        </div>
      </div>
      {!editing && <StylePanel writer={writer} />}
      <div className="menu-section">
        <div className="section-head">
          <h3 className="section-title">{t('builder.stylePanel.section.customProperties')}</h3>
          {!editing && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('builder.style.add')}
              title={t('builder.style.add')}
              onClick={() => setEditing({})}
            >
              <Icon name="plus" size={16} />
            </button>
          )}
        </div>
        {editing ? (
          <RowForm
            row={editing.row}
            defaults={defaults}
            onSave={(slot, value, from) => {
              const problem = checkStyleValue(slot.property, value, theme)
              if (problem) return problem
              setStyles((current) => {
                const next = structuredClone(current)
                if (from) removeStyleEntryFrom(next, from)
                setStyleEntryIn(next, {
                  ...slot,
                  property: slot.property.toLowerCase(),
                  value: value.trim(),
                })
                return next
              })
              return undefined
            }}
            onRemove={(slot) =>
              setStyles((current) => {
                const next = structuredClone(current)
                removeStyleEntryFrom(next, slot)
                return next
              })
            }
            onDone={() => setEditing(undefined)}
          />
        ) : (
          <StyleList
            groups={styleGroups(store.editor.site, styles)}
            activeBreakpointId={defaults.breakpointId}
            onEdit={(row) => setEditing({ row })}
            onRemove={(row) =>
              setStyles((current) => {
                const next = structuredClone(current)
                removeStyleEntryFrom(next, row)
                return next
              })
            }
          />
        )}
      </div>
      {!editing && (
        <div className="menu-section">
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={ok}>
              {t('builder.common.ok')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('builder.common.cancel')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
})
