import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import en from './messages/en.json'

type Catalogue = Record<string, string>

/** The builder's messages for a locale tag ('en', 'zh-TW'); English is the fallback. */
async function builderCatalogue(tag: string): Promise<Catalogue> {
  if (tag.toLowerCase() === 'zh-tw') {
    return { ...en, ...((await import('./messages/zh-tw.json')).default as Catalogue) }
  }
  return en
}

/**
 * The builder's strings over the app's (the shared error catalogue, `errors.*`, comes from the
 * app), in the language the app shows.
 */
export function BuilderIntl({ children }: { children: ReactNode }) {
  const parent = useIntl()
  const [messages, setMessages] = useState<{ tag: string; catalogue: Catalogue }>({
    tag: 'en',
    catalogue: en,
  })
  useEffect(() => {
    let current = true
    void builderCatalogue(parent.locale).then((catalogue) => {
      if (current) setMessages({ tag: parent.locale, catalogue })
    })
    return () => {
      current = false
    }
  }, [parent.locale])
  const catalogue = messages.tag === parent.locale ? messages.catalogue : en
  // The same object while neither catalogue changes, so react-intl keeps its formatter and the
  // components reading it do not all render again.
  const merged = useMemo(
    () =>
      ({ ...(parent.messages as Catalogue), ...catalogue }) as ComponentProps<
        typeof IntlProvider
      >['messages'],
    [parent.messages, catalogue],
  )
  return (
    <IntlProvider locale={parent.locale} defaultLocale="en" messages={merged}>
      {children}
    </IntlProvider>
  )
}
