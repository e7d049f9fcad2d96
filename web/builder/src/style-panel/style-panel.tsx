import { observer } from 'mobx-react-lite'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { activeBreakpoint } from '../store/breakpoints'
import { pseudoLabel } from '../panels/styles/row-form'
import { LayoutSection } from './layout/layout-section'
import { SizeSection } from './size/size-section'
import { SpacingSection } from './spacing/spacing-section'
import { TypographySection } from './typography/typography-section'
import { PositionSection } from './position/position-section'
import { BackgroundsSection } from './backgrounds/backgrounds-section'
import { BordersSection } from './borders/borders-section'
import { EffectsSection } from './effects/effects-section'
import type { StyleWriter } from './shared/style-writer'
import { StyleWriterContext } from './shared/writer-context'
import './style-panel.css'

/**
 * The visual style panel: sections of controls over one style (a component's own, or a
 * reusable style's draft), editing the builder width's breakpoint in the chosen state.
 */
export const StylePanel = observer(function StylePanel({ writer }: { writer: StyleWriter }) {
  const store = useBuilder()
  const t = useT()
  void store.editor.themeVersion
  const breakpoint = activeBreakpoint(store.editor.site, store.view.builderWidth)
  return (
    <StyleWriterContext.Provider value={writer}>
      <div className="style-panel" data-style-target={writer.key}>
        <p className="menu-note sp-editing">
          {t('builder.style.editingAt', {
            breakpoint: breakpoint.name,
            state: pseudoLabel(t, store.view.pseudoClass),
          })}
        </p>
        <LayoutSection />
        <SpacingSection />
        <SizeSection />
        <PositionSection />
        <TypographySection />
        <BackgroundsSection />
        <BordersSection />
        <EffectsSection />
      </div>
    </StyleWriterContext.Provider>
  )
})
