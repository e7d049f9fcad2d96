import { observer } from 'mobx-react-lite'
import { useEffect, useId, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormError } from '../../components/form-error'
import { formatBytes } from '../../components/format-bytes'
import { Modal } from '../../components/modal'
import { TextField } from '../../components/text-field'
import { useLocalStore } from '../../components/use-store-state'
import { siteUrl } from '../../sites/site-address'
import { SiteSettingsStore, type SettingsTab } from '../../sites/site-settings-store'
import type { SitesStore } from '../../sites/sites-store'
import { SubmitForm } from '../../components/submit-form'
import { useStore } from '../../stores/store-context'
import { entryLabels, type ActivityLabel } from '../../sites/activity-labels'
import { SitePeopleStore } from '../../sites/site-people-store'
import type { SiteView } from '../../api/sites-api'
import type { WorkspaceRole } from '../../api/workspaces-api'
import { WORKSPACE_ROLES } from '../../sites/workspaces-store'
import { publishRefusal, roleKey } from '../../sites/site-powers'

const tabLabels = {
  info: 'siteSettings.info',
  domains: 'siteSettings.domains',
  usage: 'siteSettings.usage',
  activity: 'siteSettings.activity',
  people: 'siteSettings.people',
} as const

export const SiteSettingsModal = observer(function SiteSettingsModal({
  sites,
  siteId,
  onClose,
}: {
  sites: SitesStore
  siteId: string
  onClose(): void
}) {
  const settings = useLocalStore(() => new SiteSettingsStore(sites, siteId))
  const root = useStore()
  const base = useId()
  const intl = useIntl()
  const site = settings.site
  if (!site) return null
  const publishWhy = publishRefusal(site, intl)

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent) => {
    const tabs = settings.tabs
    const index = tabs.indexOf(settings.tab)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : undefined
    if (!next) return
    event.preventDefault()
    settings.setTab(next)
    document.getElementById(`${base}-tab-${next}`)?.focus()
  }

  return (
    <Modal
      title={<FormattedMessage id="siteSettings.title" values={{ name: site.name }} />}
      onClose={onClose}
      size="large"
    >
      <label className="switch" {...(publishWhy ? { title: publishWhy } : {})}>
        <input
          type="checkbox"
          role="switch"
          checked={site.published}
          disabled={sites.pending.has(site.id) || publishWhy !== undefined}
          onChange={() => void settings.togglePublished()}
        />
        <FormattedMessage id="siteSettings.publishToggle" />
      </label>
      <FormError error={sites.actionErrors.get(site.id)} />
      <div className="tabs" role="tablist" onKeyDown={onTabKey}>
        {settings.tabs.map((tab: SettingsTab) => (
          <button
            key={tab}
            id={`${base}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={settings.tab === tab}
            aria-controls={`${base}-panel`}
            tabIndex={settings.tab === tab ? 0 : -1}
            onClick={() => settings.setTab(tab)}
          >
            <FormattedMessage id={tabLabels[tab]} />
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${settings.tab}`}>
        {settings.tab === 'info' && <InfoPanel settings={settings} />}
        {settings.tab === 'domains' && <DomainsPanel settings={settings} />}
        {settings.tab === 'usage' && <UsagePanel settings={settings} />}
        {settings.tab === 'activity' && (
          <ActivityPanel settings={settings} userId={root.session.user?.id} />
        )}
        {settings.tab === 'people' && <PeoplePanel site={site} userId={root.session.userId} />}
      </div>
    </Modal>
  )
})

const InfoPanel = observer(function InfoPanel({ settings }: { settings: SiteSettingsStore }) {
  const intl = useIntl()
  const site = settings.site!
  const url = siteUrl(site)
  return (
    <SubmitForm onSubmit={() => settings.saveInfo()}>
      <TextField
        label={<FormattedMessage id="sites.name" />}
        name="site-name"
        value={settings.name}
        onValue={(v) => settings.set('name', v)}
        onBlur={() => settings.blur('name')}
        error={settings.info.errorFor('name')}
      />
      <TextField
        label={<FormattedMessage id="sites.subdomain" />}
        name="subdomain"
        value={settings.subdomain}
        onValue={(v) => settings.set('subdomain', v)}
        onBlur={() => settings.blur('subdomain')}
        error={settings.info.errorFor('subdomain')}
        hint={url}
      />
      <FormError error={settings.info.serverError} />
      {settings.saved && (
        <p className="notice notice-success" role="status">
          <FormattedMessage id="siteSettings.saved" />
        </p>
      )}
      <div className="modal-actions">
        <button type="submit" className="button button-primary" disabled={settings.info.submitting}>
          {intl.formatMessage({ id: 'siteSettings.save' })}
        </button>
      </div>
    </SubmitForm>
  )
})

const DomainsPanel = observer(function DomainsPanel({ settings }: { settings: SiteSettingsStore }) {
  const site = settings.site!
  return (
    <div>
      <p className="muted">
        <FormattedMessage id="domains.lead" />
      </p>
      <SubmitForm className="inline-form" onSubmit={() => settings.addDomain()}>
        <TextField
          label={<FormattedMessage id="domains.domain" />}
          name="domain"
          placeholder="www.example.com"
          value={settings.domain}
          onValue={(v) => settings.setDomain('domain', v)}
          onBlur={() => settings.blurDomain()}
          error={settings.domainForm.errorFor('domain')}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={settings.domainForm.submitting}
        >
          <FormattedMessage id="domains.add" />
        </button>
      </SubmitForm>
      <FormError error={settings.domainForm.serverError} />
      {site.custom_domains.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="domains.none" />
        </p>
      ) : (
        <ul className="domain-list">
          {site.custom_domains.map((domain) => {
            const pending = settings.domainPending.has(domain.domain)
            return (
              <li key={domain.domain} className="domain-item">
                <div className="domain-row">
                  <strong>{domain.domain}</strong>
                  {domain.verified ? (
                    <span className="badge badge-success">
                      <FormattedMessage id="domains.verified" />
                    </span>
                  ) : (
                    <span className="badge badge-warning">
                      <FormattedMessage id="domains.unverified" />
                    </span>
                  )}
                  <span className="site-actions">
                    {!domain.verified && (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        disabled={pending}
                        onClick={() => void settings.verifyDomain(domain.domain)}
                      >
                        <FormattedMessage id="domains.verify" />
                        <span className="visually-hidden"> {domain.domain}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      disabled={pending}
                      onClick={() => void settings.removeDomain(domain.domain)}
                    >
                      <FormattedMessage id="domains.remove" />
                      <span className="visually-hidden"> {domain.domain}</span>
                    </button>
                  </span>
                </div>
                {!domain.verified && (
                  <div className="dns-record">
                    <p>
                      <FormattedMessage id="domains.recordLead" />
                    </p>
                    <dl className="details">
                      <dt>TXT</dt>
                      <dd>
                        <code>{domain.domain}</code> → <code>{domain.verify_txt}</code>
                      </dd>
                      {domain.verify_a && (
                        <>
                          <dt>A</dt>
                          <dd>
                            <code>{domain.domain}</code> → <code>{domain.verify_a}</code>
                          </dd>
                        </>
                      )}
                    </dl>
                  </div>
                )}
                <FormError error={settings.domainErrors.get(domain.domain)} />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
})

const UsagePanel = observer(function UsagePanel({ settings }: { settings: SiteSettingsStore }) {
  const intl = useIntl()
  const usage = settings.usage
  if (settings.usageError) return <FormError error={settings.usageError} />
  if (!usage) {
    return (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  const meter = (used: number, allowance: number) => (
    <div className="meter" aria-hidden="true">
      <div
        className="meter-fill"
        style={{ width: `${allowance > 0 ? Math.min(100, (used / allowance) * 100) : 0}%` }}
      />
    </div>
  )
  const locale = intl.locale
  return (
    <dl className="usage">
      <dt>
        <FormattedMessage id="usage.plan" />
      </dt>
      <dd>
        <FormattedMessage id={`plans.${usage.site_type}`} />
      </dd>
      <dt>
        <FormattedMessage id="usage.bandwidth" />
      </dt>
      <dd>
        <FormattedMessage
          id="usage.of"
          values={{
            used: formatBytes(usage.total_bandwidth, locale),
            allowance: formatBytes(usage.bandwidth_allowance, locale),
          }}
        />
        {meter(usage.total_bandwidth, usage.bandwidth_allowance)}
      </dd>
      <dt>
        <FormattedMessage id="usage.customData" />
      </dt>
      <dd>
        <FormattedMessage
          id="usage.of"
          values={{
            used: formatBytes(usage.custom_data_usage, locale),
            allowance: formatBytes(usage.custom_data_allowance, locale),
          }}
        />
        {meter(usage.custom_data_usage, usage.custom_data_allowance)}
      </dd>
      <dt>
        <FormattedMessage id="usage.pages" />
      </dt>
      <dd>{formatBytes(usage.max_pages_length, locale)}</dd>
      <dt>
        <FormattedMessage id="usage.restorePoints" />
      </dt>
      <dd>{formatBytes(usage.restore_points_usage, locale)}</dd>
      {usage.total_site_view_count !== undefined && (
        <>
          <dt>
            <FormattedMessage id="usage.views" />
          </dt>
          <dd>
            {intl.formatNumber(usage.total_site_view_count)}
            {usage.visitor_allowance ? ` / ${intl.formatNumber(usage.visitor_allowance)}` : ''}
          </dd>
        </>
      )}
    </dl>
  )
})

/** Who saved what and when (newest first), a page at a time. */
const ActivityPanel = observer(function ActivityPanel({
  settings,
  userId,
}: {
  settings: SiteSettingsStore
  userId: string | undefined
}) {
  const intl = useIntl()
  const say = (label: ActivityLabel): string =>
    intl.formatMessage(
      { id: label.id },
      label.what ? { ...label.values, what: say(label.what) } : label.values,
    )
  const entries = settings.activity
  if (!entries) {
    return settings.activityError ? (
      <FormError error={settings.activityError} />
    ) : (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  if (entries.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="activity.empty" />
      </p>
    )
  }
  return (
    <div className="activity">
      <ol className="activity-list" aria-label={intl.formatMessage({ id: 'activity.label' })}>
        {entries.map((entry) => {
          const labels = entryLabels(entry)
          const shown = labels.slice(0, 3)
          const more = labels.length - shown.length + Math.max(0, entry.change_count - 20)
          return (
            <li key={entry.id}>
              <p className="activity-meta">
                <strong>
                  {entry.author_id !== userId && entry.author_email ? (
                    entry.author_email
                  ) : (
                    <FormattedMessage
                      id={entry.author_id === userId ? 'activity.byYou' : 'activity.byOther'}
                    />
                  )}
                </strong>{' '}
                <time dateTime={new Date(entry.saved_at).toISOString()}>
                  {intl.formatDate(entry.saved_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </p>
              <ul>
                {shown.map((label, index) => (
                  <li key={index}>{say(label)}</li>
                ))}
                {more > 0 && (
                  <li className="muted">
                    <FormattedMessage id="activity.more" values={{ count: more }} />
                  </li>
                )}
              </ul>
            </li>
          )
        })}
      </ol>
      <FormError error={settings.activityError} />
      {settings.activityNext !== null && (
        <button
          type="button"
          className="button"
          disabled={settings.activityLoading}
          onClick={() => void settings.loadActivity(true)}
        >
          <FormattedMessage id="activity.older" />
        </button>
      )}
    </div>
  )
})

/**
 * The people of the site's workspace, each with the role they have on this site: their
 * workspace role, or one the site gives them (a client who only edits texts here, a designer
 * who may build just this site). Owners and admins change them.
 */
const PeoplePanel = observer(function PeoplePanel({
  site,
  userId,
}: {
  site: SiteView
  userId: string | undefined
}) {
  const intl = useIntl()
  const root = useStore()
  const people = useLocalStore(() => new SitePeopleStore(root.workspaces, site))
  useEffect(() => void people.load(), [people])
  const members = people.members
  if (!members) {
    return people.error ? (
      <FormError error={people.error} />
    ) : (
      <p role="status" className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  const roleName = (role: WorkspaceRole) => intl.formatMessage({ id: roleKey(role) })
  const saved = members.find((m) => m.user_id === people.savedFor)
  return (
    <div className="site-people">
      <p className="muted">
        <FormattedMessage id="sitePeople.lead" />
      </p>
      <FormError error={people.actionError} />
      <ul className="site-people-list" aria-label={intl.formatMessage({ id: 'sitePeople.label' })}>
        {members.map((member) => {
          const own = people.overrides.get(member.user_id)
          const name =
            member.user_id === userId
              ? intl.formatMessage({ id: 'sitePeople.you' })
              : (member.email ?? intl.formatMessage({ id: 'sitePeople.unknown' }))
          const selectId = `site-role-${member.user_id}`
          return (
            <li key={member.user_id} className="site-people-row">
              <div>
                <label htmlFor={selectId} className="site-people-name">
                  {name}
                </label>
                <span className="muted site-people-workspace">
                  <FormattedMessage
                    id="sitePeople.workspaceRole"
                    values={{ role: roleName(member.role) }}
                  />
                </span>
              </div>
              <select
                id={selectId}
                value={own ?? ''}
                disabled={people.pending.has(member.user_id) || member.role === 'Owner'}
                aria-description={
                  member.role === 'Owner'
                    ? intl.formatMessage({ id: 'sitePeople.ownerFixed' })
                    : undefined
                }
                title={
                  member.role === 'Owner'
                    ? intl.formatMessage({ id: 'sitePeople.ownerFixed' })
                    : undefined
                }
                onChange={(event) =>
                  void people.setRole(
                    member.user_id,
                    event.target.value === '' ? null : (event.target.value as WorkspaceRole),
                  )
                }
              >
                <option value="">
                  {intl.formatMessage(
                    { id: 'sitePeople.asWorkspace' },
                    { role: roleName(member.role) },
                  )}
                </option>
                {WORKSPACE_ROLES.filter((role) => role !== 'Owner').map((role) => (
                  <option key={role} value={role}>
                    {roleName(role)}
                  </option>
                ))}
              </select>
            </li>
          )
        })}
      </ul>
      <p role="status" className="muted">
        {saved && (
          <FormattedMessage
            id="sitePeople.saved"
            values={{
              name: saved.email ?? intl.formatMessage({ id: 'sitePeople.unknown' }),
              role: roleName(people.roleOn(saved)),
            }}
          />
        )}
      </p>
    </div>
  )
})
