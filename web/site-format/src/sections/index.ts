export {
  SECTION_CATEGORIES,
  type SectionCategory,
  type SectionDef,
  type SectionLanguage,
} from './section-kit.js'
export { SECTION_LIBRARY } from './library/index.js'
export {
  buildSectionSite,
  findSection,
  insertSection,
  SECTION_SOURCE_ID,
  sectionInsertionPoint,
  sectionLanguage,
  sectionPayload,
  type SectionTarget,
} from './insert-section.js'
export { SECTION_THEME_DEFAULTS, readableOn, sectionThemeValues } from './section-theme.js'
export { contrastRatio, luminance, parseHexColor } from './contrast.js'
export {
  applyThemePreset,
  findThemePreset,
  presetContrastPairs,
  presetVariables,
  THEME_PRESETS,
  type ThemePreset,
} from './theme-presets.js'
