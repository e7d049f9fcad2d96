import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import { roleHolds } from '@tessera/site-format/access'
import type { SiteView } from '../../api/sites-api'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { siteUrl } from '../../sites/site-address'
import { editorOf, timeAgo } from '../../sites/edited-by'
import { publishRefusal, roleKey, siteCan } from '../../sites/site-powers'
import { SitesStore } from '../../sites/sites-store'
import { WorkspacesStore } from '../../sites/workspaces-store'
import { useStore } from '../../stores/store-context'
import { CreateSiteModal } from './create-site-modal'
import { WorkspaceBar } from './workspace-bar'
import { DeleteSiteModal } from './delete-site-modal'
import { SiteSettingsModal } from './site-settings-modal'

/** The sites dashboard; `?s=new` opens site creation. */
export const SitesScreen = observer(function SitesScreen() {
  const store = useStore()
  const intl = useIntl()
  const sites = useLocalStore(() => new SitesStore(store.sites))
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const [settingsFor, setSettingsFor] = useState<string>()
  const [deleting, setDeleting] = useState<SiteView>()
  const workspaces = useLocalStore(() => new WorkspacesStore(store.workspaces))
  const workspaceId = search.get('w') ?? undefined
  useEffect(() => void workspaces.load(), [workspaces])
  useEffect(() => void sites.load(workspaceId), [sites, workspaceId])
  const workspace = workspaces.find(workspaceId) ?? workspaces.personal
  // Sites are made in a team by its owners and admins.
  const canCreate = !workspace || workspace.personal || roleHolds(workspace.role, 'workspace:sites')

  const creating = search.get('s') === 'new'
  const setCreating = (open: boolean) =>
    setSearch(
      (params) => {
        if (open) params.set('s', 'new')
        else params.delete('s')
        return params
      },
      { replace: !open },
    )

  return (
    <div className="container page">
      <div className="page-head">
        <h1 className="page-title">
          <FormattedMessage id="sites.title" />
        </h1>
        <button
          type="button"
          className="button button-primary"
          disabled={!canCreate}
          aria-describedby={canCreate ? undefined : 'sites-create-why'}
          onClick={() => setCreating(true)}
        >
          <FormattedMessage id="sites.create" />
        </button>
      </div>
      <WorkspaceBar
        workspaces={workspaces}
        current={workspace}
        onSelect={(id) =>
          setSearch((params) => {
            params.set('w', id)
            params.delete('s')
            return params
          })
        }
      />
      {!canCreate && workspace && (
        <p id="sites-create-why" className="muted">
          <FormattedMessage
            id="workspaces.cannotCreate"
            values={{ role: intl.formatMessage({ id: roleKey(workspace.role) }) }}
          />
        </p>
      )}
      {sites.status === 'loading' && (
        <p role="status" className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {sites.status === 'failed' && (
        <div>
          <FormError error={sites.error} />
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void sites.load()}
          >
            <FormattedMessage id="common.retry" />
          </button>
        </div>
      )}
      {sites.status === 'loaded' && sites.sites.length === 0 && (
        <div className="card empty-state">
          <h2>
            <FormattedMessage id="sites.empty.title" />
          </h2>
          <p className="muted">
            <FormattedMessage id="sites.empty.text" />
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={!canCreate}
            onClick={() => setCreating(true)}
          >
            <FormattedMessage id="sites.create" />
          </button>
        </div>
      )}
      {sites.sites.length > 0 && (
        <ul className="site-list" aria-label={intl.formatMessage({ id: 'sites.listLabel' })}>
          {sites.sites.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              sites={sites}
              onSettings={() => setSettingsFor(site.id)}
              onDelete={() => setDeleting(site)}
            />
          ))}
        </ul>
      )}
      {creating && (
        <CreateSiteModal
          sites={sites}
          onClose={() => setCreating(false)}
          // In place of the dialog's address: Back from the builder returns to the list.
          onCreated={(siteId) => navigate(store.path('Build', { siteId }), { replace: true })}
        />
      )}
      {settingsFor && (
        <SiteSettingsModal
          sites={sites}
          siteId={settingsFor}
          onClose={() => setSettingsFor(undefined)}
        />
      )}
      {deleting && (
        <DeleteSiteModal sites={sites} site={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </div>
  )
})

const SiteCard = observer(function SiteCard({
  site,
  sites,
  onSettings,
  onDelete,
}: {
  site: SiteView
  sites: SitesStore
  onSettings(): void
  onDelete(): void
}) {
  const intl = useIntl()
  const url = siteUrl(site)
  const pending = sites.pending.has(site.id)
  const titleId = `site-${site.id}`
  const why = publishRefusal(site, intl)
  return (
    <li className="card site-card" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>
          {site.name}
          {site.published ? (
            <span className="badge badge-success">
              <FormattedMessage id="sites.published" />
            </span>
          ) : (
            <span className="badge badge-neutral">
              <FormattedMessage id="sites.unpublished" />
            </span>
          )}
        </h2>
        <p className="site-meta">
          {url && site.published ? (
            <a href={url} target="_blank" rel="noreferrer">
              {new URL(url).host}
            </a>
          ) : (
            <span>{url ? new URL(url).host : site.subdomain}</span>
          )}
          <EditedBy site={site} />
          <span>
            <FormattedMessage id={`plans.${site.site_type}`} />
          </span>
        </p>
        <FormError error={sites.actionErrors.get(site.id)} />
      </div>
      <div className="site-actions">
        <RouteLink
          to="Build"
          params={{ siteId: site.id }}
          className="button button-secondary button-small"
        >
          <FormattedMessage id="sites.edit" />
        </RouteLink>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={pending || why !== undefined}
          {...(why ? { title: why } : {})}
          onClick={() => void sites.setPublished(site.id, !site.published)}
        >
          <FormattedMessage id={site.published ? 'sites.unpublish' : 'sites.publish'} />
          <span className="visually-hidden"> {site.name}</span>
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onSettings}>
          <FormattedMessage id="sites.settings" />
          <span className="visually-hidden"> {site.name}</span>
        </button>
        {siteCan(site, 'site:manage') && (
          <button type="button" className="button button-ghost button-small" onClick={onDelete}>
            <FormattedMessage id="sites.delete" />
            <span className="visually-hidden"> {site.name}</span>
          </button>
        )}
      </div>
    </li>
  )
})

/**
 * Who saved the site's content last and how long ago ("Edited by ana@studio.test, 5 minutes
 * ago"); before any reported save, when the site last changed.
 */
const EditedBy = observer(function EditedBy({ site }: { site: SiteView }) {
  const store = useStore()
  const editor = editorOf(site, store.session.userId)
  if (!editor) {
    return (
      <span>
        <FormattedMessage
          id="sites.updated"
          values={{ date: <FormattedDate value={site.updated_at} dateStyle="medium" /> }}
        />
      </span>
    )
  }
  const ago = timeAgo(site.content_updated_at, Date.now())
  const when = (
    <FormattedRelativeTime value={ago.value} unit={ago.unit} numeric="auto" style="long" />
  )
  const title = new Date(site.content_updated_at).toLocaleString()
  return (
    <span className="site-edited-by" title={title}>
      {editor.kind === 'member' ? (
        <FormattedMessage id="sites.editedBy" values={{ name: editor.email, when }} />
      ) : (
        <FormattedMessage
          id={editor.kind === 'you' ? 'sites.editedByYou' : 'sites.editedByOther'}
          values={{ when }}
        />
      )}
    </span>
  )
})
