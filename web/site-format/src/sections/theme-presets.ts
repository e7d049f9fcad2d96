import type { SiteDocument } from '../document/site-document.js'
import type { Command } from '../types/command.js'
import type { ThemeFont } from '../types/site.js'
import { derivedThemeValues } from './derived-theme.js'

/**
 * A ready-made look: colours for every variable the sections and built-in blocks use, and a
 * pair of fonts. Fonts are ones every system has (or substitutes), so nothing is loaded.
 */
export interface ThemePreset {
  id: string
  colors: {
    page: string
    band: string
    card: string
    title: string
    text: string
    muted: string
    /** Link and accent text on page, band and card. */
    link: string
    /** Buttons; `onPrimary` is their text. */
    primary: string
    primaryHover: string
    onPrimary: string
    border: string
    /** The dark band of heroes and calls to action, and its texts. */
    hero: string
    heroText: string
    heroMuted: string
    /** Form messages; dark red and green unless the page is dark. */
    error?: string
    success?: string
  }
  radius: string
  /** Font stacks: the first family is the theme font, the rest the fallback. */
  fonts: { title: string; text: string }
}

export const THEME_PRESETS: readonly ThemePreset[] = [
  {
    id: 'harbor',
    colors: {
      page: '#ffffff',
      band: '#eef3f8',
      card: '#ffffff',
      title: '#0e1b29',
      text: '#1e2a36',
      muted: '#4a5866',
      link: '#1d5fbf',
      primary: '#1d5fbf',
      primaryHover: '#164a94',
      onPrimary: '#ffffff',
      border: '#d6e0ea',
      hero: '#0e1b29',
      heroText: '#ffffff',
      heroMuted: '#c9d6e5',
    },
    radius: '8px',
    fonts: { title: 'Helvetica, Arial, sans-serif', text: 'Helvetica, Arial, sans-serif' },
  },
  {
    id: 'terracotta',
    colors: {
      page: '#fffaf5',
      band: '#f7ebe0',
      card: '#ffffff',
      title: '#3b1f12',
      text: '#3d2b22',
      muted: '#6b5244',
      link: '#a8401e',
      primary: '#b5461f',
      primaryHover: '#8f3517',
      onPrimary: '#ffffff',
      border: '#ead6c6',
      hero: '#3b1f12',
      heroText: '#fffaf5',
      heroMuted: '#edd5c4',
    },
    radius: '14px',
    fonts: { title: 'Georgia, serif', text: 'Verdana, sans-serif' },
  },
  {
    id: 'forest',
    colors: {
      page: '#fbfcf8',
      band: '#edf3e8',
      card: '#ffffff',
      title: '#14281d',
      text: '#1f2d24',
      muted: '#4d5e52',
      link: '#2d6a3e',
      primary: '#2d6a3e',
      primaryHover: '#21502e',
      onPrimary: '#ffffff',
      border: '#d3e0cf',
      hero: '#173222',
      heroText: '#f4f8f1',
      heroMuted: '#c6d8c8',
    },
    radius: '6px',
    fonts: { title: 'Palatino Linotype, Palatino, serif', text: 'Trebuchet MS, sans-serif' },
  },
  {
    id: 'midnight',
    colors: {
      page: '#0f1420',
      band: '#161d2d',
      card: '#1b2436',
      title: '#f5f7fb',
      text: '#dfe4ee',
      muted: '#aab4c6',
      link: '#8ab4ff',
      primary: '#8ab4ff',
      primaryHover: '#b3ceff',
      onPrimary: '#0f1420',
      border: '#2c3850',
      hero: '#060910',
      heroText: '#ffffff',
      heroMuted: '#b9c3d6',
      error: '#ff8a80',
      success: '#6ee7b7',
    },
    radius: '12px',
    fonts: { title: 'Trebuchet MS, sans-serif', text: 'Verdana, sans-serif' },
  },
  {
    id: 'blossom',
    colors: {
      page: '#fffbfc',
      band: '#fbeef2',
      card: '#ffffff',
      title: '#3a1424',
      text: '#3a2730',
      muted: '#6a4f5b',
      link: '#b0285e',
      primary: '#b0285e',
      primaryHover: '#8a1f4a',
      onPrimary: '#ffffff',
      border: '#efd3de',
      hero: '#4a1530',
      heroText: '#fff5f8',
      heroMuted: '#f0cddb',
    },
    radius: '18px',
    fonts: { title: 'Didot, Georgia, serif', text: 'Helvetica, Arial, sans-serif' },
  },
  {
    id: 'citrus',
    colors: {
      page: '#fffef7',
      band: '#fff4cc',
      card: '#ffffff',
      title: '#1f1a05',
      text: '#2b2610',
      muted: '#5c5330',
      link: '#7a5a00',
      primary: '#f2b705',
      primaryHover: '#d9a304',
      onPrimary: '#1f1a05',
      border: '#eadf9f',
      hero: '#1f1a05',
      heroText: '#fffef7',
      heroMuted: '#ece3b3',
    },
    radius: '999px',
    fonts: { title: 'Arial Black, Arial, sans-serif', text: 'Arial, Helvetica, sans-serif' },
  },
  {
    id: 'slate',
    colors: {
      page: '#ffffff',
      band: '#f1f3f5',
      card: '#ffffff',
      title: '#111418',
      text: '#22272e',
      muted: '#50585f',
      link: '#3b4b5c',
      primary: '#22272e',
      primaryHover: '#3b4b5c',
      onPrimary: '#ffffff',
      border: '#d9dee3',
      hero: '#e9ecef',
      heroText: '#111418',
      heroMuted: '#454c53',
    },
    radius: '0px',
    fonts: { title: 'Futura, Century Gothic, sans-serif', text: 'Gill Sans, Calibri, sans-serif' },
  },
  {
    id: 'lagoon',
    colors: {
      page: '#f7fcfc',
      band: '#e3f4f4',
      card: '#ffffff',
      title: '#0b2e33',
      text: '#16363b',
      muted: '#42605f',
      link: '#006d77',
      primary: '#006d77',
      primaryHover: '#00525a',
      onPrimary: '#ffffff',
      border: '#c8e4e3',
      hero: '#083c42',
      heroText: '#f7fcfc',
      heroMuted: '#bfe0e0',
    },
    radius: '10px',
    fonts: { title: 'Optima, Candara, sans-serif', text: 'Segoe UI, Tahoma, sans-serif' },
  },
  {
    id: 'ink',
    colors: {
      page: '#fdfcf9',
      band: '#f2efe7',
      card: '#ffffff',
      title: '#1a1a1a',
      text: '#262626',
      muted: '#57534e',
      link: '#9a3412',
      primary: '#9a3412',
      primaryHover: '#7c2d12',
      onPrimary: '#ffffff',
      border: '#e3ddd0',
      hero: '#1a1a1a',
      heroText: '#fdfcf9',
      heroMuted: '#d6d3d1',
    },
    radius: '4px',
    fonts: { title: 'Baskerville, Times New Roman, serif', text: 'Georgia, serif' },
  },
]

