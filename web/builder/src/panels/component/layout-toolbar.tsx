import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { acceptsChildren } from '../../store/component-rules'
import { styleActions } from '../../styles-editing/style-actions'
import { useDerived } from '../../store/use-derived'

const LAYOUT_PROPERTIES = [
  'display',
  'flex-direction',
  'justify-content',
  'align-items',
  'flex-wrap',
] as const

interface Choice {
  value: string
  label: string
}

/** The layout of a container's children: direction, distribution, alignment and wrapping. */
export const LayoutToolbar = observer(function LayoutToolbar({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  // The values shown, at the builder width's breakpoint and the chosen state.
  const shown = useDerived(() => {
    void store.editor.historyVersion
    const component = store.editor.doc.findComponent(id)
    if (!component || !acceptsChildren(component)) return undefined
    return Object.fromEntries(
      LAYOUT_PROPERTIES.map((property) => [property, store.components.styleValue(id, property)]),
    )
  }, [store, id])
  if (!shown) return null
  const value = (property: string) => shown[property]
  const set = (values: Record<string, string | undefined>) =>
    styleActions(store).setOwnMany(id, values)
  const flex = value('display') === 'flex'

  const group = (
    property: string,
    label: string,
    choices: Choice[],
    pick: (choice: string | undefined) => Record<string, string | undefined>,
  ) => (
    <div className="layout-group" role="group" aria-label={label}>
      <span className="layout-label" aria-hidden="true">
        {label}
      </span>
      <div className="layout-segments">
        {choices.map((choice) => {
          const pressed = value(property) === choice.value
          return (
            <button
              key={choice.value}
              type="button"
              aria-pressed={pressed}
              disabled={!store.editor.editingEnabled}
              onClick={() => set(pick(pressed ? undefined : choice.value))}
            >
              {choice.label}
            </button>
          )
        })}
      </div>
    </div>
  )

  return (
    <section className="menu-section layout-toolbar">
      <h3 className="section-title">{t('builder.layout.title')}</h3>
      {group(
        'flex-direction',
        t('builder.layout.direction'),
        [
          { value: 'row', label: t('builder.layout.row') },
          { value: 'column', label: t('builder.layout.column') },
        ],
        (direction) =>
          direction === undefined
            ? { 'flex-direction': undefined }
            : { display: 'flex', 'flex-direction': direction },
      )}
      {group(
        'justify-content',
        t('builder.layout.justify'),
        [
          { value: 'flex-start', label: t('builder.layout.start') },
          { value: 'center', label: t('builder.layout.center') },
          { value: 'flex-end', label: t('builder.layout.end') },
          { value: 'space-between', label: t('builder.layout.between') },
        ],
        (justify) => ({ ...(flex ? {} : { display: 'flex' }), 'justify-content': justify }),
      )}
      {group(
        'align-items',
        t('builder.layout.align'),
        [
          { value: 'flex-start', label: t('builder.layout.start') },
          { value: 'center', label: t('builder.layout.center') },
          { value: 'flex-end', label: t('builder.layout.end') },
          { value: 'stretch', label: t('builder.layout.stretch') },
        ],
        (align) => ({ ...(flex ? {} : { display: 'flex' }), 'align-items': align }),
      )}
      {group(
        'flex-wrap',
        t('builder.layout.wrap'),
        [
          { value: 'nowrap', label: t('builder.layout.noWrap') },
          { value: 'wrap', label: t('builder.layout.wrapOn') },
        ],
        (wrap) => ({ ...(flex ? {} : { display: 'flex' }), 'flex-wrap': wrap }),
      )}
    </section>
  )
})
