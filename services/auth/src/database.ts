import type { DatabaseSpec } from '@tessera/kit'
import { EmailConfirmation } from './confirmations/email-confirmation.entity.js'
import { SigningKey } from './keys/signing-key.entity.js'
import { PasswordReset } from './logins/password-reset.entity.js'
import { Accounts1763700000000 } from './migrations/1763700000000-accounts.js'
import { AgentGrants1796688000000 } from './migrations/1796688000000-agent-grants.js'
import { Identity } from './users/identity.entity.js'
import { User } from './users/user.entity.js'

export const entities = [User, Identity, EmailConfirmation, PasswordReset, SigningKey]

export const authDatabase: DatabaseSpec = {
  schema: 'auth',
  entities,
  migrations: [Accounts1763700000000, AgentGrants1796688000000],
}
