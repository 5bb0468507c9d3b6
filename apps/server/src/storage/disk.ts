import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, StoredFileMissing } from './storage.js';

/** Files under a directory (DATA_DIR/files by default). */
export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async get(key) {
      const full = resolve(key);
      await stat(full).catch(() => {
        throw new StoredFileMissing(key);
      });
      return createReadStream(full);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (info) yield { key: path.relative(root, full).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },
  };
}
