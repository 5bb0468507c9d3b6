import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The product version is the root package's version. */
export const APP_VERSION: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
).version;
