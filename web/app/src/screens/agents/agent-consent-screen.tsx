import { AgentsApi } from '../../api/agents-api'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { AgentConsentStore } from '../../agents/agent-consent-store'
import { AGENT_SCOPE_TEXT } from '../../agents/agent-scopes'
import { pickableSites } from '../../agents/agent-sites'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { useStore } from '../../stores/store-context'
import './agents.css'
import { AgentMessages } from '../../agents/agent-messages'

/** An agent that runs on the person's own computer listens on a loopback address. */
function isThisComputer(host: string): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host)
}

/** True when the page is shown inside a frame rather than its own window. */
export function isFramed(): boolean {
  try {
    return window.top !== window.self
  } catch {
    // A frame of another origin may not even look at the top window.
    return true
  }
}

/**
 * Where an agent (an AI assistant) sends the person to ask for access: they see who asks, pick
 * the sites and what it may do, and Allow or Deny; either way the browser goes back to it.
 */
/** The screen with its own messages (they load with it). */
export function AgentConsentScreen() {
  return (
    <AgentMessages>
      <AgentConsentScreenBody />
    </AgentMessages>
  )
}

const AgentConsentScreenBody = observer(function AgentConsentScreenBody() {
  const root = useStore()
  const intl = useIntl()
  const [search] = useSearchParams()
  const store = useLocalStore(
    () =>
      new AgentConsentStore(
        new AgentsApi(root.api),
        () => pickableSites(root.workspaces, root.sites),
        search.get('request') ?? '',
      ),
  )
  useEffect(() => void store.load(), [store])

  // Inside another site's frame, a click on Allow could be the other site's doing.
  if (isFramed()) {
    return (
      <AuthCard title={<FormattedMessage id="agents.consent.framedTitle" />}>
        <p>
          <FormattedMessage id="agents.consent.framed" />
        </p>
        <a
          className="button button-primary"
          href={window.location.href}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage id="agents.consent.openWindow" />
        </a>
      </AuthCard>
    )
  }
  if (store.loading) {
    return (
      <p role="status" className="muted container page">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  const request = store.request
  if (!request) {
    return (
      <AuthCard title={<FormattedMessage id="agents.consent.expiredTitle" />}>
        <p>
          <FormattedMessage id="agents.consent.expired" />
        </p>
      </AuthCard>
    )
  }
  const client = <strong>{request.client_name}</strong>
  const multipleWorkspaces = new Set(store.sites.map((s) => s.workspace)).size > 1
  return (
    <div className="auth-page">
      <div className="card auth-card consent-card">
        <h1 className="auth-title">
          <FormattedMessage id="agents.consent.title" values={{ client: request.client_name }} />
        </h1>
        <p className="consent-lead">
          <FormattedMessage id="agents.consent.lead" values={{ client }} />
        </p>
        {request.client_site && (
          <p className="consent-lead muted" data-testid="client-site">
            <FormattedMessage id="agents.consent.from" values={{ site: request.client_site }} />
          </p>
        )}
        {store.sites.length === 0 ? (
          <p className="notice notice-warning" role="status">
            <FormattedMessage
              id="agents.consent.noSites"
              values={{ link: (text) => <RouteLink to="Sites">{text}</RouteLink> }}
            />
          </p>
        ) : (
          <fieldset className="consent-group">
            <legend>
              <FormattedMessage id="agents.consent.sites" />
            </legend>
            <ul className="consent-options">
              {store.sites.map((site) => (
                <li key={site.id}>
                  <label className="consent-option">
                    <input
                      type="checkbox"
                      checked={store.pickedSites.has(site.id)}
                      onChange={() => store.toggleSite(site.id)}
                    />
                    <span>
                      <strong>{site.name}</strong>
                      <span className="muted">
                        {multipleWorkspaces && !site.personal
                          ? `${site.address} · ${site.workspace}`
                          : site.address}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <fieldset className="consent-group">
          <legend>
            <FormattedMessage id="agents.consent.scopes" />
          </legend>
          <ul className="consent-options">
            {store.scopes.map((scope) => (
              <li key={scope}>
                <label className="consent-option">
                  <input
                    type="checkbox"
                    checked={store.pickedScopes.has(scope)}
                    onChange={() => store.toggleScope(scope)}
                  />
                  <span>
                    <strong>
                      <FormattedMessage id={AGENT_SCOPE_TEXT[scope].name} />
                    </strong>
                    <span className="muted">
                      <FormattedMessage id={AGENT_SCOPE_TEXT[scope].explain} />
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FormError error={store.error} />
        {store.sites.length > 0 && store.pickedSites.size === 0 && (
          <p className="field-hint consent-hint">
            <FormattedMessage id="agents.consent.pickSite" />
          </p>
        )}
        {store.leaving ? (
          <p role="status" className="muted">
            <FormattedMessage
              id="agents.consent.leaving"
              values={{ client: request.client_name }}
            />
          </p>
        ) : (
          <div className="consent-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={!store.canAllow}
              onClick={() => void store.allow()}
            >
              {intl.formatMessage({
                id:
                  store.answering === 'allow' ? 'agents.consent.allowing' : 'agents.consent.allow',
              })}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={store.answering !== undefined}
              onClick={() => void store.deny()}
            >
              <FormattedMessage id="agents.consent.deny" />
            </button>
          </div>
        )}
        <p className="consent-return muted">
          {isThisComputer(request.redirect_host) ? (
            <FormattedMessage
              id="agents.consent.returnLocal"
              values={{ client: request.client_name }}
            />
          ) : (
            <FormattedMessage id="agents.consent.return" values={{ host: request.redirect_host }} />
          )}
        </p>
      </div>
    </div>
  )
})
