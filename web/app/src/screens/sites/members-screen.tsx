import { observer } from 'mobx-react-lite'
import { useEffect, useState, type FormEvent } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useParams } from 'react-router'
import type { WorkspaceRole, WorkspaceView } from '../../api/workspaces-api'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { useLocalStore } from '../../components/use-store-state'
import { roleKey } from '../../sites/site-powers'
import { MembersStore, WORKSPACE_ROLES, WorkspacesStore } from '../../sites/workspaces-store'
import { useStore } from '../../stores/store-context'
import { WorkspaceAvatar } from '../../components/workspace-avatar'

/** A workspace's members and invitations: who works on its sites, with which role. */
export const MembersScreen = observer(function MembersScreen() {
  const store = useStore()
  const { workspaceId } = useParams()
  const workspaces = useLocalStore(() => new WorkspacesStore(store.workspaces))
  useEffect(() => void workspaces.load(), [workspaces])
  const workspace = workspaces.find(workspaceId)

  return (
    <div className="container page members-page">
      <p>
        <RouteLink to="Sites" query={workspaceId ? { w: workspaceId } : {}}>
          <FormattedMessage id="members.back" />
        </RouteLink>
      </p>
      {workspaces.status === 'loading' && (
        <p role="status" className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {workspaces.status === 'failed' && <FormError error={workspaces.error} />}
      {workspaces.status === 'loaded' && !workspace && (
        <p className="muted">
          <FormattedMessage id="errors.WorkspaceNotFound" />
        </p>
      )}
      {workspace && <Members key={workspace.id} workspace={workspace} />}
    </div>
  )
})

const Members = observer(function Members({ workspace }: { workspace: WorkspaceView }) {
  const store = useStore()
  const intl = useIntl()
  const navigate = useNavigate()
  const members = useLocalStore(() => new MembersStore(store.workspaces, workspace))
  const me = store.session.userId
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<WorkspaceRole>('ContentEditor')
  useEffect(() => void members.load(), [members])
  useEffect(() => {
    if (members.left) navigate(store.path('Sites'))
  }, [members.left, navigate, store])

  const roleOptions = WORKSPACE_ROLES.filter((r) => r !== 'Owner' || workspace.role === 'Owner')
  const invite = async (event: FormEvent) => {
    event.preventDefault()
    if (await members.invite(email, role, store.preferences.locale)) setEmail('')
  }

  return (
    <>
      <div className="page-head">
        <h1 className="page-title workspace-title">
          <WorkspaceAvatar workspace={workspace} size={40} />
          <span>
            <FormattedMessage id="members.title" values={{ name: workspace.name }} />
          </span>
        </h1>
        {!workspace.personal && (
          <button
            type="button"
            className="button button-secondary"
            disabled={members.busy}
            onClick={() => void members.leave()}
          >
            <FormattedMessage id="members.leave" />
          </button>
        )}
      </div>
      <p className="muted">
        <FormattedMessage
          id="members.yourRole"
          values={{ role: intl.formatMessage({ id: roleKey(workspace.role) }) }}
        />
      </p>
      <FormError error={members.actionError} />
      {members.status === 'failed' && <FormError error={members.error} />}
      <section className="card members-section" aria-labelledby="members-heading">
        <h2 id="members-heading">
          <FormattedMessage id="members.members" />
        </h2>
        <ul className="member-list">
          {members.members.map((member) => {
            const self = member.user_id === me
            const name = member.email ?? intl.formatMessage({ id: 'members.unknownEmail' })
            const canChange =
              members.manages && (workspace.role === 'Owner' || member.role !== 'Owner')
            return (
              <li key={member.user_id} className="member-row">
                <span className="member-name">
                  {name}
                  {self && (
                    <span className="muted">
                      {' '}
                      <FormattedMessage id="members.you" />
                    </span>
                  )}
                </span>
                {canChange ? (
                  <select
                    aria-label={intl.formatMessage({ id: 'members.roleOf' }, { name })}
                    value={member.role}
                    disabled={members.busy}
                    onChange={(event) =>
                      void members.changeRole(member.user_id, event.target.value as WorkspaceRole)
                    }
                  >
                    {roleOptions.map((r) => (
                      <option key={r} value={r}>
                        {intl.formatMessage({ id: roleKey(r) })}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="member-role">
                    <FormattedMessage id={roleKey(member.role)} />
                  </span>
                )}
                {canChange && !self && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={members.busy}
                    aria-label={intl.formatMessage({ id: 'members.remove' }, { name })}
                    onClick={() => void members.remove(member.user_id)}
                  >
                    <FormattedMessage id="members.removeShort" />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </section>
      {members.manages && !workspace.personal && (
        <section className="card members-section" aria-labelledby="invite-heading">
          <h2 id="invite-heading">
            <FormattedMessage id="members.invite" />
          </h2>
          <form className="invite-form" onSubmit={(event) => void invite(event)}>
            <div className="field">
              <label htmlFor="invite-email">
                <FormattedMessage id="members.email" />
              </label>
              <input
                id="invite-email"
                type="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="invite-role">
                <FormattedMessage id="members.role" />
              </label>
              <select
                id="invite-role"
                value={role}
                onChange={(event) => setRole(event.target.value as WorkspaceRole)}
              >
                {roleOptions.map((r) => (
                  <option key={r} value={r}>
                    {intl.formatMessage({ id: roleKey(r) })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button button-primary" disabled={members.busy}>
              <FormattedMessage id="members.send" />
            </button>
          </form>
          <p className="muted">
            <FormattedMessage id="members.inviteHint" />
          </p>
          {members.invitations.length > 0 && (
            <>
              <h3>
                <FormattedMessage id="members.pending" />
              </h3>
              <ul className="member-list">
                {members.invitations.map((invitation) => (
                  <li key={invitation.id} className="member-row">
                    <span className="member-name">{invitation.email}</span>
                    <span className="member-role">
                      <FormattedMessage id={roleKey(invitation.role)} />
                    </span>
                    <span className="muted">
                      <FormattedMessage
                        id="members.expires"
                        values={{
                          date: <FormattedDate value={invitation.expires_at} dateStyle="medium" />,
                        }}
                      />
                    </span>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={members.busy}
                      onClick={() => void members.resend(invitation.id)}
                    >
                      <FormattedMessage id="members.resend" />
                    </button>
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={members.busy}
                      onClick={() => void members.revoke(invitation.id)}
                    >
                      <FormattedMessage id="members.revoke" />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </>
  )
})
