import type { CssNode, FunctionNode, List } from 'css-tree'

/**
 * css-tree accepts any calc() wherever a number or length goes without reading inside it, so
 * math functions are type-checked here the way a browser's CSS.supports() does: + and - need
 * matching types (length and percentage mix), * needs a number on one side, / a number on the right.
 */
export type MathType =
  | 'number'
  | 'length'
  | 'percentage'
  | 'length-percentage'
  | 'angle'
  | 'time'
  | 'frequency'
  | 'resolution'

const UNITS: ReadonlyArray<readonly [MathType, readonly string[]]> = [
  [
    'length',
    [
      ...['px', 'cm', 'mm', 'q', 'in', 'pt', 'pc'],
      ...['em', 'rem', 'ex', 'rex', 'cap', 'rcap', 'ch', 'rch', 'ic', 'ric', 'lh', 'rlh'],
      ...['vw', 'vh', 'vi', 'vb', 'vmin', 'vmax'],
      ...['svw', 'svh', 'svi', 'svb', 'svmin', 'svmax'],
      ...['lvw', 'lvh', 'lvi', 'lvb', 'lvmin', 'lvmax'],
      ...['dvw', 'dvh', 'dvi', 'dvb', 'dvmin', 'dvmax'],
      ...['cqw', 'cqh', 'cqi', 'cqb', 'cqmin', 'cqmax'],
    ],
  ],
  ['angle', ['deg', 'grad', 'rad', 'turn']],
  ['time', ['s', 'ms']],
  ['frequency', ['hz', 'khz']],
  ['resolution', ['dpi', 'dpcm', 'dppx', 'x']],
]

const UNIT_TYPES = new Map<string, MathType>(
  UNITS.flatMap(([type, units]) => units.map((unit) => [unit, type] as const)),
)

const CONSTANTS = new Set(['e', 'pi', 'infinity', '-infinity', 'nan'])
const ROUNDING = new Set(['nearest', 'up', 'down', 'to-zero'])

const MATH_FUNCTIONS = new Set([
  'calc',
  '-webkit-calc',
  '-moz-calc',
  'min',
  'max',
  'clamp',
  'round',
  'mod',
  'rem',
  'abs',
  'sign',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'pow',
  'sqrt',
  'hypot',
  'log',
  'exp',
])

const LENGTH_LIKE = new Set<MathType>(['length', 'percentage', 'length-percentage'])

export function isMathFunction(node: CssNode): node is FunctionNode {
  return node.type === 'Function' && MATH_FUNCTIONS.has(node.name.toLowerCase())
}

function add(a: MathType | undefined, b: MathType | undefined): MathType | undefined {
  if (a === undefined || b === undefined) return undefined
  if (a === b) return a
  if (LENGTH_LIKE.has(a) && LENGTH_LIKE.has(b)) return 'length-percentage'
  return undefined
}

function multiply(a: MathType | undefined, b: MathType | undefined): MathType | undefined {
  if (a === 'number') return b
  if (b === 'number') return a
  return undefined
}

function isSignificant(node: CssNode): boolean {
  return node.type !== 'WhiteSpace' && node.type !== 'Comment'
}

function operandType(node: CssNode): MathType | undefined {
  switch (node.type) {
    case 'Number':
      return 'number'
    case 'Percentage':
      return 'percentage'
    case 'Dimension':
      return UNIT_TYPES.get(node.unit.toLowerCase())
    case 'Identifier':
      return CONSTANTS.has(node.name.toLowerCase()) ? 'number' : undefined
    case 'Parentheses':
      return sumType(node.children.toArray())
    case 'Function':
      return isMathFunction(node) ? mathFunctionType(node) : undefined
    default:
      return undefined
  }
}

/** `a + b * c - d`: products first, then sums. */
function sumType(nodes: readonly CssNode[]): MathType | undefined {
  const [first, ...rest] = nodes.filter(isSignificant)
  if (!first) return undefined
  let sum: MathType | undefined
  let product = operandType(first)
  for (let i = 0; i < rest.length; i += 2) {
    const operator = rest[i]
    const operand = rest[i + 1]
    if (operator?.type !== 'Operator' || !operand || !product) return undefined
    const type = operandType(operand)
    // css-tree keeps the whitespace around + and -, which CSS requires on both sides.
    if (operator.value === ' + ' || operator.value === ' - ') {
      sum = sum === undefined ? product : add(sum, product)
      if (sum === undefined) return undefined
      product = type
    } else if (operator.value.trim() === '*') {
      product = multiply(product, type)
    } else if (operator.value.trim() === '/') {
      product = type === 'number' ? product : undefined
    } else {
      return undefined
    }
  }
  return sum === undefined ? product : add(sum, product)
}

function splitArguments(children: List<CssNode>): CssNode[][] {
  const args: CssNode[][] = [[]]
  for (const node of children) {
    if (node.type === 'Operator' && node.value.trim() === ',') {
      args.push([])
    } else if (isSignificant(node)) {
      args[args.length - 1]?.push(node)
    }
  }
  return args
}

function allSame(types: ReadonlyArray<MathType | undefined>): MathType | undefined {
  const [first, ...rest] = types
  return rest.reduce<MathType | undefined>((sum, type) => add(sum, type), first)
}

/** The type a math function resolves to, or undefined when a browser would reject it. */
export function mathFunctionType(node: FunctionNode): MathType | undefined {
  const name = node.name.toLowerCase().replace(/^-(webkit|moz)-/, '')
  let args = splitArguments(node.children)
  if (args.some((arg) => arg.length === 0)) return undefined
  if (name === 'round') {
    const strategy = args[0]?.[0]
    if (args[0]?.length === 1 && strategy?.type === 'Identifier') {
      if (!ROUNDING.has(strategy.name.toLowerCase())) return undefined
      args = args.slice(1)
    }
  }
  const types = args.map(sumType)
  const count = types.length
  const only = (type: MathType) => types.every((t) => t === type)
  switch (name) {
    case 'calc':
    case 'abs':
      return count === 1 ? types[0] : undefined
    case 'min':
    case 'max':
    case 'hypot':
      return allSame(types)
    case 'clamp':
      return count === 3 ? allSame(types) : undefined
    case 'round':
      return count === 1 || count === 2 ? allSame(types) : undefined
    case 'mod':
    case 'rem':
      return count === 2 ? allSame(types) : undefined
    case 'sign':
      return count === 1 && types[0] !== undefined ? 'number' : undefined
    case 'sin':
    case 'cos':
    case 'tan':
      return count === 1 && (types[0] === 'number' || types[0] === 'angle') ? 'number' : undefined
    case 'asin':
    case 'acos':
    case 'atan':
      return count === 1 && only('number') ? 'angle' : undefined
    case 'atan2':
      return count === 2 && allSame(types) !== undefined ? 'angle' : undefined
    case 'pow':
      return count === 2 && only('number') ? 'number' : undefined
    case 'sqrt':
    case 'exp':
      return count === 1 && only('number') ? 'number' : undefined
    case 'log':
      return (count === 1 || count === 2) && only('number') ? 'number' : undefined
    default:
      return undefined
  }
}
