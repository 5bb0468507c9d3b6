import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type FileStorage, StoredFileMissing } from './storage.js';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, needed by most S3-compatible servers (MinIO, Ceph). */
  forcePathStyle: boolean;
  prefix: string;
}

/** Any S3-compatible object store. */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Key = (key: string) => `${options.prefix}${key}`;
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: Key(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: Key(key) }));
        return result.Body as Readable;
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') throw new StoredFileMissing(key);
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: Key(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: options.prefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key?.startsWith(options.prefix)) continue;
          yield {
            key: object.Key.slice(options.prefix.length),
            modifiedAt: object.LastModified ?? new Date(),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
