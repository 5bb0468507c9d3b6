import path from 'node:path';
import type { Config } from '../config.js';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

export type { FileStorage } from './storage.js';
export { StoredFileMissing } from './storage.js';

/** S3 when S3_BUCKET is set; otherwise the local disk under DATA_DIR/files. */
export function createStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT || undefined,
      accessKeyId: config.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return diskStorage(path.join(config.DATA_DIR, 'files'));
}
