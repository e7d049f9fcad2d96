import '@testing-library/jest-dom/vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IntlProvider } from 'react-intl'
import { setSiteSeo } from '@tessera/site-format'
import { describe, expect, it, vi } from 'vitest'
import en from '../i18n/messages/en.json'
import zh from '../i18n/messages/zh-tw.json'
import { testStore } from '../store/test-store'
import { BuilderContext } from '../store-context'
import { RightMenu } from '../panels/right-menu'

// Typing by user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The Theme menu on its SEO tab, with message ids as its text, so each error shows its key. */
async function mount() {
  const store = testStore()
  act(() => store.view.toggleMenu('theme'))
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <RightMenu />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const user = userEvent.setup()
  await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.seo' }))
  const redirects = () => store.editor.site.defaults.seo?.redirects ?? []
  return { store, user, redirects }
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    )

async function addRedirect(
  user: ReturnType<typeof userEvent.setup>,
  from: string,
  to: string,
  status?: '302',
) {
  await user.click(screen.getByRole('button', { name: 'builder.seo.redirects.add' }))
  await user.type(screen.getByLabelText('builder.seo.redirects.from'), from)
  await user.type(screen.getByLabelText('builder.seo.redirects.to'), to)
  if (status)
    await user.selectOptions(screen.getByLabelText('builder.seo.redirects.status'), status)
  const form = screen.getByRole('form', { name: 'builder.seo.redirects.new' })
  await user.click(within(form).getByRole('button', { name: 'builder.seo.redirects.add' }))
}

