import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { isLocale, LOCALES, type Locale } from '../stores/locale'
import { useStore } from '../stores/store-context'

/** Each language named in itself, so anyone can find their own. */
const names: Record<Locale, string> = { en: 'English', 'zh-tw': '繁體中文' }

export const LanguageSwitch = observer(function LanguageSwitch() {
  const { preferences } = useStore()
  const id = useId()
  return (
    <div className="language-switch">
      <label htmlFor={id}>
        <FormattedMessage id="footer.language" />
      </label>
      <select
        id={id}
        value={preferences.locale}
        onChange={(event) =>
          isLocale(event.target.value) && preferences.setLocale(event.target.value)
        }
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === 'zh-tw' ? 'zh-TW' : 'en'}>
            {names[locale]}
          </option>
        ))}
      </select>
    </div>
  )
})
