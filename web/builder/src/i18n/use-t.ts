import { useCallback } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'

export type Translate = (id: string, values?: Record<string, string | number>) => string

/**
 * The builder's message lookup. Its ids are checked against its catalogues by a test
 * (`catalogues.spec.ts`), not by the app's typed ids, which the app's compilation applies to
 * every react-intl call it sees.
 */
export function useT(): Translate {
  const intl = useIntl()
  return useCallback(
    (id, values) => intl.formatMessage({ id: id as MessageDescriptor['id'] }, values),
    [intl],
  )
}