describe('the SEO tab', () => {
  it('adds, edits and deletes redirects, each an undoable command', async () => {
    const { store, user, redirects } = await mount()
    expect(screen.getByText('builder.seo.redirects.none')).toBeInTheDocument()
    await addRedirect(user, '/old', '/new')
    await addRedirect(user, '/blog/*', '/news/*', '302')
    expect(rows()).toEqual([
      ['/old', '/new', '301'],
      ['/blog/*', '/news/*', '302'],
    ])
    expect(redirects()).toHaveLength(2)

    // Both rows have the same label (ids as text): the first is /old.
    await user.click(screen.getAllByRole('button', { name: 'builder.seo.redirects.edit' })[0]!)
    const target = screen.getByLabelText('builder.seo.redirects.to')
    expect(target).toHaveValue('/new')
    await user.clear(target)
    await user.type(target, 'https://example.com/moved')
    const form = screen.getByRole('form', { name: 'builder.seo.redirects.editTitle' })
    await user.click(within(form).getByRole('button', { name: 'builder.common.save' }))
    expect(redirects()[0]).toEqual({ from: '/old', to: 'https://example.com/moved', status: 301 })

    const [, second] = screen.getAllByRole('button', { name: 'builder.seo.redirects.remove' })
    await user.click(second!)
    expect(rows()).toEqual([['/old', 'https://example.com/moved', '301']])
    act(() => store.editor.undo())
    expect(rows()).toHaveLength(2)
  })

  it('removes the site icon, leaving the other settings, as one undoable command', async () => {
    const { store, user } = await mount()
    const icon = 'https://assets.example.com/assets/a1/b2.png'
    act(() => store.editor.run(setSiteSeo(store.editor.doc, { icon, languageRedirect: true })))
    const field = await screen.findByRole('group', { name: 'builder.seo.icon' })
    expect(within(field).getByText(icon)).toBeInTheDocument()
    await user.click(within(field).getByRole('button', { name: 'builder.seo.image.remove' }))
    expect(store.editor.site.defaults.seo).toEqual({ languageRedirect: true })
    expect(within(field).queryByRole('alert')).toBeNull()
    expect(within(field).getByText('builder.assets.none')).toBeInTheDocument()
    act(() => store.editor.undo())
    expect(store.editor.site.defaults.seo).toEqual({ icon, languageRedirect: true })
  })

  it('refuses a loop or a malformed path at the field, storing nothing', async () => {
    const { user, redirects } = await mount()
    await addRedirect(user, '/a', '/b')
    await addRedirect(user, '/b', '/a')
    const to = screen.getByLabelText('builder.seo.redirects.to')
    // The loop is found at the first rule and said at the target being added.
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent('builder.seo.redirects.ruleProblem')
    expect(redirects()).toEqual([{ from: '/a', to: '/b', status: 301 }])

    await user.clear(to)
    await user.type(to, '/c')
    const from = screen.getByLabelText('builder.seo.redirects.from')
    await user.clear(from)
    await user.type(from, 'no-slash')
    await user.click(screen.getByRole('button', { name: 'builder.seo.redirects.add' }))
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveFocus()
    expect(redirects()).toHaveLength(1)
  })

  it('imports redirects from CSV over the list, or names the bad line', async () => {
    const { user, redirects } = await mount()
    await addRedirect(user, '/a', '/b')
    const input = screen.getByLabelText<HTMLInputElement>('builder.seo.redirects.import', {
      selector: 'input',
    })
    const csv = (text: string) => new File([text], 'redirects.csv', { type: 'text/csv' })
    fireEvent.change(input, { target: { files: [csv('from,to,status\n/a,/c,302\n/x/*,/y/*\n')] } })
    expect(await screen.findByRole('status')).toHaveTextContent('builder.seo.redirects.imported')
    expect(redirects()).toEqual([
      { from: '/a', to: '/c', status: 302 },
      { from: '/x/*', to: '/y/*', status: 301 },
    ])

    fireEvent.change(input, { target: { files: [csv('/ok,/fine\n/bad,/z,307\n')] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('builder.seo.csvLine')
    fireEvent.change(input, { target: { files: [csv('/c,/a\n')] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('builder.seo.redirects.ruleProblem')
    expect(redirects()).toHaveLength(2)
  })

  it('saves robots.txt, refusing one over the limit', async () => {
    const { store, user } = await mount()
    const robots = screen.getByLabelText('builder.seo.robots.title')
    await user.type(robots, 'User-agent: *{Enter}Disallow: /drafts')
    const form = robots.closest('form')!
    await user.click(within(form).getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.site.defaults.seo?.robots).toBe('User-agent: *\nDisallow: /drafts')
    // The stored text is a new form.
    const saved = screen.getByLabelText('builder.seo.robots.title')
    expect(saved).toHaveValue('User-agent: *\nDisallow: /drafts')
    fireEvent.change(saved, { target: { value: '#'.repeat(65_537) } })
    const again = saved.closest('form')!
    await user.click(within(again).getByRole('button', { name: 'builder.common.save' }))
    expect(within(again).getByRole('alert')).toHaveTextContent('build.robots_too_long')
    expect(store.editor.site.defaults.seo?.robots).toBe('User-agent: *\nDisallow: /drafts')
  })

  it('describes a local business, refusing a bad telephone at its field', async () => {
    const { store, user } = await mount()
    const form = screen.getByRole('form', { name: 'builder.seo.org.title' })
    const inForm = within(form)
    await user.selectOptions(inForm.getByLabelText('builder.seo.org.type'), 'LocalBusiness')
    await user.type(inForm.getByLabelText('builder.seo.org.name'), 'Sunrise Bakery')
    await user.type(inForm.getByLabelText('builder.seo.org.telephone'), 'call us')
    await user.type(inForm.getByLabelText('builder.seo.org.address.locality'), 'Taipei')
    await user.click(inForm.getByRole('button', { name: 'builder.seo.org.addHours' }))
    await user.click(inForm.getByRole('checkbox', { name: 'builder.seo.day.Sa' }))
    await user.click(inForm.getByRole('button', { name: 'builder.common.save' }))
    const phone = inForm.getByLabelText('builder.seo.org.telephone')
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveFocus()
    expect(inForm.getByRole('alert')).toHaveTextContent('build.jsonld_phone')
    expect(store.editor.site.defaults.seo).toBeUndefined()

    await user.clear(phone)
    await user.type(phone, '+886 2 1234 5678')
    await user.click(inForm.getByRole('button', { name: 'builder.common.save' }))
    expect(store.editor.site.defaults.seo?.organization).toEqual({
      type: 'LocalBusiness',
      name: 'Sunrise Bakery',
      telephone: '+886 2 1234 5678',
      address: { locality: 'Taipei' },
      openingHours: [
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '09:00', closes: '17:00' },
      ],
    })
  })

  it('turns the language redirect on once the site has two languages, undoably', async () => {
    const { store, user } = await mount()
    const box = screen.getByRole('checkbox', { name: 'builder.seo.languageRedirect' })
    expect(box).toBeDisabled()
    // A second language (as Translations adds it), then the tab again.
    store.editor.site.context.i18n = { en: {}, 'zh-tw': {} }
    await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.meta' }))
    await user.click(screen.getByRole('tab', { name: 'builder.theme.tab.seo' }))
    const enabled = screen.getByRole('checkbox', { name: 'builder.seo.languageRedirect' })
    expect(enabled).toBeEnabled()
    await user.click(enabled)
    expect(store.editor.site.defaults.seo).toEqual({ languageRedirect: true })
    act(() => store.editor.undo())
    expect(store.editor.site.defaults.seo).toBeUndefined()
  })

  it('words every redirect error in both languages', () => {
    const keys = [
      'path',
      'target',
      'wildcard',
      'reserved',
      'too_long',
      'status',
      'duplicate',
      'loop',
      'chain',
    ].map((name) => `build.redirect_${name}`)
    const jsonLd = ['type', 'name', 'too_long', 'picture', 'phone', 'email', 'hours_many', 'days']
    jsonLd.push('time', 'time_same', 'same_as_many', 'url', 'date', 'modified_before')
    keys.push(...jsonLd.map((name) => `build.jsonld_${name}`))
    keys.push(
      'build.redirects_too_many',
      'build.redirects_csv_columns',
      'build.redirects_csv_empty',
    )
    for (const key of keys) {
      expect(en, key).toHaveProperty([key])
      expect(zh, key).toHaveProperty([key])
    }
  })
})
