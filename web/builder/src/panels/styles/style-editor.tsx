import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { activeBreakpoint } from '../../store/breakpoints'
import { styleActions } from '../../styles-editing/style-actions'
import type { StyleRow, StyleTarget } from '../../styles-editing/style-target'
import { RowForm } from './row-form'

/** The style row editor, in place of the whole component menu. */
export const StyleEditor = observer(function StyleEditor({
  target,
  row,
  onClose,
}: {
  target: StyleTarget
  row: StyleRow | undefined
  onClose(): void
}) {
  const store = useBuilder()
  const t = useT()
  const actions = styleActions(store)
  const defaults = {
    breakpointId: activeBreakpoint(store.editor.site, store.view.builderWidth).id,
    pseudoClass: store.view.pseudoClass,
  }
  return (
    <div className="menu-editor style-editor">
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
        <h2>{t(row ? 'builder.style.editTitle' : 'builder.style.newTitle')}</h2>
      </header>
      {target.kind === 'child' && (
        <p className="menu-note">
          {t('builder.childStyles.selector')}: <code>{target.selector}</code>
        </p>
      )}
      <div className="menu-section">
        <RowForm
          row={row}
          defaults={defaults}
          onSave={(slot, value, from) => actions.saveRow(target, slot, value, from)}
          onRemove={(slot) => actions.removeRow(target, slot)}
          onDone={onClose}
        />
      </div>
    </div>
  )
})
