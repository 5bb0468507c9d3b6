import { describe, expect, it } from 'vitest';
import { shortFileName } from './file-name';

describe('file names', () => {
  it('shows a name of up to 20 characters whole', () => {
    expect(shortFileName('aadhaar.pdf')).toBe('aadhaar.pdf');
    expect(shortFileName('exactly-twenty-c.pdf')).toBe('exactly-twenty-c.pdf');
  });

  it("shows a longer name as '…' and its last 20 characters", () => {
    expect(shortFileName('aadhaar-card-of-ramesh-naik.pdf')).toBe('…d-of-ramesh-naik.pdf');
    expect(shortFileName('aadhaar-card-of-ramesh-naik.pdf')).toHaveLength(21);
  });

  it('counts characters, not UTF-16 units, in names written in Indian scripts', () => {
    const name = 'श्रमिक-पहचान-पत्र-रमेश-नाइक.pdf';
    expect([...shortFileName(name)]).toHaveLength(21);
    expect(shortFileName(name).endsWith('नाइक.pdf')).toBe(true);
  });
});
