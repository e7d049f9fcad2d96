import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { PropertyLabel } from '../shared/property-label'
import { useEditSession, useResolved, useStyleWriter } from '../shared/writer-context'

const POSITIONS = ['flex-start', 'center', 'flex-end'] as const
const VERTICAL = ['top', 'middle', 'bottom'] as const
const HORIZONTAL = ['left', 'center', 'right'] as const

/**
 * Where a flex container puts its children, as a 3×3 grid: a cell sets justify-content (along
 * the direction) and align-items (across it) together, in one step. Arrow keys move between
 * cells; the chosen cell is the one that takes the focus.
 */
export const AlignmentMatrix = observer(function AlignmentMatrix() {
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const justify = useResolved(writer, 'justify-content')
  const align = useResolved(writer, 'align-items')
  const direction = useResolved(writer, 'flex-direction').value ?? 'row'
  const column = direction.startsWith('column')
  const labelId = useId()
  const descriptionId = useId()
  const shown = justify.source === 'here' || align.source !== 'here' ? justify : align

  const cells = VERTICAL.flatMap((v, row) =>
    HORIZONTAL.map((h, col) => {
      // Along a row, justify moves across the columns; along a column, down the rows.
      const justifyValue = POSITIONS[column ? row : col]!
      const alignValue = POSITIONS[column ? col : row]!
      return {
        key: `${v}-${h}`,
        label: t(`builder.stylePanel.align.${v}-${h}`),
        justifyValue,
        alignValue,
      }
    }),
  )
  const chosen = cells.findIndex(
    (cell) => cell.justifyValue === justify.value && cell.alignValue === align.value,
  )
  const focusable = chosen >= 0 ? chosen : 0

  return (
    <div className="sp-field sp-matrix-field">
      <PropertyLabel
        id={labelId}
        label={t('builder.stylePanel.layout.align')}
        resolved={shown}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ 'justify-content': undefined, 'align-items': undefined })}
      />
      <div
        className="sp-matrix"
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onKeyDown={(event) => {
          const moves: Record<string, number> = {
            ArrowLeft: -1,
            ArrowRight: 1,
            ArrowUp: -3,
            ArrowDown: 3,
          }
          const move = moves[event.key]
          if (move === undefined) return
          event.preventDefault()
          const from = Number((event.target as HTMLElement).dataset.index ?? focusable)
          const to = Math.min(8, Math.max(0, from + move))
          const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('button')
          buttons[to]?.focus()
          buttons[to]?.click()
        }}
      >
        {cells.map((cell, index) => (
          <button
            key={cell.key}
            type="button"
            role="radio"
            data-index={index}
            aria-checked={index === chosen}
            aria-label={cell.label}
            title={cell.label}
            tabIndex={index === focusable ? 0 : -1}
            disabled={!writer.editable}
            onClick={() =>
              session.once({
                'justify-content': cell.justifyValue,
                'align-items': cell.alignValue,
              })
            }
          >
            <span className="sp-matrix-dot" aria-hidden="true" />
          </button>
        ))}
      </div>
    </div>
  )
})
