import { FormattedMessage, useIntl } from 'react-intl'
import { externalLinks } from './external-links'
import { LanguageSwitch } from './language-switch'
import { LogoMark } from './logo'
import { RouteLink } from './route-link'

export function Footer() {
  const intl = useIntl()
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <RouteLink
            to="Home"
            className="brand"
            aria-label={intl.formatMessage({ id: 'header.homeLink' })}
          >
            <LogoMark size={24} />
            <span className="brand-name" aria-hidden="true">
              Tessera
            </span>
          </RouteLink>
          <p className="muted">
            <FormattedMessage id="footer.tagline" />
          </p>
          <LanguageSwitch />
        </div>
        <div>
          <h2 className="footer-heading">
            <FormattedMessage id="footer.contact" />
          </h2>
          <ul className="footer-links">
            <li>
              <a href={`mailto:${externalLinks.supportEmail}`}>{externalLinks.supportEmail}</a>
            </li>
            <li>
              <a href={externalLinks.docs}>
                <FormattedMessage id="footer.docs" />
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">
            <FormattedMessage id="footer.social" />
          </h2>
          <ul className="footer-links">
            <li>
              <a href={externalLinks.source}>GitHub</a>
            </li>
            <li>
              <a href={externalLinks.x}>X</a>
            </li>
            <li>
              <a href={externalLinks.blog}>
                <FormattedMessage id="nav.blog" />
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="footer-heading">
            <FormattedMessage id="footer.legal" />
          </h2>
          <ul className="footer-links">
            <li>
              <RouteLink to="Terms">
                <FormattedMessage id="footer.terms" />
              </RouteLink>
            </li>
            <li>
              <RouteLink to="PrivacyPolicy">
                <FormattedMessage id="footer.privacy" />
              </RouteLink>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer-bottom muted">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </div>
    </footer>
  )
}
