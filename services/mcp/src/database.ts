import type { DatabaseSpec } from '@tessera/kit'
import { AgentEdit } from './audit/agent-edit.entity.js'
import { AgentCall } from './audit/call.entity.js'
import { Mcp1767400000000 } from './migrations/1767400000000-mcp.js'

export const mcpDatabase: DatabaseSpec = {
  schema: 'mcp',
  entities: [AgentCall, AgentEdit],
  migrations: [Mcp1767400000000],
}
