import { reaction } from 'mobx'
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { DEFAULT_LOCALE, languageTag, type Locale } from '../stores/locale'
import type { PreferencesStore } from '../stores/preferences-store'
import { english, loadCatalogue, type Catalogue } from './catalogues'

interface Loaded {
  locale: Locale
  messages: Catalogue
}

/** react-intl for the chosen language; English until (and wherever) a translation is missing. */
export function I18nProvider({
  preferences,
  children,
}: {
  preferences: PreferencesStore
  children: ReactNode
}) {
  const [loaded, setLoaded] = useState<Loaded>({ locale: DEFAULT_LOCALE, messages: english })

  useEffect(
    () =>
      reaction(
        () => preferences.locale,
        (locale) => {
          void loadCatalogue(locale).then(
            (messages) => setLoaded({ locale, messages }),
            // A catalogue that fails to load leaves the current language in place.
            () => undefined,
          )
        },
        { fireImmediately: true },
      ),
    [preferences],
  )

  // In the same commit as the translated text: the page never shows one language under the
  // other's tag.
  useLayoutEffect(() => {
    document.documentElement.lang = languageTag(loaded.locale)
  }, [loaded.locale])

  // One catalogue object per language: a new one would make react-intl build a new formatter and
  // render every component that reads it again.
  const messages = useMemo(
    () => (loaded.locale === 'en' ? english : { ...english, ...loaded.messages }),
    [loaded],
  )
  return (
    <IntlProvider locale={languageTag(loaded.locale)} defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  )
}
