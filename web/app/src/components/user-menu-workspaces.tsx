import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { matchPath, useLocation } from 'react-router'
import { findRoute } from '../router/route-rules'
import { routeTable } from '../router/route-table'
import { WorkspacesStore } from '../sites/workspaces-store'
import { useStore } from '../stores/store-context'
import { RouteLink } from './route-link'
import { useLocalStore } from './use-store-state'
import { WorkspaceAvatar } from './workspace-avatar'

const membersPath = findRoute(routeTable, 'WorkspaceMembers')!.path

/**
 * The user menu's workspaces, each choosing what the dashboard shows, the shown one checked (the
 * dashboard's `w`, else personal, or the members page's). Out of the home page's script; fetched
 * at each opening, for ones made or joined since.
 */
export const UserMenuWorkspaces = observer(function UserMenuWorkspaces({
  open,
  onChoose,
}: {
  open: boolean
  onChoose(): void
}) {
  const store = useStore()
  const intl = useIntl()
  const location = useLocation()
  const workspaces = useLocalStore(() => new WorkspacesStore(store.workspaces))
  useEffect(() => {
    if (open) void workspaces.load()
  }, [open, workspaces])

  const shownId =
    matchPath(membersPath, location.pathname)?.params.workspaceId ??
    (location.pathname === store.path('Sites')
      ? new URLSearchParams(location.search).get('w')
      : null)
  const shown = workspaces.find(shownId) ?? workspaces.personal
  if (workspaces.workspaces.length === 0) return null
  return (
    <>
      <li role="none">
        <ul
          role="group"
          className="user-menu-workspaces"
          aria-label={intl.formatMessage({ id: 'header.workspaces' })}
        >
          <li role="none" aria-hidden="true" className="user-menu-heading">
            <FormattedMessage id="header.workspaces" />
          </li>
          {workspaces.workspaces.map((w) => (
            <li role="none" key={w.id}>
              <RouteLink
                to="Sites"
                query={{ w: w.id }}
                role="menuitemradio"
                aria-checked={w.id === shown?.id}
                tabIndex={-1}
                onClick={onChoose}
              >
                <span className="workspace-label">
                  <WorkspaceAvatar workspace={w} size={24} />
                  <span className="workspace-label-name">
                    {w.personal ? <FormattedMessage id="workspaces.personal" /> : w.name}
                  </span>
                </span>
              </RouteLink>
            </li>
          ))}
        </ul>
      </li>
      <li role="separator" className="user-menu-separator" />
    </>
  )
})
