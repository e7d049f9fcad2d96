// Test support only: the canvas page of a store, rendered into the test's document.
import { render } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import type { BuilderStore } from '../store/builder-store'
import { BuilderContext } from '../store-context'
import { CanvasPage } from './canvas-node'

export function renderCanvas(store: BuilderStore) {
  return render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <BuilderContext.Provider value={store}>
        <CanvasPage />
      </BuilderContext.Provider>
    </IntlProvider>,
  )
}
