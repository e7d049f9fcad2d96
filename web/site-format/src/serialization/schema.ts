import { z } from 'zod'
import { argPrimitives, type ArgType, type Behavior, type BehaviorArg } from '../types/behavior.js'
import {
  editorEventNames,
  tags,
  type ComponentEvent,
  type ComponentInput,
  type ComponentState,
  type EditorEvent,
  type EditorEventName,
  type Tag,
} from '../types/component.js'
import {
  BINDING_TARGET,
  itemTimeFields,
  listFilterOps,
  MAX_LIST_FILTERS,
  MAX_LIST_LIMIT,
  MAX_LIST_SORTS,
  type CollectionList,
  type FieldBinding,
  type PageCollection,
} from '../types/collection.js'
import type {
  Breakpoint,
  PageHead,
  SiteSeo,
  Theme,
  ThemeFont,
  Translations,
} from '../types/site.js'
import type { BreakpointStyles, GlobalStyle, StyleMixin } from '../types/style.js'
import { takeComponentTree } from './component-check.js'

/*
 * The shape of site data as read from files, the API and the clipboard, before the loader
 * defaults (normalize.ts) fill in what older data lacks. Required keys are checked strictly;
 * keys the loader can default are optional.
 */

const argTypePattern = new RegExp(`^(${argPrimitives.join('|')})(\\[\\]|\\{\\})?$`)

export const argTypeSchema = z.custom<ArgType>(
  (value) => typeof value === 'string' && argTypePattern.test(value),
  'Invalid argument type',
)

const stringMap = z.record(z.string(), z.string())

export const breakpointStylesSchema: z.ZodType<BreakpointStyles> = z.record(
  z.string(),
  z.record(z.string(), stringMap),
)

export const mixinSchema: z.ZodType<StyleMixin> = z.object({
  id: z.string(),
  name: z.string(),
  breakpoints: breakpointStylesSchema,
})

export const breakpointSchema: z.ZodType<Breakpoint> = z.object({
  id: z.string(),
  name: z.string(),
  minWidth: z.number().optional(),
  maxWidth: z.number().optional(),
})

export const behaviorArgSchema: z.ZodType<BehaviorArg> = z.object({
  name: z.string(),
  type: argTypeSchema,
  default: z.unknown().optional(),
  // Older behaviours may lack help text.
  help: z.string().default(''),
})

export const behaviorSchema: z.ZodType<Behavior> = z.object({
  id: z.string(),
  name: z.string(),
  args: z.record(z.string(), behaviorArgSchema).optional(),
  code: z.string().optional(),
})

export const fontSchema: z.ZodType<ThemeFont> = z.object({
  source: z.enum(['native', 'google', 'custom']),
  name: z.string(),
  url: z.string().optional(),
  fallback: z.string().optional(),
})

export const themeSchema: z.ZodType<Theme> = z.object({
  variables: stringMap,
  fonts: z.record(z.string(), fontSchema),
})

export const translationsSchema: z.ZodType<Translations> = z.record(z.string(), stringMap)

export const globalStyleSchema: z.ZodType<GlobalStyle> = z.object({ style: z.string() })

const behaviorCallSchema = z.object({
  behaviorId: z.string(),
  args: z.record(z.string(), z.unknown()).optional(),
})

export const inputSchema: z.ZodType<ComponentInput> = z.object({
  name: z.string(),
  type: argTypeSchema,
  default: z.unknown().optional(),
  attr: z.boolean().optional(),
  is: z.unknown().optional(),
})

