import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { imageAltState, languageNames, setImageAlt, setImageDecorative } from '@tessera/site-format'
import { useT } from '../i18n/use-t'
import { useBuilder } from '../store-context'

/**
 * An image's alt text and its Decorative switch, in the component menu's image row. In a site
 * with languages the text is the canvas language's (another language's text shows as the
 * placeholder while this one has none); saved on Enter or leaving the field, one undo step.
 */
export const AltTextField = observer(function AltTextField({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  const fieldId = useId()
  const hintId = useId()
  const { doc } = store.editor
  store.editor.signals.track(id)
  void store.editor.epoch
  const languages = Object.keys(doc.site.context.i18n ?? {})
  const lang = languages.length > 0 ? store.translations.activeLanguage : undefined
  const state = imageAltState(doc, id, lang)
  const [text, setText] = useState(state.text)
  useEffect(() => setText(state.text), [state.text])
  const enabled = store.editor.editingEnabled
  const commit = () => {
    const next = text.trim()
    if (next === state.text) return
    store.editor.run(setImageAlt(doc, id, next, lang), { merge: false })
  }
  const languageName = lang === undefined ? undefined : (languageNames[lang] ?? lang)
  return (
    <div className="alt-text">
      <div className="field">
        <label htmlFor={fieldId}>
          {t('builder.alt.label')}
          {languageName !== undefined && (
            <span className="type-tag">
              {t('builder.alt.inLanguage', { language: languageName })}
            </span>
          )}
        </label>
        <textarea
          id={fieldId}
          className="alt-text-input"
          rows={2}
          value={state.decorative ? '' : text}
          placeholder={
            state.decorative
              ? t('builder.alt.decorativePlaceholder')
              : state.fallback || t('builder.alt.placeholder')
          }
          disabled={!enabled || state.decorative}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault()
              commit()
            }
            if (event.key === 'Escape') {
              event.stopPropagation()
              setText(state.text)
            }
          }}
        />
      </div>
      <label className="check-row alt-text-decorative">
        <input
          type="checkbox"
          role="switch"
          checked={state.decorative}
          disabled={!enabled}
          onChange={(event) =>
            store.editor.run(setImageDecorative(doc, id, event.target.checked), { merge: false })
          }
        />
        <span>{t('builder.alt.decorative')}</span>
      </label>
      <p id={hintId} className="menu-note">
        {state.decorative ? t('builder.alt.decorativeHint') : t('builder.alt.hint')}
      </p>
    </div>
  )
})
