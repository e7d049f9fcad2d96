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