export const eventSchema: z.ZodType<ComponentEvent> = z.object({
  name: z.string(),
  eventParams: z
    .record(
      z.string(),
      z.object({
        type: argTypeSchema,
        value: z.string(),
        infoKey: z.string().optional(),
        options: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  behaviors: z.array(behaviorCallSchema),
})

export const editorEventSchema: z.ZodType<EditorEvent> = z.object({
  name: z.enum(editorEventNames),
  behaviors: z.array(behaviorCallSchema),
})

const fieldId = z.number().int().min(1).max(2_147_483_647)
const collectionId = z.uuid()

export const fieldBindingSchema: z.ZodType<FieldBinding> = z.strictObject({
  field: fieldId,
  via: fieldId.optional(),
})

export const bindingsSchema = z.record(
  z.string().regex(BINDING_TARGET, 'Not a binding target'),
  fieldBindingSchema,
)

export const pageCollectionSchema: z.ZodType<PageCollection> = z.strictObject({
  collection: collectionId,
  slugField: fieldId,
})

const listField = z.union([fieldId, z.enum(itemTimeFields)])

export const collectionListSchema: z.ZodType<CollectionList> = z
  .strictObject({
    collection: collectionId.optional(),
    source: z.strictObject({ field: fieldId }).optional(),
    filters: z
      .array(
        z.strictObject({
          field: listField,
          op: z.enum(listFilterOps),
          value: z.union([z.string().max(1000), z.number(), z.boolean()]).optional(),
        }),
      )
      .max(MAX_LIST_FILTERS)
      .optional(),
    sort: z
      .array(z.strictObject({ field: z.union([listField, z.literal('order')]), desc: z.boolean() }))
      .max(MAX_LIST_SORTS)
      .optional(),
    limit: z.number().int().min(1).max(MAX_LIST_LIMIT),
    offset: z.number().int().min(0).max(100_000).optional(),
    paginate: z.boolean().optional(),
  })
  .refine(
    (list) => list.collection === undefined || list.source === undefined,
    'A list reads a collection or a reference field, not both',
  )

const inputsSchema = z.record(z.string(), inputSchema)
const eventsSchema = z.record(z.string(), eventSchema)
const editorEventsSchema = z.partialRecord(z.enum(editorEventNames), editorEventSchema)

/** A component as stored, possibly with legacy keys and without the defaults. */
export interface RawComponent {
  id: string
  name?: string
  tag: Tag
  role?: string
  content?: string
  parentId?: string
  children?: RawComponent[]
  customSourceId?: string
  /** Legacy name of `customSourceId` (2024-03 to 2024-06). */
  reusableSourceId?: string
  style?: {
    custom?: BreakpointStyles
    mixins?: string[]
    overrides?: Record<string, BreakpointStyles>
  }
  state?: ComponentState
  inputs?: Record<string, ComponentInput>
  events?: Record<string, ComponentEvent>
  editorEvents?: Partial<Record<EditorEventName, EditorEvent>>
  bindings?: Record<string, FieldBinding>
  list?: CollectionList
}

/** A component subtree. Its keys and their types are also those `takeComponentTree` knows. */
export const rawComponentSchema: z.ZodType<RawComponent> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string().optional(),
    tag: z.enum(tags),
    role: z.string().optional(),
    content: z.string().optional(),
    parentId: z.string().optional(),
    children: z.array(rawComponentSchema).optional(),
    customSourceId: z.string().optional(),
    reusableSourceId: z.string().optional(),
    style: z
      .object({
        custom: breakpointStylesSchema.optional(),
        mixins: z.array(z.string()).optional(),
        overrides: z.record(z.string(), breakpointStylesSchema).optional(),
      })
      .optional(),
    state: z.record(z.string(), z.unknown()).optional(),
    inputs: inputsSchema.optional(),
    events: eventsSchema.optional(),
    editorEvents: editorEventsSchema.optional(),
    bindings: bindingsSchema.optional(),
    list: collectionListSchema.optional(),
  }),
)

const outputOf =
  (schema: z.ZodType) =>
  (value: unknown): unknown => {
    const result = schema.safeParse(value)
    return result.success ? result.data : undefined
  }
const rareParts = {
  inputs: outputOf(inputsSchema),
  events: outputOf(eventsSchema),
  editorEvents: outputOf(editorEventsSchema),
  bindings: outputOf(bindingsSchema),
  list: outputOf(collectionListSchema),
}

/**
 * A page's component tree in data the caller owns (`siteFromData` copies what it does not own):
 * taken as it is when `takeComponentTree` finds nothing to strip or report, else read by
 * `rawComponentSchema`, whose output and issues are the same either way.
 */
const ownedComponentTreeSchema = z.unknown().transform((value, ctx): RawComponent => {
  if (takeComponentTree(value, rareParts)) return value
  const result = rawComponentSchema.safeParse(value)
  if (result.success) return result.data
  for (const issue of result.error.issues) ctx.addIssue({ ...issue })
  return z.NEVER
})

