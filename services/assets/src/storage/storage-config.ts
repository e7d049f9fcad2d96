import { z } from 'zod'

/** Object storage through the S3 API: s3rver in dev/test (path-style), MinIO in the cluster. */
export const storageConfigSchema = z.object({
  /** Where this service reaches the S3 API. */
  S3_ENDPOINT: z.url(),
  /** Where browsers reach it (signed upload addresses); defaults to S3_ENDPOINT. */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
})

export type StorageConfig = z.infer<typeof storageConfigSchema>
