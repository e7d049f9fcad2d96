import { z } from 'zod'
import { BINDING_TARGET } from '../types/collection.js'
import { editorEventNames, tags } from '../types/component.js'
import { pseudoClasses } from '../types/style.js'
import {
  argTypeSchema,
  behaviorSchema,
  breakpointSchema,
  collectionListSchema,
  fieldBindingSchema,
  pageCollectionSchema,
  breakpointStylesSchema,
  editorEventSchema,
  eventSchema,
  fontSchema,
  globalStyleSchema,
  inputSchema,
  mixinSchema,
  pageHeadSchema,
  siteSeoSchema,
  rawComponentSchema,
  translationsSchema,
} from '../serialization/schema.js'
import { deepEqual } from '../serialization/deep-equal.js'
import { siteFromData } from '../serialization/stored-site.js'
import type { Command, SiteContent } from '../types/command.js'
import { SITE_FORMAT_VERSION } from '../types/site.js'

/*
 * The shape of edit steps as a save sends them. Only the shape is checked here; whether a step
 * fits the stored site (its old values) is checked by applying it (apply-steps.ts).
 */

/** Keys that would reach an object's prototype when used as a property name. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
])

const key = z
  .string()
  .min(1)
  .max(500)
  .refine((value) => !FORBIDDEN_KEYS.has(value), 'Reserved key')
const text = z.string().max(5_000_000)
const index = z.number().int().min(0).max(1_000_000)
const nextId = z.tuple([z.number().int().min(0), z.number().int().min(0)])
const position = z.object({ parentId: key, index })
const component = rawComponentSchema
const page = z.object({
  name: z.string().max(500),
  route: key,
  public: z.boolean(),
  head: pageHeadSchema,
  root: component,
  collection: pageCollectionSchema.optional(),
})
/** A whole site's content, as a site in this format holds it (nothing a load would change). */
const siteContent = z.custom<SiteContent>((value) => {
  if (typeof value !== 'object' || value === null) return false
  const { context, defaults, pages, pageOrder } = value as Record<string, unknown>
  try {
    const content = { context, defaults, pages, pageOrder }
    const site = siteFromData({ name: 'content', version: SITE_FORMAT_VERSION, ...content })
    return deepEqual(
      {
        context: site.context,
        defaults: site.defaults,
        pages: site.pages,
        pageOrder: site.pageOrder,
      },
      content,
    )
  } catch {
    return false
  }
}, 'Invalid site content')
const pageFields = z.object({ name: z.string().max(500), route: key, public: z.boolean() })
const styleEntry = z.object({
  breakpointId: key,
  pseudoClass: z.enum(pseudoClasses),
  property: key,
  value: text,
})
const componentFields = z.object({
  name: z.string().max(500).optional(),
  tag: z.enum(tags).optional(),
  role: z.string().max(500).nullable().optional(),
  content: text.nullable().optional(),
})
const componentStyle = z.object({
  custom: breakpointStylesSchema,
  mixins: z.array(key).optional(),
  overrides: z.record(key, breakpointStylesSchema).optional(),
})
const themeVariable = z.object({ key, value: text })
const namedGlobalStyle = z.object({ name: key, style: globalStyleSchema })
const i18nState = z.object({ i18n: translationsSchema, active: key.optional() })
const idList = z.array(key)
const behaviorArg = z.object({
  name: key,
  type: argTypeSchema,
  default: z.unknown().optional(),
  help: z.string(),
})

const command = <T extends string, S extends z.ZodType>(type: T, data: S) =>
  z.object({ type: z.literal(type), data })

