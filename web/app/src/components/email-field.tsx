import { FormattedMessage } from 'react-intl'
import { TextField, type TextFieldProps } from './text-field'

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> &
  Partial<Pick<TextFieldProps, 'label'>>

/** An e-mail address field, labelled 'E-mail' unless told otherwise, that browsers can fill. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label={<FormattedMessage id="form.email" />}
      name="email"
      autoComplete="email"
      {...props}
      type="email"
    />
  )
}
