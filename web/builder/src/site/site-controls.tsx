import { observer } from 'mobx-react-lite'

/** Version selector, publish, preview link, site settings and the save state. */
export const SiteControls = observer(function SiteControls() {
  return <div className="toolbar-group toolbar-site" />
})
