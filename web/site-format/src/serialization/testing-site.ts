// Test support only: not exported from the package.
import fc from 'fast-check'
import type { Behavior } from '../types/behavior.js'
import { tags, type Component, type ComponentEvent } from '../types/component.js'
import type { EditorState } from '../types/editor.js'
import type { Breakpoint, Page, PageHead, Site, Translations } from '../types/site.js'
import { pseudoClasses, type BreakpointStyles, type StyleMixin } from '../types/style.js'

export const DEFAULT_BREAKPOINTS: Record<string, Breakpoint> = {
  'breakpoint-1': { id: 'breakpoint-1', name: 'Desktop (default)' },
  'breakpoint-2': { id: 'breakpoint-2', name: 'Tablet (large)', maxWidth: 980 },
  'breakpoint-3': { id: 'breakpoint-3', name: 'Tablet (small)', maxWidth: 760 },
  'breakpoint-4': { id: 'breakpoint-4', name: 'Mobile', maxWidth: 480 },
}

/** A component with the required fields filled in. */
export function makeComponent(id: string, fields: Partial<Omit<Component, 'id'>> = {}): Component {
  return { id, name: fields.name ?? id, tag: 'div', style: { custom: {} }, ...fields }
}

/** Sets `parentId` on every descendant, so a hand-built tree is consistent. */
export function linkTree(root: Component): Component {
  for (const child of root.children ?? []) {
    child.parentId = root.id
    linkTree(child)
  }
  return root
}

export interface TestSiteOptions {
  namespace?: string
  name?: string
  /** Root components by route; the first one is the home page. */
  pages?: Record<string, Component>
  styles?: StyleMixin[]
  behaviors?: Behavior[]
  breakpoints?: Record<string, Breakpoint>
  i18n?: Translations
  variables?: Record<string, string>
  nextId?: number
}

/** A normalized site for tests; `nextId` defaults to one more than the highest id number. */
export function makeSite(options: TestSiteOptions = {}): Site {
  const namespace = options.namespace ?? 'test'
  const roots = options.pages ?? { '/home': makeComponent(`${namespace}-c-0`, { name: 'Root' }) }
  const pages: Record<string, Page> = {}
  for (const [route, root] of Object.entries(roots)) {
    pages[route] = {
      name: route.slice(1) || 'Home',
      route,
      public: true,
      head: {},
      root: linkTree(root),
    }
  }
  const styles = Object.fromEntries((options.styles ?? []).map((mixin) => [mixin.id, mixin]))
  const site: Site = {
    name: options.name ?? namespace,
    version: '2',
    context: {
      namespace,
      nextId: options.nextId ?? 0,
      styles,
      styleOrder: Object.keys(styles),
      globalStyles: {},
      behaviors: Object.fromEntries((options.behaviors ?? []).map((b) => [b.id, b])),
      theme: { variables: options.variables ?? {}, fonts: {} },
      breakpoints: options.breakpoints ?? structuredClone(DEFAULT_BREAKPOINTS),
      i18n: options.i18n ?? {},
      customComponentIds: [],
      customChildIds: [],
    },
    defaults: { head: {}, homePage: Object.keys(pages)[0] ?? '/home' },
    pages,
    pageOrder: Object.keys(pages),
    history: { back: [], forward: [] },
  }
  if (options.nextId === undefined) site.context.nextId = highestNumber(site) + 1
  return site
}

function highestNumber(site: Site): number {
  const text = JSON.stringify([
    site.pages,
    site.context.styles,
    site.context.behaviors,
    site.context.breakpoints,
  ])
  let highest = -1
  const pattern = new RegExp(`"${site.context.namespace}-(?:c|s|b|bp)-(\\d+)"`, 'g')
  for (const match of text.matchAll(pattern)) highest = Math.max(highest, Number(match[1]))
  return highest
}

// ---- fast-check arbitraries --------------------------------------------------------------

const text = fc.string({ maxLength: 12 })
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,7}$/)
const smallValue = fc.oneof(text, fc.integer(), fc.boolean(), fc.array(text, { maxLength: 2 }))

