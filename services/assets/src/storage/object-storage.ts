import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { isNotFound, s3Client, type StorageConfig } from '@tessera/kit/storage'

export type StoredObject =
  | { found: false }
  | { found: true; tooLarge: true; size: number }
  | { found: true; tooLarge: false; size: number; bytes: Buffer }

/** Verified, immutable objects: their key changes whenever their bytes do. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/** The service's one bucket. The only code here that talks to object storage. */
@Injectable()
export class ObjectStorage implements OnApplicationShutdown {
  private readonly s3: S3Client
  /** Signs with the address browsers use, which may differ from ours inside the cluster. */
  private readonly signer: S3Client
  readonly bucket: string

  constructor(@Inject(CONFIG) config: StorageConfig) {
    this.bucket = config.S3_BUCKET
    this.s3 = s3Client(config)
    this.signer = s3Client(config, config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT)
  }

  /** A PUT address bound to this content type and exact length, valid for `ttlSeconds`. */
  signUpload(key: string, contentType: string, contentLength: number, ttlSeconds: number) {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    })
    return getSignedUrl(this.signer, command, {
      expiresIn: ttlSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    })
  }

  /** The object's bytes, unless it is missing or larger than `maxBytes` (then not read). */
  async read(key: string, maxBytes: number): Promise<StoredObject> {
    let res
    try {
      res = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
    } catch (error) {
      if (isNotFound(error)) return { found: false }
      throw error
    }
    const size = res.ContentLength ?? 0
    if (size > maxBytes) {
      res.Body?.transformToWebStream()
        .cancel()
        .catch(() => undefined)
      return { found: true, tooLarge: true, size }
    }
    const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? [])
    if (bytes.length > maxBytes) return { found: true, tooLarge: true, size: bytes.length }
    return { found: true, tooLarge: false, size: bytes.length, bytes }
  }

  async write(key: string, body: Buffer, contentType: string, cacheControl?: string) {
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    )
  }

  /** The keys under `prefix` last written before `before`, a page (up to 1,000) at a time. */
  async *listOlderThan(prefix: string, before: Date): AsyncGenerator<string[]> {
    let token: string | undefined
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      const keys = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified < before)
        .map((o) => o.Key!)
      if (keys.length) yield keys
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  /** Removes objects; missing ones are not an error. */
  async remove(keys: Array<string | null | undefined>): Promise<void> {
    const objects = keys.filter((k): k is string => Boolean(k)).map((Key) => ({ Key }))
    if (objects.length === 0) return
    await this.s3.send(
      new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
    )
  }

  onApplicationShutdown(): void {
    this.s3.destroy()
    this.signer.destroy()
  }
}