const DEFAULT_ERROR = '#b42318'
const DEFAULT_SUCCESS = '#067647'

export function findThemePreset(id: string): ThemePreset | undefined {
  return THEME_PRESETS.find((preset) => preset.id === id)
}

/** The theme variables a preset sets: its own, and form fields' colours that suit them. */
export function presetVariables(preset: ThemePreset): Record<string, string> {
  const c = preset.colors
  const own: Record<string, string> = {
    'color-title': c.title,
    'color-text': c.text,
    'color-link': c.link,
    'color-link-visited': c.link,
    'color-primary': c.primary,
    'color-active': c.primaryHover,
    'color-button-hover': c.primaryHover,
    'color-secondary': c.hero,
    'color-border': c.border,
    'color-error': c.error ?? DEFAULT_ERROR,
    'color-success': c.success ?? DEFAULT_SUCCESS,
    'color-page': c.page,
    'color-band': c.band,
    'color-card': c.card,
    'color-muted': c.muted,
    'color-on-primary': c.onPrimary,
    'color-hero': c.hero,
    'color-hero-text': c.heroText,
    'color-hero-muted': c.heroMuted,
    radius: preset.radius,
    'font-title': preset.fonts.title,
    'font-text': preset.fonts.text,
  }
  return { ...derivedThemeValues(own), ...own }
}

/** The first family of a font stack, unquoted. */
function firstFamily(stack: string): string {
  return stack
    .split(',')[0]!
    .trim()
    .replace(/^["']|["']$/g, '')
}

/**
 * Applies a preset as one undo step: sets its theme variables (adding those the site lacks)
 * and adds its fonts to the theme's font list when missing. Nothing but the theme changes.
 */
export function applyThemePreset(doc: SiteDocument, presetId: string): Command | undefined {
  const preset = findThemePreset(presetId)
  if (!preset) throw new Error(`Unknown theme preset ${presetId}`)
  const theme = doc.site.context.theme
  const commands: Command[] = []
  for (const [key, value] of Object.entries(presetVariables(preset))) {
    const old = Object.hasOwn(theme.variables, key) ? theme.variables[key] : undefined
    if (old === value) continue
    commands.push(
      old === undefined
        ? { type: 'addTV', data: { key, value } }
        : { type: 'editTV', data: { old: { key, value: old }, new: { key, value } } },
    )
  }
  const families = new Set([firstFamily(preset.fonts.title), firstFamily(preset.fonts.text)])
  for (const name of families) {
    if (Object.hasOwn(theme.fonts, name)) continue
    const font: ThemeFont = { source: 'native', name }
    commands.push({ type: 'addTF', data: { font } })
  }
  if (commands.length === 0) return undefined
  return commands.length === 1 ? commands[0]! : { type: 'g', data: { commands } }
}

/** The text and background pairs of a preset that must read at AA (4.5:1). */
export function presetContrastPairs(preset: ThemePreset): Array<[string, string, string]> {
  const c = preset.colors
  return [
    ['text on page', c.text, c.page],
    ['title on page', c.title, c.page],
    ['muted on page', c.muted, c.page],
    ['link on page', c.link, c.page],
    ['text on band', c.text, c.band],
    ['muted on band', c.muted, c.band],
    ['link on band', c.link, c.band],
    ['title on band', c.title, c.band],
    ['text on card', c.text, c.card],
    ['muted on card', c.muted, c.card],
    ['link on card', c.link, c.card],
    ['button text', c.onPrimary, c.primary],
    ['button text on hover', c.onPrimary, c.primaryHover],
    ['hero title', c.heroText, c.hero],
    ['hero text', c.heroMuted, c.hero],
    ['form error on page', c.error ?? DEFAULT_ERROR, c.page],
    ['form error on band', c.error ?? DEFAULT_ERROR, c.band],
    ['form success on page', c.success ?? DEFAULT_SUCCESS, c.page],
  ]
}
