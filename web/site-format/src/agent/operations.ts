import { z } from 'zod'
import { applyCommand, undoCommand } from '../commands/apply.js'
import { DEFAULT_BREAKPOINT_ID } from '../defaults/breakpoints.js'
import type { SiteDocument } from '../document/site-document.js'
import { addBuiltinComponent } from '../edits/add-builtin.js'
import { removeBehavior, saveBehavior, newBehaviorId } from '../edits/behavior-edits.js'
import {
  setCollectionList,
  setComponentBinding,
  setPageCollection,
} from '../edits/collection-edits.js'
import {
  addComponent,
  editComponent,
  makeCustomComponent,
  moveComponent,
  removeComponent,
  replacePageRoot,
  setComponentState,
} from '../edits/component-edits.js'
import {
  movePage,
  setDefaultHead,
  setHomePage,
  setPageHead,
  setSiteSeo,
} from '../edits/page-edits.js'
import { addPageSynced, editPageSynced, removePageSynced } from '../edits/page-sync-edits.js'
import {
  addFont,
  addThemeVariable,
  editFont,
  editThemeVariable,
  removeFont,
  removeThemeVariable,
  replaceTranslations,
  setBehaviorArg,
  setBreakpoints,
  setEditorEvent,
  setEvent,
  setGlobalStyle,
  setInput,
  setTranslation,
} from '../edits/site-edits.js'
import {
  addComponentMixin,
  addMixin,
  moveMixin,
  removeComponentMixin,
  removeMixin,
  removeOverride,
  renameMixin,
  replaceComponentMixin,
  replaceComponentStyle,
  setComponentStyle,
  setMixinStyle,
  setOverrideStyle,
  type StyleSlot,
} from '../edits/style-edits.js'
import { nextId } from '../ids/ids.js'
import { newPageRoot } from '../defaults/create-site.js'
import {
  behaviorArgSchema,
  behaviorSchema,
  breakpointSchema,
  breakpointStylesSchema,
  collectionListSchema,
  editorEventSchema,
  eventSchema,
  fieldBindingSchema,
  fontSchema,
  globalStyleSchema,
  inputSchema,
  pageCollectionSchema,
  pageHeadSchema,
  siteSeoSchema,
  translationsSchema,
} from '../serialization/schema.js'
import {
  BuiltinComponentId,
  instantiateTemplate,
  type ComponentTemplate,
} from '../builtins/components.js'
import type { Command, CommandType } from '../types/command.js'
import { editorEventNames, tags, type Component } from '../types/component.js'
import { pseudoClasses } from '../types/style.js'
import { normalizeRoute } from '../validation/pages.js'
import { nearest } from './near-miss.js'
import { OperationError } from './operation-error.js'
import { componentById } from './references.js'

/**
 * Operations: the forward half of the site's commands, for agents. An operation says what to
 * change; the stored site fills in what was there (the old values a command keeps for undo),
 * so an agent never writes them. `COMMAND_OPERATIONS` says for every command kind which
 * operation reaches it, or why none does.
 */

interface OperationSpec<I> {
  /** What it does, in a line (the tools' descriptions). */
  summary: string
  input: z.ZodType<I>
  /** The command, with the old values read from `doc` as it is now. */
  build(doc: SiteDocument, input: I): Command
}

const operation = <I>(spec: OperationSpec<I>): OperationSpec<I> => spec

// --- References, checked with near-miss hints ---

/** A component by its id or short id (`c-27`). */
const component = componentById

function page(doc: SiteDocument, route: string): string {
  const key = normalizeRoute(route)
  if (Object.hasOwn(doc.site.pages, key)) return key
  throw new OperationError(`Unknown page ${route}`, nearest(route, doc.site.pageOrder))
}

/**
 * The id of one of the site's named things (reusable styles, behaviours, breakpoints), given its
 * own id or its name; unknown ones are refused with the names nearest to it.
 */
function idOf<T extends { id: string; name: string }>(
  kind: string,
  things: Record<string, T>,
  idOrName: string,
  sameName: (a: string, b: string) => boolean = (a, b) => a === b,
): string {
  if (Object.hasOwn(things, idOrName)) return idOrName
  const all = Object.values(things)
  const byName = all.find((thing) => sameName(thing.name, idOrName))
  if (byName) return byName.id
  throw new OperationError(
    `Unknown ${kind} ${idOrName}`,
    nearest(
      idOrName,
      all.map((thing) => thing.name),
    ),
  )
}

