import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { LENGTH, SIGNED_LENGTH, type ValueSpec } from '../shared/css-value'
import type { Modifiers } from '../shared/scrub'
import { ValueInput } from '../shared/value-input'

const SIDES = ['top', 'right', 'bottom', 'left'] as const
type Side = (typeof SIDES)[number]
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }

/** The sides an edit of one side reaches: Shift all four, Alt both sides of its axis. */
export function sidesFor(side: Side, modifiers: Modifiers): Side[] {
  if (modifiers.shift) return [...SIDES]
  if (modifiers.alt) return [side, OPPOSITE[side]]
  return [side]
}

/** One ring of the box (margin or padding): a value at each side. */
function Ring({ box, spec }: { box: 'margin' | 'padding'; spec: ValueSpec }) {
  const t = useT()
  return (
    <>
      {SIDES.map((side) => (
        <ValueInput
          key={side}
          compact
          className={`sp-side sp-${box}-${side}`}
          property={`${box}-${side}`}
          label={t(`builder.stylePanel.spacing.${box}-${side}`)}
          spec={spec}
          expand={(modifiers) => sidesFor(side, modifiers).map((s) => `${box}-${s}`)}
        />
      ))}
    </>
  )
}

/**
 * The box model: margin outside, padding inside, each side a number that scrubs when dragged
 * and takes typing when clicked. Alt changes both sides of an axis, Shift all four.
 */
export const BoxModel = observer(function BoxModel() {
  const t = useT()
  return (
    <div className="sp-box" role="group" aria-label={t('builder.stylePanel.spacing.box')}>
      <span className="sp-box-caption sp-box-margin" aria-hidden="true">
        {t('builder.stylePanel.spacing.margin')}
      </span>
      <Ring box="margin" spec={SIGNED_LENGTH} />
      <div className="sp-box-inner">
        <span className="sp-box-caption" aria-hidden="true">
          {t('builder.stylePanel.spacing.padding')}
        </span>
        <Ring box="padding" spec={LENGTH} />
        <div className="sp-box-content" aria-hidden="true" />
      </div>
    </div>
  )
})
