import type { AgentScope } from '../api/agents-api'
import type { MessageKey } from '../i18n/message-key'

/** The permissions an agent can ask for, in the order the screens show them, in plain words. */
export const AGENT_SCOPE_TEXT: Record<AgentScope, { name: MessageKey; explain: MessageKey }> = {
  'sites:read': { name: 'agents.scope.read', explain: 'agents.scope.readExplain' },
  'sites:write': { name: 'agents.scope.write', explain: 'agents.scope.writeExplain' },
  'sites:publish': { name: 'agents.scope.publish', explain: 'agents.scope.publishExplain' },
  'data:read': { name: 'agents.scope.data', explain: 'agents.scope.dataExplain' },
  'assets:write': { name: 'agents.scope.assets', explain: 'agents.scope.assetsExplain' },
}

export const AGENT_SCOPE_ORDER = Object.keys(AGENT_SCOPE_TEXT) as AgentScope[]

/** Scopes in the screens' order. */
export function orderScopes(scopes: readonly AgentScope[]): AgentScope[] {
  return AGENT_SCOPE_ORDER.filter((s) => scopes.includes(s))
}
