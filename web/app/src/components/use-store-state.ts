import { useState } from 'react'

/** A store that lives as long as the component (forms, lists). */
export function useLocalStore<T>(create: () => T): T {
  return useState(create)[0]
}
