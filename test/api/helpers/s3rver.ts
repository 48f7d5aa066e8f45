import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestBucket {
  /** STORAGE_DRIVER=s3 and the S3_* settings that reach this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket. */
  keys(): Promise<string[]>;
  /** Stores an object directly, under any key (the app's drivers accept only their own key format). */
  put(key: string, body?: string): Promise<void>;
  /** Makes an object look last written `ageMs` ago (s3rver reports its file's mtime as LastModified). */
  age(key: string, ageMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a random loopback port, storing into a temp directory. */
export async function startS3rver(bucket = 'founder-dashboard-test'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fd-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // The one access key s3rver knows (it checks the key id; SigV4 signatures it does not verify).
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    async keys() {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async put(key, body = 'x') {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async age(key, ageMs) {
      const parts = key.split('/');
      const modified = new Date(Date.now() - ageMs);
      await utimes(path.join(directory, bucket, ...parts.slice(0, -1), `${parts.at(-1)}._S3rver_object`), modified, modified);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
