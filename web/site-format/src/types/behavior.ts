export const argPrimitives = [
  'string',
  'number',
  'boolean',
  'array',
  'component',
  'location',
] as const
export type ArgPrimitive = (typeof argPrimitives)[number]

/** A primitive, or a list (`string[]`) or map (`string{}`) of one. */
export type ArgType = ArgPrimitive | `${ArgPrimitive}[]` | `${ArgPrimitive}{}`

export interface BehaviorArg {
  name: string
  type: ArgType
  default?: unknown
  help: string
}

/**
 * Site owner code run on the published site: a JavaScript function body called with
 * `helpers`, `behaviorContext` and `args`.
 */
export interface Behavior {
  id: string
  name: string
  args?: Record<string, BehaviorArg>
  code?: string
}

/** Argument values a component passes to a behaviour when an event fires. */
export type BehaviorCallArgs = Record<string, unknown>
