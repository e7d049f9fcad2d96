import type { FormHTMLAttributes } from 'react'

interface SubmitFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  onSubmit(): unknown
}

/**
 * A form whose rules the app checks itself (the browser's own validation is off) and whose
 * submit runs `onSubmit` instead of navigating.
 */
export function SubmitForm({ onSubmit, ...form }: SubmitFormProps) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    />
  )
}
