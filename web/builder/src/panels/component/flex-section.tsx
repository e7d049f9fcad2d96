import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { NumberField } from '../styles/fields'
import { SizeField } from '../styles/size-field'

/** Flex defaults (editor.md section 9): grow 1, shrink 1, basis 0; basis in % by default. */
export const FLEX_DEFAULTS = { grow: '1', shrink: '1', basis: '0' } as const

/** How the component grows, shrinks and starts in its parent's flex line. */
export const FlexSection = observer(function FlexSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const component = store.editor.doc.findComponent(id)
  if (!component || component.parentId === undefined) return null
  return (
    <section className="menu-section">
      <h3 className="section-title">{t('builder.flex.title')}</h3>
      <div className="field-grid three">
        <NumberField
          id={id}
          property="flex-grow"
          label={t('builder.flex.grow')}
          placeholder={FLEX_DEFAULTS.grow}
        />
        <NumberField
          id={id}
          property="flex-shrink"
          label={t('builder.flex.shrink')}
          placeholder={FLEX_DEFAULTS.shrink}
        />
      </div>
      <SizeField id={id} property="flex-basis" label={t('builder.flex.basis')} defaultUnit="%" />
    </section>
  )
})
