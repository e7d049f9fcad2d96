import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import {
  SECTION_CATEGORIES,
  SECTION_LIBRARY,
  type SectionCategory,
} from '@tessera/site-format/sections'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import { SECTION_DRAG_TYPE } from '../dnd/drag-data'
import { addSection } from './section-actions'
import { SectionThumbnail } from './section-thumbnail'
import './sections.css'

/** The builder's locale as a site language: zh-TW reads the Chinese texts. */
export function sectionLocale(locale: string): string {
  return locale.toLowerCase().startsWith('zh') ? 'zh-tw' : 'en'
}

/**
 * The New menu's Sections tab: designed sections by category, each shown as a thumbnail of
 * itself in the site's theme. A click inserts one after the selection's page-level block;
 * dragging places it where it is dropped. Either is one undo step.
 */
export const SectionsLibrary = observer(function SectionsLibrary() {
  const store = useBuilder()
  const t = useT()
  const language = sectionLocale(useIntl().locale)
  const [category, setCategory] = useState<SectionCategory>('heroes')
  // Read so thumbnails follow theme changes.
  void store.editor.themeVersion
  const theme = store.editor.doc.site.context.theme
  const sections = SECTION_LIBRARY.filter((section) => section.category === category)
  const editing = store.editor.editingEnabled
  return (
    <div className="sections-library">
      <div
        className="sections-categories"
        role="group"
        aria-label={t('builder.sections.categories')}
      >
        {SECTION_CATEGORIES.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={item === category}
            className={item === category ? 'active' : ''}
            onClick={() => setCategory(item)}
          >
            {t(`builder.sections.category.${item}`)}
          </button>
        ))}
      </div>
      <p className="sections-hint">{t('builder.sections.hint')}</p>
      <ul className="sections-list">
        {sections.map((section) => {
          const name = t(`builder.sections.name.${section.id}`)
          return (
            <li key={section.id} className="section-card">
              <SectionThumbnail theme={theme} sectionId={section.id} language={language} />
              <button
                type="button"
                className="section-card-button"
                draggable={editing}
                disabled={!editing}
                data-section-id={section.id}
                aria-label={t('builder.sections.add', { name })}
                onDragStart={(event) => {
                  event.dataTransfer.setData(
                    SECTION_DRAG_TYPE,
                    JSON.stringify({ id: section.id, language }),
                  )
                  event.dataTransfer.effectAllowed = 'copy'
                }}
                onClick={() => addSection(store, section.id, language)}
              >
                <span className="section-card-name">{name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
})
