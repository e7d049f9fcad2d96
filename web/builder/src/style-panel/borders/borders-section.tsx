import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { LENGTH, type ValueSpec } from '../shared/css-value'
import { SelectField } from '../shared/choice-fields'
import { keywordChoices } from '../shared/keyword-choices'
import { ColorField } from '../shared/color-field'
import { Picture } from '../shared/icons'
import { PanelSection } from '../shared/panel-section'
import { BOX_SHORTHANDS } from '../shared/shorthands'
import { ValueInput } from '../shared/value-input'
import type { StyleWriter } from '../shared/style-writer'
import { useStyleWriter } from '../shared/writer-context'
import { useDerived } from '../../store/use-derived'

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const
const SIDES = ['all', 'top', 'right', 'bottom', 'left'] as const
type Side = (typeof SIDES)[number]
/** Radii and border widths take no `auto`. */
const RADIUS: ValueSpec = { ...LENGTH, keywords: ['inherit'] }
const WIDTH: ValueSpec = {
  ...LENGTH,
  units: ['px', 'em', 'rem'],
  keywords: ['thin', 'medium', 'thick', 'inherit'],
}

/** A small either/or switch of the section's own (not a style property). */
function ModeSwitch<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: T
  choices: ReadonlyArray<{ value: T; label: string; icon?: React.ReactNode }>
  onChange(value: T): void
}) {
  return (
    <div className="sp-segments sp-mode" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          data-source={value === choice.value ? 'here' : undefined}
          aria-label={choice.icon ? choice.label : undefined}
          title={choice.label}
          onClick={() => onChange(choice.value)}
        >
          {choice.icon ?? choice.label}
        </button>
      ))}
    </div>
  )
}

const PARTS = ['width', 'style', 'color'] as const

type Corners = 'all' | 'each'

function initialCorners(writer: StyleWriter): Corners {
  const radii = BOX_SHORTHANDS['border-radius']!.map((corner) => writer.read(corner).value)
  return new Set(radii).size > 1 ? 'each' : 'all'
}

function initialSide(writer: StyleWriter): Side {
  const read = (property: string) => writer.read(property).value
  if (PARTS.some((part) => read(`border-${part}`) !== undefined)) return 'all'
  const sides = SIDES.filter((side) => side !== 'all')
  return sides.find((side) => PARTS.some((part) => read(`border-${side}-${part}`))) ?? 'all'
}

/** Borders: the radius of all corners or each; width, style and colour of all sides or one. */
export const BordersSection = observer(function BordersSection() {
  const t = useT()
  const writer = useStyleWriter()
  // The modes chosen here hold for this style; another one opens as its values suggest: corners
  // that differ each on its own, sides that differ (a stored `border-bottom: 1px solid`) on
  // the first side set.
  // Both are derived, and the target read only once a mode was chosen, so another component
  // renders the section only when they differ.
  const [chosen, setChosen] = useState<{ key: string; corners?: Corners; side?: Side }>()
  const mine = chosen !== undefined && chosen.key === writer.key ? chosen : undefined
  const initial = useDerived(
    () => ({ corners: initialCorners(writer), side: initialSide(writer) }),
    [writer],
  )
  const corners = mine?.corners ?? initial.corners
  const side = mine?.side ?? initial.side
  const setCorners = (value: Corners) => setChosen({ ...mine, key: writer.key, corners: value })
  const setSide = (value: Side) => setChosen({ ...mine, key: writer.key, side: value })
  const property = (part: 'width' | 'style' | 'color') =>
    side === 'all' ? `border-${part}` : `border-${side}-${part}`
  return (
    <PanelSection id="borders" title={t('builder.stylePanel.section.borders')}>
      <div className="sp-label-row sp-mode-row">
        <span className="sp-label" aria-hidden="true">
          {t('builder.stylePanel.borders.radiusMode')}
        </span>
        <ModeSwitch
          label={t('builder.stylePanel.borders.radiusMode')}
          value={corners}
          onChange={(value) => setCorners(value)}
          choices={[
            {
              value: 'all',
              label: t('builder.stylePanel.borders.all'),
              icon: <Picture name="sides" />,
            },
            {
              value: 'each',
              label: t('builder.stylePanel.borders.each'),
              icon: <Picture name="corners" />,
            },
          ]}
        />
      </div>
      {corners === 'all' ? (
        <ValueInput
          property="border-radius"
          label={t('builder.stylePanel.borders.radius')}
          spec={RADIUS}
        />
      ) : (
        <div className="sp-grid-2">
          {CORNERS.map((corner) => (
            <ValueInput
              key={corner}
              property={`border-${corner}-radius`}
              label={t(`builder.stylePanel.borders.corner.${corner}`)}
              spec={RADIUS}
            />
          ))}
        </div>
      )}
      <ModeSwitch
        label={t('builder.stylePanel.borders.sideMode')}
        value={side}
        onChange={(value) => setSide(value)}
        choices={SIDES.map((value) => ({
          value,
          label: t(
            value === 'all'
              ? 'builder.stylePanel.borders.all'
              : `builder.stylePanel.borders.side.${value}`,
          ),
        }))}
      />
      <div className="sp-grid-2">
        <ValueInput
          key={property('width')}
          property={property('width')}
          label={t('builder.stylePanel.borders.width')}
          spec={WIDTH}
          hint={t('builder.stylePanel.borders.widthHint')}
        />
        <SelectField
          key={property('style')}
          property={property('style')}
          label={t('builder.stylePanel.borders.style')}
          choices={keywordChoices(t, 'border-style')}
        />
      </div>
      <ColorField
        key={property('color')}
        property={property('color')}
        label={t('builder.stylePanel.borders.color')}
      />
    </PanelSection>
  )
})
