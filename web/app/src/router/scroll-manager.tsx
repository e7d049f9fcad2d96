import { useEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router'
import { planScroll, type RouteHandle, type ScrollLocation } from './route-rules'

const POLL_MS = 30
const POLL_LIMIT_MS = 500

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
    let cancelled = false
    const timers: number[] = []
    const started = Date.now()
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    // The target may not be rendered yet (lazy screens): poll for it a little while.
    const attempt = () => {
      if (cancelled) return
      const element = document.getElementById(plan.id)
      if (element) {
        element.scrollIntoView({ behavior: plan.smooth && !reduceMotion ? 'smooth' : 'auto' })
        return
      }
      if (Date.now() - started < POLL_LIMIT_MS) timers.push(window.setTimeout(attempt, POLL_MS))
    }
    timers.push(window.setTimeout(attempt, plan.delayMs))
    return () => {
      cancelled = true
      timers.forEach((t) => window.clearTimeout(t))
    }
    // A navigation is a new location object; matches follow it.
  }, [location])
  return null
}
