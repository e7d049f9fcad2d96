import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useId } from 'react'
import { languageNames, translationKeyOf } from '@tessera/site-format'
import { useBuilder } from '../../store-context'
import { useT } from '../../i18n/use-t'
import { Icon } from '../../ui/icons'
import { componentMenuState } from './menu-state'
import { useStateFor } from './use-state-for'

/** The SVG editor brings CodeMirror: loaded only when it opens. */
const SvgDialog = lazy(() => import('./svg-dialog').then((m) => ({ default: m.SvgDialog })))

/** Text without markup, for the content preview. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The content of a component without children: shown, and edited in the EditContent tab state;
 * an SVG is edited in its own dialog.
 */
export const ContentSection = observer(function ContentSection({ id }: { id: string }) {
  const store = useBuilder()
  const t = useT()
  store.editor.signals.track(id)
  const menu = componentMenuState(store)
  const component = store.editor.doc.findComponent(id)
  const contentId = useId()
  // A restored EditContent tab state starts from the content as it is shown.
  const [draft, setDraft] = useStateFor(id, () => store.components.shownContent(id) ?? '')
  const [svgOpen, setSvgOpen] = useStateFor(id, false)
  if (!component || (component.children?.length ?? 0) > 0) return null
  if (component.content === undefined && component.tag !== 'svg') return null
  // A translated text shows (and edits) its text in the canvas language, not its `${key}`.
  const content = store.components.shownContent(id) ?? ''
  const translated = translationKeyOf(component.content) !== undefined
  const language = store.translations.activeLanguage
  const editing = menu.tab === 'EditContent'
  const save = () => {
    store.components.setContent(id, draft)
    menu.setTab('none')
  }
  if (component.tag === 'svg') {
    return (
      <section className="menu-section">
        <span className="field-label">{t('builder.component.content')}</span>
        <button
          type="button"
          className="button"
          disabled={!store.editor.editingEnabled}
          onClick={() => setSvgOpen(true)}
        >
          <Icon name="pencil" size={16} />
          <span>{t('builder.svg.edit')}</span>
        </button>
        {svgOpen && (
          <Suspense fallback={null}>
            <SvgDialog id={id} onClose={() => setSvgOpen(false)} />
          </Suspense>
        )}
      </section>
    )
  }
  return (
    <section className="menu-section">
      <label className="field-label" htmlFor={contentId}>
        {t('builder.component.content')}
      </label>
      {translated && (
        <p className="field-hint">
          {t('builder.component.translatedContent', {
            language: languageNames[language] ?? language,
          })}
        </p>
      )}
      {editing ? (
        <>
          <textarea
            id={contentId}
            className="text-area"
            autoFocus
            rows={5}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation()
                menu.setTab('none')
              }
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save()
            }}
          />
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={save}>
              {t('builder.common.save')}
            </button>
            <button type="button" className="button" onClick={() => menu.setTab('none')}>
              {t('builder.common.cancel')}
            </button>
          </div>
        </>
      ) : (
        <div className="value-row">
          <output id={contentId} className="value-text content-preview">
            {plainText(content) || t('builder.component.contentEmpty')}
          </output>
          <button
            type="button"
            className="icon-button"
            aria-label={t('builder.component.editContent')}
            title={t('builder.component.editContent')}
            disabled={!store.editor.editingEnabled}
            onClick={() => {
              setDraft(content)
              menu.setTab('EditContent')
            }}
          >
            <Icon name="pencil" size={16} />
          </button>
        </div>
      )}
    </section>
  )
})