const commandSchemas = [
  command(
    'addC',
    z.object({
      position,
      component,
      nextId,
      custom: z.object({ childIds: idList }).optional(),
    }),
  ),
  command('editC', z.object({ id: key, old: componentFields, new: componentFields })),
  command(
    'rmC',
    z.object({
      position,
      component,
      custom: z.object({ componentIds: idList, childIds: idList }).optional(),
    }),
  ),
  command('mvC', z.object({ id: key, from: position, to: position })),
  command('rpPR', z.object({ route: key, old: component, new: component, nextId })),
  command('setCCS', z.object({ id: key, old: styleEntry.optional(), new: styleEntry.optional() })),
  command(
    'setCOS',
    z.object({
      id: key,
      selector: key,
      old: styleEntry.optional(),
      new: styleEntry.optional(),
    }),
  ),
  command('rmCOS', z.object({ id: key, selector: key, styles: breakpointStylesSchema })),
  command('mergeCS', z.object({ id: key, old: componentStyle, new: componentStyle })),
  command('addCM', z.object({ id: key, mixinId: key, index })),
  command('rmCM', z.object({ id: key, mixinId: key, index })),
  command('repCm', z.object({ id: key, index, old: key, new: key })),
  command(
    'setCI',
    z.object({
      id: key,
      name: key,
      old: inputSchema.optional(),
      new: inputSchema.optional(),
    }),
  ),
  command(
    'setCB',
    z.object({
      id: key,
      target: z.string().regex(BINDING_TARGET),
      old: fieldBindingSchema.optional(),
      new: fieldBindingSchema.optional(),
    }),
  ),
  command(
    'setCL',
    z.object({
      id: key,
      old: collectionListSchema.optional(),
      new: collectionListSchema.optional(),
    }),
  ),
  command('setCE', z.object({ id: key, old: eventSchema.optional(), new: eventSchema.optional() })),
  command(
    'setCEE',
    z.object({
      id: key,
      name: z.enum(editorEventNames),
      old: editorEventSchema.optional(),
      new: editorEventSchema.optional(),
    }),
  ),
  command(
    'sCS',
    z.object({ id: key, key, old: z.unknown().optional(), new: z.unknown().optional() }),
  ),
  command(
    'setB',
    z.object({
      old: behaviorSchema.optional(),
      new: behaviorSchema.optional(),
      nextId: nextId.optional(),
    }),
  ),
  command(
    'rmB',
    z.object({
      behavior: behaviorSchema,
      uses: z.array(z.object({ id: key, index, old: eventSchema, new: eventSchema.optional() })),
      at: index.optional(),
    }),
  ),
  command(
    'setBA',
    z.object({
      behaviorId: key,
      old: behaviorArg.optional(),
      new: behaviorArg.optional(),
    }),
  ),
  command('addS', z.object({ mixin: mixinSchema, index, nextId })),
  command('editS', z.object({ old: mixinSchema, new: mixinSchema })),
  command('setME', z.object({ id: key, old: styleEntry.optional(), new: styleEntry.optional() })),
  command('uSO', z.object({ from: index, to: index })),
  command(
    'rmS',
    z.object({
      mixin: mixinSchema,
      index,
      uses: z.array(z.object({ id: key, index })),
      at: index.optional(),
    }),
  ),
  command('addTV', themeVariable),
  command('editTV', z.object({ old: themeVariable, new: themeVariable })),
  command('rmTV', themeVariable.extend({ at: index.optional() })),
  command('addTF', z.object({ font: fontSchema })),
  command('editTF', z.object({ old: fontSchema, new: fontSchema })),
  command('rmTF', z.object({ font: fontSchema, at: index.optional() })),
  command('addP', z.object({ page, index, nextId })),
  command('editP', z.object({ old: pageFields, new: pageFields, oldHome: key, newHome: key })),
  command('rmP', z.object({ page, index, oldHome: key, newHome: key, at: index.optional() })),
  command('mvP', z.object({ from: index, to: index })),
  command('changeP', z.object({ from: key.optional(), to: key })),
  command('shP', z.object({ old: key, new: key, oldOrder: idList })),
  command('setPH', z.object({ route: key, old: pageHeadSchema, new: pageHeadSchema })),
  command(
    'setPC',
    z.object({
      route: key,
      old: pageCollectionSchema.optional(),
      new: pageCollectionSchema.optional(),
    }),
  ),
  command('setDH', z.object({ old: pageHeadSchema, new: pageHeadSchema })),
  command('setSeo', z.object({ old: siteSeoSchema.optional(), new: siteSeoSchema.optional() })),
  command(
    'setBP',
    z.object({
      old: z.record(key, breakpointSchema),
      new: z.record(key, breakpointSchema),
    }),
  ),
  command(
    'setT',
    z.object({
      lang: key,
      key,
      old: text.optional(),
      new: text.optional(),
      addedLanguage: z.boolean().optional(),
    }),
  ),
  command('rT', z.object({ old: i18nState, new: i18nState })),
  command(
    'setGS',
    z.object({ old: namedGlobalStyle.optional(), new: namedGlobalStyle.optional() }),
  ),
  command('addR', z.object({ id: key, childIds: idList })),
  command('uUi', z.object({ key, old: z.unknown().optional(), new: z.unknown().optional() })),
  command('mS', z.object({ oldVersion: z.string().max(20), newVersion: z.string().max(20) })),
  command('rS', z.strictObject({ old: siteContent, new: siteContent })),
] as const

const MAX_GROUP_DEPTH = 8

function commandSchema(depth: number): z.ZodType<Command> {
  const group = command(
    'g',
    z.object({
      commands: z
        .array(z.lazy(() => (depth < MAX_GROUP_DEPTH ? commandSchema(depth + 1) : z.never())))
        .max(10_000),
    }),
  )
  return z.discriminatedUnion('type', [group, ...commandSchemas]) as unknown as z.ZodType<Command>
}

/** One site-format command, as stored in the history and sent in a save. */
export const commandDataSchema: z.ZodType<Command> = commandSchema(0)

export const editStepSchema = z.union([
  z.strictObject({ do: commandDataSchema, merge: z.boolean().optional() }),
  z.strictObject({ undo: commandDataSchema }),
  z.strictObject({ redo: commandDataSchema }),
  z.strictObject({ clearHistory: z.literal(true) }),
  z.strictObject({ trimHistory: z.number().gt(0).max(1) }),
])

/** At most this many steps in one save. */
export const MAX_STEPS = 10_000

export const editStepsSchema = z.array(editStepSchema).min(1).max(MAX_STEPS)
