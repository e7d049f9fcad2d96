import '@testing-library/jest-dom/vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createSite, serializeSite } from '@tessera/site-format'
import { shippedTemplates } from '@tessera/site-format/templates'
import type { HostApi } from '../host'
import { BuilderStore } from '../store/builder-store'
import { testHost } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { TemplateDialogs } from './template-dialogs'
import type { TemplateCard, TemplateView } from './template-actions'

vi.setConfig({ testTimeout: 30_000 })

const shipped = shippedTemplates()[0]!

function view(id: string, name: string): TemplateView {
  const stored = serializeSite(shipped.site)
  return {
    id,
    collection_id: 'default',
    name,
    description: `About ${name}`,
    categories: [],
    preview_url: null,
    signed_preview_url: null,
    public: true,
    version: stored.version,
    context: stored.context,
    defaults: stored.defaults,
    pages: stored.pages,
    pageOrder: stored.pageOrder,
  }
}

/** A template as the list gives it with `summary=true`: its card alone. */
function card(id: string, name: string): TemplateCard {
  const {
    version: _v,
    context: _c,
    defaults: _d,
    pages: _p,
    pageOrder: _o,
    ...rest
  } = view(id, name)
  return rest
}

/** The select-template dialog over a sites service that records each call. */
function mount() {
  const calls: string[] = []
  const api: HostApi = {
    request: <T,>(method: string, path: string, options?: { query?: object }) => {
      calls.push(`${method} ${path}${options?.query ? ` ${JSON.stringify(options.query)}` : ''}`)
      if (path === 'templates')
        return Promise.resolve({ results: [card('t-1', 'Shop'), card('t-2', 'Studio')] } as T)
      const id = path.split('/')[1]!
      return Promise.resolve(view(id, id === 't-1' ? 'Shop' : 'Studio') as T)
    },
  }
  const site = createSite('Test Site')
  const store = new BuilderStore(testHost({ api }), 'scratch', { site, editingEnabled: true })
  act(() => store.templates.open())
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <TemplateDialogs />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, calls, user: userEvent.setup() }
}

const picker = () => screen.getByRole('dialog', { name: 'builder.templates.title' })
const useButton = () => within(picker()).getByRole('button', { name: 'builder.templates.use' })

describe('the select-template dialog', () => {
  it('keeps Use template disabled until a template is chosen, and says why', async () => {
    const { user } = mount()
    await within(picker()).findByRole('radio', { name: /Shop/ })
    expect(useButton()).toBeDisabled()
    expect(useButton()).toHaveAccessibleDescription('builder.templates.chooseFirst')
    const axeResult = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(
      axeResult.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([])

    await user.click(within(picker()).getByRole('radio', { name: /Studio/ }))
    expect(useButton()).toBeEnabled()
    expect(useButton()).not.toHaveAccessibleDescription()
    expect(within(picker()).queryByText('builder.templates.chooseFirst')).toBe(null)
  })

  it('lists the cards alone, and fetches the one chosen when it is used', async () => {
    const { store, calls, user } = mount()
    await within(picker()).findByRole('radio', { name: /Shop/ })
    expect(calls).toEqual(['GET templates {"summary":true}'])

    await user.click(within(picker()).getByRole('radio', { name: /Studio/ }))
    await user.click(useButton())
    const warning = screen.getByRole('dialog', { name: 'builder.templates.confirmTitle' })
    await user.click(within(warning).getByRole('button', { name: 'builder.templates.overwrite' }))
    await waitFor(() => expect(store.editor.site.pageOrder).toEqual(shipped.site.pageOrder))
    expect(calls).toEqual(['GET templates {"summary":true}', 'GET templates/t-2'])
  })
})
