import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { assertStorageKey, isStorageKey, type FileStorage, type SizedStream, type StoredFile } from './storage.js';

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Any S3-compatible object store (AWS, MinIO, Ceph, R2…). A PUT is atomic: the key holds all of it or nothing. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  /** `listPageSize`: keys per ListObjectsV2 page (S3's maximum is 1000). */
  constructor(
    settings: Config['s3'],
    private readonly listPageSize = 1000,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // A custom endpoint (MinIO, s3rver…) rarely has per-bucket DNS names.
      forcePathStyle: Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default streams aws-chunked bodies with trailing checksums, which many S3-compatible servers store verbatim.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | SizedStream): Promise<void> {
    assertStorageKey(key);
    const isBuffer = Buffer.isBuffer(body);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: isBuffer ? body : body.stream,
      ContentLength: isBuffer ? body.length : body.size,
      ContentType: 'application/octet-stream',
    });
    if (isBuffer) {
      await this.client.send(command);
      return;
    }
    // The SDK neither listens for errors on a body stream nor ends its request when one fails:
    // without this the error would crash the process and the PUT would hang.
    const abort = new AbortController();
    let bodyError: unknown;
    body.stream.on('error', (error) => {
      bodyError = error;
      abort.abort(error);
    });
    try {
      await this.client.send(command, { abortSignal: abort.signal });
    } catch (error) {
      throw bodyError ?? error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the SDK's body is an http.IncomingMessage, a Readable.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async keysStoredBefore(folder: string, cutoff: number): Promise<string[]> {
    assertStorageKey(folder);
    const keys: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: this.listPageSize },
      { Bucket: this.bucket, Prefix: `${folder}/` },
    );
    for await (const page of pages) {
      for (const { Key: key, LastModified: modified } of page.Contents ?? []) {
        // A shared bucket may hold keys the app never writes: those are never its to delete.
        if (key && isStorageKey(key) && modified && modified.getTime() < cutoff) keys.push(key);
      }
    }
    return keys;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
