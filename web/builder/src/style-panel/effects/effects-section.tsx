import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { NUMBER, type ValueSpec } from '../shared/css-value'
import { SelectField } from '../shared/choice-fields'
import { PanelSection } from '../shared/panel-section'
import { ValueInput } from '../shared/value-input'
import { keywordChoices } from '../shared/keyword-choices'
import { ShadowsField } from './shadows-field'

const OPACITY: ValueSpec = { ...NUMBER, min: 0, step: 0.05 }
/** Typed as CSS (a list of functions or of transitions), checked by the browser. */
const FREE: ValueSpec = { units: [], keywords: ['none', 'inherit'], defaultUnit: '', free: true }

/** Effects: opacity, box shadows, transitions, transforms, the cursor and filters. */
export const EffectsSection = observer(function EffectsSection() {
  const t = useT()
  return (
    <PanelSection id="effects" title={t('builder.stylePanel.section.effects')}>
      <div className="sp-grid-2">
        <ValueInput
          property="opacity"
          label={t('builder.stylePanel.effects.opacity')}
          spec={OPACITY}
        />
        <SelectField
          property="cursor"
          label={t('builder.stylePanel.effects.cursor')}
          choices={keywordChoices(t, 'cursor')}
        />
      </div>
      <ShadowsField />
      <ValueInput
        property="transition"
        label={t('builder.stylePanel.effects.transition')}
        spec={FREE}
        hint={t('builder.stylePanel.effects.transitionHint')}
      />
      <ValueInput
        property="transform"
        label={t('builder.stylePanel.effects.transform')}
        spec={FREE}
        hint={t('builder.stylePanel.effects.transformHint')}
      />
      <ValueInput
        property="filter"
        label={t('builder.stylePanel.effects.filter')}
        spec={FREE}
        hint={t('builder.stylePanel.effects.filterHint')}
      />
    </PanelSection>
  )
})
