import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff.js';

/** A zip of stored (uncompressed) entries: local headers, central directory, end record. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

describe('sniffing an upload', () => {
  it('takes a zip for a Word document only when its entries and content types say so', async () => {
    // The hand-written sniffer took any zip with 'word/' in its first bytes (a 'password/' folder) for one.
    expect(await sniffFileType(zip({ 'password/notes.txt': 'hello' }), 'notes.docx')).toBeNull();
    const docx = zip({
      '[Content_Types].xml': WORD_TYPES,
      '_rels/.rels': '<r/>',
      'word/document.xml': '<w/>',
    });
    expect(await sniffFileType(docx, 'letter.bin')).toMatchObject({ extension: 'docx', isImage: false });
  });

  it('recognises a workbook, and keeps plain text to names that say csv or txt', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Wages').addRow(['Basic', 600]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await sniffFileType(xlsx, 'wages')).toMatchObject({ extension: 'xlsx' });
    expect(await sniffFileType(Buffer.from('name,amount\nRamesh,600\n'), 'wages.csv')).toMatchObject({
      contentType: 'text/csv',
    });
    expect(await sniffFileType(Buffer.from('name,amount\n'), 'wages.exe')).toBeNull();
  });

  it('refuses recognised types outside the allow-list, and tells legacy Office files apart by their name', async () => {
    expect(await sniffFileType(zip({ 'a.txt': 'x' }), 'a.zip')).toBeNull();
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await sniffFileType(ole, 'old.xls')).toMatchObject({ extension: 'xls' });
    expect(await sniffFileType(ole, 'old.doc')).toMatchObject({ extension: 'doc' });
  });
});
