import { observer } from 'mobx-react-lite'
import { FormattedMessage, useIntl } from 'react-intl'
import { useStore } from '../stores/store-context'

/** The toasts of the whole app, in one live region so each is read out once. */
export const Toasts = observer(function Toasts() {
  const { toasts } = useStore()
  const intl = useIntl()
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`}>
          <span>
            <FormattedMessage id={toast.key} />
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: 'common.close' })}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
})
