import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { addFont, nativeFonts } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { FieldForm } from '../../ui/field-form'
import { checkFontSize } from '../../styles-editing/style-check'
import { SIGNED_LENGTH, type ValueSpec } from '../shared/css-value'
import { SelectField, ToggleField } from '../shared/choice-fields'
import { ColorField } from '../shared/color-field'
import { Picture } from '../shared/icons'
import { PanelSection } from '../shared/panel-section'
import { PropertyLabel } from '../shared/property-label'
import { ValueInput } from '../shared/value-input'
import { useEditSession, useResolved, useStyleWriter } from '../shared/writer-context'
import { firstFamily, weightsOf } from './font-weights'
import { GOOGLE_FONTS } from './google-fonts'

const GOOGLE = 'google:'

const FONT_SIZE: ValueSpec = {
  units: ['px', 'em', 'rem', '%'],
  keywords: ['inherit'],
  defaultUnit: 'px',
  min: 2,
}
const LINE_HEIGHT: ValueSpec = {
  units: ['', 'px', 'em', '%'],
  keywords: ['normal', 'inherit'],
  defaultUnit: '',
  min: 0,
  step: 0.1,
}
const LETTER_SPACING: ValueSpec = {
  ...SIGNED_LENGTH,
  keywords: ['normal', 'inherit'],
  defaultUnit: 'px',
  step: 0.5,
}

/**
 * Font size (editor.md section 5): a number with a unit is a whole number above 1 and below
 * 1000; keywords and theme variables are checked as CSS.
 */
export function checkFontSizeValue(value: string) {
  return /^\d*\.?\d+(px|em|rem|%)$/.test(value.trim()) ? checkFontSize(value) : undefined
}

/** The font: the theme's fonts first, then the native ones; a typed family stays as it is. */
const FontFamilyField = observer(function FontFamilyField() {
  const store = useBuilder()
  const t = useT()
  const writer = useStyleWriter()
  const session = useEditSession(writer)
  const resolved = useResolved(writer, 'font-family')
  const id = useId()
  const descriptionId = useId()
  const themeFonts = Object.values(writer.theme.fonts)
  const fontVariables = Object.keys(writer.theme.variables).filter((name) =>
    name.startsWith('font-'),
  )
  const value = resolved.value ?? ''
  const known =
    value === '' ||
    fontVariables.some((name) => value === `\${${name}}`) ||
    themeFonts.some((font) => font.name === value) ||
    nativeFonts.includes(value)
  return (
    <FieldForm className="sp-field sp-select">
      <PropertyLabel
        htmlFor={id}
        label={t('builder.stylePanel.typography.fontFamily')}
        resolved={resolved}
        descriptionId={descriptionId}
        disabled={!writer.editable}
        onReset={() => session.once({ 'font-family': undefined })}
      />
      <select
        id={id}
        className="text-input"
        value={value}
        disabled={!writer.editable}
        aria-describedby={descriptionId}
        style={value === '' ? undefined : { fontFamily: firstFamily(value, writer.theme) }}
        onChange={(event) => {
          const choice = event.target.value
          const google = GOOGLE_FONTS.find((font) => `${GOOGLE}${font.name}` === choice)
          if (!google) {
            session.once({ 'font-family': choice || undefined })
            return
          }
          // A Google font joins the theme's fonts in the same step, so the page loads it.
          const font = { source: 'google' as const, name: google.name, fallback: google.fallback }
          session.once({ 'font-family': google.name }, [addFont(store.editor.doc, font)])
        }}
      >
        <option value="">{t('builder.stylePanel.unset')}</option>
        {!known && <option value={value}>{value}</option>}
        <optgroup label={t('builder.stylePanel.typography.themeFonts')}>
          {fontVariables.map((name) => (
            <option key={name} value={`\${${name}}`}>
              {`${name} (${firstFamily(`\${${name}}`, writer.theme) ?? ''})`}
            </option>
          ))}
          {themeFonts.map((font) => (
            <option key={font.name} value={font.name}>
              {font.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('builder.stylePanel.typography.googleFonts')}>
          {GOOGLE_FONTS.filter((font) => !writer.theme.fonts[font.name]).map((font) => (
            <option key={font.name} value={`${GOOGLE}${font.name}`}>
              {font.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('builder.stylePanel.typography.nativeFonts')}>
          {nativeFonts.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </optgroup>
      </select>
    </FieldForm>
  )
})

/** The weight, offering only what the font in force has. */
const FontWeightField = observer(function FontWeightField() {
  const t = useT()
  const writer = useStyleWriter()
  const family = useResolved(writer, 'font-family').value
  const weights = weightsOf(firstFamily(family, writer.theme), writer.theme)
  return (
    <SelectField
      property="font-weight"
      label={t('builder.stylePanel.typography.weight')}
      choices={weights.map((weight) => ({
        value: String(weight),
        label: t(`builder.stylePanel.weight.${weight}`),
      }))}
    />
  )
})

/** Typography: font, weight, size, spacing, colour, alignment, decoration, capitals, italic. */
export const TypographySection = observer(function TypographySection() {
  const t = useT()
  return (
    <PanelSection id="typography" title={t('builder.stylePanel.section.typography')}>
      <FontFamilyField />
      <div className="sp-grid-2">
        <FontWeightField />
        <ValueInput
          property="font-size"
          label={t('builder.stylePanel.typography.size')}
          spec={FONT_SIZE}
          check={checkFontSizeValue}
        />
        <ValueInput
          property="line-height"
          label={t('builder.stylePanel.typography.lineHeight')}
          spec={LINE_HEIGHT}
        />
        <ValueInput
          property="letter-spacing"
          label={t('builder.stylePanel.typography.letterSpacing')}
          spec={LETTER_SPACING}
        />
      </div>
      <ColorField property="color" label={t('builder.stylePanel.typography.color')} />
      <ToggleField
        property="text-align"
        label={t('builder.stylePanel.typography.align')}
        choices={(['left', 'center', 'right', 'justify'] as const).map((value) => ({
          value,
          label: t(`builder.stylePanel.align.${value}`),
          icon: (
            <Picture
              name={
                value === 'left'
                  ? 'alignLeft'
                  : value === 'center'
                    ? 'alignCenter'
                    : value === 'right'
                      ? 'alignRight'
                      : 'alignJustify'
              }
            />
          ),
        }))}
      />
      <div className="sp-grid-2">
        <SelectField
          property="text-decoration"
          label={t('builder.stylePanel.typography.decoration')}
          choices={(['none', 'underline', 'line-through', 'overline'] as const).map((value) => ({
            value,
            label: t(`builder.stylePanel.decoration.${value}`),
          }))}
        />
        <SelectField
          property="text-transform"
          label={t('builder.stylePanel.typography.transform')}
          choices={(['none', 'uppercase', 'lowercase', 'capitalize'] as const).map((value) => ({
            value,
            label: t(`builder.stylePanel.transform.${value}`),
          }))}
        />
      </div>
      <ToggleField
        property="font-style"
        label={t('builder.stylePanel.typography.italic')}
        choices={[
          { value: 'normal', label: t('builder.stylePanel.typography.upright') },
          { value: 'italic', label: t('builder.stylePanel.typography.italic') },
        ]}
      />
    </PanelSection>
  )
})
