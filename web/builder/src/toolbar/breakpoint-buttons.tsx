import { observer } from 'mobx-react-lite'
import { activeBreakpoint, breakpointWidth, orderedBreakpoints } from '../store/breakpoints'
import { useBuilder } from '../store-context'
import { Icon, type IconName } from '../ui/icons'
import { DEFAULT_BUILDER_WIDTH } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { useState } from 'react'
import { BreakpointDialog } from '../breakpoints/breakpoint-dialog'

function iconOf(index: number, count: number): IconName {
  if (index === 0) return 'desktop'
  return index === count - 1 ? 'mobile' : 'tablet'
}

/** One button per breakpoint: the canvas takes that breakpoint's width. */
export const BreakpointButtons = observer(function BreakpointButtons() {
  const store = useBuilder()
  const t = useT()
  void store.editor.themeVersion
  const site = store.editor.site
  const breakpoints = orderedBreakpoints(site)
  const active = activeBreakpoint(site, store.view.builderWidth)
  const [editing, setEditing] = useState(false)
  return (
    <div className="breakpoints" role="group" aria-label={t('builder.toolbar.breakpoints')}>
      {breakpoints.map((breakpoint, index) => (
        <button
          key={breakpoint.id}
          type="button"
          className="toolbar-button"
          aria-pressed={breakpoint.id === active.id}
          aria-label={breakpoint.name}
          title={breakpoint.name}
          onClick={() =>
            store.view.setBuilderWidth(breakpointWidth(breakpoint, DEFAULT_BUILDER_WIDTH))
          }
        >
          <Icon name={iconOf(index, breakpoints.length)} />
        </button>
      ))}
      <button
        type="button"
        className="toolbar-button"
        aria-label={t('builder.breakpoints.edit')}
        title={t('builder.breakpoints.edit')}
        onClick={() => setEditing(true)}
      >
        <Icon name="pencil" />
      </button>
      {editing && <BreakpointDialog onClose={() => setEditing(false)} />}
    </div>
  )
})
