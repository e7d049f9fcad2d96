import { observer } from 'mobx-react-lite'
import { useT } from '../../i18n/use-t'
import { BoxField, FontSizeField } from '../styles/fields'
import { SizeField } from '../styles/size-field'
import { Collapsible } from './collapsible'

const SIZES = [
  ['width', 'builder.dimensions.width'],
  ['height', 'builder.dimensions.height'],
  ['min-width', 'builder.dimensions.minWidth'],
  ['min-height', 'builder.dimensions.minHeight'],
  ['max-width', 'builder.dimensions.maxWidth'],
  ['max-height', 'builder.dimensions.maxHeight'],
] as const

/** Sizes, spacing and font size of the component at the current breakpoint and state. */
export const DimensionsSection = observer(function DimensionsSection({ id }: { id: string }) {
  const t = useT()
  return (
    <Collapsible section="dimensions" title={t('builder.dimensions.title')}>
      <div className="field-grid">
        {SIZES.map(([property, label]) => (
          <SizeField key={property} id={id} property={property} label={t(label)} />
        ))}
      </div>
      <BoxField id={id} property="margin" label={t('builder.dimensions.margin')} />
      <BoxField id={id} property="padding" label={t('builder.dimensions.padding')} />
      <FontSizeField id={id} />
    </Collapsible>
  )
})
