import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { openPdf } from './pdf-document';

async function pdfOf(text: string): Promise<string> {
  const { doc, done } = openPdf({ title: 'T', author: 'A', language: 'pl', margin: 40 });
  doc.font('bold').text(text);
  doc.end();
  return (await pdfText(new Uint8Array(await done))).trim();
}

describe('openPdf', () => {
  it('writes the text of every letter in a document made after another (fonts parsed once, glyphs per document)', async () => {
    // "Ą" is composed of "A" and an ogonek: the first subset made the "A" part without its code point.
    expect(await pdfOf('Ąą Ęę')).toBe('Ąą Ęę');
    expect(await pdfOf('Arkusz ea')).toBe('Arkusz ea');
  });
});
