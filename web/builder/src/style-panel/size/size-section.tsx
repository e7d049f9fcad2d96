import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { LENGTH, NUMBER, type ValueSpec } from '../shared/css-value'
import { SelectField } from '../shared/choice-fields'
import { PanelSection } from '../shared/panel-section'
import { ValueInput } from '../shared/value-input'
import { keywordChoices } from '../shared/keyword-choices'

const SIZES = [
  ['width', 'builder.stylePanel.size.width'],
  ['height', 'builder.stylePanel.size.height'],
  ['min-width', 'builder.stylePanel.size.minWidth'],
  ['min-height', 'builder.stylePanel.size.minHeight'],
  ['max-width', 'builder.stylePanel.size.maxWidth'],
  ['max-height', 'builder.stylePanel.size.maxHeight'],
] as const

/** Maximums take `none` rather than `auto`. */
const MAX: ValueSpec = { ...LENGTH, keywords: ['none', 'inherit'] }
/** Flex defaults (editor.md section 9): grow 1, shrink 1, basis 0; basis in % by default. */
const FLEX_FACTOR: ValueSpec = { ...NUMBER, min: 0, step: 0.1 }
const BASIS: ValueSpec = { ...LENGTH, defaultUnit: '%' }
const RATIO: ValueSpec = {
  units: [],
  keywords: ['auto', 'inherit'],
  defaultUnit: '',
  min: 0,
  step: 0.1,
}

/** Size: width and height with their limits, overflow, object fit and aspect ratio. */
export const SizeSection = observer(function SizeSection() {
  const t = useT()
  return (
    <PanelSection id="size" title={t('builder.stylePanel.section.size')}>
      <div className="sp-grid-2">
        {SIZES.map(([property, label]) => (
          <ValueInput
            key={property}
            property={property}
            label={t(label)}
            spec={property.startsWith('max') ? MAX : LENGTH}
          />
        ))}
      </div>
      <div className="sp-grid-2">
        <SelectField
          property="overflow"
          label={t('builder.stylePanel.size.overflow')}
          choices={keywordChoices(t, 'overflow')}
        />
        <SelectField
          property="object-fit"
          label={t('builder.stylePanel.size.objectFit')}
          choices={keywordChoices(t, 'object-fit')}
        />
      </div>
      <ValueInput
        property="aspect-ratio"
        label={t('builder.stylePanel.size.aspectRatio')}
        spec={RATIO}
      />
      <p className="field-hint sp-subhead">{t('builder.stylePanel.size.inFlex')}</p>
      <div className="sp-grid-2">
        <ValueInput
          property="flex-grow"
          label={t('builder.stylePanel.size.flexGrow')}
          spec={FLEX_FACTOR}
        />
        <ValueInput
          property="flex-shrink"
          label={t('builder.stylePanel.size.flexShrink')}
          spec={FLEX_FACTOR}
        />
      </div>
      <ValueInput
        property="flex-basis"
        label={t('builder.stylePanel.size.flexBasis')}
        spec={BASIS}
      />
    </PanelSection>
  )
})
