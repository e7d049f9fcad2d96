import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common'
import { CONFIG } from '@tessera/kit'
import { s3Client } from '@tessera/kit/storage'
import type { ImageWorkerConfig } from '../config.js'
import { UnusableJobError } from './optimise-image.js'

/** Job inputs are written by the jobs API; results go to assets' pending uploads only. */
const INPUT_PREFIX = 'jobs/'
const OUTPUT_PREFIX = 'uploads/'
/** Verified bytes, read to make their responsive copies, which are written beside them. */
const PUBLIC_PREFIX = 'assets/'
/** Copies never change once written: their keys are new whenever the bytes are. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

export interface ObjectRef {
  bucket: string
  key: string
}

/**
 * The worker's only way to object storage: the configured endpoint and bucket, and only the
 * job and upload areas of it, whatever a job's payload says.
 */
@Injectable()
export class JobStorage implements OnApplicationShutdown {
  private readonly s3: S3Client
  private readonly bucket: string

  constructor(@Inject(CONFIG) config: ImageWorkerConfig) {
    this.bucket = config.S3_BUCKET
    this.s3 = s3Client(config)
  }

  async readInput(ref: ObjectRef, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
    this.check(ref, INPUT_PREFIX)
    return this.read(ref, maxBytes, signal)
  }

  /** An asset's verified bytes; undefined once they are gone (replaced and swept, or deleted). */
  async readPublic(
    ref: ObjectRef,
    maxBytes: number,
    signal: AbortSignal,
  ): Promise<Buffer | undefined> {
    this.check(ref, PUBLIC_PREFIX)
    try {
      return await this.read(ref, maxBytes, signal)
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined
      throw error
    }
  }

  /** A responsive copy, in the folder of the bytes it was made from. */
  async writePublic(source: ObjectRef, key: string, body: Buffer, contentType: string) {
    const ref = { bucket: source.bucket, key }
    this.check(ref, PUBLIC_PREFIX)
    if (key.slice(0, key.lastIndexOf('/')) !== source.key.slice(0, source.key.lastIndexOf('/'))) {
      throw new UnusableJobError('A copy must be stored beside its source')
    }
    await this.s3.send(
      new PutObjectCommand({
        Bucket: ref.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    )
  }

  async removePublic(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) {
      this.check({ bucket, key }, PUBLIC_PREFIX)
      await this.s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    }
  }

  private async read(ref: ObjectRef, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
    const res = await this.s3.send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }), {
      abortSignal: signal,
    })
    if ((res.ContentLength ?? 0) > maxBytes) {
      throw new UnusableJobError(`The input is larger than ${maxBytes} bytes`)
    }
    const bytes = await res.Body?.transformToByteArray()
    // A view of the bytes the SDK collected, not a copy of them (inputs run to 10 MB).
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0)
  }

  async writeOutput(ref: ObjectRef, body: Buffer, contentType: string, signal: AbortSignal) {
    this.check(ref, OUTPUT_PREFIX)
    await this.s3.send(
      new PutObjectCommand({
        Bucket: ref.bucket,
        Key: ref.key,
        Body: body,
        ContentType: contentType,
      }),
      { abortSignal: signal },
    )
  }

  async removeInput(ref: ObjectRef): Promise<void> {
    this.check(ref, INPUT_PREFIX)
    await this.s3.send(new DeleteObjectCommand({ Bucket: ref.bucket, Key: ref.key }))
  }

  private check(ref: ObjectRef, prefix: string): void {
    if (ref.bucket !== this.bucket || !ref.key.startsWith(prefix) || ref.key.includes('..')) {
      throw new UnusableJobError(`The job names an object outside ${this.bucket}/${prefix}`)
    }
  }

  onApplicationShutdown(): void {
    this.s3.destroy()
  }
}
