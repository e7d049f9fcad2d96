import { useIntl } from 'react-intl'
import { errorText, type DisplayError } from '../i18n/error-message'
import type { MessageKey } from '../i18n/message-key'

/** A failed submission, announced to screen readers. */
export function FormError({ error, fallback }: { error?: DisplayError; fallback?: MessageKey }) {
  const intl = useIntl()
  if (!error) return null
  return (
    <p className="notice notice-error" role="alert">
      {errorText(intl, error, fallback)}
    </p>
  )
}
