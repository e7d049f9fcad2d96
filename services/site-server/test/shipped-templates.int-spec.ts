import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { uniqueSuffix } from '@tessera/kit/testing'
import { SHIPPED_TEMPLATE_IDS } from '@tessera/site-format/shipped-ids'
import { describe, expect, it } from 'vitest'
import { api, hostOf, register, visit } from './helpers.js'

const run = promisify(execFile)
const vnuJar = join(
  createRequire(import.meta.url).resolve('vnu-jar/package.json'),
  '../build/dist/vnu.jar',
)

interface TemplateBody {
  id: string
  name: string
  preview_url: string | null
  version: string
  context: string
  defaults: string
  pages: string
  pageOrder: string
}

interface VnuMessage {
  type: string
  subType?: string
  url: string
  message: string
  extract?: string
}

describe('the shipped templates, published', () => {
  it('serve every page in valid HTML (Nu Html Checker, no errors)', async () => {
    const list = await api.get<{ results: TemplateBody[] }>('/api/templates')
    const shipped = list.body.results.filter((t) =>
      t.preview_url?.startsWith('/template-previews/'),
    )
    expect(shipped).toHaveLength(Object.keys(SHIPPED_TEMPLATE_IDS).length)
    const user = await register()
    const dir = mkdtempSync(join(tmpdir(), 'tessera-templates-'))
    const files: string[] = []
    for (const template of shipped) {
      const created = await api.post<{ id: string; subdomain: string }>('/api/sites', {
        token: user.token,
        body: {
          // Site names allow letters, digits and spaces only.
          name: template.name.replace(/[^A-Za-z0-9 ]+/g, ' ').trim(),
          subdomain: `tpl-${uniqueSuffix()}`,
          version: template.version,
          context: template.context,
          defaults: template.defaults,
          pages: template.pages,
          pageOrder: template.pageOrder,
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const published = await api.post(`/api/sites/${created.body.id}/actions/publish`, {
        token: user.token,
        body: { publish: true },
      })
      expect(published.status).toBe(200)
      // A template page (/projects/:slug) has no address of its own: its items' pages come
      // with the sample collections the builder makes when the site is first opened
      // (web/builder/test/collection-pages.e2e-spec.ts walks them).
      const routes = (JSON.parse(template.pageOrder) as string[]).filter((r) => !r.includes(':'))
      for (const [index, route] of routes.entries()) {
        const page = await visit(hostOf(created.body.subdomain), index === 0 ? '/' : route)
        expect(page.status, `${template.name} ${route}`).toBe(200)
        expect(page.text).toContain('<h1')
        const file = join(
          dir,
          `${template.name.replace(/\W+/g, '-')}${route.replace('/', '-')}.html`,
        )
        writeFileSync(file, page.text)
        files.push(file)
      }
    }
    // One checker run for every page: the JVM starts once.
    const result = await run(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] }
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${m.url.split('/').pop()}: ${m.message} ${m.extract ?? ''}`)
    expect(errors).toEqual([])
    expect(files.length).toBeGreaterThanOrEqual(12)
  }, 120_000)
})