const optionalString = z.string().optional()

export const pageHeadSchema: z.ZodType<PageHead> = z.object({
  title: optionalString,
  description: optionalString,
  base: z.object({ href: z.string(), target: optionalString }).optional(),
  meta: z
    .array(
      z.object({
        content: optionalString,
        name: optionalString,
        property: optionalString,
        'http-equiv': optionalString,
      }),
    )
    .optional(),
  link: z
    .array(
      z.object({
        href: z.string(),
        rel: optionalString,
        title: optionalString,
        id: optionalString,
        sizes: optionalString,
        imagesizes: optionalString,
        media: optionalString,
        type: optionalString,
        as: optionalString,
        blocking: optionalString,
        crossorigin: optionalString,
      }),
    )
    .optional(),
  script: z
    .array(
      z.object({
        src: optionalString,
        type: optionalString,
        async: z.boolean().optional(),
        crossorigin: optionalString,
        blocking: optionalString,
        id: optionalString,
      }),
    )
    .optional(),
  image: optionalString,
  localeRoutes: z.record(z.string(), z.string()).optional(),
  article: z
    .object({ author: optionalString, published: optionalString, modified: optionalString })
    .optional(),
})

export const siteRedirectSchema = z.object({
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
})

const weekDaySchema = z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])

export const siteOrganizationSchema = z.object({
  type: z.enum(['Organization', 'LocalBusiness']),
  name: z.string(),
  logo: optionalString,
  telephone: optionalString,
  email: optionalString,
  address: z
    .object({
      street: optionalString,
      locality: optionalString,
      region: optionalString,
      postalCode: optionalString,
      country: optionalString,
    })
    .optional(),
  openingHours: z
    .array(z.object({ days: z.array(weekDaySchema), opens: z.string(), closes: z.string() }))
    .optional(),
  sameAs: z.array(z.string()).optional(),
})

export const siteSeoSchema: z.ZodType<SiteSeo> = z.object({
  robots: optionalString,
  redirects: z.array(siteRedirectSchema).optional(),
  organization: siteOrganizationSchema.optional(),
  languageRedirect: z.boolean().optional(),
  icon: optionalString,
})

export const rawPageSchema = z.object({
  name: z.string(),
  route: z.string().optional(),
  public: z.boolean().optional(),
  head: pageHeadSchema.optional(),
  root: ownedComponentTreeSchema,
  collection: pageCollectionSchema.optional(),
})

const idList = z.array(z.string()).optional()

const rawContextSchema = z.object({
  namespace: z.string(),
  nextId: z.number().int().nonnegative(),
  styles: z.record(z.string(), mixinSchema).optional(),
  styleOrder: idList,
  globalStyles: z.record(z.string(), globalStyleSchema).optional(),
  behaviors: z.record(z.string(), behaviorSchema).optional(),
  theme: themeSchema,
  breakpoints: z.record(z.string(), breakpointSchema),
  i18n: translationsSchema.optional(),
  activeI18n: optionalString,
  customComponentIds: idList,
  customChildIds: idList,
  // Legacy names (2024-03 to 2024-06).
  reusableComponentIds: idList,
  reusableChildIds: idList,
})

// History is not needed to render; entries are kept as they are for the command engine.
const rawCommandSchema = z.object({ type: z.string(), data: z.unknown() })

// Editor state is builder UI state: unknown keys are kept.
const rawEditorSchema = z.looseObject({
  builderWidth: z.number().optional(),
  builderScale: z.number().optional(),
})

export const rawSiteSchema = z.object({
  name: z.string(),
  version: z.string(),
  context: rawContextSchema,
  defaults: z
    .object({
      head: pageHeadSchema.optional(),
      seo: siteSeoSchema.optional(),
      homePage: optionalString,
    })
    .optional(),
  pages: z.record(z.string(), rawPageSchema),
  pageOrder: idList,
  editor: rawEditorSchema.optional(),
  history: z
    .object({
      back: z.array(rawCommandSchema).optional(),
      forward: z.array(rawCommandSchema).optional(),
    })
    .optional(),
})

export type RawSite = z.output<typeof rawSiteSchema>
export type RawPage = z.output<typeof rawPageSchema>
export type RawContext = z.output<typeof rawContextSchema>
