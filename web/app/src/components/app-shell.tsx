import { observer } from 'mobx-react-lite'
import { FormattedMessage } from 'react-intl'
import { Outlet, useNavigation } from 'react-router'
import { ScrollManager } from '../router/scroll-manager'
import { TitleManager } from '../router/title-manager'
import { CookieBanner } from './cookie-banner'
import { EmailBanner } from './email-banner'
import { Footer } from './footer'
import { Header } from './header'
import { Toasts } from './toasts'

/** What every page has: title, scroll rules, toasts, and a bar while the next screen loads. */
export function AppShell() {
  const navigation = useNavigation()
  return (
    <>
      <TitleManager />
      <ScrollManager />
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-hidden="true" />
      )}
      <Outlet />
      <Toasts />
    </>
  )
}

/** The platform pages: header, content and footer. */
export const SiteLayout = observer(function SiteLayout() {
  return (
    <div className="site-layout">
      <a className="skip-link" href="#main">
        <FormattedMessage id="a11y.skip" />
      </a>
      <Header />
      <EmailBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  )
})
