import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../i18n/use-t'
import type { AgentActivityStore, AgentCall } from './agent-activity-store'
import './agents.css'

/** The tools whose calls the panel names in words; any other is named by its own name. */
const TOOLS = new Set([
  'get_site',
  'get_outline',
  'find_components',
  'inspect',
  'render_preview',
  'describe_ops',
  'apply',
  'history',
  'publish',
  'list_tables',
  'read_rows',
])

/** Calls that change the site (or its data) stand out from reads. */
const WRITES = new Set(['apply', 'history', 'publish'])

/**
 * The History menu's Agent activity tab: each call an agent made on the site, newest first, with
 * who connected it, when, and how it ended; the person's own agents can be revoked from here.
 */
export const AgentActivityTab = observer(function AgentActivityTab({
  activity,
  userId,
}: {
  activity: AgentActivityStore
  /** The signed-in user, whose agents' calls say "you". */
  userId: string | undefined
}) {
  const t = useT()
  const intl = useIntl()
  useEffect(() => {
    if (activity.status === 'idle') void activity.load()
  }, [activity])

  const what = (call: AgentCall) =>
    TOOLS.has(call.tool) ? t(`builder.agents.tool.${call.tool}`) : call.tool
  const meta = (call: AgentCall) =>
    [
      intl.formatDate(call.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
      call.user_id === userId ? t('builder.agents.forYou') : t('builder.agents.forOther'),
      call.outcome === 'ok' ? '' : t('builder.agents.refused', { code: call.outcome }),
    ]
      .filter(Boolean)
      .join(' · ')

  return (
    <div className="agent-activity">
      <p className="menu-hint">{t('builder.agents.about')}</p>
      <p className="visually-hidden" role="status">
        {activity.notice ? t(activity.notice.key, activity.notice.values) : ''}
      </p>
      {activity.status === 'failed' && (
        <div className="menu-empty">
          <p>{t('builder.agents.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void activity.load()}>
            {t('builder.common.refresh')}
          </button>
        </div>
      )}
      {activity.status === 'loading' && activity.calls.length === 0 && (
        <p className="menu-empty">{t('builder.agents.loading')}</p>
      )}
      {activity.status === 'loaded' && activity.calls.length === 0 && (
        <p className="menu-empty">{t('builder.agents.empty')}</p>
      )}
      {activity.calls.length > 0 && (
        <ol className="menu-list agent-call-list" aria-label={t('builder.agents.label')}>
          {activity.calls.map((call) => (
            <li
              key={call.id}
              className={`agent-call${WRITES.has(call.tool) ? ' agent-call-write' : ''}${call.outcome === 'ok' ? '' : ' agent-call-refused'}`}
            >
              <span className="agent-call-title">
                <strong>{call.client_name}</strong> {what(call)}
              </span>
              <span className="agent-call-meta">{meta(call)}</span>
            </li>
          ))}
        </ol>
      )}
      {activity.hasMore && activity.status === 'loaded' && (
        <button type="button" className="menu-add" onClick={() => void activity.load(true)}>
          {t('builder.agents.more')}
        </button>
      )}
      {activity.grants.size > 0 && (
        <section className="agent-connections" aria-label={t('builder.agents.yours')}>
          <h3>{t('builder.agents.yours')}</h3>
          <ul className="menu-list">
            {[...activity.grants.values()].map((grant) => (
              <li key={grant.client_id} className="agent-connection">
                <span className="agent-call-title">{grant.client_name}</span>
                {activity.confirming === grant.client_id ? (
                  <div
                    className="confirm"
                    role="group"
                    aria-label={t('builder.agents.confirm', { name: grant.client_name })}
                  >
                    <p>{t('builder.agents.confirm', { name: grant.client_name })}</p>
                    <div className="form-actions">
                      <button
                        type="button"
                        className="button"
                        onClick={() => activity.cancelRevoke()}
                      >
                        {t('builder.common.cancel')}
                      </button>
                      <button
                        type="button"
                        className="button button-danger"
                        autoFocus
                        disabled={activity.revoking}
                        onClick={() => void activity.revoke(grant.client_id)}
                      >
                        {t('builder.agents.revoke')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => activity.askRevoke(grant.client_id)}
                  >
                    {t('builder.agents.revoke')}
                    <span className="visually-hidden"> {grant.client_name}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
})
