import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { NUMBER, SIGNED_LENGTH, type ValueSpec } from '../shared/css-value'
import { SelectField } from '../shared/choice-fields'
import { PanelSection } from '../shared/panel-section'
import { ValueInput } from '../shared/value-input'
import { useResolved, useStyleWriter } from '../shared/writer-context'

const POSITIONS = ['static', 'relative', 'absolute', 'fixed', 'sticky'] as const
const OFFSETS = ['top', 'right', 'bottom', 'left'] as const
const Z_INDEX: ValueSpec = { ...NUMBER, keywords: ['auto', 'inherit'], min: -Infinity }

/** Position: how the box is placed, its offsets (when it is not static) and its stacking. */
export const PositionSection = observer(function PositionSection() {
  const t = useT()
  const writer = useStyleWriter()
  const position = useResolved(writer, 'position').value
  const placed = position !== undefined && position !== 'static'
  return (
    <PanelSection id="position" title={t('builder.stylePanel.section.position')}>
      <SelectField
        property="position"
        label={t('builder.stylePanel.position.position')}
        choices={POSITIONS.map((value) => ({
          value,
          label: t(`builder.stylePanel.position.${value}`),
        }))}
      />
      {placed && (
        <div className="sp-grid-2">
          {OFFSETS.map((side) => (
            <ValueInput
              key={side}
              property={side}
              label={t(`builder.stylePanel.position.${side}`)}
              spec={SIGNED_LENGTH}
            />
          ))}
        </div>
      )}
      <ValueInput
        property="z-index"
        label={t('builder.stylePanel.position.zIndex')}
        spec={Z_INDEX}
      />
    </PanelSection>
  )
})
