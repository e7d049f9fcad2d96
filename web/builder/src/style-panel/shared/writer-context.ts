import { computed } from 'mobx'
import type { Command } from '@tessera/site-format'
import { createContext, useContext, useMemo, useRef } from 'react'
import type { StyleValues, StyleWriter } from './style-writer'
import type { ResolvedValue } from './value-source'

export const StyleWriterContext = createContext<StyleWriter | undefined>(undefined)

/** The style the panel around this control edits. */
export function useStyleWriter(): StyleWriter {
  const writer = useContext(StyleWriterContext)
  if (!writer) throw new Error('A style control needs a StyleWriterContext')
  return writer
}

/**
 * One property's value and source, read in an observer: the control renders again only when
 * they change, not on every edit of the site.
 */
export function useResolved(writer: StyleWriter, property: string): ResolvedValue {
  const value = useMemo(
    () =>
      computed(() => writer.read(property), {
        equals: (a, b) => JSON.stringify(a) === JSON.stringify(b),
      }),
    [writer, property],
  )
  return value.get()
}

/**
 * Writing from one control: the first change while it is in use is a new undo step, the later
 * ones fold into it; `end` (leaving the control) closes the step.
 */
export function useEditSession(writer: StyleWriter) {
  const open = useRef<string | undefined>(undefined)
  return useMemo(
    () => ({
      write(values: StyleValues): boolean {
        const merge = open.current === writer.key
        const changed = writer.write(values, merge)
        if (changed) open.current = writer.key
        return changed
      },
      /** One change on its own (a click, a scrub's release), with the site commands it needs. */
      once(values: StyleValues, extra?: readonly Command[]): boolean {
        open.current = undefined
        return writer.write(values, false, extra)
      },
      end() {
        open.current = undefined
      },
    }),
    [writer],
  )
}
