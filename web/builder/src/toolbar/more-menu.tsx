import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../i18n/use-t'
import { BugReportButton, PreferencesButton } from '../preferences/toolbar-buttons'
import { PreviewLink } from '../site/site-controls'
import { RoleBadge } from './role-badge'
import { useSiteSession } from '../site/session-context'
import { Icon } from '../ui/icons'
import { SiteSettingsButton } from './site-settings-button'

/**
 * The toolbar's less frequent controls (the preview link, site settings, preferences and the
 * bug report) behind one button, so the toolbar keeps to one row at 1280 px in every version
 * state and language. The panel stays open while a dialog opened from it is in front.
 */
export const MoreMenu = observer(function MoreMenu() {
  const session = useSiteSession()
  const t = useT()
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const inside = (target: EventTarget | null) =>
      target instanceof Node && root.current?.contains(target)
    const pointer = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false)
    }
    const key = (event: KeyboardEvent) => {
      // A dialog opened from the panel answers Escape itself.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return
      event.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', pointer, true)
    document.addEventListener('keydown', key, true)
    return () => {
      document.removeEventListener('pointerdown', pointer, true)
      document.removeEventListener('keydown', key, true)
    }
  }, [open])

  return (
    <span className="toolbar-more" ref={root}>
      <button
        ref={button}
        type="button"
        className="toolbar-button"
        aria-label={t('builder.toolbarMore.label')}
        title={t('builder.toolbarMore.label')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Icon name="more" />
      </button>
      <div
        id={id}
        className="toolbar-more-panel"
        role="group"
        aria-label={t('builder.toolbarMore.label')}
        hidden={!open}
      >
        <RoleBadge />
        {session.server && <PreviewLink />}
        <SiteSettingsButton withText />
        <PreferencesButton withText />
        <BugReportButton withText />
      </div>
    </span>
  )
})
