import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { WorkspaceView } from '../../api/workspaces-api'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import type { WorkspacesStore } from '../../sites/workspaces-store'
import { WorkspaceAvatar } from '../../components/workspace-avatar'

/** The dashboard's workspace switcher, its members link, and making a team workspace. */
export const WorkspaceBar = observer(function WorkspaceBar({
  workspaces,
  current,
  onSelect,
}: {
  workspaces: WorkspacesStore
  current: WorkspaceView | undefined
  onSelect(id: string): void
}) {
  const intl = useIntl()
  const selectId = useId()
  const nameId = useId()
  const hintId = useId()
  const [making, setMaking] = useState(false)
  const [name, setName] = useState('')
  const label = (w: WorkspaceView) =>
    w.personal ? intl.formatMessage({ id: 'workspaces.personal' }) : w.name

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const made = await workspaces.create(name)
    if (made) {
      setMaking(false)
      setName('')
      onSelect(made.id)
    }
  }

  if (workspaces.status !== 'loaded' || !current) return null
  return (
    <div className="workspace-bar">
      <div className="field workspace-select">
        <label htmlFor={selectId}>
          <FormattedMessage id="workspaces.label" />
        </label>
        <div className="workspace-select-row">
          <WorkspaceAvatar workspace={current} size={36} />
          <select
            id={selectId}
            value={current.id}
            onChange={(event) => onSelect(event.target.value)}
          >
            {workspaces.workspaces.map((w) => (
              <option key={w.id} value={w.id}>
                {label(w)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!current.personal && (
        <RouteLink
          to="WorkspaceMembers"
          params={{ workspaceId: current.id }}
          className="button button-secondary"
        >
          <FormattedMessage id="workspaces.members" />
        </RouteLink>
      )}
      {making ? (
        <form className="workspace-new" onSubmit={(event) => void create(event)}>
          <div className="field">
            <label htmlFor={nameId}>
              <FormattedMessage id="workspaces.name" />
            </label>
            <div className="workspace-select-row">
              <span className="avatar avatar-workspace avatar-new" aria-hidden="true" />
              <input
                id={nameId}
                required
                maxLength={100}
                value={name}
                autoFocus
                aria-describedby={hintId}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
          </div>
          <button type="submit" className="button button-primary" disabled={workspaces.creating}>
            <FormattedMessage id="workspaces.create" />
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setMaking(false)}
          >
            <FormattedMessage id="common.cancel" />
          </button>
          <p id={hintId} className="field-hint workspace-new-hint">
            <FormattedMessage id="workspaces.avatarHint" />
          </p>
          <FormError error={workspaces.error} />
        </form>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setMaking(true)}>
          <FormattedMessage id="workspaces.new" />
        </button>
      )}
    </div>
  )
})
