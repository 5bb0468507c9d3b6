/**
 * Recognises an upload's type from its first bytes. Only the allow-listed document and image types pass;
 * the name's extension and the browser's content type are never trusted.
 */
export interface SniffedType {
  contentType: string;
  extension: string;
  isImage: boolean;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

const ascii = (buf: Buffer, text: string, offset = 0) =>
  startsWith(buf, [...Buffer.from(text, 'latin1')], offset);

/** Office Open XML files are zips whose part names tell the application. */
function officeOpenXml(buf: Buffer): SniffedType | null {
  const head = buf.subarray(0, Math.min(buf.length, 64 * 1024)).toString('latin1');
  if (head.includes('word/')) {
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      isImage: false,
    };
  }
  if (head.includes('xl/')) {
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      isImage: false,
    };
  }
  return null;
}

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

export function sniffFileType(buf: Buffer, name: string): SniffedType | null {
  if (ascii(buf, '%PDF-')) return { contentType: 'application/pdf', extension: 'pdf', isImage: false };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png', isImage: true };
  }
  if (startsWith(buf, [0xff, 0xd8, 0xff]))
    return { contentType: 'image/jpeg', extension: 'jpg', isImage: true };
  if (ascii(buf, 'GIF87a') || ascii(buf, 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif', isImage: true };
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8))
    return { contentType: 'image/webp', extension: 'webp', isImage: true };
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return officeOpenXml(buf);
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // Legacy Office: the container does not say which application; the extension decides between the two.
    return /\.xls$/i.test(name)
      ? { contentType: 'application/vnd.ms-excel', extension: 'xls', isImage: false }
      : { contentType: 'application/msword', extension: 'doc', isImage: false };
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
