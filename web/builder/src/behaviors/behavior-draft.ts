import {
  BUILTIN_BEHAVIOR_PREFIX,
  validateBehaviorArgName,
  validateBehaviorArgNameUnique,
  type ArgType,
  type Behavior,
  type BehaviorArg,
  type ValidationResult,
} from '@tessera/site-format'

/** The arg types offered (editor.md section 3): String first, then the others and their lists. */
export const argTypeOptions: readonly ArgType[] = [
  'string',
  'number',
  'boolean',
  'location',
  'component',
  'string[]',
  'number[]',
  'boolean[]',
  'location[]',
  'component[]',
]

/** An arg as the modal edits it: its default as text (lists comma-separated). */
export interface ArgDraft {
  name: string
  type: ArgType
  /** '' for none; 'true' or 'false' for a Boolean. */
  defaultText: string
  help: string
}

export interface BehaviorDraft {
  name: string
  code: string
  args: ArgDraft[]
}

export function isBuiltinBehavior(id: string): boolean {
  return id.startsWith(BUILTIN_BEHAVIOR_PREFIX)
}

function itemType(type: ArgType): string {
  return type.endsWith('[]') || type.endsWith('{}') ? type.slice(0, -2) : type
}

function valueText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** A default as the field shows it: Booleans as true or false, lists comma-separated. */
export function defaultText(arg: Pick<BehaviorArg, 'type' | 'default'>): string {
  const value = arg.default
  if (Array.isArray(value)) return value.map(valueText).join(', ')
  if (arg.type === 'boolean') {
    if (value === undefined || value === null || value === '') return ''
    return value === true || value === 'true' ? 'true' : 'false'
  }
  return valueText(value)
}

export function draftOf(behavior: Behavior | undefined): BehaviorDraft {
  return {
    name: behavior?.name ?? '',
    code: behavior?.code ?? '',
    args: Object.values(behavior?.args ?? {}).map((arg) => ({
      name: arg.name,
      type: arg.type,
      defaultText: defaultText(arg),
      help: arg.help ?? '',
    })),
  }
}

function parseItem(type: string, text: string): { value: unknown } | undefined {
  if (type === 'number') {
    const value = Number(text)
    return text === '' || !Number.isFinite(value) ? undefined : { value }
  }
  if (type === 'boolean') {
    if (text === 'true') return { value: true }
    if (text === 'false') return { value: false }
    return undefined
  }
  return { value: text }
}

/** The stored default of an arg draft; `invalid` when the text does not fit the type. */
export function parseDefault(arg: ArgDraft): { value: unknown } | 'invalid' | undefined {
  const text = arg.defaultText.trim()
  if (text === '') return undefined
  const type = itemType(arg.type)
  if (arg.type.endsWith('[]')) {
    const values: unknown[] = []
    for (const part of text.split(',')) {
      const item = part.trim()
      if (item === '') continue
      const parsed = parseItem(type, item)
      if (!parsed) return 'invalid'
      values.push(parsed.value)
    }
    return { value: values }
  }
  if (arg.type.endsWith('{}')) {
    try {
      const value: unknown = JSON.parse(text)
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { value }
        : 'invalid'
    } catch {
      return 'invalid'
    }
  }
  return parseItem(type, text) ?? 'invalid'
}

export interface ArgErrors {
  name?: string
  default?: string
}

/**
 * Checks one arg against the others: a name is required (errors.arg_name_missing), a duplicate
 * is refused (errors.arg_name; keeping its own name is fine), and the default must fit the type.
 * `index` is the arg's place in `args`, undefined for a new one.
 */
export function checkArg(
  arg: ArgDraft,
  args: readonly ArgDraft[],
  index: number | undefined,
): ArgErrors | undefined {
  const errors: ArgErrors = {}
  const others = Object.fromEntries(
    args.filter((_arg, at) => at !== index).map((other, at) => [String(at), other]),
  )
  const nameError: ValidationResult =
    validateBehaviorArgName(arg.name) ?? validateBehaviorArgNameUnique(arg.name, others)
  if (nameError) errors.name = nameError.key
  if (parseDefault(arg) === 'invalid') errors.default = 'builder.behaviors.arg.defaultInvalid'
  return errors.name || errors.default ? errors : undefined
}

/** The behaviour's name is required (the spec gives no key: ours). */
export function checkBehaviorName(name: string): ValidationResult {
  return name.trim() === '' ? { key: 'builder.behaviors.nameRequired' } : undefined
}

/** The behaviour a draft saves as. */
export function behaviorFromDraft(id: string, draft: BehaviorDraft): Behavior {
  const behavior: Behavior = { id, name: draft.name.trim(), code: draft.code }
  if (draft.args.length > 0) {
    const args: Record<string, BehaviorArg> = {}
    for (const arg of draft.args) {
      const name = arg.name.trim()
      const parsed = parseDefault(arg)
      args[name] = {
        name,
        type: arg.type,
        help: arg.help.trim(),
        ...(parsed && parsed !== 'invalid' ? { default: parsed.value } : {}),
      }
    }
    behavior.args = args
  }
  return behavior
}
