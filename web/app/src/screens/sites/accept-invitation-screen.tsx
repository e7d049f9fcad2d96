import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSearchParams } from 'react-router'
import type { WorkspaceView } from '../../api/workspaces-api'
import { AuthCard } from '../../components/auth-card'
import { FormError } from '../../components/form-error'
import { RouteLink } from '../../components/route-link'
import { toDisplayError, type DisplayError } from '../../i18n/error-message'
import { useStore } from '../../stores/store-context'
import { roleKey } from '../../sites/site-powers'

/**
 * The mailed link (/invitations/accept?token=…): accepting is the user's own click, signed in
 * with the address the invitation was sent to.
 */
export const AcceptInvitationScreen = observer(function AcceptInvitationScreen() {
  const store = useStore()
  const [search] = useSearchParams()
  const token = search.get('token') ?? ''
  const [busy, setBusy] = useState(false)
  const [joined, setJoined] = useState<WorkspaceView>()
  const [error, setError] = useState<DisplayError>()

  const accept = async () => {
    setBusy(true)
    setError(undefined)
    try {
      setJoined(await store.workspaces.accept(token))
    } catch (failure) {
      setError(toDisplayError(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={<FormattedMessage id="invitation.title" />}>
      {joined ? (
        <>
          <p role="status">
            <FormattedMessage
              id="invitation.joined"
              values={{ name: joined.name, role: <FormattedMessage id={roleKey(joined.role)} /> }}
            />
          </p>
          <RouteLink to="Sites" query={{ w: joined.id }} className="button button-primary">
            <FormattedMessage id="invitation.open" />
          </RouteLink>
        </>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage id="invitation.text" />
          </p>
          <FormError error={error} />
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !token}
            onClick={() => void accept()}
          >
            <FormattedMessage id="invitation.accept" />
          </button>
        </>
      )}
    </AuthCard>
  )
})
