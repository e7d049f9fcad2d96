import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { request } from 'node:https'
import { BlockList, isIP } from 'node:net'
import { Injectable } from '@nestjs/common'
import { z } from 'zod'
import { OAuthError } from './oauth-error.js'
import { redirectUriProblem } from './redirect-uris.js'

/** A client document is small (the draft suggests 5 KB); anything larger is refused. */
const MAX_BYTES = 5 * 1024
const TIMEOUT_MS = 3000

/**
 * True when `clientId` names a Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-
 * document, the MCP authorization spec's preferred registration): an https URL with a path.
 */
export function isClientDocumentUrl(clientId: string): boolean {
  if (!URL.canParse(clientId)) return false
  const url = new URL(clientId)
  return (
    url.protocol === 'https:' &&
    url.pathname !== '/' &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/\/\.\.?(\/|$)/.test(url.pathname) &&
    url.href === clientId
  )
}

/** Addresses an outside document never lives at: this machine, private networks, link-local. */
const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return privateRanges.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/** dns.lookup that refuses private addresses, checked on the very address connected to. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, [])
    const refused = addresses.find((a) => isPrivateAddress(a.address))
    if (refused || addresses.length === 0)
      return callback(new Error(`${hostname} is not a public address`), [])
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/** GETs a small JSON document over https from a public address, following no redirects. */
export function fetchJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'GET', lookup: publicLookup, headers: { accept: 'application/json' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          return reject(new Error(`answered ${res.statusCode}`))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_BYTES) req.destroy(new Error('the document is too large'))
          else chunks.push(chunk)
        })
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          } catch {
            reject(new Error('the document is not JSON'))
          }
        })
      },
    )
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('no answer in time')))
    req.on('error', reject)
    req.end()
  })
}

const clientDocument = z.object({
  client_id: z.string(),
  client_name: z.string().trim().min(1).max(100).optional(),
  redirect_uris: z.array(z.string().max(2000)).min(1).max(10),
  token_endpoint_auth_method: z.string().optional(),
  client_secret: z.unknown().optional(),
})

export interface DocumentedClient {
  id: string
  name: string
  redirectUris: string[]
}

/**
 * Reads and checks a client's metadata document: it must name itself by the URL it was read
 * from, be a public client, and list redirects as a registered client's would be.
 */
@Injectable()
export class ClientDocuments {
  /** Reads the document from the web (a stand-in in tests). */
  protected fetchDocument(url: string): Promise<unknown> {
    return fetchJson(url)
  }

  async load(clientId: string): Promise<DocumentedClient> {
    let raw: unknown
    try {
      raw = await this.fetchDocument(clientId)
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unreadable'
      throw new OAuthError('invalid_client', `The client's metadata document: ${reason}`)
    }
    const parsed = clientDocument.safeParse(raw)
    if (!parsed.success)
      throw new OAuthError('invalid_client', "The client's metadata document is malformed")
    const doc = parsed.data
    if (doc.client_id !== clientId)
      throw new OAuthError('invalid_client', 'The metadata document names another client_id')
    if (doc.client_secret !== undefined || (doc.token_endpoint_auth_method ?? 'none') !== 'none')
      throw new OAuthError('invalid_client', 'Only public clients are accepted')
    const problem = doc.redirect_uris.map(redirectUriProblem).find(Boolean)
    if (problem) throw new OAuthError('invalid_client', problem)
    return {
      id: clientId,
      name: doc.client_name ?? new URL(clientId).host,
      redirectUris: doc.redirect_uris,
    }
  }
}