const mixin = (doc: SiteDocument, idOrName: string) =>
  idOf('reusable style', doc.site.context.styles, idOrName)

const behavior = (doc: SiteDocument, idOrName: string) =>
  idOf('behaviour', doc.site.context.behaviors, idOrName)

/** A breakpoint by id or name (Desktop, Tablet, Mobile…); the site's first when not given. */
function breakpoint(doc: SiteDocument, idOrName: string | undefined): string {
  const breakpoints = doc.site.context.breakpoints
  if (idOrName === undefined) return Object.keys(breakpoints)[0] ?? DEFAULT_BREAKPOINT_ID
  return idOf('breakpoint', breakpoints, idOrName, (a, b) => a.toLowerCase() === b.toLowerCase())
}

function themeVariable(doc: SiteDocument, key: string): string {
  const variables = doc.site.context.theme.variables
  if (Object.hasOwn(variables, key)) return key
  throw new OperationError(`Unknown theme variable ${key}`, nearest(key, Object.keys(variables)))
}

function font(doc: SiteDocument, name: string): string {
  const fonts = doc.site.context.theme.fonts
  if (Object.hasOwn(fonts, name)) return name
  throw new OperationError(`Unknown font ${name}`, nearest(name, Object.keys(fonts)))
}

/** A built-in block by its name (button, contactForm, navMenu…) or its id. */
function builtin(name: string): string {
  const ids: Record<string, string> = BuiltinComponentId
  if (Object.values(ids).includes(name)) return name
  const key = Object.keys(ids).find((k) => k.toLowerCase() === name.toLowerCase())
  if (key) return ids[key]!
  throw new OperationError(`Unknown built-in block ${name}`, nearest(name, Object.keys(ids)))
}

// --- Input parts ---

const id = z.string().min(1)
const value = z.string().nullable().describe('the CSS value; null removes the property')
const slotFields = {
  property: z.string().min(1).describe('a CSS property, e.g. padding-top'),
  value,
  breakpoint: z
    .string()
    .optional()
    .describe('breakpoint id or name; the first (Desktop) if absent'),
  state: z.enum(pseudoClasses).optional().describe('default, :hover, :focus…'),
}
const slot = (
  doc: SiteDocument,
  input: { property: string; breakpoint?: string; state?: string },
) =>
  ({
    breakpointId: breakpoint(doc, input.breakpoint),
    pseudoClass: (input.state ?? 'default') as StyleSlot['pseudoClass'],
    property: input.property,
  }) satisfies StyleSlot

/** A component to add, without ids: they come from the site's counter. */
interface NewComponent {
  tag: Component['tag']
  name?: string
  role?: string
  content?: string
  style?: z.output<typeof breakpointStylesSchema>
  mixins?: string[]
  inputs?: Record<string, z.output<typeof inputSchema>>
  children?: NewComponent[]
}
const newComponentSchema: z.ZodType<NewComponent> = z.lazy(() =>
  z.strictObject({
    tag: z.enum(tags),
    name: z.string().optional(),
    role: z.string().optional(),
    content: z.string().optional().describe('text or HTML of a text component'),
    style: breakpointStylesSchema.optional(),
    mixins: z.array(z.string()).optional().describe('reusable style ids or names'),
    inputs: z.record(z.string(), inputSchema).optional(),
    children: z.array(newComponentSchema).optional(),
  }),
)

function template(node: NewComponent): ComponentTemplate {
  return {
    name: node.name ?? node.tag,
    tag: node.tag,
    ...(node.role !== undefined ? { role: node.role } : {}),
    ...(node.content !== undefined ? { content: node.content } : {}),
    ...(node.style !== undefined ? { style: node.style } : {}),
    ...(node.inputs !== undefined ? { inputs: node.inputs } : {}),
    ...(node.children !== undefined ? { children: node.children.map(template) } : {}),
  }
}

/** The site's reusable styles the request names, put on the new tree (node by node). */
function useMixins(doc: SiteDocument, node: NewComponent, made: Component): void {
  if (node.mixins?.length) made.style.mixins = node.mixins.map((m) => mixin(doc, m))
  node.children?.forEach((child, i) => useMixins(doc, child, made.children![i]!))
}

