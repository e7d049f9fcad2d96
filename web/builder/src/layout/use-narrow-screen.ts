import { useCallback, useEffect, useState } from 'react'

/** Below this width the builder offers a preview instead of the editor (editor.md section 9). */
export const NARROW_SCREEN_PX = 900
const QUERY = `(max-width: ${NARROW_SCREEN_PX - 0.02}px)`
/** The person chose the full editor on a narrow screen: kept for the browser tab's session. */
const WIDE_EDITOR_KEY = 'tessera.builder.editorOnNarrowScreen'

function readChoice(): boolean {
  try {
    return sessionStorage.getItem(WIDE_EDITOR_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * Whether the builder shows the narrow-screen preview: the window is under 900 px and the
 * person has not asked for the full editor in this session. Follows the window as it resizes.
 */
export function useNarrowScreen(): { preview: boolean; openEditor(): void } {
  const [narrow, setNarrow] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
  )
  const [chosen, setChosen] = useState(readChoice)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(QUERY)
    const change = () => setNarrow(query.matches)
    change()
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  const openEditor = useCallback(() => {
    try {
      sessionStorage.setItem(WIDE_EDITOR_KEY, '1')
    } catch {
      // Storage refused (private mode): the choice holds until the page reloads.
    }
    setChosen(true)
  }, [])
  return { preview: narrow && !chosen, openEditor }
}
