import '@testing-library/jest-dom/vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { createSite, type Component } from '@tessera/site-format'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { BehaviorsMenu } from '../menus/behaviors-menu'
import { EventsSection } from '../panels/component/events-section'
import { InputEditor } from '../panels/component/input-editor'
import { InputsSection } from '../panels/component/inputs-section'
import en from './messages/en.json'
import zh from './messages/zh-tw.json'

vi.setConfig({ testTimeout: 30_000 })

/**
 * A site with a behaviour taking a string and a Text component calling it on click, with a
 * string input; the builder in Traditional Chinese.
 */
function mount(children: (id: string) => React.ReactNode) {
  const site = createSite('Test Site')
  const behaviorId = `${site.context.namespace}-b-90`
  site.context.behaviors[behaviorId] = {
    id: behaviorId,
    name: 'Greet',
    code: 'helpers.setContent(args.target, args.text)',
    args: { text: { name: 'text', type: 'string', default: 'Hi', help: '' } },
  }
  const root = site.pages['/home']!.root
  const text: Component = {
    id: `${site.context.namespace}-c-91`,
    name: 'Text',
    tag: 'p',
    content: 'Hello',
    parentId: root.id,
    style: { custom: {} },
    inputs: { label: { name: 'label', type: 'string', default: 'Hi' } },
    events: { click: { name: 'click', behaviors: [{ behaviorId, args: { text: 'Hey' } }] } },
  }
  root.children = [text]
  const store = testStore(site)
  render(
    <IntlProvider locale="zh-tw" messages={{ ...en, ...zh }} onError={() => undefined}>
      <BuilderContext.Provider value={store}>{children(text.id)}</BuilderContext.Provider>
    </IntlProvider>,
  )
  return { store, user: userEvent.setup() }
}

describe('type names in Traditional Chinese', () => {
  it('name a component input’s type in its field and in the input editor', async () => {
    mount((id) => (
      <>
        <InputsSection id={id} />
        <InputEditor componentId={id} name="label" onClose={() => undefined} />
      </>
    ))
    const field = screen.getByRole('textbox', { name: /^label/ })
    expect(field).toHaveAccessibleName('label 字串')
    const type = screen.getByRole('combobox', { name: '類型' })
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['字串', '數字', '布林值'])
  })

  it('name an event argument’s type', async () => {
    const { user } = mount((id) => <EventsSection id={id} />)
    await user.click(screen.getByRole('button', { name: /click/ }))
    expect(screen.getByRole('textbox', { name: /^text/ })).toHaveAccessibleName('text 字串')
  })

  it('name a behaviour argument’s type in the behaviour modal', async () => {
    const { store, user } = mount(() => <BehaviorsMenu />)
    act(() => store.view.toggleMenu('behaviors'))
    await user.click(screen.getByRole('button', { name: '編輯 Greet' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(within(dialog).getByText('text').closest('li')).toHaveTextContent('字串 = Hi')
    expect(dialog).not.toHaveTextContent(/\bstring\b/)
  })
})
