import { observer } from 'mobx-react-lite'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { activeBreakpoint } from '../../store/breakpoints'
import { styleActions } from '../../styles-editing/style-actions'
import { styleGroups, targetStyles } from '../../styles-editing/style-target'
import { Collapsible } from '../component/collapsible'
import { componentMenuState } from '../component/menu-state'
import { useDerived } from '../../store/use-derived'
import { StyleList } from './style-list'
import { pseudoClassName } from '../../i18n/builtin-names'

/** The component's own style rows, per breakpoint and state; a row opens the style editor. */
export const StylesSection = observer(function StylesSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  // Breakpoints (their names, the active one) change with the theme.
  void store.editor.themeVersion
  const menu = componentMenuState(store)
  const target = { kind: 'own', id } as const
  const groups = useDerived(() => {
    void store.editor.historyVersion
    return styleGroups(store.editor.site, targetStyles(store.editor.doc, target))
  }, [store, id])
  const active = activeBreakpoint(store.editor.site, store.view.builderWidth)
  return (
    <Collapsible
      section="styles"
      title={t('builder.stylePanel.section.customProperties')}
      actions={
        <button
          type="button"
          className="icon-button"
          aria-label={t('builder.style.add')}
          title={t('builder.style.add')}
          onClick={() => menu.open({ kind: 'style', target })}
        >
          <Icon name="plus" size={16} />
        </button>
      }
    >
      <p className="menu-note">
        {t('builder.style.editingAt', {
          breakpoint: active.name,
          state: pseudoClassName(t, store.view.pseudoClass),
        })}
      </p>
      <StyleList
        groups={groups}
        activeBreakpointId={active.id}
        onEdit={(row) => menu.open({ kind: 'style', target, row })}
        onRemove={(row) => styleActions(store).removeRow(target, row)}
      />
    </Collapsible>
  )
})
