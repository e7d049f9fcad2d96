import type { ComponentInput } from '@tessera/site-format'
import { isSafeProperty, isSafeValue } from '../css/css-values.js'
import type { Warnings } from '../css/warnings.js'
import { RESOURCE_SCHEMES, safeSrcset, safeUrl } from '../safety/urls.js'
import { resolveHref, type LinkContext } from './links.js'

const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/
/** Set by the renderer itself, or never wanted from data. */
const RESERVED: ReadonlySet<string> = new Set([
  'id',
  'class',
  'data-component-id',
  'data-tessera-hidden',
  'srcdoc',
  'is',
])
const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'action', 'formaction', 'cite'])
const RESOURCE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'src',
  'poster',
  'data',
  'background',
  'longdesc',
  'ping',
  'manifest',
  'codebase',
  'xlink:href',
])
const SRCSET_ATTRIBUTES: ReadonlySet<string> = new Set(['srcset', 'imagesrcset'])
/** Kept when empty: an empty alt marks a decorative image. */
const KEEP_EMPTY: ReadonlySet<string> = new Set(['alt', 'value'])
const THEME_REF = /\$\{([^}]*)\}/g

export interface AttributeContext {
  links: LinkContext
  variables: Readonly<Record<string, string>>
  warnings: Warnings
  /** Text for people (an image's alt, a title, a name) with its translation keys resolved. */
  translate?: (text: string) => string
}

/** Attributes people read or hear: `${key}` in them may name a translation. */
const TRANSLATED: ReadonlySet<string> = new Set(['alt', 'title', 'aria-label'])

/** An input's value: `is`, else `default`. */
export function inputValue(input: ComponentInput): unknown {
  return input.is !== undefined ? input.is : input.default
}

/** Theme variables in an attribute value are replaced by their values (attributes have no var()). */
function withThemeValues(value: string, context: AttributeContext, where: string): string {
  if (!value.includes('${')) return value
  return value.replace(THEME_REF, (_match, name: string) => {
    const found = Object.hasOwn(context.variables, name) ? context.variables[name] : undefined
    if (typeof found === 'string') return found
    context.warnings.add(`Unknown theme variable ${name} in ${where}`)
    return ''
  })
}

/** An inline style attribute: only declarations that pass the stylesheet's checks. */
function safeStyle(value: string): string | undefined {
  const kept: string[] = []
  for (const part of value.split(';')) {
    const colon = part.indexOf(':')
    if (colon < 0) continue
    const property = part.slice(0, colon).trim().toLowerCase()
    const declared = part.slice(colon + 1).trim()
    if (declared !== '' && isSafeProperty(property) && isSafeValue(declared)) {
      kept.push(`${property}:${declared}`)
    }
  }
  return kept.length === 0 ? undefined : kept.join(';')
}

/** An attribute value that is safe for its attribute, or undefined to leave it out. */
export function attributeValue(
  name: string,
  raw: string,
  context: AttributeContext,
): string | undefined {
  if (LINK_ATTRIBUTES.has(name)) return resolveHref(raw, context.links)
  if (RESOURCE_ATTRIBUTES.has(name)) return safeUrl(raw, RESOURCE_SCHEMES)
  if (SRCSET_ATTRIBUTES.has(name)) return safeSrcset(raw)
  if (name === 'style') return safeStyle(raw)
  return raw
}

/** Inputs with the attr flag, as attributes, in input order. */
export function inputAttributes(
  inputs: Record<string, ComponentInput> | undefined,
  attrs: Record<string, string>,
  context: AttributeContext,
  componentId: string,
): void {
  if (!inputs) return
  const where = `component ${componentId}`
  for (const key of Object.keys(inputs)) {
    const input = inputs[key]
    if (!input || input.attr !== true) continue
    const name = (typeof input.name === 'string' ? input.name : key).toLowerCase()
    if (!ATTRIBUTE_NAME.test(name) || name.startsWith('on') || RESERVED.has(name)) {
      context.warnings.add(`Input ${JSON.stringify(name)} in ${where} is not a safe attribute`)
      continue
    }
    let value = inputValue(input)
    if (input.type === 'boolean' && (value === 'true' || value === 'false'))
      value = value === 'true'
    if (typeof value === 'boolean') {
      if (value) attrs[name] = ''
      continue
    }
    let text: string
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) continue
      text = String(value)
    } else if (typeof value === 'string') {
      const translated =
        context.translate !== undefined && TRANSLATED.has(name) ? context.translate(value) : value
      text = withThemeValues(translated, context, where)
    } else continue
    if (text === '' && !KEEP_EMPTY.has(name)) continue
    const safe = attributeValue(name, text, context)
    if (safe === undefined) {
      context.warnings.add(`Unsafe value for attribute ${name} in ${where}; dropped`)
      continue
    }
    attrs[name] = safe
  }
}
