// The assets bucket: created when missing, and readable by anyone only under PUBLIC_PREFIX
// (assets/); uploads waiting for verification stay private.
//   S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_BUCKET, PUBLIC_PREFIX
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketPolicyCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { runJob } from './kube.mjs'

/** Anonymous GetObject on `{bucket}/{prefix}*`, nothing else. */
export function publicReadPolicy(bucket, prefix) {
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'PublicReadAssets',
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}/${prefix}*`],
      },
    ],
  }
}

async function main() {
  const env = process.env
  const bucket = env.S3_BUCKET
  const prefix = env.PUBLIC_PREFIX ?? 'assets/'
  if (!bucket || !env.S3_ENDPOINT) throw new Error('S3_ENDPOINT and S3_BUCKET are required')
  const region = env.S3_REGION ?? 'us-east-1'
  const s3 = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    // As the services' client does: checksums only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }))
  } catch (error) {
    if (error?.$metadata?.httpStatusCode !== 404) throw error
    await s3.send(
      new CreateBucketCommand({
        Bucket: bucket,
        // Outside us-east-1, S3 wants the region named again.
        ...(region === 'us-east-1'
          ? {}
          : { CreateBucketConfiguration: { LocationConstraint: region } }),
      }),
    )
    console.log(`ensure-bucket: created ${bucket}`)
  }
  const policy = JSON.stringify(publicReadPolicy(bucket, prefix))
  await s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: policy }))
  console.log(`ensure-bucket: ${bucket} is public under ${prefix} only`)
}

if (import.meta.url === `file://${process.argv[1]}`) runJob('ensure-bucket', main)
