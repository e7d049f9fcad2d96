import type { AgentScope } from '@tessera/kit'
import type { RateBucket } from '../safety/rate-limits.js'

/** Every tool, with the scope its token needs and the rate limit its calls count against. */
export const TOOL_ACCESS = {
  get_site: { scope: 'sites:read', bucket: 'reads' },
  get_outline: { scope: 'sites:read', bucket: 'reads' },
  find_components: { scope: 'sites:read', bucket: 'reads' },
  inspect: { scope: 'sites:read', bucket: 'reads' },
  describe_ops: { scope: 'sites:read', bucket: 'reads' },
  render_preview: { scope: 'sites:read', bucket: 'previews' },
  apply: { scope: 'sites:write', bucket: 'applies' },
  history: { scope: 'sites:write', bucket: 'applies' },
  publish: { scope: 'sites:publish', bucket: 'applies' },
  list_tables: { scope: 'data:read', bucket: 'reads' },
  read_rows: { scope: 'data:read', bucket: 'reads' },
} as const satisfies Record<string, { scope: AgentScope; bucket: RateBucket }>

export type ToolName = keyof typeof TOOL_ACCESS

export const isToolName = (name: unknown): name is ToolName =>
  typeof name === 'string' && Object.hasOwn(TOOL_ACCESS, name)
