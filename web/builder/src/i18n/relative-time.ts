import type { IntlShape } from 'react-intl'

/**
 * How long ago a time was, in the largest whole unit that fits ("2 minutes ago", "2 分鐘前"),
 * as the dashboard says when a site was edited.
 */
export function relativeTime(intl: IntlShape, then: string | Date, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(then).getTime()) / 1000))
  const say = (value: number, unit: 'second' | 'minute' | 'hour' | 'day') =>
    intl.formatRelativeTime(-value, unit, { numeric: 'auto', style: 'long' })
  if (seconds < 60) return say(seconds, 'second')
  if (seconds < 3600) return say(Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return say(Math.floor(seconds / 3600), 'hour')
  return say(Math.floor(seconds / 86_400), 'day')
}
