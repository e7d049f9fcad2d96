import type { ReactNode } from 'react'

/**
 * A field in a form of its own, which is never submitted. On every change of a control,
 * Chromium's autofill looks over each control of the control's form, and all the controls
 * outside a form count as one: well over a hundred in the builder, a few milliseconds after
 * each keystroke. Alone in its form, a field costs it only its own controls.
 */
export function FieldForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <form className={className} noValidate onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  )
}
