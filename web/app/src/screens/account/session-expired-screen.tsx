import { observer } from 'mobx-react-lite'
import { FormattedMessage } from 'react-intl'
import { AuthCard } from '../../components/auth-card'
import { RouteLink } from '../../components/route-link'
import { encodeFrom } from '../../router/route-rules'
import { useStore } from '../../stores/store-context'

export const SessionExpiredScreen = observer(function SessionExpiredScreen() {
  const { session } = useStore()
  const from = session.loginRedirect
  return (
    <AuthCard title={<FormattedMessage id="sessionExpired.title" />}>
      <p role="alert">
        <FormattedMessage id="sessionExpired.text" />
      </p>
      <RouteLink
        to="Login"
        query={{ from: from ? encodeFrom(from) : undefined }}
        className="button button-primary button-block"
      >
        <FormattedMessage id="sessionExpired.login" />
      </RouteLink>
    </AuthCard>
  )
})
