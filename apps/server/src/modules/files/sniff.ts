import { fileTypeFromBuffer } from 'file-type';

/**
 * Recognises an upload's type from its bytes. Only the allow-listed document and image types pass;
 * the name's extension and the browser's content type are never trusted. The binary formats are
 * recognised by file-type, which reads an Office file's zip entries and content types (a zip that merely
 * holds a `password/` folder is not a Word document); plain text has no signature and stays ours.
 */
export interface SniffedType {
  contentType: string;
  extension: string;
  isImage: boolean;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The allow-list, by file-type's extension. */
const ALLOWED: Record<string, SniffedType> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', isImage: false },
  png: { contentType: 'image/png', extension: 'png', isImage: true },
  jpg: { contentType: 'image/jpeg', extension: 'jpg', isImage: true },
  gif: { contentType: 'image/gif', extension: 'gif', isImage: true },
  webp: { contentType: 'image/webp', extension: 'webp', isImage: true },
  docx: { contentType: DOCX, extension: 'docx', isImage: false },
  xlsx: { contentType: XLSX, extension: 'xlsx', isImage: false },
};

/** Plain text (CSV): UTF-8 without control characters other than tab and line breaks. */
function isPlainText(buf: Buffer): boolean {
  if (buf.length === 0) return false;
  const sample = buf.subarray(0, Math.min(buf.length, 64 * 1024));
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  try {
    // stream: a multi-byte character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export async function sniffFileType(buf: Buffer, name: string): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(buf);
  if (found) {
    if (found.ext === 'cfb') {
      // Legacy Office: the container does not say which application; the extension decides between the two.
      return /\.xls$/i.test(name)
        ? { contentType: 'application/vnd.ms-excel', extension: 'xls', isImage: false }
        : { contentType: 'application/msword', extension: 'doc', isImage: false };
    }
    return ALLOWED[found.ext] ?? null;
  }
  if (/\.(csv|txt)$/i.test(name) && isPlainText(buf)) {
    const csv = /\.csv$/i.test(name);
    return { contentType: csv ? 'text/csv' : 'text/plain', extension: csv ? 'csv' : 'txt', isImage: false };
  }
  return null;
}

/** Width and height of PNG, GIF and JPEG images, read from their headers. */
export function imageSize(buf: Buffer, contentType: string): { width: number; height: number } | null {
  if (contentType === 'image/png' && buf.length >= 24) {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (contentType === 'image/gif' && buf.length >= 10) {
    return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  }
  if (contentType === 'image/jpeg') {
    let offset = 2;
    while (offset + 9 < buf.length) {
      if (buf[offset] !== 0xff) return null;
      const marker = buf[offset + 1]!;
      const length = buf.readUInt16BE(offset + 2);
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  return null;
}
