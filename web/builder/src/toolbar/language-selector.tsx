import { observer } from 'mobx-react-lite'
import { languageNames } from '@tessera/site-format'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'

/** The canvas language, shown only when the site has more than one language. */
export const LanguageSelector = observer(function LanguageSelector() {
  const store = useBuilder()
  const t = useT()
  void store.editor.epoch
  const languages = Object.keys(store.editor.site.context.i18n ?? {})
  if (languages.length < 2) return null
  return (
    <span className="toolbar-select toolbar-language">
      <select
        aria-label={t('builder.toolbar.language')}
        value={store.renderer.lang}
        onChange={(event) => store.view.setLanguage(event.target.value)}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {languageNames[lang] ?? lang}
          </option>
        ))}
      </select>
    </span>
  )
})
