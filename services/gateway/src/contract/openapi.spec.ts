import { describe, expect, it } from 'vitest'
import { routeTable } from '../proxy/route-table.js'
import document from './openapi.json' with { type: 'json' }

const paths = Object.entries(document.paths as Record<string, { servers?: unknown }>)
const gatewayPaths = paths.filter(([, item]) => !item.servers).map(([path]) => path)

/** True when a documented path starts with the pattern's segments (`*` is any one). */
const covers = (pattern: string) => (path: string) => {
  const parts = pattern.split('/')
  const segments = path.split('/').slice(2)
  return (
    segments.length >= parts.length &&
    parts.every((part, i) => part === '*' || part === segments[i] || segments[i]!.startsWith('{'))
  )
}

describe("the API's OpenAPI document", () => {
  it.each(routeTable.map((route) => route.pattern))(
    'documents the routes under /api/%s',
    (pattern) => {
      expect(gatewayPaths.filter(covers(pattern))).not.toEqual([])
    },
  )

  it("documents the site server's own API beside the gateway's", () => {
    const own = paths.filter(([, item]) => item.servers).map(([path]) => path)
    expect(own).toEqual(expect.arrayContaining(['/sites/{id}', '/sites/{id}/steps']))
  })

  it('says for every operation what it answers and which error codes it can send', () => {
    const missing: string[] = []
    for (const [path, item] of paths)
      for (const [method, op] of Object.entries(item as Record<string, unknown>)) {
        if (method === 'servers') continue
        const { summary, responses } = op as {
          summary?: string
          responses: Record<string, { content?: unknown; 'x-error-codes'?: unknown[] }>
        }
        const success = Object.keys(responses).find((s) => Number(s) < 400)
        if (!summary) missing.push(`${method} ${path}: summary`)
        if (!success) missing.push(`${method} ${path}: success answer`)
        else if (!['204', '303'].includes(success) && !responses[success]!.content)
          missing.push(`${method} ${path}: answer body`)
        if (!responses['500']?.['x-error-codes']) missing.push(`${method} ${path}: error codes`)
      }
    expect(missing).toEqual([])
  })
})
