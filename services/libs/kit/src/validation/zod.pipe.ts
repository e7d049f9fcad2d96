import { PipeTransform } from '@nestjs/common'
import { z } from 'zod'
import { ApiError } from '../errors/api-error.js'

/**
 * Validates a body, query or param against a zod schema. Shape errors answer
 * `InvalidFormData` naming the first bad field; a schema may raise a more specific
 * spec code by adding `params: { code }` to a refinement.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {})
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const field = issue?.path.join('.') || 'body'
    const code =
      issue?.code === 'custom' && typeof issue.params?.code === 'string'
        ? issue.params.code
        : 'InvalidFormData'
    throw ApiError.badRequest(code, `${field}: ${issue?.message ?? 'invalid'}`)
  }
}

/** Text that PostgreSQL can store and that renders the same everywhere. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters')
    .refine((s) => s.isWellFormed(), 'must be well-formed Unicode')

export const uuidParam = z.uuid()
