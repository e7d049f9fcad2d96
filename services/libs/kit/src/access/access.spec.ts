import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Controller, Get, Injectable, Module, Param, Post } from '@nestjs/common'
import type { NestExpressApplication } from '@nestjs/platform-express'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OptionalAuth } from '../auth/public.decorator.js'
import { bootstrap } from '../bootstrap.js'
import { baseConfigSchema, loadConfig } from '../config/load-config.js'
import { commonErrors } from '../errors/error-catalogue.js'
import { KitModule } from '../kit.module.js'
import { apiClient, type ApiClient } from '../testing/http-client.js'
import { Access } from './access.decorator.js'
import { routesWithoutAccess } from './declared-access.js'
import { POWERS, ROLES, roleHolds, strongest, type Role } from './roles.js'
import { NO_SITE_ROLE_MESSAGE, SiteRoles } from './site-access.js'
import { SiteRole } from './site-role.decorator.js'

const SITE = '11111111-1111-4111-8111-111111111111'
const MISSING = '22222222-2222-4222-8222-222222222222'
const members: Record<string, Role> = {
  owner: 'Owner',
  designer: 'Designer',
  editor: 'ContentEditor',
  viewer: 'Viewer',
}

@Injectable()
class FakeRoles extends SiteRoles {
  roleOn(userId: string, siteId: string): Promise<Role | null> {
    if (siteId !== SITE) throw commonErrors.NotFound('No such site')
    return Promise.resolve(members[userId] ?? null)
  }
}

@Controller('sites/:id')
class SitesController {
  @Access('site:read', { site: 'id' })
  @Get()
  read(@SiteRole() role: Role | null) {
    return { role }
  }

  @Access('site:publish', { site: 'id' })
  @Post('publish')
  publish(@SiteRole() role: Role | null) {
    return { role }
  }

  @OptionalAuth()
  @Access('site:content', { site: 'id', visitors: true })
  @Post('rows')
  rows(@SiteRole() role: Role | null) {
    return { role }
  }

  @Get('forgotten')
  forgotten(@Param('id') id: string) {
    return { id }
  }
}

let jwksServer: Server
let app: NestExpressApplication
let api: ApiClient
let signingKey: CryptoKey

const token = (sub: string, userType = 'Owner') =>
  new SignJWT({ user_type: userType })
    .setProtectedHeader({ alg: 'ES256', kid: 'k' })
    .setSubject(sub)
    .setIssuer('tessera-auth')
    .setAudience('tessera')
    .setExpirationTime('1h')
    .sign(signingKey)

beforeAll(async () => {
  const pair = await generateKeyPair('ES256')
  signingKey = pair.privateKey
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'ES256' }],
  })
  jwksServer = createServer((_, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(jwks),
  )
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const config = loadConfig(baseConfigSchema, {
    PORT: '0',
    LOG_LEVEL: 'silent',
    AUTH_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`,
  })
  @Module({
    imports: [KitModule.forRoot({ service: 'access-test', config })],
    controllers: [SitesController],
    providers: [{ provide: SiteRoles, useClass: FakeRoles }],
  })
  class TestModule {}
  app = await bootstrap({ module: TestModule })
  api = apiClient(await app.getUrl())
})

afterAll(async () => {
  await app?.close()
  jwksServer?.close()
})

describe('the roles table', () => {
  it('orders the roles: each holds every power of the roles below it', () => {
    for (const power of Object.keys(POWERS) as Array<keyof typeof POWERS>)
      for (let i = 1; i < ROLES.length; i++)
        if (roleHolds(ROLES[i], power)) expect(roleHolds(ROLES[i - 1], power)).toBe(true)
    expect(strongest('Viewer', null, 'Designer')).toBe('Designer')
    expect(strongest(null, undefined)).toBeNull()
  })

  it('keeps content editors and viewers off the builder’s structure and publishing', () => {
    expect(roleHolds('ContentEditor', 'site:content')).toBe(true)
    for (const power of ['site:design', 'site:publish', 'site:settings'] as const) {
      expect(roleHolds('ContentEditor', power)).toBe(false)
      expect(roleHolds('Viewer', power)).toBe(false)
    }
    expect(roleHolds('Viewer', 'site:content')).toBe(false)
    expect(roleHolds('Admin', 'billing')).toBe(false)
  })
})

describe('routes declared with a site power', () => {
  it('lets the caller through when their role on the site holds the power', async () => {
    const read = await api.get(`/sites/${SITE}`, { token: await token('viewer') })
    expect(read.body).toEqual({ role: 'Viewer' })
    const published = await api.post(`/sites/${SITE}/publish`, { token: await token('designer') })
    expect(published.body).toEqual({ role: 'Designer' })
  })

  it('refuses a role without the power, saying why, and a stranger as before', async () => {
    const weak = await api.post(`/sites/${SITE}/publish`, { token: await token('editor') })
    expect(weak.status).toBe(403)
    expect(weak.body).toEqual({ code: 'Forbidden', message: 'Your role cannot publish this site' })
    const stranger = await api.get(`/sites/${SITE}`, { token: await token('someone') })
    expect(stranger.status).toBe(403)
    expect(stranger.body).toEqual({ code: 'Forbidden', message: NO_SITE_ROLE_MESSAGE })
  })

  it('treats a platform admin as the owner, and checks the id and the site first', async () => {
    const admin = await api.post(`/sites/${SITE}/publish`, {
      token: await token('support', 'Admin'),
    })
    expect(admin.body).toEqual({ role: 'Owner' })
    const bad = await api.get('/sites/not-a-uuid', { token: await token('owner') })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'InvalidFormData' })
    expect((await api.get(`/sites/${MISSING}`, { token: await token('owner') })).status).toBe(404)
    expect((await api.get(`/sites/${SITE}`)).status).toBe(401)
  })

  it('serves visitors on a route that allows them, with the role only when it holds the power', async () => {
    expect((await api.post(`/sites/${SITE}/rows`)).body).toEqual({ role: null })
    const viewer = await api.post(`/sites/${SITE}/rows`, { token: await token('viewer') })
    expect(viewer.body).toEqual({ role: null })
    const editor = await api.post(`/sites/${SITE}/rows`, { token: await token('editor') })
    expect(editor.body).toEqual({ role: 'ContentEditor' })
  })

  it('refuses a route that declares nothing, and names it', async () => {
    const res = await api.get(`/sites/${SITE}/forgotten`, { token: await token('owner') })
    expect(res.status).toBe(403)
    expect(routesWithoutAccess([SitesController])).toEqual(['SitesController.forgotten'])
  })
})
