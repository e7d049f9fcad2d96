import { lexer, parse, type CssNode, type ListItem, type List } from 'css-tree'
import type { Theme } from '../types/site.js'
import { isMathFunction, mathFunctionType, type MathType } from './css-math.js'
import { hasThemeVariables, resolveThemeVariables } from './theme-variables.js'
import { invalid, type ValidationResult } from './validation-error.js'

/** Values a browser can only check once the variable is known, so it accepts them as typed. */
const DEFERRED_FUNCTIONS = new Set(['var', 'env'])

interface MathSlot {
  item: ListItem<CssNode>
  type: MathType
}

function parseValue(text: string): CssNode | undefined {
  let failed = false
  try {
    const ast = parse(text, {
      context: 'value',
      onParseError: () => {
        failed = true
      },
    })
    return failed ? undefined : ast
  } catch {
    return undefined
  }
}

function childrenOf(node: CssNode): List<CssNode> | undefined {
  switch (node.type) {
    case 'Value':
    case 'Function':
    case 'Parentheses':
    case 'Brackets':
      return node.children
    default:
      return undefined
  }
}

function hasDeferredFunction(node: CssNode): boolean {
  if (node.type === 'Function' && DEFERRED_FUNCTIONS.has(node.name.toLowerCase())) return true
  const children = childrenOf(node)
  return children ? children.toArray().some(hasDeferredFunction) : false
}

/** The outermost math functions with their types, or undefined when one of them is invalid. */
function mathSlots(node: CssNode, slots: MathSlot[] = []): MathSlot[] | undefined {
  const children = childrenOf(node)
  if (!children) return slots
  let valid = true
  children.forEach((child, item) => {
    if (!valid) return
    if (isMathFunction(child)) {
      const type = mathFunctionType(child)
      if (type === undefined) valid = false
      else slots.push({ item, type })
    } else if (!mathSlots(child, slots)) {
      valid = false
    }
  })
  return valid ? slots : undefined
}

/** A plain value of the same type, which css-tree's grammar can match. */
function standIn(type: MathType, mixedAs: 'px' | '%'): CssNode {
  switch (type) {
    case 'number':
      return { type: 'Number', value: '1' }
    case 'percentage':
      return { type: 'Percentage', value: '1' }
    case 'length-percentage':
      return mixedAs === '%'
        ? { type: 'Percentage', value: '1' }
        : { type: 'Dimension', value: '1', unit: 'px' }
    case 'length':
      return { type: 'Dimension', value: '1', unit: 'px' }
    case 'angle':
      return { type: 'Dimension', value: '1', unit: 'deg' }
    case 'time':
      return { type: 'Dimension', value: '1', unit: 's' }
    case 'frequency':
      return { type: 'Dimension', value: '1', unit: 'hz' }
    case 'resolution':
      return { type: 'Dimension', value: '1', unit: 'dppx' }
  }
}

function matches(property: string, ast: CssNode): boolean {
  const slots = mathSlots(ast)
  if (!slots) return false
  // A length-percentage calc() must fit where both a length and a percentage fit.
  const variants: Array<'px' | '%'> = slots.some((slot) => slot.type === 'length-percentage')
    ? ['px', '%']
    : ['px']
  return variants.every((mixedAs) => {
    for (const slot of slots) slot.item.data = standIn(slot.type, mixedAs)
    return !lexer.matchProperty(property, ast).error
  })
}

/**
 * Whether a browser would accept `value` for `property` (CSS.supports), without a DOM. Theme
 * variables (`${name}`) are replaced by their resolved values first; an unknown one is invalid.
 * font-family takes any non-empty text, as the spec says. css-tree's grammar already accepts the
 * global keywords (inherit, initial, unset, revert, revert-layer) for every property.
 */
export function isValidCssValue(
  property: string,
  value: string,
  theme?: Pick<Theme, 'variables'>,
): boolean {
  const name = property.trim().toLowerCase()
  if (name.length === 0) return false
  const resolved = hasThemeVariables(value)
    ? resolveThemeVariables(value, theme?.variables ?? {})
    : value
  const text = resolved?.trim()
  if (!text) return false
  if (name === 'font-family') return true
  const custom = name.startsWith('--')
  if (!custom && lexer.checkPropertyName(name)) return false
  const ast = parseValue(text)
  if (!ast) return false
  if (custom || hasDeferredFunction(ast)) return true
  return matches(name, ast)
}

/** A style row is saved only with a property and a valid value (build.invalid_value). */
export function validateCssValue(
  property: string,
  value: string,
  theme?: Pick<Theme, 'variables'>,
): ValidationResult {
  return isValidCssValue(property, value, theme) ? undefined : invalid('build.invalid_value')
}
