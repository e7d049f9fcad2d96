import { defineErrors, siteIdentityErrorSpecs } from '@tessera/kit'

/** Every code the auth service answers with, beside the kit's common ones. */
export const errors = defineErrors({
  ...siteIdentityErrorSpecs,
  InvalidAuth: { status: 400, message: 'The e-mail or password is incorrect' },
  InvalidOldPassword: { status: 400, message: 'The current password is incorrect' },
  ResetTokenInvalid: { status: 400, message: 'This reset link is invalid or has expired' },
  UserExists: { status: 400, message: 'A user with this e-mail already exists' },
  NoUpdates: { status: 400, message: 'No changes were made' },
  UserNotFound: { status: 404, message: 'User not found' },
  AlreadyConfirmed: { status: 400, message: 'This e-mail is already confirmed' },
  ConfirmCodeInvalid: { status: 400, message: 'This confirmation link is not valid' },
  ConfirmCodeExpired: {
    status: 400,
    message: 'This confirmation link has expired; ask for a new one',
  },
  AgentRequestNotFound: {
    status: 404,
    message: 'This request has expired or was answered; start again from the agent',
  },
  AgentSiteNotAllowed: { status: 403, message: 'You cannot give an agent access to this site' },
  AgentScopeNotRequested: { status: 400, message: 'The agent did not ask for this permission' },
  AgentGrantNotFound: { status: 404, message: 'This connected agent was not found' },
  // The shared rules of web/site-format, which the editor checks too.
  password_length: { status: 400, message: 'Password must be 8 to 50 characters' },
})
