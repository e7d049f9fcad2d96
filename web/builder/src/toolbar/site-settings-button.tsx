import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useT } from '../i18n/use-t'
import { useSiteSession } from '../site/session-context'
import { Icon } from '../ui/icons'
import { useBuilder } from '../store-context'
import { message } from '../actions/action'

/** Opens the dashboard's site settings dialog (server sites). */
export const SiteSettingsButton = observer(function SiteSettingsButton({
  withText = false,
}: {
  /** Named in words beside the icon (in the toolbar's More panel). */
  withText?: boolean
}) {
  const session = useSiteSession()
  const store = useBuilder()
  const t = useT()
  const [open, setOpen] = useState(false)
  if (!session.server) return null
  const { SiteSettings } = session.host
  // Site settings are a design power's (site:settings): off for other roles, saying why.
  const limit = store.roleLimit('design')
  const name = t('builder.toolbar.siteSettings')
  const title = limit ? `${name}: ${message(t, limit)}` : withText ? undefined : name
  return (
    <>
      <button
        type="button"
        className={withText ? 'toolbar-button toolbar-more-item' : 'toolbar-button'}
        aria-label={withText ? undefined : name}
        {...(title ? { title } : {})}
        disabled={limit !== undefined}
        onClick={() => setOpen(true)}
      >
        <Icon name="settings" />
        {withText && <span>{t('builder.toolbar.siteSettings')}</span>}
      </button>
      {open && <SiteSettings siteId={session.siteId} onClose={() => setOpen(false)} />}
    </>
  )
})
