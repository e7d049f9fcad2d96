import { describe, expect, it } from 'vitest'
import {
  routeParams,
  validateListChildren,
  validateListPlace,
  validatePageCollection,
  validateTemplateRoute,
} from './collections.js'

const POSTS = '0b6a4f3e-2d1c-4b5a-9e8f-7a6b5c4d3e2f'

describe('template routes', () => {
  it('take exactly one parameter as a whole segment', () => {
    expect(validateTemplateRoute('/blog/:slug')).toBeUndefined()
    expect(validateTemplateRoute('/:slug')).toBeUndefined()
    expect(validateTemplateRoute('/blog/post-:slug')?.key).toBe('build.collection_route_param')
    expect(validateTemplateRoute('/blog/:a/:b')?.key).toBe('build.collection_route_param')
    expect(validateTemplateRoute('/blog')?.key).toBe('build.collection_route_param')
    expect(validateTemplateRoute('/blog/:')?.key).toBe('build.collection_route_param')
    expect(routeParams('/blog/:slug')).toEqual(['slug'])
  })

  it('a route with a parameter needs a collection, and a bound page needs a parameter', () => {
    const binding = { collection: POSTS, slugField: 1 }
    expect(validatePageCollection({ route: '/blog/:slug' }, undefined)?.key).toBe(
      'build.collection_page_unbound',
    )
    expect(validatePageCollection({ route: '/blog/:slug' }, binding)).toBeUndefined()
    expect(validatePageCollection({ route: '/blog' }, binding)?.key).toBe(
      'build.collection_route_param',
    )
    expect(validatePageCollection({ route: '/blog' }, undefined)).toBeUndefined()
  })
})

describe('list places', () => {
  const ofCollection = { collection: POSTS, limit: 10 }
  const ofField = { source: { field: 4 }, limit: 10 }
  it('nest one level: a field list inside a list or on a template page', () => {
    expect(validateListPlace(ofCollection, 0, false)).toBeUndefined()
    expect(validateListPlace(ofField, 1, false)).toBeUndefined()
    expect(validateListPlace(ofField, 0, true)).toBeUndefined()
    expect(validateListPlace(ofField, 0, false)?.key).toBe('build.collection_list_source')
    expect(validateListPlace(ofCollection, 1, false)?.key).toBe(
      'build.collection_list_nested_source',
    )
    expect(validateListPlace(ofField, 2, false)?.key).toBe('build.collection_list_depth')
  })

  it('hold a design and at most an empty state', () => {
    const node = (n: number) => ({
      id: 'l',
      name: 'List',
      tag: 'div' as const,
      style: { custom: {} },
      ...(n === 0
        ? {}
        : {
            children: Array.from({ length: n }, (_, i) => ({
              id: `c${i}`,
              name: 'C',
              tag: 'div' as const,
              style: { custom: {} },
            })),
          }),
    })
    expect(validateListChildren(node(0))?.key).toBe('build.collection_list_children')
    expect(validateListChildren(node(1))).toBeUndefined()
    expect(validateListChildren(node(2))).toBeUndefined()
    expect(validateListChildren(node(3))?.key).toBe('build.collection_list_children')
  })
})
