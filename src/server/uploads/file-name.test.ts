import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name';

describe('safeFileName (docs/decisions/0024)', () => {
  it('gives the extension of the sniffed type', () => {
    expect(safeFileName('evil.html', 'application/pdf')).toBe('evil.pdf');
    expect(safeFileName('evil.pdf.html', 'application/pdf')).toBe('evil.pdf.pdf');
    expect(safeFileName('skan', 'image/png')).toBe('skan.png');
    expect(safeFileName('skan.JPEG', 'image/jpeg')).toBe('skan.JPEG');
    expect(safeFileName('skan.jpg', 'image/png')).toBe('skan.png');
  });

  it('strips paths, control, bidirectional and other format characters, and leading dots', () => {
    expect(safeFileName('faktura\u202Efdp.exe', 'application/pdf')).toBe('fakturafdp.pdf');
    expect(safeFileName('a\u2066b\u2069c\u200E\u200F\u061C\u202A\u202B\u202C\u202D.png', 'image/png')).toBe('abc.png');
    expect(safeFileName('a\u0000b\u0007c\u001Fd\u007Fe\u0085f\u2028g\u2029h\uFEFF\u200B.png', 'image/png')).toBe(
      'abcdefgh.png',
    );
    expect(safeFileName('C:\\Users\\jan\\..\\potwierdzenie "przelewu".pdf', 'application/pdf')).toBe(
      'potwierdzenie przelewu.pdf',
    );
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('.htaccess', 'image/png')).toBe('htaccess.png');
    expect(safeFileName('bad\uD800name.png', 'image/png')).toBe('badname.png');
  });

  it('falls back to file.<ext>, keeps Polish letters, bounds the length and is stable', () => {
    expect(safeFileName(undefined, 'image/jpeg')).toBe('file.jpg');
    expect(safeFileName('\u202E..', 'application/pdf')).toBe('file.pdf');
    expect(safeFileName('Łódź wpłata.png', 'image/png')).toBe('Łódź wpłata.png');
    const long = safeFileName(`${'ż'.repeat(300)}.pdf`, 'application/pdf');
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
    for (const name of ['evil.html', 'faktura\u202Efdp.exe', long, 'a. .pdf']) {
      const once = safeFileName(name, 'application/pdf');
      expect(safeFileName(once, 'application/pdf')).toBe(once);
    }
  });
});
