export type {
  RenderChild,
  RenderHtml,
  RenderMode,
  RenderNode,
  RenderText,
} from './tree/render-node.js'
export { isRenderNode, isRenderText, VOID_TAGS } from './tree/render-node.js'
export {
  CANVAS_SCOPE,
  findPage,
  LARGE_IMAGE_AREA,
  LIST_PAGES_STYLE,
  renderPage,
  type ImageSize,
  type RenderOptions,
  type RenderResult,
} from './tree/render-page.js'
export type { RenderHead } from './tree/head.js'
export {
  bindComponent,
  boundValue,
  isEmptyValue,
  valueText,
  type BoundComponent,
  type RenderCollections,
  type RenderItem,
  type RenderList,
  type RenderValue,
} from './tree/bindings.js'
export type { RuntimeBehavior, RuntimeComponent, RuntimeData } from './tree/runtime-data.js'
export { defaultPageHref } from './tree/links.js'
export {
  buildStylesheet,
  type StyledComponent,
  type Stylesheet,
  type StylesheetInput,
} from './css/stylesheet.js'
export { orderBreakpoints, type OrderedBreakpoint } from './css/breakpoints.js'
export { Warnings } from './css/warnings.js'
export { STATE_PREVIEW_ATTRIBUTE } from './css/style-compiler.js'
export {
  DEFAULT_RUNTIME_URL,
  renderDocument,
  RUNTIME_DATA_ID,
  toHtml,
  type HtmlDocument,
  type HtmlOptions,
  type SiteIcons,
} from './html/to-html.js'
export { serializeTree } from './html/serialize.js'
export { renderToReact, type ReactRenderOptions } from './react/render-to-react.js'
export { sanitizeContent, sanitizeSvg } from './content/sanitize-content.js'
export { DEFAULT_LANGUAGE, renderLanguage, resolvePlaceholders } from './content/i18n.js'
export {
  CanvasRenderer,
  type CanvasBaseStyles,
  type CanvasElement,
  type CanvasRendererOptions,
} from './canvas/canvas-renderer.js'
export { reactProps } from './react/react-props.js'
