import { defineErrors } from '@tessera/kit'

/** Every code the MCP service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  SiteNotFound: { status: 404, message: 'Site not found.' },
  InsufficientScope: { status: 403, message: 'The token does not grant this scope' },
  TooManyRequests: { status: 429, message: 'Too many calls, wait a moment' },
  ConfirmationRefused: { status: 400, message: 'The confirmation token does not hold' },
  NothingToUndo: { status: 400, message: 'Nothing to undo' },
  TableNotFound: { status: 404, message: 'No table of that name' },
  Forbidden: { status: 403, message: 'You do not have permission to do that' },
})
