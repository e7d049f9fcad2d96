import type { SiteView } from '../api/sites-api'

/** How long ago, in the largest whole unit that fits (for react-intl's relative time). */
export function timeAgo(
  then: string | Date,
  now: number,
): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const seconds = Math.max(0, Math.round((now - new Date(then).getTime()) / 1000))
  if (seconds < 60) return { value: -seconds, unit: 'second' }
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: 'minute' }
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3600), unit: 'hour' }
  return { value: -Math.floor(seconds / 86_400), unit: 'day' }
}

/**
 * Who saved a site's content last, as the dashboard names them: `you`, a member by the address
 * they joined with, or `other` when the address is unknown; undefined before any reported save.
 */
export function editorOf(
  site: Pick<SiteView, 'edited_by'>,
  userId: string | undefined,
): { kind: 'you' } | { kind: 'member'; email: string } | { kind: 'other' } | undefined {
  const editor = site.edited_by
  if (!editor) return undefined
  if (editor.user_id === userId) return { kind: 'you' }
  return editor.email ? { kind: 'member', email: editor.email } : { kind: 'other' }
}
