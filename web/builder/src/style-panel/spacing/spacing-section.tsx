import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { PanelSection } from '../shared/panel-section'
import { BoxModel } from './box-model'

/** Spacing: margin and padding on the box model. */
export const SpacingSection = observer(function SpacingSection() {
  const t = useT()
  return (
    <PanelSection id="spacing" title={t('builder.stylePanel.section.spacing')}>
      <BoxModel />
      <p className="field-hint">{t('builder.stylePanel.spacing.hint')}</p>
    </PanelSection>
  )
})
