import { AgentsApi } from '../../api/agents-api'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { AgentGrantsStore } from '../../agents/agent-grants-store'
import { AGENT_SCOPE_TEXT, orderScopes } from '../../agents/agent-scopes'
import { pickableSites } from '../../agents/agent-sites'
import type { AgentGrantView } from '../../api/agents-api'
import { FormError } from '../../components/form-error'
import { useLocalStore } from '../../components/use-store-state'
import { useStore } from '../../stores/store-context'
import '../agents/agents.css'
import { AgentMessages } from '../../agents/agent-messages'

/** Settings, connected agents: who may work on which sites, and revoking that at once. */
/** The screen with its own messages (they load with it). */
export function SettingsAgents() {
  return (
    <AgentMessages>
      <SettingsAgentsBody />
    </AgentMessages>
  )
}

const SettingsAgentsBody = observer(function SettingsAgentsBody() {
  const root = useStore()
  const store = useLocalStore(
    () =>
      new AgentGrantsStore(new AgentsApi(root.api), () =>
        pickableSites(root.workspaces, root.sites),
      ),
  )
  useEffect(() => void store.load(), [store])
  if (store.loading) {
    return (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  return (
    <section className="card settings-card" aria-labelledby="agents-title">
      <h2 id="agents-title">
        <FormattedMessage id="agents.settings.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="agents.settings.lead" />
      </p>
      <FormError error={store.error} />
      {store.grants.length === 0 ? (
        <p className="muted" data-testid="agents-empty">
          <FormattedMessage id="agents.settings.empty" />
        </p>
      ) : (
        <ul className="agent-list" data-testid="agent-list">
          {store.grants.map((grant) => (
            <AgentItem key={grant.id} grant={grant} store={store} />
          ))}
        </ul>
      )}
    </section>
  )
})

const AgentItem = observer(function AgentItem({
  grant,
  store,
}: {
  grant: AgentGrantView
  store: AgentGrantsStore
}) {
  const intl = useIntl()
  const sites = grant.site_ids.map(
    (id) => store.siteNames.get(id) ?? intl.formatMessage({ id: 'agents.settings.unknownSite' }),
  )
  const scopes = orderScopes(grant.scopes).map((s) =>
    intl.formatMessage({ id: AGENT_SCOPE_TEXT[s].name }),
  )
  const list = (items: string[]) => intl.formatList(items, { type: 'conjunction' })
  return (
    <li className="agent-item">
      <h3>{grant.client_name}</h3>
      <dl className="details">
        <dt>
          <FormattedMessage id="agents.settings.sites" />
        </dt>
        <dd>{list(sites)}</dd>
        <dt>
          <FormattedMessage id="agents.settings.scopes" />
        </dt>
        <dd>{list(scopes)}</dd>
        <dt>
          <FormattedMessage id="agents.settings.created" />
        </dt>
        <dd>
          <FormattedDate value={grant.created_at} dateStyle="medium" />
        </dd>
        <dt>
          <FormattedMessage id="agents.settings.lastUsed" />
        </dt>
        <dd>
          {grant.last_used_at ? (
            <FormattedDate value={grant.last_used_at} dateStyle="medium" timeStyle="short" />
          ) : (
            <FormattedMessage id="agents.settings.never" />
          )}
        </dd>
      </dl>
      {store.confirming === grant.id ? (
        <div className="agent-confirm">
          <p role="alert">
            <FormattedMessage
              id="agents.settings.revokeConfirm"
              values={{ client: grant.client_name }}
            />
          </p>
          <button
            type="button"
            className="button button-danger button-small"
            disabled={store.revoking === grant.id}
            onClick={() => void store.revoke(grant.id)}
          >
            <FormattedMessage id="agents.settings.revokeYes" />
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => store.ask(undefined)}
          >
            <FormattedMessage id="agents.settings.keep" />
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={intl.formatMessage(
            { id: 'agents.settings.revokeLabel' },
            { client: grant.client_name },
          )}
          onClick={() => store.ask(grant.id)}
        >
          <FormattedMessage id="agents.settings.revoke" />
        </button>
      )}
    </li>
  )
})
