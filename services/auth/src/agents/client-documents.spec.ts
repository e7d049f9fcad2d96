import { describe, expect, it } from 'vitest'
import {
  ClientDocuments,
  fetchJson,
  isClientDocumentUrl,
  isPrivateAddress,
} from './client-documents.js'

const URL_ID = 'https://agent.example/oauth/client.json'

class FakeDocuments extends ClientDocuments {
  constructor(private readonly document: unknown) {
    super()
  }

  protected override fetchDocument(): Promise<unknown> {
    return Promise.resolve(this.document)
  }
}

describe('client metadata documents', () => {
  it('are named by an https URL with a path', () => {
    expect(isClientDocumentUrl(URL_ID)).toBe(true)
    for (const id of [
      'abc123',
      'https://agent.example',
      'https://agent.example/',
      'http://agent.example/client.json',
      'https://agent.example/a/../client.json',
      'https://agent.example/client.json#x',
    ])
      expect(isClientDocumentUrl(id), id).toBe(false)
  })

  it('take a public client that names itself by its URL', async () => {
    const client = await new FakeDocuments({
      client_id: URL_ID,
      client_name: 'Desk Assistant',
      redirect_uris: ['http://127.0.0.1:3000/cb'],
      token_endpoint_auth_method: 'none',
    }).load(URL_ID)
    expect(client).toEqual({
      id: URL_ID,
      name: 'Desk Assistant',
      redirectUris: ['http://127.0.0.1:3000/cb'],
    })
  })

  it('refuse a document for another client, a confidential one, or bad redirects', async () => {
    const base = { client_id: URL_ID, redirect_uris: ['https://agent.example/cb'] }
    for (const document of [
      { ...base, client_id: 'https://other.example/client.json' },
      { ...base, token_endpoint_auth_method: 'client_secret_basic' },
      { ...base, client_secret: 's3cret' },
      { ...base, redirect_uris: ['http://agent.example/cb'] },
      { client_id: URL_ID },
      'not json',
    ])
      await expect(new FakeDocuments(document).load(URL_ID)).rejects.toMatchObject({
        error: 'invalid_client',
      })
  })

  it('are never read from this machine or a private network', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    expect(isPrivateAddress('93.184.216.34')).toBe(false)
    await expect(fetchJson('https://localhost/client.json')).rejects.toThrow(/not a public address/)
  })
})
