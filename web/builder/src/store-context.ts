import { createContext, useContext } from 'react'
import type { BuilderStore } from './store/builder-store'

export const BuilderContext = createContext<BuilderStore | undefined>(undefined)

/** The open site's store; only inside the builder. */
export function useBuilder(): BuilderStore {
  const store = useContext(BuilderContext)
  if (!store) throw new Error('useBuilder outside the builder')
  return store
}
