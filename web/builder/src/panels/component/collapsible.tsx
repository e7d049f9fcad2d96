import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { componentMenuState, type MenuSection } from './menu-state'

/** A menu section whose body folds away; its state is remembered per site. */
export const Collapsible = observer(function Collapsible({
  section,
  title,
  actions,
  children,
}: {
  section: MenuSection
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  const store = useBuilder()
  const t = useT()
  const menu = componentMenuState(store)
  const bodyId = useId()
  const collapsed = menu.collapsed(section)
  return (
    <section className="menu-section collapsible" data-section={section}>
      <div className="section-head">
        <button
          type="button"
          className="section-toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => menu.toggle(section)}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronDown'} size={16} />
          <span>{title}</span>
          {/* Told apart from the build menu's entries of the same name (Styles). */}
          <span className="visually-hidden"> {t('builder.section.suffix')}</span>
        </button>
        {!collapsed && actions}
      </div>
      <div id={bodyId} className="section-body" hidden={collapsed}>
        {!collapsed && children}
      </div>
    </section>
  )
})

/** A plain section with a small heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="menu-section">
      <h3 className="section-title">{title}</h3>
      {children}
    </section>
  )
}
