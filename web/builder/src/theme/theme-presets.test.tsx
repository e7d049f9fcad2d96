import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { presetVariables, THEME_PRESETS } from '@tessera/site-format/sections'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { RightMenu } from '../panels/right-menu'

function mount(locale: 'en' | 'zh-TW' = 'en') {
  const store = testStore()
  act(() => store.view.toggleMenu('theme'))
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : { ...en, ...zh }}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return store
}

describe('theme presets in the Theme menu', () => {
  it('names every preset in en and zh-tw', () => {
    for (const catalogue of [en, zh] as Array<Record<string, string>>)
      for (const preset of THEME_PRESETS)
        expect(catalogue[`builder.themePresets.name.${preset.id}`]).toBeTruthy()
  })

  it('applies a preset as one undo step, marks it, and undo brings the old theme back', () => {
    const store = mount()
    const before = structuredClone(store.editor.site.context.theme)
    const history = store.editor.site.history.back.length
    const forest = screen.getByRole('button', { name: 'Forest' })
    expect(forest).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(forest)
    expect(store.editor.site.history.back.length).toBe(history + 1)
    for (const [key, value] of Object.entries(presetVariables(THEME_PRESETS[2]!)))
      expect(store.editor.site.context.theme.variables[key]).toBe(value)
    expect(forest).toHaveAttribute('aria-pressed', 'true')
    act(() => void store.editor.undo())
    expect(store.editor.site.context.theme).toEqual(before)
    expect(forest).toHaveAttribute('aria-pressed', 'false')
  })

  it('folds away and speaks Chinese in zh-tw', () => {
    mount('zh-TW')
    const toggle = screen.getByRole('button', { name: '主題預設組合' })
    expect(screen.getByRole('button', { name: '午夜' })).toBeInTheDocument()
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('button', { name: '午夜' })).toBeNull()
  })
})
