/** What the error helper shows when neither the code nor the server says more. */
export const UNKNOWN_ERROR = 'Unknown error, try again later'

/** Messages for the codes a visitor can meet (`errors.{code}` of the editor's catalogue). */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  None: UNKNOWN_ERROR,
  NETWORK_FAILURE: 'Network error, try again later',
  InvalidFormData: 'Please check the form and try again',
  CustomDataRequired: 'Please fill in the required fields',
  CustomDataUniqueFail: 'This has already been submitted',
  CustomDataInvalidEmail: 'Please enter a valid email address',
  CustomDataInvalidColumn: 'This form is not set up correctly',
}

/**
 * The text for an error: a string as given; otherwise the message mapped from its code, its
 * own message, or `UNKNOWN_ERROR`.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code)) {
      return ERROR_MESSAGES[code] ?? UNKNOWN_ERROR
    }
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return UNKNOWN_ERROR
}
