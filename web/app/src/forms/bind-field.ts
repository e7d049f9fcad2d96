import type { FormState } from './form-state'

/** A form store whose string fields are set and checked by name. */
export interface FieldForm<F extends string> {
  readonly state: FormState<F>
  set(field: F, value: string): void
  blur(field: F): void
}

/** What ties a TextField to one field of a form store: its value, typing, leaving, and rule failure. */
export function bindField<F extends string>(
  form: FieldForm<F> & { readonly [K in F]: string },
  field: F,
) {
  return {
    value: form[field],
    onValue: (value: string) => form.set(field, value),
    onBlur: () => form.blur(field),
    error: form.state.errorFor(field),
  }
}
