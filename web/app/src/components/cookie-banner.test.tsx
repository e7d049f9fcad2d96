import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PREFERENCES_KEY } from '../stores/preferences-store'
import { renderApp } from '../testing/render-app'

describe('Cookie notice', () => {
  it('shows until accepted, keeps the answer, and links to the privacy section', async () => {
    const { storage } = renderApp('/')
    const notice = await screen.findByRole('region', { name: 'Cookie notice' })
    expect(notice).toHaveTextContent('uses no tracking cookies')
    expect(screen.getByRole('link', { name: 'Read how' })).toHaveAttribute(
      'href',
      '/privacy#cookies',
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull())
    expect(JSON.parse(storage.get(PREFERENCES_KEY) ?? '{}')).toMatchObject({
      cookiesAccepted: true,
    })
  })

  it('stays away once accepted', async () => {
    renderApp('/', { storage: { [PREFERENCES_KEY]: JSON.stringify({ cookiesAccepted: true }) } })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull()
  })

  it('speaks Traditional Chinese with the rest of the app', async () => {
    renderApp('/', { storage: { [PREFERENCES_KEY]: JSON.stringify({ locale: 'zh-tw' }) } })
    expect(await screen.findByRole('region', { name: 'Cookie 說明' })).toHaveTextContent(
      '不使用追蹤 Cookie',
    )
  })
})
