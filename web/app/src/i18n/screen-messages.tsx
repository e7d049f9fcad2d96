import { useMemo, type ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'

/** A screen's own messages in each language (English is the fallback). */
export interface ScreenCatalogues {
  en: Record<string, string>
  'zh-tw': Record<string, string>
}

/**
 * Adds a screen's own messages to the app's, for the screen's subtree: they load with the
 * screen's code instead of with every page.
 */
export function ScreenMessages({
  catalogues,
  children,
}: {
  catalogues: ScreenCatalogues
  children: ReactNode
}) {
  const intl = useIntl()
  const messages = useMemo(
    () => ({
      ...intl.messages,
      ...catalogues.en,
      ...(intl.locale.toLowerCase().startsWith('zh') ? catalogues['zh-tw'] : {}),
    }),
    [intl.messages, intl.locale, catalogues],
  )
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  )
}
