import { useEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router'
import { planScroll, type RouteHandle, type ScrollLocation } from './route-rules'

/**
 * How long a target that is not rendered yet (a lazy screen on a slow device) is waited for,
 * unless the reader starts scrolling first.
 */
const WAIT_LIMIT_MS = 10_000
const READER_SCROLLS = ['wheel', 'touchmove', 'keydown'] as const

/** Applies the scroll rules on every navigation (see planScroll). */
export function ScrollManager() {
  const location = useLocation()
  const matches = useMatches()
  const previous = useRef<ScrollLocation | undefined>(undefined)

  useEffect(() => {
    const next: ScrollLocation = {
      pathname: location.pathname,
      hash: location.hash,
      handles: matches.map((m) => m.handle as RouteHandle).filter(Boolean),
    }
    const plan = planScroll(previous.current, next)
    previous.current = next
    if (plan.kind === 'keep') return
    if (plan.kind === 'top') {
      window.scrollTo({ top: 0, left: 0 })
      return
    }
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const scroll = () => {
      const element = document.getElementById(plan.id)
      element?.scrollIntoView({ behavior: plan.smooth && !reduceMotion ? 'smooth' : 'auto' })
      return element !== null
    }
    const waiting = new MutationObserver(() => {
      if (scroll()) stop()
    })
    let limit: number | undefined
    const stop = () => {
      window.clearTimeout(start)
      window.clearTimeout(limit)
      waiting.disconnect()
      for (const type of READER_SCROLLS) window.removeEventListener(type, stop)
    }
    const start = window.setTimeout(() => {
      if (scroll()) return
      waiting.observe(document.body, { childList: true, subtree: true })
      limit = window.setTimeout(stop, WAIT_LIMIT_MS)
      for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true })
    }, plan.delayMs)
    return stop
    // A navigation is a new location object; matches follow it.
  }, [location])
  return null
}
