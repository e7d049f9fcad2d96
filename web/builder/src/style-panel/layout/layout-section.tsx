import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { LENGTH } from '../shared/css-value'
import { SelectField, ToggleField } from '../shared/choice-fields'
import { keywordChoices } from '../shared/keyword-choices'
import { Picture, type PictureName } from '../shared/icons'
import { PanelSection } from '../shared/panel-section'
import { ValueInput } from '../shared/value-input'
import { useResolved, useStyleWriter } from '../shared/writer-context'
import { AlignmentMatrix } from './alignment-matrix'
import { TrackField } from './track-field'

const DISPLAYS: Array<[string, PictureName]> = [
  ['block', 'block'],
  ['flex', 'flex'],
  ['grid', 'grid'],
  ['inline-block', 'inlineBlock'],
  ['inline', 'inline'],
  ['none', 'none'],
]

const DIRECTIONS: Array<[string, PictureName]> = [
  ['row', 'row'],
  ['column', 'column'],
  ['row-reverse', 'rowReverse'],
  ['column-reverse', 'columnReverse'],
]

/**
 * Layout: how the box is displayed and, for flex and grid containers, how their children
 * are laid out.
 */
export const LayoutSection = observer(function LayoutSection() {
  const t = useT()
  const writer = useStyleWriter()
  const display = useResolved(writer, 'display').value
  const flex = display === 'flex' || display === 'inline-flex'
  const grid = display === 'grid' || display === 'inline-grid'
  return (
    <PanelSection id="layout" title={t('builder.stylePanel.section.layout')}>
      <ToggleField
        property="display"
        label={t('builder.stylePanel.layout.display')}
        choices={DISPLAYS.map(([value, picture]) => ({
          value,
          label: t(`builder.stylePanel.display.${value}`),
          icon: <Picture name={picture} />,
        }))}
      />
      {flex && (
        <>
          <ToggleField
            property="flex-direction"
            label={t('builder.stylePanel.layout.direction')}
            choices={DIRECTIONS.map(([value, picture]) => ({
              value,
              label: t(`builder.stylePanel.direction.${value}`),
              icon: <Picture name={picture} />,
            }))}
          />
          <ToggleField
            property="flex-wrap"
            label={t('builder.stylePanel.layout.wrap')}
            choices={[
              { value: 'nowrap', label: t('builder.stylePanel.wrap.nowrap') },
              { value: 'wrap', label: t('builder.stylePanel.wrap.wrap') },
            ]}
          />
          <div className="sp-matrix-row">
            <AlignmentMatrix />
            <div className="sp-stack">
              <SelectField
                property="justify-content"
                label={t('builder.stylePanel.layout.justify')}
                choices={keywordChoices(t, 'justify-content')}
              />
              <SelectField
                property="align-items"
                label={t('builder.stylePanel.layout.alignItems')}
                choices={keywordChoices(t, 'align-items')}
              />
            </div>
          </div>
          <ValueInput property="gap" label={t('builder.stylePanel.layout.gap')} spec={LENGTH} />
        </>
      )}
      {grid && (
        <>
          <div className="sp-grid-2">
            <TrackField
              property="grid-template-columns"
              label={t('builder.stylePanel.grid.columns')}
            />
            <TrackField property="grid-template-rows" label={t('builder.stylePanel.grid.rows')} />
          </div>
          <div className="sp-grid-2">
            <ValueInput
              property="column-gap"
              label={t('builder.stylePanel.grid.columnGap')}
              spec={LENGTH}
            />
            <ValueInput
              property="row-gap"
              label={t('builder.stylePanel.grid.rowGap')}
              spec={LENGTH}
            />
          </div>
          <SelectField
            property="grid-auto-flow"
            label={t('builder.stylePanel.grid.autoFlow')}
            choices={keywordChoices(t, 'grid-auto-flow')}
          />
        </>
      )}
    </PanelSection>
  )
})
