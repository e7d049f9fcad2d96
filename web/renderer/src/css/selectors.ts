import { generate, parse, walk } from 'css-tree'
import { cssIdent } from '../safety/escape.js'

const ID_LIKE = /^[A-Za-z_][A-Za-z0-9_-]*$/
const UNSAFE = /[{};<@\\]|\/\*/

const ALLOWED_NODES: ReadonlySet<string> = new Set([
  'SelectorList',
  'Selector',
  'TypeSelector',
  'ClassSelector',
  'IdSelector',
  'AttributeSelector',
  'PseudoClassSelector',
  'PseudoElementSelector',
  'Combinator',
  'Identifier',
  'String',
  'Nth',
  'AnPlusB',
  'NestingSelector',
])

const memo = new Map<string, string | undefined>()

/**
 * The CSS for a child-override key. A bare name is a descendant component id (`.<name>`), as the
 * editor stores it; anything else must parse as a plain selector list, and is written back from
 * the parsed form so nothing unparsed reaches the stylesheet. Undefined when it is refused.
 */
export function overrideSelector(key: string): string | undefined {
  if (ID_LIKE.test(key)) return `.${cssIdent(key)}`
  if (memo.has(key)) return memo.get(key)
  const result = parseSelector(key)
  if (memo.size > 1000) memo.clear()
  memo.set(key, result)
  return result
}

function parseSelector(key: string): string | undefined {
  const text = key.trim()
  if (text === '' || text.length > 500 || UNSAFE.test(text)) return undefined
  let failed = false
  try {
    const ast = parse(text, {
      context: 'selectorList',
      onParseError: () => {
        failed = true
      },
    })
    if (failed) return undefined
    let allowed = true
    walk(ast, (node) => {
      if (!ALLOWED_NODES.has(node.type)) allowed = false
    })
    if (!allowed) return undefined
    const generated = generate(ast)
    // A selector list would escape the component's scope after the first comma.
    if (generated.includes(',') || UNSAFE.test(generated)) return undefined
    return generated
  } catch {
    return undefined
  }
}
