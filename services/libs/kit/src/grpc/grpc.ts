import { createServer, type Http2Server, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { DescService } from '@bufbuild/protobuf'
import { createClient, type Client, type ConnectRouter } from '@connectrpc/connect'
import { connectNodeAdapter, createGrpcTransport } from '@connectrpc/connect-node'

export interface GrpcServer {
  port: number
  close(): Promise<void>
}

const addedRoutes = new Map<number, Array<(router: ConnectRouter) => void>>()

/**
 * Routes a feature of a service serves on the gRPC server the service starts next on `port`,
 * beside that server's own: one port per service, so callers reach every contract at one
 * address. Call it before the server starts (from a provider's constructor); the server takes
 * them as it starts.
 */
export function addGrpcRoutes(port: number, routes: (router: ConnectRouter) => void): void {
  addedRoutes.set(port, [...(addedRoutes.get(port) ?? []), routes])
}

/**
 * Serves service-to-service calls (contracts in `proto/`) over gRPC on its own port, apart from
 * the public HTTP API, so it is never routed to browsers.
 */
export async function startGrpcServer(
  port: number,
  host: string,
  routes: (router: ConnectRouter) => void,
): Promise<GrpcServer> {
  const added = addedRoutes.get(port) ?? []
  addedRoutes.delete(port)
  const server: Http2Server = createServer(
    connectNodeAdapter({
      routes: (router) => {
        routes(router)
        for (const more of added) more(router)
      },
      grpc: true,
      grpcWeb: false,
      connect: false,
    }),
  )
  // Clients keep HTTP/2 sessions open; closing must end them or shutdown waits forever.
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const session of sessions) session.close()
      }),
  }
}

/** A typed client for another service's gRPC API at `baseUrl` (http://host:port). */
export function grpcClient<T extends DescService>(
  service: T,
  baseUrl: string,
  timeoutMs = 5000,
): Client<T> {
  return createClient(service, createGrpcTransport({ baseUrl, defaultTimeoutMs: timeoutMs }))
}
