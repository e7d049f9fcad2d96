import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { errorKey } from './custom-data-api'
import { useT } from '../i18n/use-t'

/** Shows a failed call by its code through `errors.{code}`, else its message, else errors.None. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl()
  const t = useT()
  return useCallback(
    (error: unknown) => {
      const found = errorKey(error, (key) => Object.hasOwn(intl.messages, key))
      return typeof found === 'string' ? t(found) : found.text
    },
    [intl, t],
  )
}
