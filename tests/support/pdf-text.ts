// A PDF's text for tests, by pdfjs-dist's legacy build (it runs in Node; no system tool needed): the whole text, or
// its lines as a reader sees them (the pieces at one height, left to right), like `pdftotext -layout`.

type TextPiece = { str: string; x: number; y: number };

async function pagesOf(bytes: Uint8Array): Promise<TextPiece[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: TextPiece[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}

/** The text of a PDF, page by page joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pagesOf(bytes)).map((pieces) => pieces.map((piece) => piece.str).join(' ')).join('\n');
}

/**
 * The lines of a PDF, top to bottom on each page: the pieces within a point of one height, left to right, joined by
 * two spaces (so a label and its figure on one row read "Label  1 234,56 PLN"); empty pieces left out.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const lines: string[] = [];
  for (const pieces of await pagesOf(bytes)) {
    const rows: TextPiece[][] = [];
    for (const piece of pieces.filter((p) => p.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x)) {
      const row = rows.find((r) => Math.abs(r[0]!.y - piece.y) < 1);
      if (row) row.push(piece);
      else rows.push([piece]);
    }
    for (const row of rows)
      lines.push(
        row
          .sort((a, b) => a.x - b.x)
          .map((p) => p.str.trim())
          .join('  '),
      );
  }
  return lines;
}
