import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createSite, serializeSite } from '@tessera/site-format'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { BuilderStore } from '../store/builder-store'
import type { SiteRole } from '../store/site-role'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { SaveFailureDialog } from './save-failure-dialog'
import { SiteSessionContext } from './session-context'
import type { ServerSiteView } from './site-api'
import { SiteSession } from './site-session'

const SITE_ID = '9b2f6c1e-3a4d-4e5f-8a7b-1c2d3e4f5a6b'

/**
 * The dialog as a save that met a newer save by anna@studio.test opens it, for `role` (or as a
 * save refused for an expired log-in, with `kind` login).
 */
function mountStale(
  role: SiteRole,
  locale: 'en' | 'zh-tw' = 'en',
  kind: 'stale' | 'login' = 'stale',
) {
  const site = createSite('Cafe', { pageContent: true })
  const server = {
    id: SITE_ID,
    subdomain: 'cafe',
    published: false,
    live_version: null,
    draft_version: null,
    enable_preview: false,
    preview_id: null,
    site_server: { address: 'http://sites.test', ip_address: '127.0.0.1' },
    content_updated_at: new Date('2026-12-07T11:00:00Z'),
    updated_at: new Date('2026-12-07T11:00:00Z'),
    version_id: 1,
    update_key: 'key-1',
    role,
    ...serializeSite(site),
  } as unknown as ServerSiteView
  const loaded = { site, editingEnabled: true, unsent: [], server, role }
  const host = testHost({ login: () => Promise.resolve(true) })
  const session = new SiteSession(host, SITE_ID, loaded, () => undefined)
  const store = new BuilderStore(host, SITE_ID, loaded)
  session.attach(store)
  const overwrite = vi.spyOn(session.saver, 'overwrite').mockResolvedValue(true)
  const retry = vi.spyOn(session.saver, 'retry').mockResolvedValue(true)
  act(() => {
    session.saver.failure = {
      kind,
      message: 'UpdateStale',
      newerSave: {
        author_id: '22222222-2222-4222-8222-222222222222',
        author_email: 'anna@studio.test',
        saved_at: new Date(Date.now() - 60_000),
      },
    }
  })
  const messages = locale === 'zh-tw' ? { ...en, ...zh } : en
  render(
    <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <SiteSessionContext.Provider value={session}>
          <SaveFailureDialog />
        </SiteSessionContext.Provider>
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { overwrite, retry, user: userEvent.setup() }
}

describe('the stale-save dialog', () => {
  it('offers a designer to overwrite the newer save', async () => {
    const { overwrite, user } = mountStale('Designer')
    expect(screen.getByText(/anna@studio\.test saved a newer version/)).toBeInTheDocument()
    expect(
      screen.getByText('Overwrite it with your version, or refresh to load theirs.'),
    ).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Overwrite' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('title')
    await user.click(button)
    expect(overwrite).toHaveBeenCalledOnce()
  })

  it('keeps Overwrite off for a content editor, says why, and leaves Refresh', async () => {
    const { overwrite, user } = mountStale('ContentEditor')
    const button = screen.getByRole('button', { name: 'Overwrite' })
    const why = 'Your role, Content editor, can change texts, images and links only.'
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('title', why)
    expect(screen.getByText(why)).toBeInTheDocument()
    expect(screen.queryByText(/Overwrite it/)).not.toBeInTheDocument()
    expect(screen.getByText(/^Refresh to load theirs/)).toBeInTheDocument()
    await user.click(button)
    expect(overwrite).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled()
  })

  it('says why in zh-tw too', () => {
    mountStale('ContentEditor', 'zh-tw')
    const button = screen.getByRole('button', { name: zh['builder.saveError.overwrite'] })
    expect(button).toBeDisabled()
    expect(button.getAttribute('title')).toContain(zh['builder.role.ContentEditor'])
  })

  it("retries a content editor's save after a new log-in, never forcing it", async () => {
    const { overwrite, retry, user } = mountStale('ContentEditor', 'en', 'login')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(retry).toHaveBeenCalledOnce()
    expect(overwrite).not.toHaveBeenCalled()
  })

  it("forces a designer's save after a new log-in, as the spec says", async () => {
    const { overwrite, retry, user } = mountStale('Designer', 'en', 'login')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(overwrite).toHaveBeenCalledOnce()
    expect(retry).not.toHaveBeenCalled()
  })
})
