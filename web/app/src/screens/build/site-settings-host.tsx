import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useLocalStore } from '../../components/use-store-state'
import { SitesStore } from '../../sites/sites-store'
import { useStore } from '../../stores/store-context'
import { SiteSettingsModal } from '../sites/site-settings-modal'

/** The dashboard's site settings dialog, opened from the builder's toolbar. */
export const SiteSettingsHost = observer(function SiteSettingsHost({
  siteId,
  onClose,
}: {
  siteId: string
  onClose(): void
}) {
  const store = useStore()
  const sites = useLocalStore(() => new SitesStore(store.sites))
  useEffect(() => {
    void sites.load()
  }, [sites])
  if (!sites.find(siteId)) return null
  return <SiteSettingsModal sites={sites} siteId={siteId} onClose={onClose} />
})
