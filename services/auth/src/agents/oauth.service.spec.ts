import { createHash, randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import type { AuthConfig } from '../config.js'
import type { KeysService } from '../keys/keys.service.js'
import type { AgentGrantsService } from './agent-grants.service.js'
import type { AgentsRepository, OAuthClient } from './agents.repository.js'
import { ClientDocuments } from './client-documents.js'
import { OAuthService } from './oauth.service.js'

const CLIENT_ID = 'https://agent.example/client.json'
const REDIRECT = 'http://127.0.0.1:4000/cb'

/** An agent named by its metadata document, against stand-ins for storage and Redis. */
function setup() {
  const reads: string[] = []
  const clients = new Map<string, OAuthClient>()
  const keys = new Map<string, string>()
  class Documents extends ClientDocuments {
    protected override fetchDocument(url: string): Promise<unknown> {
      reads.push(url)
      return Promise.resolve({ client_id: url, client_name: 'Desk', redirect_uris: [REDIRECT] })
    }
  }
  const repository = {
    findClient: (id: string) => Promise.resolve(clients.get(id)),
    saveDocumentedClient: (c: Omit<OAuthClient, 'createdAt'>) => {
      clients.set(c.id, { ...c, createdAt: new Date() })
      return Promise.resolve()
    },
  } as unknown as AgentsRepository
  const grants = {
    issuer: 'http://localhost:8080',
    holdRequest: () => Promise.resolve('request-id'),
  } as unknown as AgentGrantsService
  const redis = {
    exists: (key: string) => Promise.resolve(keys.has(key) ? 1 : 0),
    set: (key: string, value: string) => Promise.resolve(keys.set(key, value) && 'OK'),
  } as unknown as Redis
  const config = { APP_ORIGIN: 'http://localhost:8080', REDIS_PREFIX: 't' } as AuthConfig
  const service = new OAuthService(
    repository,
    grants,
    {} as KeysService,
    new Documents(),
    redis,
    config,
  )
  return { service, reads }
}

const challenge = createHash('sha256')
  .update(randomBytes(32).toString('base64url'))
  .digest('base64url')

const query = {
  response_type: 'code',
  client_id: CLIENT_ID,
  redirect_uri: REDIRECT,
  code_challenge: challenge,
  code_challenge_method: 'S256',
  state: undefined,
  scope: undefined,
  resource: undefined,
}

describe('an agent named by its metadata document', () => {
  it('goes to the consent screen, its document read once for a burst of authorizations', async () => {
    const { service, reads } = setup()
    for (let i = 0; i < 3; i++) {
      const answer = await service.authorize(query)
      expect(answer).toEqual({
        redirect: 'http://localhost:8080/agents/authorize?request=request-id',
      })
    }
    expect(reads).toEqual([CLIENT_ID])
  })

  it('is refused a redirect its document does not list', async () => {
    const { service } = setup()
    const answer = await service.authorize({ ...query, redirect_uri: 'https://evil.example/cb' })
    expect(answer).toMatchObject({ error: { error: 'invalid_request' } })
  })
})
