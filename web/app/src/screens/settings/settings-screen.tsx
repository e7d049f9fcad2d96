import { FormattedMessage, useIntl } from 'react-intl'
import { Outlet } from 'react-router'
import { RouteLink } from '../../components/route-link'

/** Settings and its panels: account info, billing details, billing history, connected agents. */
export function SettingsScreen() {
  const intl = useIntl()
  return (
    <div className="container page">
      <h1 className="page-title">
        <FormattedMessage id="settings.title" />
      </h1>
      <nav className="tabs" aria-label={intl.formatMessage({ id: 'settings.sections' })}>
        <RouteLink to="SettingsInfo" nav>
          <FormattedMessage id="settings.info" />
        </RouteLink>
        <RouteLink to="SettingsBilling" nav>
          <FormattedMessage id="settings.billing" />
        </RouteLink>
        <RouteLink to="SettingsHistory" nav>
          <FormattedMessage id="settings.history" />
        </RouteLink>
        <RouteLink to="SettingsAgents" nav>
          <FormattedMessage id="settings.agents" />
        </RouteLink>
      </nav>
      <Outlet />
    </div>
  )
}
