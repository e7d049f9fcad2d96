import '@testing-library/jest-dom/vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BuiltinComponentId, replaceTranslations, type ImageWithoutAlt } from '@tessera/site-format'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { MissingAltDialog } from '../site/missing-alt-dialog'
import { BuilderContext } from '../store-context'
import { testStore } from '../store/test-store'
import { AssetSection } from './asset-section'

// Typing by user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

function mount() {
  const store = testStore()
  let id = ''
  act(() => {
    id = store.components.addBlock(BuiltinComponentId.image)!
  })
  render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <AssetSection id={id} />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
  const inputs = () => store.editor.doc.component(id).inputs
  return { store, id, inputs, user: userEvent.setup() }
}

describe('the alt text field', () => {
  it('saves the text on Enter in one step, and Decorative keeps it but greys it out', async () => {
    const { store, inputs, user } = mount()
    const steps = store.editor.site.history.back.length
    const field = screen.getByRole('textbox', { name: 'builder.alt.label' })
    await user.type(field, 'Fresh loaves on the counter{Enter}')
    expect(inputs()?.alt?.is).toBe('Fresh loaves on the counter')
    expect(store.editor.site.history.back.length).toBe(steps + 1)
    const decorative = screen.getByRole('switch', { name: 'builder.alt.decorative' })
    await user.click(decorative)
    expect(inputs()?.decorative?.is).toBe(true)
    expect(field).toBeDisabled()
    expect(screen.getByText('builder.alt.decorativeHint')).toBeInTheDocument()
    await user.click(decorative)
    expect(inputs()?.decorative).toBeUndefined()
    expect(field).toHaveValue('Fresh loaves on the counter')
  })

  it('writes the canvas language of a translated site, the other shown as its placeholder', async () => {
    const { store, inputs, user } = mount()
    act(() => {
      store.editor.run(replaceTranslations(store.editor.doc, { en: {}, 'zh-tw': {} }), {
        merge: false,
      })
      store.view.setLanguage('zh-tw')
    })
    const field = screen.getByRole('textbox', { name: /builder.alt.label/ })
    await user.type(field, '剛出爐的麵包{Enter}')
    const key = String(inputs()?.alt?.is).slice(2, -1)
    expect(inputs()?.alt?.is).toBe(`\${${key}}`)
    expect(store.translations.activeLanguage).toBe('zh-tw')
    expect(store.editor.site.context.i18n).toEqual({ en: {}, 'zh-tw': { [key]: '剛出爐的麵包' } })
    // The field says which language it writes.
    expect(screen.getByText('builder.alt.inLanguage')).toBeInTheDocument()
  })
})

describe('the images without alt text, before publishing', () => {
  it('lists them, goes to one, or publishes anyway', async () => {
    const images: ImageWithoutAlt[] = [
      { route: '/home', pageName: 'Home', componentId: 'c-1', name: 'HeroImage' },
      { route: '/about', pageName: 'About', componentId: 'c-2', name: 'Portrait' },
    ]
    const onPublish = vi.fn()
    const onSelect = vi.fn()
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <MissingAltDialog
          images={images}
          onClose={vi.fn()}
          onPublish={onPublish}
          onSelect={onSelect}
        />
      </IntlProvider>,
    )
    const user = userEvent.setup()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'HeroImageHomebuilder.publish.altSelectShort',
      'PortraitAboutbuilder.publish.altSelectShort',
    ])
    await user.click(screen.getAllByRole('button', { name: 'builder.publish.altSelect' })[1]!)
    expect(onSelect).toHaveBeenCalledWith(images[1])
    await user.click(screen.getByRole('button', { name: 'builder.publish.anyway' }))
    expect(onPublish).toHaveBeenCalledOnce()
  })
})
