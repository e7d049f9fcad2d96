import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import type { StyleGroup, StyleRow } from '../../styles-editing/style-target'
import { pseudoLabel } from './row-form'

/**
 * Style rows under their breakpoint and state headings. Each row shows its property and value;
 * activating it edits it, its bin removes it.
 */
export function StyleList({
  groups,
  activeBreakpointId,
  onEdit,
  onRemove,
}: {
  groups: StyleGroup[]
  activeBreakpointId?: string
  onEdit(row: StyleRow): void
  onRemove(row: StyleRow): void
}) {
  const t = useT()
  if (groups.length === 0) return <p className="menu-note">{t('builder.style.none')}</p>
  return (
    <div className="style-groups">
      {groups.map((group) => (
        <div
          key={`${group.breakpointId}/${group.pseudoClass}`}
          className={`style-group${group.breakpointId === activeBreakpointId ? ' active' : ''}`}
        >
          <h4 className="style-group-title">
            <span>{group.breakpointName}</span>
            <span className="pseudo-tag">{pseudoLabel(t, group.pseudoClass)}</span>
          </h4>
          <ul className="style-rows">
            {group.rows.map((row) => (
              <li key={row.property} className="style-row">
                <button
                  type="button"
                  className="style-row-view"
                  title={t('builder.style.editRow')}
                  onClick={() => onEdit(row)}
                >
                  <span className="style-prop">{row.property}:</span>
                  <span className="style-value">{row.value}</span>
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('builder.style.removeRow', { property: row.property })}
                  title={t('builder.style.removeRow', { property: row.property })}
                  onClick={() => onRemove(row)}
                >
                  <Icon name="trash" size={14} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
