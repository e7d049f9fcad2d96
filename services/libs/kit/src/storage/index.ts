import { S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { z } from 'zod'

/**
 * Object storage through the S3 API: s3rver in dev and test (path-style), MinIO in the cluster.
 * A separate entry (`@tessera/kit/storage`), so services without storage never load the SDK.
 */
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

/** A client for the configured storage, at `endpoint` (the internal one unless given). */
export function s3Client(config: StorageConfig, endpoint = config.S3_ENDPOINT): S3Client {
  return new S3Client({
    endpoint,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    },
    // Checksums of an empty body would otherwise be baked into signed upload addresses.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** Whether a failed call means the object is not there. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  )
}