/** A new component tree with ids from the site's counter, and the counter before them. */
function newTree(doc: SiteDocument, node: NewComponent, parentId?: string) {
  const before = doc.site.context.nextId
  const { component: made } = instantiateTemplate(doc.site.context, template(node), parentId)
  useMixins(doc, node, made)
  return { made, before }
}

const position = {
  parentId: id.describe('the component to add into'),
  index: z.number().int().min(0).optional().describe('place among its children; last if absent'),
}

// --- The operations ---

export const OPERATIONS = {
  add_component: operation({
    summary: 'Add a component tree (tag, name, content, styles, children) into a component',
    input: z.strictObject({ ...position, component: newComponentSchema }),
    build: (doc, i) => {
      const parent = component(doc, i.parentId)
      const { made, before } = newTree(doc, i.component, parent.id)
      return addComponent(doc, made, parent.id, before, i.index)
    },
  }),
  add_builtin: operation({
    summary: 'Add a built-in block with its children: contactform, gallery, navmenu, button…',
    input: z.strictObject({ ...position, builtin: id }),
    build: (doc, i) => {
      const parent = component(doc, i.parentId)
      return addBuiltinComponent(doc, builtin(i.builtin), parent.id, i.index)
    },
  }),
  edit_component: operation({
    summary: "Change a component's name, tag, role or text content (null removes role or text)",
    input: z.strictObject({
      id,
      name: z.string().min(1).optional(),
      tag: z.enum(tags).optional(),
      role: z.string().nullable().optional(),
      content: z.string().nullable().optional(),
    }),
    build: (doc, { id, ...fields }) => editComponent(doc, component(doc, id).id, fields),
  }),
  remove_component: operation({
    summary: 'Remove a component and everything in it',
    input: z.strictObject({ id }),
    build: (doc, i) => {
      const removed = component(doc, i.id)
      if (removed.parentId === undefined)
        throw new OperationError(`${i.id} is a page's root: remove the page instead`)
      return removeComponent(doc, removed.id)
    },
  }),
  move_component: operation({
    summary: 'Move a component into another (or within its parent) at an index',
    input: z.strictObject({ id, parentId: id, index: z.number().int().min(0) }),
    build: (doc, i) => {
      const moved = component(doc, i.id)
      return moveComponent(doc, moved.id, component(doc, i.parentId).id, i.index)
    },
  }),
  replace_page_root: operation({
    summary: "Replace a page's whole component tree with a new one",
    input: z.strictObject({ route: z.string(), root: newComponentSchema }),
    build: (doc, i) => {
      const route = page(doc, i.route)
      const { made, before } = newTree(doc, i.root)
      return replacePageRoot(doc, route, made, before)
    },
  }),
  set_style: operation({
    summary: "Set or remove one CSS property of a component's own style, per breakpoint and state",
    input: z.strictObject({ id, ...slotFields }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setComponentStyle(doc, id, slot(doc, i), i.value ?? undefined)
    },
  }),
  set_child_style: operation({
    summary: 'Set or remove a CSS property for a child selector of a component (e.g. "img")',
    input: z.strictObject({ id, selector: z.string().min(1), ...slotFields }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setOverrideStyle(doc, id, i.selector, slot(doc, i), i.value ?? undefined)
    },
  }),
  remove_child_styles: operation({
    summary: "Remove a child selector's styles from a component",
    input: z.strictObject({ id, selector: z.string().min(1) }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return removeOverride(doc, id, i.selector)
    },
  }),
  replace_component_styles: operation({
    summary: "Replace a component's whole style: own properties, reusable styles, child selectors",
    input: z.strictObject({
      id,
      custom: breakpointStylesSchema,
      mixins: z.array(z.string()).optional(),
      overrides: z.record(z.string(), breakpointStylesSchema).optional(),
    }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return replaceComponentStyle(doc, id, {
        custom: i.custom,
        ...(i.mixins ? { mixins: i.mixins.map((m) => mixin(doc, m)) } : {}),
        ...(i.overrides ? { overrides: i.overrides } : {}),
      })
    },
  }),
  use_style: operation({
    summary: 'Give a component a reusable style (by id or name)',
    input: z.strictObject({ id, style: z.string() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return addComponentMixin(doc, id, mixin(doc, i.style))
    },
  }),
  stop_using_style: operation({
    summary: 'Take a reusable style off a component',
    input: z.strictObject({ id, style: z.string() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return removeComponentMixin(doc, id, mixin(doc, i.style))
    },
  }),
  swap_style: operation({
    summary: "Replace one of a component's reusable styles with another, in its place",
    input: z.strictObject({ id, style: z.string(), with: z.string() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return replaceComponentMixin(doc, id, mixin(doc, i.style), mixin(doc, i.with))
    },
  }),
  create_style: operation({
    summary: 'Create a reusable style with a name and, optionally, its properties',
    input: z.strictObject({ name: z.string().min(1), styles: breakpointStylesSchema.optional() }),
    build: (doc, i) => {
      const context = doc.site.context
      const before = context.nextId
      const style = { id: nextId(context, 's'), name: i.name, breakpoints: i.styles ?? {} }
      return addMixin(doc, style, before)
    },
  }),
  set_reusable_style: operation({
    summary: 'Set or remove one CSS property of a reusable style, per breakpoint and state',
    input: z.strictObject({ style: z.string(), ...slotFields }),
    build: (doc, i) => setMixinStyle(doc, mixin(doc, i.style), slot(doc, i), i.value ?? undefined),
  }),
  rename_style: operation({
    summary: 'Rename a reusable style',
    input: z.strictObject({ style: z.string(), name: z.string().min(1) }),
    build: (doc, i) => renameMixin(doc, mixin(doc, i.style), i.name),
  }),
  remove_style: operation({
    summary: 'Delete a reusable style; the components using it lose it',
    input: z.strictObject({ style: z.string() }),
    build: (doc, i) => removeMixin(doc, mixin(doc, i.style)),
  }),
  move_style: operation({
    summary: 'Move a reusable style in the style order (later ones win)',
    input: z.strictObject({ from: z.number().int().min(0), to: z.number().int().min(0) }),
    build: (doc, i) => moveMixin(doc, i.from, i.to),
  }),
  set_input: operation({
    summary: "Set or remove a component's input (src, alt, href, placeholder…)",
    input: z.strictObject({ id, name: z.string().min(1), input: inputSchema.nullable() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setInput(doc, id, i.name, i.input ?? undefined)
    },
  }),
  set_event: operation({
    summary: "Add, change or remove a component's event and the behaviours it calls",
    input: z.strictObject({ id, name: z.string().optional(), event: eventSchema.nullable() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setEvent(doc, id, i.name, i.event ?? undefined)
    },
  }),
  set_editor_event: operation({
    summary: 'Set or remove what a component does in the editor (e.g. on load)',
    input: z.strictObject({
      id,
      name: z.enum(editorEventNames),
      event: editorEventSchema.nullable(),
    }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setEditorEvent(doc, id, i.name, i.event ?? undefined)
    },
  }),
  set_state: operation({
    summary: "Set a component's state value (hide: true hides it)",
    input: z.strictObject({ id, key: z.string().min(1), value: z.unknown() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return setComponentState(doc, id, i.key, i.value)
    },
  }),
  bind_field: operation({
    summary: "Bind a component's text, input or visibility to a collection field, or unbind it",
    input: z.strictObject({
      id,
      target: z.string().min(1),
      binding: fieldBindingSchema.nullable(),
    }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      const command = setComponentBinding(
        doc,
        id,
        i.target as Parameters<typeof setComponentBinding>[2],
        i.binding ?? undefined,
      )
      if (!command) throw new OperationError(`Nothing to change in ${i.id}'s ${i.target}`)
      return command
    },
  }),
  set_collection_list: operation({
    summary: "Set a collection list's collection, filters, sorts, limit and paging, or remove them",
    input: z.strictObject({ id, list: collectionListSchema.nullable() }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      const command = setCollectionList(doc, id, i.list ?? undefined)
      if (!command) throw new OperationError(`Nothing to change in ${i.id}'s list`)
      return command
    },
  }),
  make_reusable_component: operation({
    summary: 'Make a component a custom component whose copies follow it',
    input: z.strictObject({ id }),
    build: (doc, i) => {
      const { id } = component(doc, i.id)
      return makeCustomComponent(doc, id)
    },
  }),
  save_behavior: operation({
    summary: 'Add or replace a behaviour (JavaScript run by events); a new one gets an id',
    input: z.strictObject({
      behavior: z.union([behaviorSchema, z.strictObject({ name: z.string(), code: z.string() })]),
    }),
    build: (doc, i) => {
      const given = i.behavior
      const withId =
        'id' in given && given.id ? given : { ...given, id: newBehaviorId(doc.site.context) }
      return saveBehavior(doc, withId)
    },
  }),
  remove_behavior: operation({
    summary: 'Delete a behaviour and every call of it',
    input: z.strictObject({ behavior: z.string() }),
    build: (doc, i) => removeBehavior(doc, behavior(doc, i.behavior)),
  }),
  set_behavior_arg: operation({
    summary: "Add, change or remove one of a behaviour's arguments",
    input: z.strictObject({
      behavior: z.string(),
      name: z.string().optional(),
      arg: behaviorArgSchema.nullable(),
    }),
    build: (doc, i) => setBehaviorArg(doc, behavior(doc, i.behavior), i.name, i.arg ?? undefined),
  }),
  add_theme_variable: operation({
    summary: 'Add a theme variable (colour-primary, font-heading, space-m…) with its value',
    input: z.strictObject({ key: z.string().min(1), value: z.string() }),
    build: (doc, i) => addThemeVariable(doc, i.key, i.value),
  }),
  edit_theme_variable: operation({
    summary: "Change a theme variable's value, or rename it",
    input: z.strictObject({ key: z.string(), newKey: z.string().optional(), value: z.string() }),
    build: (doc, i) => {
      themeVariable(doc, i.key)
      return editThemeVariable(doc, i.key, { key: i.newKey ?? i.key, value: i.value })
    },
  }),
  remove_theme_variable: operation({
    summary: 'Remove a theme variable',
    input: z.strictObject({ key: z.string() }),
    build: (doc, i) => removeThemeVariable(doc, themeVariable(doc, i.key)),
  }),
  add_font: operation({
    summary: 'Add a font to the theme (a Google font or an uploaded one)',
    input: z.strictObject({ font: fontSchema }),
    build: (doc, i) => addFont(doc, i.font),
  }),
  edit_font: operation({
    summary: 'Replace one of the theme fonts',
    input: z.strictObject({ name: z.string(), font: fontSchema }),
    build: (doc, i) => editFont(doc, font(doc, i.name), i.font),
  }),
  remove_font: operation({
    summary: 'Remove a font from the theme',
    input: z.strictObject({ name: z.string() }),
    build: (doc, i) => removeFont(doc, font(doc, i.name)),
  }),
  set_breakpoints: operation({
    summary: "Replace the site's breakpoints (keep the ids of those that stay)",
    input: z.strictObject({ breakpoints: z.record(z.string(), breakpointSchema) }),
    build: (doc, i) => setBreakpoints(doc, i.breakpoints),
  }),
  set_global_style: operation({
    summary: 'Add, change or remove a global style sheet by name',
    input: z.strictObject({
      name: z.string().optional().describe('the style sheet to change; absent to add one'),
      style: z.strictObject({ name: z.string(), style: globalStyleSchema }).nullable(),
    }),
    build: (doc, i) => setGlobalStyle(doc, i.name, i.style ?? undefined),
  }),
  add_page: operation({
    summary: 'Add a page (a blank one, with a content container) at a route; nav menus follow',
    input: z.strictObject({
      name: z.string().min(1),
      route: z.string().min(1),
      public: z.boolean().optional(),
    }),
    build: (doc, i) => {
      const route = normalizeRoute(i.route)
      if (doc.site.pages[route]) throw new OperationError(`A page at ${route} already exists`)
      const context = doc.site.context
      const before = context.nextId
      const root = newPageRoot(doc.site, () => nextId(context, 'c'))
      return addPageSynced(
        doc,
        { name: i.name, route, public: i.public ?? true, head: {}, root },
        before,
      )
    },
  }),
  edit_page: operation({
    summary: "Change a page's name, route or whether it is published; nav menus follow",
    input: z.strictObject({
      route: z.string(),
      name: z.string().min(1).optional(),
      newRoute: z.string().min(1).optional(),
      public: z.boolean().optional(),
    }),
    build: (doc, i) => {
      const route = page(doc, i.route)
      const current = doc.page(route)
      return editPageSynced(doc, route, {
        name: i.name ?? current.name,
        route: i.newRoute === undefined ? route : normalizeRoute(i.newRoute),
        public: i.public ?? current.public,
      })
    },
  }),
  remove_page: operation({
    summary: 'Remove a page; nav menus follow',
    input: z.strictObject({ route: z.string() }),
    build: (doc, i) => removePageSynced(doc, page(doc, i.route)),
  }),
  move_page: operation({
    summary: 'Move a page in the page order',
    input: z.strictObject({ from: z.number().int().min(0), to: z.number().int().min(0) }),
    build: (doc, i) => movePage(doc, i.from, i.to),
  }),
  set_home_page: operation({
    summary: 'Make a page the home page',
    input: z.strictObject({ route: z.string() }),
    build: (doc, i) => setHomePage(doc, page(doc, i.route)),
  }),
  set_page_head: operation({
    summary: "Set a page's title, description, social image and head code",
    input: z.strictObject({ route: z.string(), head: pageHeadSchema }),
    build: (doc, i) => setPageHead(doc, page(doc, i.route), i.head),
  }),
  set_default_head: operation({
    summary: 'Set the head every page starts from (title, description, …)',
    input: z.strictObject({ head: pageHeadSchema }),
    build: (doc, i) => setDefaultHead(doc, i.head),
  }),
  set_seo: operation({
    summary: "Set the site's search settings: sitemap, robots, redirects, organisation",
    input: z.strictObject({ seo: siteSeoSchema }),
    build: (doc, i) => setSiteSeo(doc, i.seo),
  }),
  set_page_collection: operation({
    summary: 'Bind a template page (/blog/:slug) to a collection, or unbind it',
    input: z.strictObject({ route: z.string(), collection: pageCollectionSchema.nullable() }),
    build: (doc, i) => {
      const command = setPageCollection(doc, page(doc, i.route), i.collection ?? undefined)
      if (!command) throw new OperationError(`Nothing to change in ${i.route}'s collection`)
      return command
    },
  }),
  set_translation: operation({
    summary: 'Set or remove the text of one translation key in a language',
    input: z.strictObject({
      lang: z.string().min(2),
      key: z.string().min(1),
      text: z.string().nullable(),
    }),
    build: (doc, i) => setTranslation(doc, i.lang, i.key, i.text ?? undefined),
  }),
  replace_translations: operation({
    summary: 'Replace every translation at once (all languages), and the language shown',
    input: z.strictObject({ i18n: translationsSchema, active: z.string().optional() }),
    build: (doc, i) => replaceTranslations(doc, i.i18n, i.active),
  }),
}

export type OperationName = keyof typeof OPERATIONS

export interface OperationDescription {
  op: OperationName
  summary: string
  /** The operation's fields as JSON Schema (draft 2020-12), `op` aside. */
  input: Record<string, unknown>
}

/**
 * The operations an agent may send, each with its summary and its fields' JSON Schema: all of
 * them, or those named. The catalogue is read on request, so a client's tool list stays small.
 */
export function describeOperations(names?: readonly string[]): OperationDescription[] {
  const all = Object.keys(OPERATIONS) as OperationName[]
  const unknown = names?.filter((name) => !(name in OPERATIONS)) ?? []
  if (unknown.length)
    throw new OperationError(
      `Unknown operation ${unknown.join(', ')}`,
      unknown.flatMap((name) => nearest(name, all)),
    )
  return all
    .filter((name) => !names || names.includes(name))
    .map((op) => {
      const { summary, input } = OPERATIONS[op] as OperationSpec<unknown>
      const { $schema: _, ...schema } = z.toJSONSchema(input, { unrepresentable: 'any' })
      return { op, summary, input: schema }
    })
}

/** Which operation reaches a command kind, or why no operation does. */
export type CommandReach = { operation: OperationName } | { excluded: string }

/**
 * Every command kind, complete by kind: a new kind does not compile until it is reachable by an
 * operation or excluded with a reason.
 */
export const COMMAND_OPERATIONS: { readonly [K in CommandType]: CommandReach } = {
  g: { excluded: 'a group: the operations of one apply call become one group' },
  addC: { operation: 'add_component' },
  editC: { operation: 'edit_component' },
  rmC: { operation: 'remove_component' },
  mvC: { operation: 'move_component' },
  rpPR: { operation: 'replace_page_root' },
  setCCS: { operation: 'set_style' },
  setCOS: { operation: 'set_child_style' },
  rmCOS: { operation: 'remove_child_styles' },
  mergeCS: { operation: 'replace_component_styles' },
  addCM: { operation: 'use_style' },
  rmCM: { operation: 'stop_using_style' },
  repCm: { operation: 'swap_style' },
  setCI: { operation: 'set_input' },
  setCE: { operation: 'set_event' },
  setCEE: { operation: 'set_editor_event' },
  sCS: { operation: 'set_state' },
  setCB: { operation: 'bind_field' },
  setCL: { operation: 'set_collection_list' },
  setB: { operation: 'save_behavior' },
  rmB: { operation: 'remove_behavior' },
  setBA: { operation: 'set_behavior_arg' },
  addS: { operation: 'create_style' },
  editS: { operation: 'rename_style' },
  setME: { operation: 'set_reusable_style' },
  uSO: { operation: 'move_style' },
  rmS: { operation: 'remove_style' },
  addTV: { operation: 'add_theme_variable' },
  editTV: { operation: 'edit_theme_variable' },
  rmTV: { operation: 'remove_theme_variable' },
  addTF: { operation: 'add_font' },
  editTF: { operation: 'edit_font' },
  rmTF: { operation: 'remove_font' },
  setBP: { operation: 'set_breakpoints' },
  setGS: { operation: 'set_global_style' },
  addP: { operation: 'add_page' },
  editP: { operation: 'edit_page' },
  rmP: { operation: 'remove_page' },
  mvP: { operation: 'move_page' },
  changeP: { excluded: "the page a person's canvas shows: their editor's state, not the site" },
  shP: { operation: 'set_home_page' },
  setPH: { operation: 'set_page_head' },
  setPC: { operation: 'set_page_collection' },
  setDH: { operation: 'set_default_head' },
  setSeo: { operation: 'set_seo' },
  setT: { operation: 'set_translation' },
  rT: { operation: 'replace_translations' },
  addR: { operation: 'make_reusable_component' },
  uUi: { excluded: "the editor's own menus and panels, not the site" },
  mS: { excluded: 'format migrations run when a site is opened, never on request' },
  rS: { excluded: 'replaces the whole site: restore points and templates do it, with a snapshot' },
}

/** One operation as an agent sends it: its name and its fields. */
export interface OperationRequest {
  op: string
  [field: string]: unknown
}

/** Why the operation at `index` was refused; nothing of the call was applied. */
export class OperationsError extends OperationError {
  constructor(
    readonly index: number,
    readonly op: string,
    cause: OperationError,
  ) {
    super(`Operation ${index} (${op}): ${cause.message}`)
    this.name = 'OperationsError'
  }
}

function refusal(error: unknown): OperationError {
  if (error instanceof OperationError) return error
  if (error instanceof z.ZodError)
    return new OperationError(
      error.issues
        .map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`)
        .join('; '),
    )
  return new OperationError(error instanceof Error ? error.message : String(error))
}

/**
 * Applies `operations` to `doc` in order, each seeing the ones before it, and returns them as
 * one group command (one history entry). When one is refused, those already applied are undone
 * and an `OperationsError` names it: a call applies all its operations or none.
 */
export function applyOperations(
  doc: SiteDocument,
  operations: readonly OperationRequest[],
): Command<'g'> {
  const applied: Command[] = []
  const nextIdBefore = doc.site.context.nextId
  operations.forEach(({ op, ...fields }, index) => {
    try {
      const spec = (OPERATIONS as Record<string, OperationSpec<unknown>>)[op]
      if (!spec)
        throw new OperationError(`Unknown operation ${op}`, nearest(op, Object.keys(OPERATIONS)))
      const command = spec.build(doc, spec.input.parse(fields))
      applyCommand(doc, command)
      applied.push(command)
    } catch (error) {
      for (const command of applied.reverse()) undoCommand(doc, command)
      doc.site.context.nextId = nextIdBefore
      throw new OperationsError(index, op, refusal(error))
    }
  })
  return { type: 'g', data: { commands: applied } }
}
