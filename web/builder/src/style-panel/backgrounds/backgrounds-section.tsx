import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { ColorField } from '../shared/color-field'
import { PanelSection } from '../shared/panel-section'
import { LayersField } from './layers-field'

/** Backgrounds: a colour beneath layers of images and gradients. */
export const BackgroundsSection = observer(function BackgroundsSection() {
  const t = useT()
  return (
    <PanelSection id="backgrounds" title={t('builder.stylePanel.section.backgrounds')}>
      <ColorField property="background-color" label={t('builder.stylePanel.backgrounds.color')} />
      <LayersField />
    </PanelSection>
  )
})
