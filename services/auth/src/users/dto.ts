import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { userStatuses } from './user.entity.js'

/** E-mail addresses are compared and stored in lower case. */
export const emailField = safeText(254).trim().toLowerCase().pipe(z.email())

/** Length rules live in account-rules (they carry their own codes); this only bounds the input. */
export const passwordField = safeText(200)

export const registrationBody = z.object({
  email: emailField,
  password: passwordField,
  identity: safeText(200).trim().optional(),
  subdomain: safeText(200).trim().optional(),
})
export type RegistrationBody = z.infer<typeof registrationBody>

export const updateUserBody = z.object({
  email: emailField.optional(),
  user_type: z.enum(['Admin', 'Owner']).optional(),
  user_status: z.enum(userStatuses).optional(),
})
export type UpdateUserBody = z.infer<typeof updateUserBody>
