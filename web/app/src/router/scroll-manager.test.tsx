import { act, render } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollManager } from './scroll-manager'

/** A screen whose sections arrive `after` ms late, as a lazy screen on a slow device does. */
function LateSections({ after }: { after: number }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), after)
    return () => clearTimeout(timer)
  }, [after])
  return shown ? <section id="plans">Plans</section> : null
}

function renderAt(path: string, after: number) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [{ path: '/terms', element: <LateSections after={after} /> }],
      },
    ],
    { initialEntries: [path] },
  )
  return render(<RouterProvider router={router} />)
}

describe('scrolling to a hash target', () => {
  const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {})

  afterEach(() => {
    vi.useRealTimers()
    scrolled.mockReset()
  })

  it('scrolls to a target that renders seconds after the page', async () => {
    vi.useFakeTimers()
    Element.prototype.scrollIntoView = scrolled
    renderAt('/terms#plans', 3000)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(scrolled).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(scrolled).toHaveBeenCalledOnce()
    expect(scrolled.mock.contexts[0]?.id).toBe('plans')
  })

  it('leaves the page where it is once the reader scrolls first', async () => {
    vi.useFakeTimers()
    Element.prototype.scrollIntoView = scrolled
    renderAt('/terms#plans', 3000)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 }))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(scrolled).not.toHaveBeenCalled()
  })
})
