import { builtinComponents, BuiltinComponentId } from '../builtins/components.js'
import type { BuiltinComponent, ComponentTemplate } from '../builtins/components.js'

/** The names and texts a new collection list starts with, in the editor's language. */
export interface CollectionListTexts {
  /** The list's name in the tree. */
  list: string
  /** The item design's name. */
  item: string
  /** The design's picture (bound to an Image field as its background). */
  picture: string
  /** The design's texts' container. */
  body: string
  /** The design's heading, until it is bound to a field. */
  title: string
  /** The design's text, until it is bound to a field. */
  text: string
  /** The empty state's name. */
  emptyName: string
  /** What the empty state says. */
  empty: string
}

/** A new list's texts, as the other blocks' ("Heading 1") are: the owner's to change. */
export const COLLECTION_LIST_TEXTS: CollectionListTexts = {
  list: 'CollectionList',
  item: 'CollectionItem',
  picture: 'Picture',
  body: 'ItemText',
  title: 'Item title',
  text: 'Item text',
  emptyName: 'EmptyState',
  empty: 'Nothing here yet.',
}

/** The New menu's id of the collection list block (not a built-in component id). */
export const COLLECTION_LIST_BLOCK = 'collection-list'

/** Items a new list shows: a page of ten, as the builder's canvas has room for. */
export const NEW_LIST_LIMIT = 10

function part(id: string): ComponentTemplate {
  const { id: _id, ...template } = builtinComponents[id] as BuiltinComponent
  return template
}

const v = (name: string) => `\${${name}}`
const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`

/**
 * The New menu's "Collection list": a grid of cards repeating its item design (a picture to
 * bind to an Image field, a heading and a text to bind to fields) for each item, and an empty
 * state when there is none. Three columns, two on tablets, one on phones; colours and fonts
 * from the theme. Made of built-in parts, so their styles come with it as any block's do.
 */
export function collectionListTemplate(
  texts: CollectionListTexts = COLLECTION_LIST_TEXTS,
): ComponentTemplate {
  const box = part(BuiltinComponentId.containerVertical)
  const heading = part(BuiltinComponentId.h3)
  const text = part(BuiltinComponentId.text)
  return {
    ...box,
    name: texts.list,
    list: { limit: NEW_LIST_LIMIT },
    style: {
      'breakpoint-1': {
        default: {
          display: 'grid',
          'grid-template-columns': columns(3),
          gap: '24px',
          width: '100%',
          'box-sizing': 'border-box',
        },
      },
      'breakpoint-2': { default: { 'grid-template-columns': columns(2) } },
      'breakpoint-3': { default: { 'grid-template-columns': columns(1), gap: '20px' } },
      'breakpoint-4': { default: { 'grid-template-columns': columns(1), gap: '16px' } },
    },
    children: [
      {
        ...box,
        name: texts.item,
        style: {
          'breakpoint-1': {
            default: {
              display: 'flex',
              'flex-direction': 'column',
              gap: '0',
              padding: '0',
              border: `1px solid ${v('color-border')}`,
              'border-radius': '10px',
              overflow: 'hidden',
              'min-width': '0',
            },
          },
        },
        children: [
          {
            name: texts.picture,
            tag: 'div',
            style: {
              'breakpoint-1': {
                default: {
                  width: '100%',
                  'aspect-ratio': '16 / 10',
                  'background-color': `color-mix(in srgb, ${v('color-primary')} 18%, transparent)`,
                  'background-size': 'cover',
                  'background-position': 'center',
                },
              },
            },
          },
          {
            ...box,
            name: texts.body,
            style: {
              'breakpoint-1': {
                default: {
                  display: 'flex',
                  'flex-direction': 'column',
                  gap: '8px',
                  padding: '20px 22px 24px',
                },
              },
              'breakpoint-4': { default: { padding: '16px 18px 20px' } },
            },
            children: [
              {
                ...heading,
                content: texts.title,
                style: {
                  'breakpoint-1': {
                    default: {
                      margin: '0',
                      color: v('color-title'),
                      'font-family': v('font-title'),
                      'font-size': '22px',
                      'line-height': '1.25',
                    },
                  },
                  'breakpoint-4': { default: { 'font-size': '20px' } },
                },
              },
              {
                ...text,
                content: texts.text,
                style: {
                  'breakpoint-1': {
                    default: {
                      margin: '0',
                      color: v('color-text'),
                      'font-family': v('font-text'),
                      'line-height': '1.6',
                    },
                  },
                },
              },
            ],
          },
        ],
      },
      {
        ...text,
        name: texts.emptyName,
        content: texts.empty,
        style: {
          'breakpoint-1': {
            default: {
              'grid-column': '1 / -1',
              padding: '32px',
              'text-align': 'center',
              color: v('color-text'),
              'font-family': v('font-text'),
              border: `1px dashed ${v('color-border')}`,
              'border-radius': '10px',
            },
          },
        },
      },
    ],
  }
}