function stylesArbitrary(breakpointIds: string[]): fc.Arbitrary<BreakpointStyles> {
  const raw = fc.dictionary(word, fc.oneof(text, fc.constant('${color-text}')), { maxKeys: 3 })
  const pseudo = fc.dictionary(fc.constantFrom(...pseudoClasses), raw, { maxKeys: 2 })
  return fc.dictionary(fc.constantFrom(...breakpointIds), pseudo, { maxKeys: 2 })
}

/** A component without ids: ids and parent links are assigned in `assignIds`. */
interface ShapeComponent extends Omit<Component, 'id' | 'children' | 'parentId'> {
  children?: ShapeComponent[]
}

function shapeArbitrary(
  namespace: string,
  mixinIds: string[],
  behaviorIds: string[],
  breakpointIds: string[],
): fc.Arbitrary<ShapeComponent> {
  const styles = stylesArbitrary(breakpointIds)
  const event: fc.Arbitrary<ComponentEvent> = fc.record({
    name: fc.constantFrom('click', 'input', 'submit'),
    behaviors: fc.array(
      fc.record(
        {
          behaviorId: fc.constantFrom(...behaviorIds, 'global-b-toggleHidden'),
          args: fc.dictionary(
            word,
            fc.oneof(
              smallValue,
              fc.nat(20).map((n) => `${namespace}-c-${n}`),
            ),
            {
              maxKeys: 2,
            },
          ),
        },
        { requiredKeys: ['behaviorId'] },
      ),
      { maxLength: 2 },
    ),
  })
  const { node } = fc.letrec<{ node: ShapeComponent }>((tie) => ({
    node: fc.record(
      {
        name: text,
        tag: fc.constantFrom(...tags),
        role: word,
        content: text,
        style: fc.record(
          {
            custom: styles,
            mixins: fc.shuffledSubarray([...mixinIds, 'global-s-2']),
            overrides: fc.dictionary(word, styles, { maxKeys: 1 }),
          },
          { requiredKeys: ['custom'] },
        ),
        state: fc.dictionary(word, smallValue, { maxKeys: 2 }),
        inputs: fc.dictionary(
          word,
          fc.record(
            {
              name: word,
              type: fc.constantFrom('string' as const, 'number' as const),
              attr: fc.boolean(),
              is: smallValue,
            },
            { requiredKeys: ['name', 'type'] },
          ),
          { maxKeys: 2 },
        ),
        events: fc.dictionary(fc.constantFrom('click', 'input'), event, { maxKeys: 2 }),
        children: fc.oneof(
          { maxDepth: 3, depthIdentifier: 'tree' },
          fc.constant(undefined),
          fc.array(tie('node'), { maxLength: 3 }),
        ),
      },
      { requiredKeys: ['name', 'tag', 'style'] },
    ),
  }))
  return node
}

function assignIds(shape: ShapeComponent, newId: () => string, parentId?: string): Component {
  const { children, ...fields } = shape
  const component: Component = { ...fields, id: newId() }
  if (children === undefined) delete component.children
  if (parentId !== undefined) component.parentId = parentId
  if (children) component.children = children.map((child) => assignIds(child, newId, component.id))
  return component
}

