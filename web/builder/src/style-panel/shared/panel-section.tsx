import { observer } from 'mobx-react-lite'
import { useId, type ReactNode } from 'react'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'

/** The style panel's sections, in the panel's order, and whether each starts open. */
export const PANEL_SECTIONS = {
  layout: true,
  spacing: true,
  size: true,
  position: false,
  typography: true,
  backgrounds: false,
  borders: false,
  effects: false,
  customProperties: true,
} as const
export type PanelSectionId = keyof typeof PANEL_SECTIONS

const KEY = 'stylePanelSections'

/** A section of the style panel whose body folds away; remembered per site. */
export const PanelSection = observer(function PanelSection({
  id,
  title,
  actions,
  children,
}: {
  id: PanelSectionId
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  const store = useBuilder()
  const t = useT()
  const bodyId = useId()
  const saved = store.view.extra<Record<string, boolean>>(KEY)?.[id]
  const open = typeof saved === 'boolean' ? saved : PANEL_SECTIONS[id]
  return (
    <section className="menu-section collapsible sp-section" data-section={id}>
      <div className="section-head">
        <h3 className="sp-section-title">
          <button
            type="button"
            className="section-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() =>
              store.view.setExtra(KEY, {
                ...(store.view.extra<Record<string, boolean>>(KEY) ?? {}),
                [id]: !open,
              })
            }
          >
            <Icon name={open ? 'chevronDown' : 'chevronRight'} size={16} />
            <span>{title}</span>
            <span className="visually-hidden"> {t('builder.section.suffix')}</span>
          </button>
        </h3>
        {open && actions}
      </div>
      <div id={bodyId} className="section-body" hidden={!open}>
        {open && children}
      </div>
    </section>
  )
})
