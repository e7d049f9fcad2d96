// @vitest-environment happy-dom
import type { RuntimeData } from '@tessera/renderer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteApi } from './api.js'
import type { VisitorForms } from './forms/forms-api.js'

function formPage(): RuntimeData {
  return {
    version: 1,
    route: '/home',
    lang: 'en',
    languages: [],
    homePage: '/',
    siteId: 'site-1',
    apiBase: 'https://api.example.test/api/',
    behaviors: {},
    components: {
      form: {
        tag: 'Form',
        events: {
          submit: { name: 'submit', behaviors: [{ behaviorId: 'global-b-contactform' }] },
        },
      },
    },
  }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SiteApi and forms', () => {
  it('loads the forms chunk at start, but solves a proof only once a form field takes focus', async () => {
    document.body.innerHTML =
      '<a id="away" href="#">away</a><form><input id="email" type="email"></form>'
    const warm = vi.fn()
    const forms = { warm } as unknown as VisitorForms
    const load = vi.fn(() => Promise.resolve(forms))
    new SiteApi(formPage(), load)
    expect(load).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(warm).not.toHaveBeenCalled()

    document.getElementById('away')!.focus()
    await Promise.resolve()
    expect(warm).not.toHaveBeenCalled()

    document.getElementById('email')!.focus()
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1))
    expect(warm).toHaveBeenCalledWith({ siteId: 'site-1', apiBase: 'https://api.example.test/api' })
    document.getElementById('away')!.focus()
    document.getElementById('email')!.focus()
    await Promise.resolve()
    expect(warm).toHaveBeenCalledTimes(1)
  })
})
