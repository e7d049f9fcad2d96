import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useStore } from '../stores/store-context'
import { externalLinks } from './external-links'
import { LogoMark } from './logo'
import { RouteLink } from './route-link'
import { UserMenu } from './user-menu'

export const Header = observer(function Header() {
  const { session } = useStore()
  const intl = useIntl()
  return (
    <header className="site-header">
      <div className="container header-inner">
        <RouteLink
          to="Home"
          className="brand"
          aria-label={intl.formatMessage({ id: 'header.homeLink' })}
        >
          <LogoMark />
          <span className="brand-name" aria-hidden="true">
            Tessera
          </span>
        </RouteLink>
        <nav aria-label={intl.formatMessage({ id: 'header.navLabel' })} className="header-nav">
          {session.loggedIn ? (
            <>
              <RouteLink to="Sites" nav>
                <FormattedMessage id="nav.sites" />
              </RouteLink>
              <RouteLink to="Assets" nav>
                <FormattedMessage id="nav.assets" />
              </RouteLink>
              <RouteLink to="Templates" nav>
                <FormattedMessage id="nav.templates" />
              </RouteLink>
              <a href={externalLinks.blog}>
                <FormattedMessage id="nav.blog" />
              </a>
            </>
          ) : (
            <>
              <RouteLink to="BuildScratch" nav>
                <FormattedMessage id="nav.build" />
              </RouteLink>
              <a href={externalLinks.blog}>
                <FormattedMessage id="nav.blog" />
              </a>
              <RouteLink to="Templates" nav>
                <FormattedMessage id="nav.templates" />
              </RouteLink>
            </>
          )}
        </nav>
        <div className="header-actions">
          {session.loggedIn ? (
            <UserMenu />
          ) : (
            <>
              <RouteLink to="Login" className="button button-ghost">
                <FormattedMessage id="nav.login" />
              </RouteLink>
              <RouteLink to="SignUp" className="button button-primary">
                <FormattedMessage id="nav.signup" />
              </RouteLink>
            </>
          )}
        </div>
      </div>
    </header>
  )
})
