import { randomUUID } from 'node:crypto'
import { Code } from '@connectrpc/connect'
import { grpcClient } from '@tessera/kit'
import { AssetsInternalService } from '@tessera/proto'
import { describe, expect, it } from 'vitest'
import { fileOf, register, sql, stack, uploadAsset } from './helpers.js'

const client = grpcClient(AssetsInternalService, stack.urls['assets:grpc']!)

describe('AssetsInternalService.CountSiteAssets', () => {
  it("counts a site's assets and their bytes, for SiteHasAssets", async () => {
    const siteId = randomUUID()
    expect(await client.countSiteAssets({ siteId })).toMatchObject({ count: 0n, totalSize: 0n })
    const { auth_token: token } = await register()
    const a = await uploadAsset(token, fileOf('application/pdf', 1000), 'application/pdf')
    const b = await uploadAsset(token, fileOf('application/pdf', 234), 'application/pdf')
    // Until the sites service runs, put two identity assets on a site directly.
    await sql(
      `UPDATE assets.assets SET site_kind = 'site', site_id = $1::uuid, quota_scope = 'site:' || $1::text
        WHERE id = ANY($2::uuid[])`,
      [siteId, [a.id, b.id]],
    )
    expect(await client.countSiteAssets({ siteId })).toMatchObject({
      count: 2n,
      totalSize: 1234n,
    })
  })

  it('refuses a malformed site id', async () => {
    await expect(client.countSiteAssets({ siteId: 'identity' })).rejects.toMatchObject({
      code: Code.InvalidArgument,
    })
  })
})
