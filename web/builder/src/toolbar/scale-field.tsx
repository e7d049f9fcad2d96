import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { formatScale, parseScale } from '../store/view-state'

/**
 * The canvas scale: a number from 0.1 to 4 with two decimals, applied on Enter or blur (anything
 * else reverts), beside a Fit toggle that fits the builder width to the room beside the panels.
 */
export const ScaleField = observer(function ScaleField() {
  const { view } = useBuilder()
  const t = useT()
  const shown = formatScale(view.scale)
  const [text, setText] = useState(shown)
  useEffect(() => setText(shown), [shown])
  const commit = () => {
    const parsed = parseScale(text)
    if (parsed === undefined) setText(shown)
    else if (parsed !== view.scale || view.fit) view.setBuilderScale(parsed)
  }
  return (
    <span className="toolbar-scale">
      <label className="toolbar-size">
        <span>{t('builder.toolbar.scale')}</span>
        <input
          inputMode="decimal"
          value={text}
          size={4}
          title={t('builder.canvasFit.scaleHint')}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
            if (event.key === 'Escape') setText(shown)
          }}
        />
      </label>
      <button
        type="button"
        className="toolbar-button toolbar-fit"
        aria-pressed={view.fit}
        title={t('builder.canvasFit.fitHint')}
        onClick={() => view.fitCanvas()}
      >
        {t('builder.canvasFit.fit')}
      </button>
    </span>
  )
})
