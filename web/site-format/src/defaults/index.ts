export * from './breakpoints.js'
export * from './create-site.js'
export * from './editor-state.js'
export * from './theme.js'
