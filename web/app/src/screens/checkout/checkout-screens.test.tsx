import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeUser, type FakeHandler } from '../../testing/fake-api'
import { renderApp } from '../../testing/render-app'

function checkout(overrides: Record<string, unknown> = {}) {
  return {
    id: 'c1',
    status: 'Pending',
    site_type: 'Paid1',
    recurrence: 'Monthly',
    amount: 3000,
    settle_amount: 960,
    settle_currency: 'TWD',
    site_name: 'Shop',
    subdomain: 'shop',
    site_id: null,
    billing_info: null,
    save_billing: false,
    payment_error: null,
    card4: null,
    subscription: {
      status: 'None',
      period: 0,
      period_start: null,
      period_end: null,
      canceled_at: null,
      delete_at: null,
    },
    expires_at: '2030-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const address = {
  email: 'ann@example.test',
  phoneCountry: 'TW',
  phoneNumber: '0912345678',
  name: 'Ann Lee',
  countryCode: '158',
  address: '1 Taipei Road',
}

const prices = {
  results: [
    { site_type: 'Paid1', recurrence: 'Daily', amount: 300, settle_amount: 96 },
    { site_type: 'Paid1', recurrence: 'Monthly', amount: 3000, settle_amount: 960 },
    { site_type: 'Paid1', recurrence: 'Yearly', amount: 3000, settle_amount: 960 },
  ],
}

function renderCheckout(path: string, routes: Record<string, FakeHandler>, languages?: string[]) {
  return renderApp(path, {
    loggedIn: true,
    languages,
    routes: {
      'GET users/user-1': () => ({ body: fakeUser() }),
      'GET checkouts/prices': () => ({ body: prices }),
      'GET billing_info': () => ({ body: { results: [], cards: [] } }),
      ...routes,
    },
  })
}

/** The payment provider's card form, as its SDK would draw and answer it. */
beforeEach(() => {
  window.ECPay = {
    initialize: (_type, _loading, callback) => callback(null),
    createPayment: (_token, _language, callback) => callback(null),
    getPayToken: (callback) => callback({ PayToken: 'pay' }, null),
  }
  const append = document.head.append.bind(document.head)
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) node.onload?.(new Event('load'))
      else append(node)
    }
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('Checkout', () => {
  it('estimates the charge, offers the subdomain of the name, then the saved address at once', async () => {
    const { router } = renderCheckout('/checkout/new?plan=Paid1&period=Monthly', {
      'POST checkouts': () => ({ status: 201, body: checkout({ id: 'c9' }) }),
      'GET billing_info': () => ({
        body: { results: [{ ...address, id: 'b1', created_at: '2026-01-01' }], cards: [] },
      }),
    })
    const user = userEvent.setup()
    const total = await screen.findByTestId('checkout-total')
    expect(total).toHaveTextContent('$30 billed monthly')
    expect(await screen.findByText(/about NT\$960/)).toBeInTheDocument()

    await user.type(screen.getByLabelText('Site name'), 'My Shop')
    expect(screen.getByLabelText('Subdomain')).toHaveValue('my-shop')
    expect(screen.getByText('Your site will be at my-shop.localhost.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/c9'))
    const choice = await screen.findByRole('combobox', { name: 'Billing address' })
    expect(choice).toHaveValue('b1')
    expect(screen.getByTestId('saved-address')).toHaveTextContent(
      'Ann Lee · ann@example.test · +886 0912345678',
    )
    expect(screen.queryByRole('textbox')).toBeNull()

    await user.selectOptions(choice, 'new')
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ada@example.test')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
  })

  it('shows the result when a finished checkout is opened again', async () => {
    const { router } = renderCheckout('/checkout/c1', {
      'GET checkouts/c1': () => ({
        body: checkout({ status: 'Completed', recurrence: 'Yearly', site_id: 'site-1' }),
      }),
    })
    const outcome = await screen.findByTestId('checkout-outcome')
    expect(router.state.location.pathname).toBe('/checkout/c1/3ds_result')
    expect(outcome).toHaveAttribute('data-outcome', 'Completed')
    expect(within(outcome).getByTestId('checkout-plan')).toHaveTextContent(
      'Starter plan · $30 billed yearly ($2.50 / month)',
    )
    expect(within(outcome).getByRole('link', { name: 'Open Shop' })).toHaveAttribute(
      'href',
      '/build/site-1',
    )
    expect(screen.queryByText(/still processing or has expired/)).toBeNull()
  })

  it("stays on the payment step when the card is declined, with the provider's reason", async () => {
    let tokens = 0
    renderCheckout('/checkout/c1', {
      'GET checkouts/c1': () => ({ body: checkout() }),
      'PATCH checkouts/c1': () => ({ body: checkout({ billing_info: address }) }),
      'POST checkouts/c1/actions/create_ecpay_token': () => ({
        body: { token: `t${++tokens}`, sdk_url: 'http://127.0.0.1:3090/sdk.js', trade_no: 'P1' },
      }),
      'POST checkouts/c1/actions/pay': () => ({
        status: 400,
        body: { code: 'EcpayPaymentFailed', message: 'Authorization failed' },
      }),
    })
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Phone'), '0912345678')
    await user.type(screen.getByLabelText('Name'), 'Ann Lee')
    await user.type(screen.getByLabelText('Address'), '1 Taipei Road')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await user.click(await screen.findByRole('button', { name: 'Pay $30' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      /^The payment failed\. Check your card details or try another card\./,
    )
    expect(
      within(alert).getByText('The payment provider said: “Authorization failed”.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Billing' })).toBeNull()
    // Another card goes on a new trade.
    expect(tokens).toBe(2)
  })

  it('reads in Traditional Chinese without English leftovers, amounts in US$ and NT$', async () => {
    renderCheckout('/checkout/new?plan=Paid1&period=Daily', {}, ['zh-TW'])
    expect(await screen.findByTestId('checkout-total')).toHaveTextContent('每日收費 US$3')
    expect(await screen.findByText(/約 NT\$96）/)).toBeInTheDocument()
    expect(screen.getByText('入門方案')).toBeInTheDocument()
  })
})
