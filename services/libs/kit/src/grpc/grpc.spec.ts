import { AssetsInternalService, CustomDataInternalService } from '@tessera/proto'
import { Code, ConnectError } from '@connectrpc/connect'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors/api-error.js'
import { commonErrors } from '../errors/error-catalogue.js'
import { fromGrpcError, toGrpcError } from './grpc-errors.js'
import { addGrpcRoutes, grpcClient, startGrpcServer, type GrpcServer } from './grpc.js'

let server: GrpcServer | undefined
afterAll(() => server?.close())

describe('gRPC helpers', () => {
  it('serve a proto contract and call it with a typed client', async () => {
    server = await startGrpcServer(0, '127.0.0.1', (router) =>
      router.service(AssetsInternalService, {
        countSiteAssets(request) {
          if (request.siteId === 'missing') throw new ConnectError('no such site', Code.NotFound)
          return { count: BigInt(request.siteId.length), totalSize: 1024n }
        },
      }),
    )
    const client = grpcClient(AssetsInternalService, `http://127.0.0.1:${server.port}`)
    expect(await client.countSiteAssets({ siteId: 'abc' })).toMatchObject({
      count: 3n,
      totalSize: 1024n,
    })
    await expect(client.countSiteAssets({ siteId: 'missing' })).rejects.toMatchObject({
      code: Code.NotFound,
    })
  })
})

describe('routes added to a port', () => {
  it('are served beside the server started next on it, and only by that one', async () => {
    addGrpcRoutes(0, (router) =>
      router.service(CustomDataInternalService, {
        getCustomDataUsage: () => ({ bytes: 7n, tables: 1 }),
      }),
    )
    const assets = (router: Parameters<Parameters<typeof startGrpcServer>[2]>[0]) =>
      router.service(AssetsInternalService, {
        countSiteAssets: () => ({ count: 1n, totalSize: 1n }),
      })
    const first = await startGrpcServer(0, '127.0.0.1', assets)
    const second = await startGrpcServer(0, '127.0.0.1', assets)
    try {
      const at = (s: GrpcServer) => `http://127.0.0.1:${s.port}`
      expect(await grpcClient(AssetsInternalService, at(first)).countSiteAssets({})).toMatchObject({
        count: 1n,
      })
      const usage = (s: GrpcServer) =>
        grpcClient(CustomDataInternalService, at(s)).getCustomDataUsage({ siteId: 's' })
      expect(await usage(first)).toMatchObject({ bytes: 7n, tables: 1 })
      await expect(usage(second)).rejects.toMatchObject({ code: Code.Unimplemented })
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})

describe('gRPC errors', () => {
  it('carry an ApiError code, status and message across a call', async () => {
    const errorServer = await startGrpcServer(0, '127.0.0.1', (router) =>
      router.service(AssetsInternalService, {
        countSiteAssets() {
          throw toGrpcError(commonErrors.Forbidden('Not your site'))
        },
      }),
    )
    try {
      const client = grpcClient(AssetsInternalService, `http://127.0.0.1:${errorServer.port}`)
      const error = await client
        .countSiteAssets({ siteId: 'x' })
        .catch((e: unknown) => fromGrpcError(e))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 403, code: 'Forbidden', message: 'Not your site' })
      // Anything that is not an ApiError passes through unchanged.
      expect(fromGrpcError(new Error('boom'))).toBeInstanceOf(Error)
      expect(toGrpcError('plain')).toBe('plain')
    } finally {
      await errorServer.close()
    }
  })
})