/** Sites already in normalized form (every loader default applied). */
export function siteArbitrary(): fc.Arbitrary<Site> {
  return fc
    .record({
      namespace: fc.stringMatching(/^[a-z][a-z0-9]{1,5}(-[a-z0-9]{1,3})?$/),
      mixinCount: fc.nat(3),
      behaviorCount: fc.nat(2),
      extraBreakpoint: fc.boolean(),
      routes: fc.uniqueArray(fc.stringMatching(/^\/[a-z]{1,6}$/), { minLength: 1, maxLength: 3 }),
      gap: fc.nat(5),
    })
    .chain(({ namespace, mixinCount, behaviorCount, extraBreakpoint, routes, gap }) => {
      let counter = 0
      const newId = (kind: string): string => `${namespace}-${kind}-${counter++}`
      const mixinIds = Array.from({ length: mixinCount }, () => newId('s'))
      const behaviorIds = Array.from({ length: behaviorCount }, () => newId('b'))
      const breakpoints = structuredClone(DEFAULT_BREAKPOINTS)
      if (extraBreakpoint) {
        const id = newId('bp')
        breakpoints[id] = { id, name: 'Wide', minWidth: 1400 }
      }
      const breakpointIds = Object.keys(breakpoints)
      const shape = shapeArbitrary(namespace, mixinIds, behaviorIds, breakpointIds)
      const styles = stylesArbitrary(breakpointIds)
      const lang = fc.constantFrom('en', 'fr', 'zh-tw')

      return fc
        .record({
          name: text,
          version: fc.constantFrom('0.1', '1', '2'),
          roots: fc.array(shape, { minLength: routes.length, maxLength: routes.length }),
          mixins: fc.tuple(
            ...mixinIds.map((id) =>
              fc.record({ id: fc.constant(id), name: word, breakpoints: styles }),
            ),
          ),
          behaviors: fc.tuple(
            ...behaviorIds.map((id) =>
              fc.record(
                {
                  id: fc.constant(id),
                  name: word,
                  code: text,
                  args: fc.dictionary(
                    word,
                    fc.record({ name: word, type: fc.constant('string' as const), help: text }),
                  ),
                },
                { requiredKeys: ['id', 'name'] },
              ),
            ),
          ),
          styleOrder: fc.shuffledSubarray(mixinIds),
          pageOrder: fc.shuffledSubarray(routes, { minLength: routes.length }),
          publicFlags: fc.array(fc.boolean(), {
            minLength: routes.length,
            maxLength: routes.length,
          }),
          globalStyles: fc.dictionary(word, fc.record({ style: text }), { maxKeys: 2 }),
          variables: fc.dictionary(word, text, { maxKeys: 3 }),
          fonts: fc.uniqueArray(word, { maxLength: 2 }),
          i18n: fc.dictionary(lang, fc.dictionary(word, text, { maxKeys: 3 }), { maxKeys: 2 }),
          activeI18n: fc.option(lang, { nil: undefined }),
          head: fc.constantFrom<PageHead>(
            {},
            { title: 'Title', meta: [{ name: 'description', content: 'x' }] },
          ),
          homeIndex: fc.nat(routes.length - 1),
          back: fc.array(
            fc.record({
              type: fc.constant('editC' as const),
              data: fc.record({
                id: word,
                old: fc.record({ name: text }),
                new: fc.record({ name: text }),
              }),
            }),
            { maxLength: 2 },
          ),
          editor: fc.option(
            fc.record({
              builderWidth: fc.integer({ min: 300, max: 2000 }),
              builderScale: fc.constantFrom(1, 0.5, 0.81),
              active: fc.constantFrom(...routes),
            }),
            { nil: undefined },
          ),
        })
        .map((generated) => {
          const pages: Record<string, Page> = {}
          routes.forEach((route, index) => {
            const root = generated.roots[index]
            if (!root) return
            pages[route] = {
              name: `Page ${index}`,
              route,
              public: generated.publicFlags[index] ?? true,
              head: {},
              root: assignIds(root, () => newId('c')),
            }
          })
          const site: Site = {
            name: generated.name,
            version: generated.version,
            context: {
              namespace,
              // Above the ids that event args may name (numbers up to 20).
              nextId: Math.max(counter, 21) + gap,
              styles: Object.fromEntries(generated.mixins.map((mixin) => [mixin.id, mixin])),
              styleOrder: generated.styleOrder,
              globalStyles: generated.globalStyles,
              behaviors: Object.fromEntries(
                generated.behaviors.map((behavior) => [behavior.id, behavior]),
              ),
              theme: {
                variables: generated.variables,
                fonts: Object.fromEntries(
                  generated.fonts.map((font) => [
                    font,
                    { source: 'google' as const, name: font, fallback: 'serif' },
                  ]),
                ),
              },
              breakpoints,
              i18n: generated.i18n,
              customComponentIds: [],
              customChildIds: [],
            },
            defaults: { head: generated.head, homePage: routes[generated.homeIndex] ?? '/home' },
            pages,
            pageOrder: generated.pageOrder,
            history: { back: generated.back, forward: [] },
          }
          if (generated.activeI18n !== undefined) site.context.activeI18n = generated.activeI18n
          if (generated.editor) site.editor = withEditorDefaults(generated.editor)
          return site
        })
    })
}

function withEditorDefaults(
  editor: Pick<EditorState, 'builderWidth' | 'builderScale' | 'active'>,
): EditorState {
  return {
    ...editor,
    componentTab: {},
    componentsHidden: {},
    hotkeys: {},
    prefs: {},
    componentMenuCollapses: {},
    componentTreeRenameData: {},
  }
}
