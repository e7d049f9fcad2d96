/**
 * The properties edited with a select list, and their values (editor.md section 3, "Select-list
 * values for styles"). The first five lists are the spec's own; the rest are the CSS keywords of
 * the properties it names.
 */
export const SELECT_LISTS: Readonly<Record<string, readonly string[]>> = {
  cursor: ['auto', 'default', 'none', 'pointer', 'text'],
  display: ['block', 'flex', 'grid', 'inline', 'inline-block', 'none'],
  'font-weight': ['100', '300', '400', '500', '600', '700'],
  overflow: ['auto', 'hidden', 'scroll', 'visible'],
  position: ['absolute', 'fixed', 'relative', 'static', 'sticky'],
  'align-content': [
    'normal',
    'center',
    'flex-start',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
    'stretch',
  ],
  'align-items': ['normal', 'center', 'flex-start', 'flex-end', 'baseline', 'stretch'],
  'align-self': ['auto', 'center', 'flex-start', 'flex-end', 'baseline', 'stretch'],
  'background-origin': ['border-box', 'padding-box', 'content-box'],
  'flex-direction': ['row', 'row-reverse', 'column', 'column-reverse'],
  'flex-wrap': ['nowrap', 'wrap', 'wrap-reverse'],
  'font-style': ['normal', 'italic', 'oblique'],
  'justify-content': [
    'normal',
    'center',
    'flex-start',
    'flex-end',
    'space-between',
    'space-around',
    'space-evenly',
  ],
  'grid-auto-flow': ['row', 'column', 'dense', 'row dense', 'column dense'],
  'object-fit': ['contain', 'cover', 'fill', 'none', 'scale-down'],
  'pointer-events': ['auto', 'none'],
  'scroll-behavior': ['auto', 'smooth'],
  'text-align': ['left', 'center', 'right', 'justify', 'start', 'end'],
  'text-overflow': ['clip', 'ellipsis'],
  'text-transform': ['none', 'capitalize', 'uppercase', 'lowercase'],
  'user-select': ['auto', 'none', 'text', 'all'],
  visibility: ['visible', 'hidden', 'collapse'],
  'background-clip': ['border-box', 'padding-box', 'content-box', 'text'],
  'white-space': ['normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line', 'break-spaces'],
  'word-break': ['normal', 'break-all', 'keep-all', 'break-word'],
  'word-wrap': ['normal', 'break-word', 'anywhere'],
}

/** The values of a select-list property, or undefined when it is typed freely. */
export function selectList(property: string): readonly string[] | undefined {
  const key = property.trim().toLowerCase()
  return Object.hasOwn(SELECT_LISTS, key) ? SELECT_LISTS[key] : undefined
}

/** Properties offered while typing a property name (the select-list ones and common others). */
export const COMMON_PROPERTIES: readonly string[] = [
  ...Object.keys(SELECT_LISTS),
  'background',
  'background-color',
  'background-image',
  'border',
  'border-radius',
  'bottom',
  'box-shadow',
  'color',
  'column-gap',
  'flex',
  'font-family',
  'font-size',
  'gap',
  'grid-template-columns',
  'grid-template-rows',
  'height',
  'left',
  'letter-spacing',
  'line-height',
  'margin',
  'max-height',
  'max-width',
  'min-height',
  'min-width',
  'opacity',
  'padding',
  'right',
  'row-gap',
  'text-decoration',
  'top',
  'transform',
  'transition',
  'width',
  'z-index',
].sort()
