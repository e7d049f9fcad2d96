import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import {
  applyThemePreset,
  presetVariables,
  THEME_PRESETS,
  type ThemePreset,
} from '@tessera/site-format/sections'
import { useBuilder } from '../store-context'
import { useT } from '../i18n/use-t'
import './theme-presets.css'

/** True when the site's theme already holds every variable of the preset. */
function isApplied(variables: Record<string, string>, preset: ThemePreset): boolean {
  return Object.entries(presetVariables(preset)).every(([key, value]) => variables[key] === value)
}

/** A small picture of the preset: its dark band with a title, then a page with a button. */
function PresetSample({ preset }: { preset: ThemePreset }) {
  const c = preset.colors
  return (
    <span className="preset-sample" aria-hidden="true" style={{ background: c.page }}>
      <span
        className="preset-sample-hero"
        style={{ background: c.hero, color: c.heroText, fontFamily: preset.fonts.title }}
      >
        Aa
      </span>
      <span className="preset-sample-body">
        <span className="preset-sample-line" style={{ background: c.title }} />
        <span className="preset-sample-line short" style={{ background: c.muted }} />
        <span
          className="preset-sample-button"
          style={{ background: c.primary, borderRadius: preset.radius === '0px' ? 0 : 999 }}
        />
      </span>
    </span>
  )
}

/**
 * Theme presets (issue: a theme easy to make one's own): palettes with font pairings, each set
 * in one undoable command that changes only theme variables and fonts, so every section and
 * default block follows.
 */
export const ThemePresets = observer(function ThemePresets() {
  const store = useBuilder()
  const t = useT()
  const [open, setOpen] = useState(true)
  const listId = useId()
  void store.editor.themeVersion
  const variables = store.editor.doc.site.context.theme.variables
  const editing = store.editor.editingEnabled
  return (
    <section className="theme-presets" aria-labelledby={`${listId}-title`}>
      <button
        type="button"
        className="theme-presets-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span id={`${listId}-title`}>{t('builder.themePresets.title')}</span>
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      {open && (
        <div id={listId} className="theme-presets-body">
          <p className="theme-presets-hint">{t('builder.themePresets.hint')}</p>
          <ul className="theme-presets-list">
            {THEME_PRESETS.map((preset) => {
              const name = t(`builder.themePresets.name.${preset.id}`)
              const applied = isApplied(variables, preset)
              return (
                <li key={preset.id}>
                  <button
                    type="button"
                    className="theme-preset"
                    aria-pressed={applied}
                    disabled={!editing}
                    title={t('builder.themePresets.apply', { name })}
                    onClick={() => {
                      const command = applyThemePreset(store.editor.doc, preset.id)
                      if (command) store.editor.run(command, { merge: false })
                    }}
                  >
                    <PresetSample preset={preset} />
                    <span className="theme-preset-name">{name}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </section>
  )
})
