import { safeText } from '@tessera/kit'
import { z } from 'zod'
import { emailField, passwordField } from '../users/dto.js'

export const loginBody = z.object({ email: emailField, password: passwordField })
export type LoginBody = z.infer<typeof loginBody>

export const resetRequestBody = z.object({ email: emailField })

export const changePasswordBody = z.object({
  password: passwordField,
  old_password: passwordField.optional(),
  token: safeText(200).min(1).optional(),
})
export type ChangePasswordBody = z.infer<typeof changePasswordBody>
